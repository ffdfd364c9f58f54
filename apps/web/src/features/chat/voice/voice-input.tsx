import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { SPEECH_LIMITS } from '@broker/contract';
import { iconBase } from '../../../components/icons/icons';
import { toast } from '../../../lib/feedback';
import { currentPlatform } from '../../../lib/platform/platform';
import { voiceText } from '../../../locales/zh-CN/voice';
import { useMainStore } from '../../../stores/main/main-store';
import { sanitizeInput } from '../components/composer-rules';
import { chatActions } from '../store';
import { transcribe } from './voice-api';
import {
  IDLE,
  createVoiceSession,
  type RecorderLike,
  type VoiceSession,
  type VoiceView,
} from './voice-session';
import { pickMimeType, voiceSupport, type VoiceSupport } from './voice-support';
import './voice-input.css';

const MicIcon = () => (
  <svg {...iconBase}>
    <rect x="9" y="3" width="6" height="11" rx="3" />
    <path d="M5 11a7 7 0 0 0 14 0M12 18v3" />
  </svg>
);
const CancelIcon = () => (
  <svg {...iconBase}>
    <path d="M7 7l10 10M17 7L7 17" />
  </svg>
);

function detectSupport(): VoiceSupport {
  const platform = currentPlatform();
  return voiceSupport({
    secure: window.isSecureContext,
    getUserMedia: typeof navigator.mediaDevices?.getUserMedia === 'function',
    mediaRecorder: typeof window.MediaRecorder === 'function',
    inApp: platform.isNativeApp || platform.isWecom || platform.isWechat,
  });
}

function browserSession(support: VoiceSupport, onView: (view: VoiceView) => void): VoiceSession {
  return createVoiceSession(
    {
      support,
      getUserMedia: () =>
        navigator.mediaDevices.getUserMedia({
          audio: { echoCancellation: true, noiseSuppression: true, channelCount: 1 },
        }),
      createRecorder: (stream) => {
        const mimeType = pickMimeType(MediaRecorder.isTypeSupported?.bind(MediaRecorder));
        // RecorderLike is the subset the session uses (its handlers take only what it reads).
        const recorder = new MediaRecorder(stream as MediaStream, {
          ...(mimeType && { mimeType }),
          // Speech needs little: 32 kbit/s Opus keeps 60 s near 240 KB on a phone's uplink.
          audioBitsPerSecond: 32_000,
        });
        return recorder as unknown as RecorderLike;
      },
      transcribe,
      now: () => Date.now(),
      setTimeout: (fn, ms) => window.setTimeout(fn, ms),
      clearTimeout: (id) => window.clearTimeout(id as number),
    },
    {
      view: onView,
      // Into the composer after what is already typed, for the agent to read and send.
      text: (text) => chatActions.setInputMessage(sanitizeInput(useMainStore.getState().inputMessage + text)),
      // The longer explanations (permission, web view) need longer than the spec's 2 s to be read.
      message: (text) => toast.show(text, text.length > 16 ? { duration: 4000 } : {}),
    },
  );
}

function VoiceOverlay({ view }: { view: VoiceView }) {
  const left = Math.ceil((SPEECH_LIMITS.maxDurationMs - view.elapsedMs) / 1000);
  const cls = `voice-overlay${view.cancelling ? ' voice-overlay--cancel' : ''}`;
  return createPortal(
    <div className={cls} role="status" aria-live="polite" aria-label={voiceText.overlayLabel}>
      {view.phase === 'recognizing' || view.phase === 'starting' ? (
        <>
          <span className="voice-overlay__spinner" aria-hidden />
          <span className="voice-overlay__hint">
            {view.phase === 'starting' ? voiceText.starting : voiceText.recognizing}
          </span>
        </>
      ) : (
        <>
          <span className="voice-overlay__icon">{view.cancelling ? <CancelIcon /> : <MicIcon />}</span>
          {!view.cancelling && (
            <span className="voice-overlay__bars" aria-hidden>
              <i />
              <i />
              <i />
              <i />
              <i />
            </span>
          )}
          <span className="voice-overlay__time">
            {left <= 10 ? voiceText.secondsLeft(left) : voiceText.elapsed(view.elapsedMs)}
          </span>
          <span className="voice-overlay__hint">
            {view.cancelling ? voiceText.cancelHint : voiceText.recordingHint}
          </span>
        </>
      )}
    </div>,
    document.body,
  );
}

/**
 * The composer's microphone (loaded lazily; only when the server has a speech service): hold it to
 * talk, release to put the recognised text in the input box, slide up to cancel (decision 029).
 */
export default function VoiceInput() {
  const [support] = useState(detectSupport);
  const [view, setView] = useState<VoiceView>(IDLE);
  const session = useRef<VoiceSession | null>(null);
  session.current ??= browserSession(support, setView);

  useEffect(() => {
    const s = session.current;
    const hidden = () => {
      if (document.visibilityState === 'hidden') s?.abort();
    };
    document.addEventListener('visibilitychange', hidden);
    return () => {
      document.removeEventListener('visibilitychange', hidden);
      s?.dispose();
    };
  }, []);

  if (support === 'hidden') return null;
  const s = session.current;
  const active = view.phase !== 'idle';
  return (
    <>
      <button
        type="button"
        className={`composer__button composer__voice${active ? ' composer__voice--active' : ''}`}
        aria-label={voiceText.button}
        aria-busy={view.phase === 'recognizing'}
        onPointerDown={(e) => {
          if (e.pointerType === 'mouse' && e.button !== 0) return;
          // Keep the keyboard as it is and the finger on this button while it slides up.
          e.preventDefault();
          e.currentTarget.setPointerCapture?.(e.pointerId);
          s.press(e.clientX, e.clientY);
        }}
        onPointerMove={(e) => s.move(e.clientX, e.clientY)}
        onPointerUp={() => s.release()}
        onPointerCancel={() => s.abort()}
        onContextMenu={(e) => e.preventDefault()}
        onKeyDown={(e) => {
          if ((e.key === ' ' || e.key === 'Enter') && !e.repeat) {
            e.preventDefault();
            s.press(0, 0);
          }
        }}
        onKeyUp={(e) => {
          if (e.key === ' ' || e.key === 'Enter') s.release();
        }}
        onBlur={() => s.abort()}
      >
        <MicIcon />
      </button>
      {view.phase !== 'idle' && view.phase !== 'arming' && <VoiceOverlay view={view} />}
    </>
  );
}
