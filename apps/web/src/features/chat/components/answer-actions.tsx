import { MESSAGES } from '@broker/contract';
import type { ChatMessage } from '../../../stores/main/chat-types';
import { toast } from '../../../lib/feedback';
import { chatText } from '../../../locales/zh-CN/chat';
import { useCanRegenerate } from '../hooks/use-chat';
import { isLocalId } from '../lib/messages';
import { chatActions } from '../store';
import { CopyIcon, QuoteIcon, RefreshIcon, ThumbDownIcon, ThumbUpIcon } from './chat-icons';
import { copyText, toPlainText } from './copy-text';
import './answer-actions.css';

export async function copyMessage(content: string): Promise<void> {
  const ok = await copyText(toPlainText(content));
  toast.show(ok ? MESSAGES.copied : MESSAGES.copyFailed);
}

/** Per-answer actions: copy, quote, regenerate (last answer), like / dislike (tapping again resets). */
export function AnswerActions({ message }: { message: ChatMessage }) {
  const canRegenerate = useCanRegenerate(message.id);
  // An answer the server never named (refused before it started) can be neither rated nor quoted.
  const stored = !isLocalId(message.id);
  const canRate = message.success && stored;
  const rate = (type: 'good' | 'reset') => void chatActions.feedback(message.id, { type });
  return (
    <div className="answer-actions">
      <div className="answer-actions__group">
        {message.content && (
          <button
            type="button"
            className="answer-actions__button"
            aria-label={chatText.copy}
            onClick={() => void copyMessage(message.content)}
          >
            <CopyIcon />
          </button>
        )}
        {message.content && stored && (
          <button
            type="button"
            className="answer-actions__button"
            aria-label={chatText.quote}
            onClick={() => void chatActions.quote(message)}
          >
            <QuoteIcon />
          </button>
        )}
        {canRegenerate && (
          <button
            type="button"
            className="answer-actions__button"
            aria-label={chatText.regenerate}
            onClick={() => chatActions.regenerate(message.id)}
          >
            <RefreshIcon />
          </button>
        )}
      </div>
      {canRate && (
        <div className="answer-actions__group">
          <button
            type="button"
            className={
              message.like ? 'answer-actions__button answer-actions__button--on' : 'answer-actions__button'
            }
            aria-label={message.like ? chatText.liked : chatText.like}
            aria-pressed={message.like}
            onClick={() => rate(message.like ? 'reset' : 'good')}
          >
            <ThumbUpIcon filled={message.like} />
          </button>
          <button
            type="button"
            className={
              message.dislike ? 'answer-actions__button answer-actions__button--on' : 'answer-actions__button'
            }
            aria-label={message.dislike ? chatText.disliked : chatText.dislike}
            aria-pressed={message.dislike}
            onClick={() => (message.dislike ? rate('reset') : chatActions.openDislikePopup(message.id))}
          >
            <ThumbDownIcon filled={message.dislike} />
          </button>
        </div>
      )}
    </div>
  );
}
