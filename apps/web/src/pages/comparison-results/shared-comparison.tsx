import { useState } from 'react';
import { ErrorNotice, LoadingState } from '../../components/status-view/status-basic';
import { fetchSharedComparison } from '../../features/compare/api/share';
import { ComparisonTable } from '../../features/compare/components/comparison-table';
import { DiffBar } from '../../features/compare/components/diff-bar';
import { IllustrationSection } from '../../features/compare/components/illustration-section';
import { useViewReporting } from '../../features/records/hooks/use-view-reporting';
import { useWechatIdentity, type ShareAddress } from '../../features/records/hooks/use-wechat-identity';
import { errorText } from '../../lib/http';
import { useFetched } from '../../lib/use-fetched';
import { compareText } from '../../locales/zh-CN/compare';

/**
 * The customer's read-only copy (`shareFlag=1`): no session, no commission, the agent's card and notices.
 * Shown by the light share page (src/share, decision 038), never by the app.
 */
export function SharedComparison({
  id,
  shareCode,
  address,
}: {
  id: string;
  shareCode: string;
  address: ShareAddress;
}) {
  const shared = useFetched(`${id}:${shareCode}`, () => fetchSharedComparison(id, shareCode));
  const [diffOnly, setDiffOnly] = useState(false);
  // In WeChat with the operator's app, the view is reported once WeChat has named the customer.
  const identity = useWechatIdentity(id, shareCode, address);
  useViewReporting(
    shared.status === 'success' && !identity.pending
      ? { comparisonId: id, shareCode, wechatIdentity: identity.token }
      : null,
  );
  // In WeChat the page may leave for WeChat's authorisation first: no flash of the table before it.
  if (shared.status === 'pending' || identity.pending) return <LoadingState />;
  if (shared.status === 'error')
    return <ErrorNotice title={compareText.sharedGone} message={errorText(shared.error, '')} />;
  const { comparison, agent } = shared.data;
  return (
    <>
      <section className="results__agent">
        <p className="results__agent-title">{compareText.fromAgent(agent.realName)}</p>
        <p className="results__agent-card">{compareText.agentCard(agent.realName, agent.workId)}</p>
      </section>
      {comparison.pricesMayHaveChanged && <p className="results__notice">{compareText.pricesChanged}</p>}
      {comparison.mixedTypes && <p className="results__mixed">{compareText.mixedTypes}</p>}
      <DiffBar comparison={comparison} diffOnly={diffOnly} onToggle={() => setDiffOnly((v) => !v)} />
      <ComparisonTable comparison={comparison} diffOnly={diffOnly} />
      <IllustrationSection products={comparison.products} />
      <footer className="results__notices">
        <p>{compareText.aiNotice}</p>
        <p>{compareText.compliance}</p>
      </footer>
    </>
  );
}
