import { useEffect, useMemo } from 'react';
import { Link } from 'react-router';
import { Page } from '../../components/page/page';
import { PageHeader } from '../../components/page-header/page-header';
import { LoadingState } from '../../components/status-view/status-view';
import { ChatScreen } from '../../features/chat/components/chat-screen';
import { chatActions } from '../../features/chat/store';
import { useUserInfo } from '../../features/session/api/userinfo';
import { currentPlatform } from '../../lib/platform/platform';
import { chatText } from '../../locales/zh-CN/chat';
import { csAssistantText as t } from '../../locales/zh-CN/cs-assistant';
import { routeTitles } from '../../locales/zh-CN/routes';
import { useMainStore } from '../../stores/main/main-store';
import { useUserStore } from '../../stores/user-store';
import './cs-assistant-page.css';

/** Spec §4 AI sources of customer service: qywx_cs inside WeCom (or when launched so), else cs. */
function csSource(): 'cs' | 'qywx_cs' {
  const launched = useUserStore.getState().aiSource;
  if (launched === 'cs' || launched === 'qywx_cs') return launched;
  return currentPlatform().isWecom ? 'qywx_cs' : 'cs';
}

function Welcome() {
  return (
    <div className="cs-welcome">
      <h2 className="cs-welcome__title">{t.hello}</h2>
      <p className="cs-welcome__body">{t.intro}</p>
      <div className="cs-welcome__list">
        {t.questions.map((question) => (
          <button
            key={question}
            type="button"
            className="cs-welcome__item"
            onClick={() => chatActions.send(question)}
          >
            {question}
          </button>
        ))}
      </div>
    </div>
  );
}

/**
 * /csAssistant (statically in the route table: as a lazy page it would split the chat's modules out of
 * the first screen's chunk into several, which costs more than this page): the chat's own screen and store in the customer-service channel (decision 025), so its
 * answers come from the customer-service knowledge base and '转人工' hands off to the dialog.
 */
export function CsAssistantPage() {
  const info = useUserInfo().data;
  useEffect(() => {
    chatActions.switchChannel(csSource());
  }, []);
  const realName = info?.realName ?? '';
  const workId = info?.workId ?? '';
  const view = useMemo(
    () => ({
      watermark: realName ? [chatText.aiNotice, `${realName} ${workId}`] : [chatText.aiNotice],
      links: {},
    }),
    [realName, workId],
  );
  const conversationId = useMainStore((s) => (s.channelType === '' ? '' : s.conversationId));
  // The summary once there is a conversation; the agent's work orders are one tap away in the dialog.
  const summaryLink = conversationId && (
    <Link className="cs-header-link" to={`/csSummary?conversationId=${conversationId}`}>
      {t.summary}
    </Link>
  );
  return (
    <Page
      className="cs-assistant-page"
      header={<PageHeader title={routeTitles.csAssistant} right={summaryLink} />}
    >
      {info ? <ChatScreen empty={<Welcome />} view={view} /> : <LoadingState />}
    </Page>
  );
}
