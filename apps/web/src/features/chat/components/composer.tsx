import { Suspense, lazy, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { LIMITS } from '@broker/contract';
import type { TrayState } from '../attachments/attachment-tray';
import { chatText } from '../../../locales/zh-CN/chat';
import { useChatComposer, useIsGenerating } from '../hooks/use-chat';
import { chatActions } from '../store';
import { useVoiceEnabled } from '../voice/use-voice-enabled';
import { CloseIcon, SendIcon, StopIcon } from './chat-icons';
import { inputCounter, isSendKey, sanitizeInput } from './composer-rules';
import './composer.css';

/** The input bar: quote preview, auto-growing text box, send / stop. `toolbar` sits above the box. */
/**
 * The stop button replaces send only once an answer has been generating this long: the second tap of a
 * double tap on send (well under this apart) lands on a disabled send button instead of stopping the
 * answer just asked, and an answer complete sooner (the built-in engine's) never flashes a stop button
 * that could not be pressed (issue 22).
 */
const STOP_ARM_MS = 300;

/** Hold to talk (decision 029): its own chunk, loaded only when the server has a speech service. */
const VoiceInput = lazy(() => import('../voice/voice-input'));
/** Files for the question (issue 15): the upload and reading code loads with the first file picked. */
const AttachmentTray = lazy(() => import('../attachments/attachment-tray'));
/** The paperclip itself: its own small chunk (the first screen's budget). */
const AttachPicker = lazy(() => import('../attachments/attach-picker'));
const NO_FILES: TrayState = { fileInfos: [], busy: false, count: 0 };

export function Composer({ toolbar }: { toolbar?: ReactNode }) {
  const { inputMessage, quotedMessage } = useChatComposer();
  const generating = useIsGenerating();
  const area = useRef<HTMLTextAreaElement>(null);
  const counter = inputCounter(inputMessage);
  const voice = useVoiceEnabled();

  // Grow with the text up to the CSS max-height, then scroll inside.
  useLayoutEffect(() => {
    const el = area.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${el.scrollHeight}px`;
  }, [inputMessage]);

  // Quoting from a bubble puts the cursor in the box.
  const quoteId = quotedMessage?.id;
  useLayoutEffect(() => {
    if (quoteId) area.current?.focus();
  }, [quoteId]);

  // The tray mounts with the first pick; a new `round` after a send starts an empty one.
  const [picked, setPicked] = useState<{ id: number; files: File[] } | null>(null);
  const [round, setRound] = useState(0);
  const [tray, setTray] = useState<TrayState>(NO_FILES);
  // Sending while a file is still uploading or being read waits for it (with its progress showing).
  const [waiting, setWaiting] = useState(false);

  const sendNow = () => {
    setWaiting(false);
    // Spec §4/§8: the actions refuse (with the spec's toasts) while generating or over 500 characters.
    if (!chatActions.send(inputMessage, tray.fileInfos) || tray.count === 0) return;
    setPicked(null);
    setTray(NO_FILES);
    setRound((r) => r + 1);
  };
  const send = () => (tray.busy ? setWaiting(true) : sendNow());
  useEffect(() => {
    if (waiting && !tray.busy) sendNow();
  });
  const [stopArmed, setStopArmed] = useState(false);
  useEffect(() => {
    if (!generating) return;
    const timer = window.setTimeout(() => setStopArmed(true), STOP_ARM_MS);
    return () => {
      window.clearTimeout(timer);
      setStopArmed(false);
    };
  }, [generating]);

  const onFocus = () => {
    // Without visualViewport (old web views) make sure the box is above the keyboard once it is up.
    if (typeof window !== 'undefined' && !window.visualViewport) {
      setTimeout(() => area.current?.scrollIntoView({ block: 'end' }), 300);
    }
  };

  const canSend = inputMessage.trim().length > 0 && !waiting;

  return (
    <div className="composer">
      {toolbar}
      {quotedMessage && (
        <div className="composer__quote">
          <span className="composer__quote-label">{chatText.quoting}</span>
          <span className="composer__quote-text">{quotedMessage.content}</span>
          <button
            type="button"
            className="composer__quote-clear"
            aria-label={chatText.clearQuote}
            onClick={() => chatActions.quote(null)}
          >
            <CloseIcon />
          </button>
        </div>
      )}
      {picked && (
        <Suspense fallback={null}>
          <AttachmentTray
            key={round}
            batch={picked}
            onState={setTray}
            waiting={waiting}
            onSendNow={sendNow}
          />
        </Suspense>
      )}
      <div className="composer__row">
        <Suspense fallback={null}>
          <AttachPicker
            onPick={(files) => {
              setPicked((last) => ({ id: (last?.id ?? 0) + 1, files }));
              // Busy until the tray (its chunk may still be loading) reports the files' own states.
              setTray((last) => ({ ...last, busy: true, count: last.count + files.length }));
            }}
          />
        </Suspense>
        {voice && (
          <Suspense fallback={null}>
            <VoiceInput />
          </Suspense>
        )}
        <div className={counter.over ? 'composer__box composer__box--over' : 'composer__box'}>
          <textarea
            ref={area}
            className="composer__input"
            rows={1}
            value={inputMessage}
            placeholder={chatText.inputPlaceholder}
            aria-label={chatText.inputPlaceholder}
            enterKeyHint="send"
            onFocus={onFocus}
            onChange={(e) => chatActions.setInputMessage(sanitizeInput(e.target.value))}
            onKeyDown={(e) => {
              if (
                isSendKey({
                  key: e.key,
                  shiftKey: e.shiftKey,
                  isComposing: e.nativeEvent.isComposing,
                  keyCode: e.keyCode,
                })
              ) {
                e.preventDefault();
                send();
              }
            }}
          />
          {counter.visible && (
            <span className="composer__counter" aria-live="polite">
              {chatText.charCount(counter.count, LIMITS.inputMaxChars)}
            </span>
          )}
        </div>
        {generating && stopArmed ? (
          <button
            type="button"
            className="composer__button composer__button--stop"
            aria-label={chatText.stop}
            onClick={() => chatActions.stop()}
          >
            <StopIcon />
          </button>
        ) : (
          <button
            type="button"
            className="composer__button"
            aria-label={chatText.send}
            disabled={!canSend || generating}
            // Keep the keyboard up: the tap must not blur the text box.
            onPointerDown={(e) => e.preventDefault()}
            onClick={send}
          >
            <SendIcon />
          </button>
        )}
      </div>
    </div>
  );
}
