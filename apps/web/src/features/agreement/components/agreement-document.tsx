import { ErrorState, LoadingState } from '../../../components/status-view/status-view';
import { errorText } from '../../../lib/http';
import { agreementText } from '../../../locales/zh-CN/agreement';
import { useAgreement } from '../api/get-agreement';
import { AgreementText } from './agreement-text';
import './agreement-document.css';

function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return agreementText.date(date);
}

/** A full-page agreement (privacy policy, user agreement), readable without signing in. */
export function AgreementDocument({ id }: { id: string }) {
  const query = useAgreement(id);
  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    return (
      <ErrorState
        title={agreementText.loadFailed}
        message={errorText(query.error, '')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const agreement = query.data;
  return (
    <article className="agreement-document">
      <AgreementText body={agreement.body} />
      <p className="agreement-document__meta">
        {agreementText.version} {agreement.version} · {agreementText.updatedAt}{' '}
        {formatDate(agreement.updatedAt)}
      </p>
    </article>
  );
}
