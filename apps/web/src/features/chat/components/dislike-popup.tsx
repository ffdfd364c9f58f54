import { useState } from 'react';
import { Popup } from 'antd-mobile';
import { DISLIKE_REASONS } from '@broker/contract';
import { toast } from '../../../lib/feedback';
import { chatText } from '../../../locales/zh-CN/chat';
import { useDislikePopup } from '../hooks/use-chat';
import { chatActions } from '../store';
import './dislike-popup.css';

const COMMENT_MAX = 200;

function DislikeForm({ messageId }: { messageId: string }) {
  const [reasons, setReasons] = useState<string[]>([]);
  const [comment, setComment] = useState('');
  const [sending, setSending] = useState(false);
  const toggle = (reason: string) =>
    setReasons((list) => (list.includes(reason) ? list.filter((r) => r !== reason) : [...list, reason]));
  const submit = async () => {
    if (reasons.length === 0 && !comment.trim()) {
      toast.show(chatText.dislikeNeedReason);
      return;
    }
    setSending(true);
    const ok = await chatActions.feedback(messageId, { type: 'bad', reasons, comment: comment.trim() });
    setSending(false);
    if (ok) toast.show(chatText.feedbackThanks);
  };
  return (
    <div className="dislike">
      <h2 className="dislike__title">{chatText.dislikeTitle}</h2>
      <div className="dislike__reasons" role="group" aria-label={chatText.dislikeTitle}>
        {DISLIKE_REASONS.map((reason) => (
          <button
            key={reason}
            type="button"
            aria-pressed={reasons.includes(reason)}
            className={reasons.includes(reason) ? 'dislike__reason dislike__reason--on' : 'dislike__reason'}
            onClick={() => toggle(reason)}
          >
            {reason}
          </button>
        ))}
      </div>
      <textarea
        className="dislike__comment"
        rows={3}
        maxLength={COMMENT_MAX}
        value={comment}
        placeholder={chatText.dislikeCommentPlaceholder}
        aria-label={chatText.dislikeCommentPlaceholder}
        onChange={(e) => setComment(e.target.value)}
      />
      <button type="button" className="dislike__submit" disabled={sending} onClick={() => void submit()}>
        {chatText.dislikeSubmit}
      </button>
    </div>
  );
}

/** The dislike popup (spec §3 feedback popup flag): reasons from the contract and a comment. */
export function DislikePopup() {
  const { visible, messageId } = useDislikePopup();
  return (
    <Popup
      visible={visible}
      onMaskClick={() => chatActions.closeDislikePopup()}
      onClose={() => chatActions.closeDislikePopup()}
      bodyClassName="dislike-popup"
      destroyOnClose
    >
      {messageId && <DislikeForm key={messageId} messageId={messageId} />}
    </Popup>
  );
}
