import { Suspense, lazy, memo } from 'react';
import { QuoteLine } from '../../../components/quote-line/quote-line';
import { chatText } from '../../../locales/zh-CN/chat';
import { useChatMessage } from '../hooks/use-chat';
import { isLocalId } from '../lib/messages';
import { chatActions } from '../store';
import { copyMessage } from './answer-actions';
import { loadChatOverlays } from './load-overlays';
import { useLongPress } from './use-long-press';
import './question-bubble.css';

/** A question's files (issue 15): their own chunk, as most questions have none. */
const QuestionFiles = lazy(() => import('../attachments/question-files'));

/**
 * The agent's question; a long press (600 ms) offers copy and quote. Quote only once the server has
 * named the question (the answer stream's first event does): a refused question cannot be quoted.
 */
export const QuestionBubble = memo(function QuestionBubble({ id }: { id: string }) {
  const message = useChatMessage(id);
  const press = useLongPress(() => {
    if (!message) return;
    void loadChatOverlays().then(({ ActionSheet }) => {
      const sheet = ActionSheet.show({
        actions: [
          { key: 'copy', text: chatText.copy, onClick: () => void copyMessage(message.content) },
          ...(isLocalId(message.id)
            ? []
            : [{ key: 'quote', text: chatText.quote, onClick: () => void chatActions.quote(message) }]),
        ],
        cancelText: chatText.cancel,
        closeOnAction: true,
        onAction: () => sheet.close(),
      });
    });
  });
  if (!message) return null;
  return (
    <div className="question">
      <div className="question__bubble" {...press}>
        {message.quote && <QuoteLine text={message.quote.content} />}
        <p className="question__text">{message.content}</p>
        {message.files.length > 0 && (
          <Suspense fallback={null}>
            <QuestionFiles files={message.files} />
          </Suspense>
        )}
      </div>
    </div>
  );
});
