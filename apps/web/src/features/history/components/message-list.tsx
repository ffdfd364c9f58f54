import type { ConversationMessage } from '@broker/contract';
import { historyText } from '../../../locales/zh-CN/history';
import './message-list.css';

/**
 * A stored conversation, read-only: questions on the right, answers on the left as plain text (the
 * chat screen renders answers in full; here the agent checks what was said before taking it up).
 */
export function MessageList({ messages }: { messages: readonly ConversationMessage[] }) {
  return (
    <ol className="message-list">
      {messages.map((message) => {
        const mine = message.source === 'send';
        let note = '';
        if (!mine && !message.success) note = historyText.answerFailed;
        else if (!mine && !message.finished) note = historyText.answerUnfinished;
        const products = message.result.map((product) => product.name);
        return (
          <li
            key={message.id}
            className={mine ? 'message-list__item message-list__item--mine' : 'message-list__item'}
          >
            <span className="visually-hidden">{mine ? historyText.question : historyText.answer}</span>
            <div className="message-list__bubble">
              {message.content && <p className="message-list__text">{message.content}</p>}
              {products.length > 0 && (
                <ul className="message-list__products">
                  {products.map((name, index) => (
                    <li key={`${index}-${name}`}>{name}</li>
                  ))}
                </ul>
              )}
              {note && <p className="message-list__note">{note}</p>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
