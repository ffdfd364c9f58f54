import { Link } from 'react-router';
import type { ConversationMessage } from '@broker/contract';
import { Markdown } from '../../../components/markdown/markdown';
import { QuoteLine } from '../../../components/quote-line/quote-line';
import { Watermark } from '../../../components/watermark/watermark';
import { productSheetPath } from '../../../lib/url/product-sheet-path';
import { historyText } from '../../../locales/zh-CN/history';
import './message-list.css';

/**
 * A stored conversation, read-only: questions on the right (with what they quoted above them, as in
 * the chat), answers (Markdown) on the left with their product names, each opening its product sheet;
 * the chat screen shows the cards and actions once the agent takes it up.
 */
export function MessageList({
  messages,
  watermark,
}: {
  messages: readonly ConversationMessage[];
  /** Spec §1: the AI-generated notice with the agent's name and work id, over every answer. */
  watermark: readonly string[];
}) {
  return (
    <ol className="message-list">
      {messages.map((message) => {
        const mine = message.source === 'send';
        let note = '';
        if (!mine && !message.success) note = historyText.answerFailed;
        else if (!mine && !message.finished) note = historyText.answerUnfinished;
        const products = message.result;
        return (
          <li
            key={message.id}
            className={mine ? 'message-list__item message-list__item--mine' : 'message-list__item'}
          >
            <span className="visually-hidden">{mine ? historyText.question : historyText.answer}</span>
            <div className="message-list__bubble">
              {!mine && <Watermark lines={watermark} />}
              {mine && message.quote && <QuoteLine text={message.quote.content} />}
              {message.content &&
                (mine ? (
                  <p className="message-list__text">{message.content}</p>
                ) : (
                  <Markdown text={message.content} />
                ))}
              {products.length > 0 && (
                <ul className="message-list__products">
                  {products.map((product, index) => (
                    <li key={`${index}-${product.code}`}>
                      <Link to={productSheetPath(product.code, message.conversationId)}>{product.name}</Link>
                    </li>
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
