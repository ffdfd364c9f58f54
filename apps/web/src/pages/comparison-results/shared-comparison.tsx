import { useState } from 'react';
import { ErrorState, LoadingState } from '../../components/status-view/status-view';
import { useSharedComparison } from '../../features/compare/api/share';
import { ComparisonTable } from '../../features/compare/components/comparison-table';
import { DiffBar } from '../../features/compare/components/diff-bar';
import { IllustrationSection } from '../../features/compare/components/illustration-section';
import { useViewReporting } from '../../features/records/hooks/use-view-reporting';
import { useWechatIdentity } from '../../features/records/hooks/use-wechat-identity';
import { errorText } from '../../lib/http';
import { compareText } from '../../locales/zh-CN/compare';

/** The customer's read-only copy (`shareFlag=1`): no session, no commission, the agent's card and notices. */
export function SharedComparison({ id, shareCode }: { id: string; shareCode: string }) {
  const shared = useSharedComparison(id, shareCode);
  const [diffOnly, setDiffOnly] = useState(false);
  // In WeChat with the operator's app, the view is reported once WeChat has named the customer.
  const identity = useWechatIdentity(id, shareCode);
  useViewReporting(
    shared.data && !identity.pending ? { comparisonId: id, shareCode, wechatIdentity: identity.token } : null,
  );
  if (shared.isPending) return <LoadingState />;
  if (shared.isError)
    return <ErrorState title={compareText.sharedGone} message={errorText(shared.error, '')} />;
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
