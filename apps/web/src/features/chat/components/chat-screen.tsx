import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { preloadMarkdown } from '../../../components/markdown/markdown';
import { useDislikePopup } from '../hooks/use-chat';
import { useChatLifecycle } from '../hooks/use-chat';
import { ChatViewContext, type ChatView } from './chat-context';
import { Composer } from './composer';
import { MessageList } from './message-list';
import './chat-screen.css';

const DislikePopup = lazy(() => import('./dislike-popup').then((m) => ({ default: m.DislikePopup })));

/**
 * The chat on /index: the conversation (or `empty` before the first question), the input bar and the
 * dislike popup. `view` carries the watermark and the screens cards may open.
 */
const MARKDOWN_PRELOAD_DELAY_MS = 3000;

export function ChatScreen({
  empty,
  view,
  toolbar,
}: {
  empty: ReactNode;
  view: ChatView;
  toolbar?: ReactNode;
}) {
  useChatLifecycle();
  const { visible } = useDislikePopup();
  const [popupUsed, setPopupUsed] = useState(false);
  if (visible && !popupUsed) setPopupUsed(true);

  // The markdown renderer (~40 KB gzip) must not compete with the first screen: it loads once the page
  // has settled, or as soon as the agent starts typing — either way before the first answer needs it.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 0));
    const timer = window.setTimeout(() => idle(preloadMarkdown), MARKDOWN_PRELOAD_DELAY_MS);
    window.addEventListener('focusin', preloadMarkdown, { once: true });
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('focusin', preloadMarkdown);
    };
  }, []);

  return (
    <ChatViewContext.Provider value={view}>
      <div className="chat">
        <MessageList empty={empty} />
        <Composer toolbar={toolbar} />
      </div>
      {popupUsed && (
        <Suspense fallback={null}>
          <DislikePopup />
        </Suspense>
      )}
    </ChatViewContext.Provider>
  );
}
