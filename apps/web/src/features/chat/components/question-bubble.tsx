import { memo } from 'react';
import { chatText } from '../../../locales/zh-CN/chat';
import { useChatMessage } from '../hooks/use-chat';
import { chatActions } from '../store';
import { copyMessage } from './answer-actions';
import { loadChatOverlays } from './load-overlays';
import { useLongPress } from './use-long-press';
import './question-bubble.css';

/** The agent's question; a long press (600 ms) offers copy and quote. */
export const QuestionBubble = memo(function QuestionBubble({ id }: { id: string }) {
  const message = useChatMessage(id);
  const press = useLongPress(() => {
    if (!message) return;
    void loadChatOverlays().then(({ ActionSheet }) => {
      const sheet = ActionSheet.show({
        actions: [
          { key: 'copy', text: chatText.copy, onClick: () => void copyMessage(message.content) },
          { key: 'quote', text: chatText.quote, onClick: () => chatActions.quote(message) },
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
        {message.quote && <p className="question__quote">{message.quote.content}</p>}
        <p className="question__text">{message.content}</p>
      </div>
    </div>
  );
});
