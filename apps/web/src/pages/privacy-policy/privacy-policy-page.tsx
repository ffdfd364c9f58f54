import { PRIVACY_POLICY_AGREEMENT_ID } from '@broker/contract';
import { Page } from '../../components/page/page';
import { PageHeader } from '../../components/page-header/page-header';
import { AgreementDocument } from '../../features/agreement/components/agreement-document';
import { routeTitles } from '../../locales/zh-CN/routes';

/** /privacyPolicy, readable without signing in. */
export function PrivacyPolicyPage() {
  return (
    <Page header={<PageHeader title={routeTitles.privacyPolicy} />}>
      <AgreementDocument id={PRIVACY_POLICY_AGREEMENT_ID} />
    </Page>
  );
}
