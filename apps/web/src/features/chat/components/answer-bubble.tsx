import { memo } from 'react';
import type { AskItem } from '@broker/contract';
import { Markdown } from '../../../components/markdown/markdown';
import { Watermark } from '../../../components/watermark/watermark';
import { chatText } from '../../../locales/zh-CN/chat';
import { useMainStore } from '../../../stores/main/main-store';
import { useChatMessage, useIsGenerating } from '../hooks/use-chat';
import { chatActions } from '../store';
import { AnswerActions } from './answer-actions';
import { AskChips, StreamActionCards } from './answer-cards';
import { useChatView } from './chat-context';
import { ProductCards, colourPageHref, toolHref } from './product-cards';
import { SourceList } from './source-list';
import { ThinkSection } from './think-section';
import { useTypingReveal } from './typing-reveal';
import './answer-bubble.css';

/** The agent's question an answer replies to: the nearest sent message before it. */
function questionBefore(messages: readonly { id: string; source: string; content: string }[], id: string) {
  for (let k = messages.findIndex((m) => m.id === id) - 1; k >= 0; k--)
    if (messages[k]?.source === 'send') return messages[k]?.content ?? '';
  return '';
}

/** One answer. Subscribes to its own message, so a streaming answer re-renders alone. */
export const AnswerBubble = memo(function AnswerBubble({ id, isLast }: { id: string; isLast: boolean }) {
  const message = useChatMessage(id);
  const { watermark, links } = useChatView();
  // A colour-page answer names its product by locking it; only the last answer's lock is still its own.
  const lockedCode = useMainStore((s) => (isLast ? (s.lockedProductCodes[0] ?? '') : ''));
  // The underwriting card carries the question it answers (the underwriting screen reads it).
  const uaQuestion = useMainStore((s) => (message?.showUaCard ? questionBefore(s.messages, id) : ''));
  // An answer that arrives while on screen is typed out (typing-reveal.ts); until it is all shown it
  // counts as still being written, so its cards and actions come after the text, not before.
  const content = useTypingReveal(message?.content ?? '', Boolean(message?.isGenerating), isLast);
  if (!message) return null;

  const generating = message.isGenerating || content.length < message.content.length;
  const failed = !message.success && !generating;
  const empty = !message.content && !message.thinkContent && message.result.length === 0;
  const stopped = !generating && message.success && !message.finished && !message.interrupted;

  return (
    // For tests and styles: data-streaming while the server still sends it; data-revealing while the
    // typing reveal holds text back (never with reduced motion).
    <div
      className="answer"
      data-streaming={message.isGenerating || undefined}
      data-revealing={content.length < message.content.length || undefined}
    >
      <div className="answer__bubble">
        {watermark.length > 0 && <Watermark lines={watermark} />}
        <div className="answer__body">
          {message.queryContent && <p className="answer__query">{message.queryContent}</p>}
          {message.thinkContent && (
            <ThinkSection text={message.thinkContent} active={generating && !message.content} />
          )}
          {generating && empty && (
            <p className="answer__typing" role="status">
              <span className="visually-hidden">{chatText.generating}</span>
              <span className="typing-dots" aria-hidden="true">
                <i />
                <i />
                <i />
              </span>
            </p>
          )}
          {content && <Markdown text={content} className={generating ? 'markdown--streaming' : undefined} />}
          {message.result.length > 0 && (
            <ProductCards
              messageId={message.id}
              conversationId={message.conversationId}
              products={message.result}
              pagination={message.prodPagination}
            />
          )}
          {message.productEndTips && <p className="answer__fine">{message.productEndTips}</p>}
          {message.showChooseCard && <ChooseCard items={message.choices} isLast={isLast} />}
          <StreamActionCards
            calculator={
              message.commissionFlag && links.calculate && message.result[0] && !generating
                ? toolHref(links.calculate, message.result[0].code, message.conversationId)
                : undefined
            }
            colourPage={
              message.colorPageFlag && links.colourPage && !generating
                ? colourPageHref(
                    links.colourPage,
                    message.result[0]?.code ?? lockedCode,
                    message.conversationId,
                  )
                : undefined
            }
            vehicle={message.showVehicleCard}
            underwriting={
              message.showUaCard && links.underwriting && !generating
                ? `${links.underwriting}?q=${encodeURIComponent(uaQuestion)}`
                : undefined
            }
            customerService={message.showCustomerService}
            conversationId={message.conversationId}
          />
          {message.action === 'unlock_product' && <p className="answer__note">{chatText.unlocked}</p>}
          {message.scSource && !generating && (
            <p className="answer__note">{chatText.basis(message.scSource)}</p>
          )}
          {message.sources.length > 0 && <SourceList sources={message.sources} />}
          {message.ask.length > 0 && isLast && !generating && (
            <AskChips title={chatText.suggestions} items={message.ask} variant="suggest" />
          )}
          {message.endTips && !generating && <p className="answer__tips">{message.endTips}</p>}
          {stopped && <p className="answer__note">{chatText.stopped}</p>}
          {failed && (
            <div className="answer__error" role="alert">
              <span>{message.errorText || chatText.answerFailed}</span>
              {isLast && (
                <button type="button" className="answer__retry" onClick={() => chatActions.retry(message.id)}>
                  {chatText.retry}
                </button>
              )}
            </div>
          )}
          <p className="answer__disclaimer">{message.axbDisclaimer || chatText.aiNotice}</p>
        </div>
      </div>
      {!generating && <AnswerActions message={message} />}
    </div>
  );
});

/**
 * The choose card (confirm_branch): only the last one can be answered, and not while an answer
 * generates. Only this card watches the generating state, so a conversation's other bubbles do not
 * re-render when an answer starts or ends.
 */
function ChooseCard({ items, isLast }: { items: AskItem[]; isLast: boolean }) {
  const generatingAny = useIsGenerating();
  return (
    <AskChips
      title={chatText.chooseTitle}
      items={items}
      variant="choose"
      disabled={!isLast || generatingAny}
    />
  );
}

/** The guess-you-like card after a MyBA_Ask answer. */
export const GuessBubble = memo(function GuessBubble({ id }: { id: string }) {
  const message = useChatMessage(id);
  if (!message || message.ask.length === 0) return null;
  return (
    <div className="answer">
      <div className="answer__bubble answer__bubble--plain">
        <AskChips title={chatText.guessTitle} items={message.ask} variant="suggest" />
      </div>
    </div>
  );
});
