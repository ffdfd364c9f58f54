import { LIMITS, SPEECH_LIMITS } from '@broker/contract';
import { voiceText } from '../../../locales/zh-CN/voice';
import type { VoiceSupport } from './voice-support';

export type VoicePhase = 'idle' | 'arming' | 'starting' | 'recording' | 'recognizing';

/** What the button and the overlay show. */
export interface VoiceView {
  phase: VoicePhase;
  /** Recorded so far (recording), for the clock and the countdown. */
  elapsedMs: number;
  /** The finger slid up far enough that releasing it throws the recording away. */
  cancelling: boolean;
}

export const IDLE: VoiceView = { phase: 'idle', elapsedMs: 0, cancelling: false };
/** How far up (CSS px) the finger slides to cancel, as in WeChat's 上滑取消. */
export const CANCEL_SLIDE_PX = 60;
const TICK_MS = 200;
/** Permission prompts take the finger off the button: a press that long was spent on one. */
const PERMISSION_PROMPT_MS = 1000;

/** The part of MediaRecorder the session uses (a fake one in tests). */
export interface RecorderLike {
  readonly mimeType: string;
  ondataavailable: ((event: { data: Blob }) => void) | null;
  onstop: (() => void) | null;
  start(timeslice?: number): void;
  stop(): void;
}

export interface StreamLike {
  getTracks(): { stop(): void }[];
}

export interface VoiceDeps {
  support: VoiceSupport;
  getUserMedia(): Promise<StreamLike>;
  /** A recorder on the stream in the best type this browser records; throws when it cannot. */
  createRecorder(stream: StreamLike): RecorderLike;
  /** Sends the recording and waits for its text; rejects with an Error whose message is Chinese. */
  transcribe(audio: Blob, durationMs: number, signal: AbortSignal): Promise<string>;
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

export interface VoiceCallbacks {
  view(view: VoiceView): void;
  /** The recognised text, for the composer (the agent reviews it and sends it). */
  text(text: string): void;
  /** A message for a toast. */
  message(text: string): void;
}

/** getUserMedia's refusals, by DOMException name, as the agent should read them. */
export function microphoneError(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'PermissionDeniedError' || name === 'SecurityError')
    return voiceText.permissionDenied;
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError')
    return voiceText.noMicrophone;
  if (name === 'NotReadableError' || name === 'TrackStartError' || name === 'AbortError')
    return voiceText.micBusy;
  return voiceText.micFailed;
}

/**
 * Hold to talk (spec §9: a long press is 600 ms and a finger may move 5 px): press → after the long
 * press the microphone opens and recording starts → release to recognise, slide up to cancel; under a
 * second is too short, at 60 s the recording ends by itself and is recognised. One session per button.
 */
