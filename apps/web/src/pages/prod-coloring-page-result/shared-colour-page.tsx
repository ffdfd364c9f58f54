import { ErrorNotice, LoadingState } from '../../components/status-view/status-basic';
import { fetchSharedColourPage } from '../../features/colour-page/api/shared';
import { ColourPageImage } from '../../features/colour-page/components/colour-page-image';
import { sharedImagePath } from '../../features/colour-page/lib/colour-page-url';
import { errorText } from '../../lib/http';
import { useFetched } from '../../lib/use-fetched';
import { colourPageText as t } from '../../locales/zh-CN/colour-page';

/**
 * The customer's page (`shareFlag=1`): no session, the same image the agent sees (never a commission:
 * the server's page model has none), who sent it and the notices. Shown by the light share page
 * (src/share, decision 038), never by the app.
 */
export function SharedColourPage({ id, shareCode }: { id: string; shareCode: string }) {
  const shared = useFetched(`${id}:${shareCode}`, () => fetchSharedColourPage(id, shareCode));
  if (shared.status === 'pending') return <LoadingState />;
  if (shared.status === 'error')
    return <ErrorNotice title={t.sharedGone} message={errorText(shared.error, '')} />;
  const { title, agent, imageHash } = shared.data;
  return (
    <div className="cp-result">
      <section className="cp-result__agent">
        <p className="cp-result__name">{t.fromAgent(agent.realName)}</p>
        <p className="cp-result__agent-card">{t.agentCard(agent.realName, agent.workId)}</p>
      </section>
      <ColourPageImage src={sharedImagePath(id, shareCode, imageHash)} title={title} />
      <p className="cp-result__compliance">{t.compliance}</p>
    </div>
  );
}
