import { USER_AGREEMENT_AGREEMENT_ID } from '@broker/contract';
import { Page } from '../../components/page/page';
import { PageHeader } from '../../components/page-header/page-header';
import { AgreementDocument } from '../../features/agreement/components/agreement-document';
import { routeTitles } from '../../locales/zh-CN/routes';

/** /userAgreement, readable without signing in. */
export function UserAgreementPage() {
  return (
    <Page header={<PageHeader title={routeTitles.userAgreement} />}>
      <AgreementDocument id={USER_AGREEMENT_AGREEMENT_ID} />
    </Page>
  );
}