export function createVoiceSession(deps: VoiceDeps, on: VoiceCallbacks) {
  let view: VoiceView = IDLE;
  let start = { x: 0, y: 0 };
  let timer: unknown;
  let recordingStartedAt = 0;
  let released = false;
  let stream: StreamLike | undefined;
  let recorder: RecorderLike | undefined;
  let chunks: Blob[] = [];
  let recognition: AbortController | undefined;
  /** Bumped on every new press and on reset: callbacks of an older attempt do nothing. */
  let attempt = 0;

  const show = (next: Partial<VoiceView>) => {
    view = { ...view, ...next };
    on.view(view);
  };
  const clearTimer = () => {
    if (timer !== undefined) deps.clearTimeout(timer);
    timer = undefined;
  };
  const releaseMicrophone = () => {
    stream?.getTracks().forEach((track) => track.stop());
    stream = undefined;
  };
  const reset = (message?: string) => {
    attempt += 1;
    clearTimer();
    if (recorder) {
      recorder.ondataavailable = null;
      recorder.onstop = null;
      try {
        recorder.stop();
      } catch {
        // already inactive
      }
    }
    recorder = undefined;
    chunks = [];
    releaseMicrophone();
    view = IDLE;
    on.view(view);
    if (message) on.message(message);
  };

  const tick = () => {
    const elapsedMs = deps.now() - recordingStartedAt;
    if (elapsedMs >= SPEECH_LIMITS.maxDurationMs) {
      finish(true);
      return;
    }
    show({ elapsedMs });
    timer = deps.setTimeout(tick, Math.min(TICK_MS, SPEECH_LIMITS.maxDurationMs - elapsedMs));
  };

  async function openMicrophone(mine: number) {
    show({ phase: 'starting' });
    const asked = deps.now();
    let opened: StreamLike;
    try {
      opened = await deps.getUserMedia();
    } catch (error) {
      if (mine === attempt) reset(microphoneError(error));
      return;
    }
    if (mine !== attempt) {
      opened.getTracks().forEach((track) => track.stop());
      return;
    }
    stream = opened;
    if (released) {
      // The finger left while the microphone opened (usually to answer the permission prompt).
      reset(deps.now() - asked > PERMISSION_PROMPT_MS ? voiceText.permissionGranted : voiceText.tooShort);
      return;
    }
    try {
      recorder = deps.createRecorder(opened);
      recorder.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      recorder.start(1000);
    } catch {
      reset(deps.support === 'in-app' ? voiceText.inAppUnsupported : voiceText.recorderUnsupported);
      return;
    }
    recordingStartedAt = deps.now();
    show({ phase: 'recording', elapsedMs: 0, cancelling: false });
    timer = deps.setTimeout(tick, TICK_MS);
  }

  function finish(limitReached: boolean) {
    const active = recorder;
    if (!active || view.phase !== 'recording') return;
    clearTimer();
    const durationMs = Math.min(deps.now() - recordingStartedAt, SPEECH_LIMITS.maxDurationMs);
    if (view.cancelling && !limitReached) {
      reset();
      return;
    }
    if (durationMs < SPEECH_LIMITS.minDurationMs) {
      reset(voiceText.tooShort);
      return;
    }
    if (limitReached) on.message(voiceText.tooLong);
    const mine = attempt;
    show({ phase: 'recognizing', elapsedMs: durationMs, cancelling: false });
    active.onstop = () => {
      if (mine !== attempt) return;
      const audio = new Blob(chunks, { type: active.mimeType || chunks[0]?.type || '' });
      recorder = undefined;
      chunks = [];
      releaseMicrophone();
      void recognise(audio, durationMs, mine);
    };
    active.stop();
  }

  async function recognise(audio: Blob, durationMs: number, mine: number) {
    recognition = new AbortController();
    try {
      const text = await deps.transcribe(audio, durationMs, recognition.signal);
      if (mine !== attempt) return;
      reset();
      on.text(text);
    } catch (error) {
      if (mine !== attempt || recognition.signal.aborted) return;
      reset(error instanceof Error && error.message ? error.message : voiceText.recognizeFailed);
    }
  }

  return {
    get view() {
      return view;
    },
    press(x: number, y: number) {
      if (view.phase === 'recognizing') return;
      if (deps.support === 'insecure' || deps.support === 'in-app') {
        on.message(deps.support === 'insecure' ? voiceText.insecure : voiceText.inAppUnsupported);
        return;
      }
      reset();
      const mine = attempt;
      start = { x, y };
      released = false;
      show({ phase: 'arming' });
      timer = deps.setTimeout(() => {
        timer = undefined;
        if (mine === attempt && view.phase === 'arming') void openMicrophone(mine);
      }, LIMITS.longPressMs);
    },
    move(x: number, y: number) {
      if (view.phase === 'arming') {
        // Beyond the tap tolerance before the long press: a scroll or a slip, not a hold.
        if (Math.hypot(x - start.x, y - start.y) > LIMITS.tapTolerancePx) reset();
        return;
      }
      if (view.phase === 'recording') {
        const cancelling = start.y - y > CANCEL_SLIDE_PX;
        if (cancelling !== view.cancelling) show({ cancelling });
      }
    },
    release() {
      released = true;
      if (view.phase === 'arming') {
        reset(voiceText.holdHint);
        return;
      }
      if (view.phase === 'recording') finish(false);
    },
    /** The system took the touch (a call, a gesture) or the page went away: drop what was recorded. */
    abort() {
      if (view.phase === 'recognizing') return;
      reset();
    },
    /** Unmounting: stop everything, recognition included. */
    dispose() {
      recognition?.abort();
      reset();
    },
  };
}
export type VoiceSession = ReturnType<typeof createVoiceSession>;
