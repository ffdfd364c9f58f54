import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { voiceText } from '../../../locales/zh-CN/voice';
import {
  CANCEL_SLIDE_PX,
  createVoiceSession,
  microphoneError,
  type RecorderLike,
  type VoiceDeps,
  type VoiceView,
} from './voice-session';
import { pickMimeType, voiceSupport } from './voice-support';

/** MediaRecorder as the session sees it: chunks every second, the rest on stop, then onstop. */
class FakeRecorder implements RecorderLike {
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  state: 'inactive' | 'recording' = 'inactive';
  timer: ReturnType<typeof setInterval> | undefined;
  constructor(readonly mimeType: string) {}
  start(timeslice = 1000) {
    this.state = 'recording';
    this.timer = setInterval(() => this.ondataavailable?.({ data: new Blob(['x'.repeat(100)]) }), timeslice);
  }
  stop() {
    if (this.state === 'inactive') throw new DOMException('inactive', 'InvalidStateError');
    this.state = 'inactive';
    clearInterval(this.timer);
    // As browsers do: the last data, then stop, asynchronously.
    setTimeout(() => {
      this.ondataavailable?.({ data: new Blob(['end']) });
      this.onstop?.();
    }, 0);
  }
}

function harness(overrides: Partial<VoiceDeps> = {}) {
  const views: VoiceView[] = [];
  const texts: string[] = [];
  const messages: string[] = [];
  const recorders: FakeRecorder[] = [];
  const tracks = { stopped: 0 };
  const sent: { audio: Blob; durationMs: number }[] = [];
  const deps: VoiceDeps = {
    support: 'ok',
    getUserMedia: () => Promise.resolve({ getTracks: () => [{ stop: () => void (tracks.stopped += 1) }] }),
    createRecorder: () => {
      const recorder = new FakeRecorder('audio/webm;codecs=opus');
      recorders.push(recorder);
      return recorder;
    },
    transcribe: (audio, durationMs) => {
      sent.push({ audio, durationMs });
      return Promise.resolve('推荐一款重疾险');
    },
    now: () => Date.now(),
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
    ...overrides,
  };
  const session = createVoiceSession(deps, {
    view: (v) => views.push(v),
    text: (t) => texts.push(t),
    message: (m) => messages.push(m),
  });
  return { session, views, texts, messages, recorders, tracks, sent };
}

/** Lets promise callbacks (getUserMedia, transcribe) run between timer steps. */
const flush = () => vi.advanceTimersByTimeAsync(0);

describe('hold to talk', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('records after a 600 ms hold, recognises on release and hands the text over', async () => {
    const h = harness();
    h.session.press(100, 700);
    expect(h.session.view.phase).toBe('arming');
    await vi.advanceTimersByTimeAsync(599);
    expect(h.recorders).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await flush();
    expect(h.session.view.phase).toBe('recording');
    h.session.move(103, 696); // a wobble is not a cancel
    await vi.advanceTimersByTimeAsync(3000);
    expect(h.session.view.elapsedMs).toBeGreaterThanOrEqual(2800);
    h.session.release();
    expect(h.session.view.phase).toBe('recognizing');
    await flush();
    await flush();
    expect(h.texts).toEqual(['推荐一款重疾险']);
    expect(h.session.view.phase).toBe('idle');
    expect(h.sent[0]?.durationMs).toBe(3000);
    expect(h.sent[0]?.audio.type).toBe('audio/webm;codecs=opus');
    expect(h.sent[0]?.audio.size).toBe(303);
    expect(h.tracks.stopped).toBe(1);
    expect(h.messages).toEqual([]);
  });

  it('a tap is a hint, a slip beyond 5 px before the long press is nothing', async () => {
    const h = harness();
    h.session.press(100, 700);
    await vi.advanceTimersByTimeAsync(200);
    h.session.release();
    expect(h.messages).toEqual([voiceText.holdHint]);
    h.session.press(100, 700);
    h.session.move(100, 706);
    await vi.advanceTimersByTimeAsync(1000);
    expect(h.session.view.phase).toBe('idle');
    expect(h.recorders).toHaveLength(0);
    expect(h.messages).toEqual([voiceText.holdHint]);
  });

  it('under a second of recording is too short and sends nothing', async () => {
    const h = harness();
    h.session.press(100, 700);
    await vi.advanceTimersByTimeAsync(600);
    await flush();
    await vi.advanceTimersByTimeAsync(500);
    h.session.release();
    await flush();
    expect(h.messages).toEqual([voiceText.tooShort]);
    expect(h.sent).toHaveLength(0);
    expect(h.tracks.stopped).toBe(1);
    expect(h.session.view.phase).toBe('idle');
  });

  it('sliding up cancels; sliding back down un-cancels', async () => {
    const h = harness();
    h.session.press(100, 700);
    await vi.advanceTimersByTimeAsync(600);
    await flush();
    await vi.advanceTimersByTimeAsync(2000);
    h.session.move(100, 700 - CANCEL_SLIDE_PX - 1);
    expect(h.session.view.cancelling).toBe(true);
    h.session.move(100, 690);
    expect(h.session.view.cancelling).toBe(false);
    h.session.move(100, 500);
    h.session.release();
    await flush();
    expect(h.sent).toHaveLength(0);
    expect(h.messages).toEqual([]);
    expect(h.session.view.phase).toBe('idle');
  });

  it('stops by itself at 60 s, says so, and recognises what was said', async () => {
    const h = harness();
    h.session.press(100, 700);
    await vi.advanceTimersByTimeAsync(600);
    await flush();
    await vi.advanceTimersByTimeAsync(59_000);
    expect(h.views.some((v) => v.elapsedMs >= 50_000)).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    await flush();
    await vi.advanceTimersByTimeAsync(10);
    expect(h.messages).toEqual([voiceText.tooLong]);
    expect(h.sent[0]?.durationMs).toBe(60_000);
    h.session.release(); // the finger comes up later: nothing more happens
    await flush();
    expect(h.texts).toEqual(['推荐一款重疾险']);
    expect(h.sent).toHaveLength(1);
  });

  it('says why the microphone did not open', async () => {
    for (const [name, message] of [
      ['NotAllowedError', voiceText.permissionDenied],
      ['NotFoundError', voiceText.noMicrophone],
      ['NotReadableError', voiceText.micBusy],
      ['TypeError', voiceText.micFailed],
    ] as const) {
      const h = harness({ getUserMedia: () => Promise.reject(new DOMException('x', name)) });
      h.session.press(0, 0);
      await vi.advanceTimersByTimeAsync(600);
      await flush();
      expect(h.messages).toEqual([message]);
      expect(h.session.view.phase).toBe('idle');
    }
    expect(microphoneError(new Error('?'))).toBe(voiceText.micFailed);
  });

  it('a release during the permission prompt asks to press again and leaves the microphone off', async () => {
    let grant: (() => void) | undefined;
    const stop = vi.fn();
    const stream = { getTracks: () => [{ stop }] };
    const h = harness({
      getUserMedia: () => new Promise((resolve) => (grant = () => resolve(stream))),
    });
    h.session.press(0, 0);
    await vi.advanceTimersByTimeAsync(600);
    expect(h.session.view.phase).toBe('starting');
    h.session.release();
    await vi.advanceTimersByTimeAsync(3000);
    grant?.();
    await flush();
    expect(h.messages).toEqual([voiceText.permissionGranted]);
    expect(h.recorders).toHaveLength(0);
    expect(stop).toHaveBeenCalledOnce();
  });

  it('a recorder that cannot start in a web view points to the keyboard’s dictation', async () => {
    const h = harness({
      support: 'ok',
      createRecorder: () => {
        throw new DOMException('no', 'NotSupportedError');
      },
    });
    h.session.press(0, 0);
    await vi.advanceTimersByTimeAsync(600);
    await flush();
    expect(h.messages).toEqual([voiceText.recorderUnsupported]);
    expect(h.tracks.stopped).toBe(1);
  });

  it('without recording, a press explains at once (insecure page, web view)', () => {
    const insecure = harness({ support: 'insecure' });
    insecure.session.press(0, 0);
    expect(insecure.messages).toEqual([voiceText.insecure]);
    const inApp = harness({ support: 'in-app' });
    inApp.session.press(0, 0);
    expect(inApp.messages).toEqual([voiceText.inAppUnsupported]);
    expect(inApp.session.view.phase).toBe('idle');
  });

  it('a failed recognition shows the server’s reason; a disposed session stays silent', async () => {
    const h = harness({ transcribe: () => Promise.reject(new Error('语音识别超时，请重试或改用文字输入')) });
    h.session.press(0, 0);
    await vi.advanceTimersByTimeAsync(600);
    await flush();
    await vi.advanceTimersByTimeAsync(2000);
    h.session.release();
    await flush();
    await flush();
    expect(h.messages).toEqual(['语音识别超时，请重试或改用文字输入']);

    let finish: ((text: string) => void) | undefined;
    const later = harness({ transcribe: () => new Promise((resolve) => (finish = resolve)) });
    later.session.press(0, 0);
    await vi.advanceTimersByTimeAsync(600);
    await flush();
    await vi.advanceTimersByTimeAsync(2000);
    later.session.release();
    await flush();
    later.session.dispose();
    finish?.('太晚了');
    await flush();
    expect(later.texts).toEqual([]);
  });
});

describe('voice support', () => {
  it('shows the button where it works or where the agent needs to be told why not', () => {
    const base = { secure: true, getUserMedia: true, mediaRecorder: true, inApp: false };
    expect(voiceSupport(base)).toBe('ok');
    expect(voiceSupport({ ...base, secure: false, getUserMedia: false })).toBe('insecure');
    expect(voiceSupport({ ...base, mediaRecorder: false, inApp: true })).toBe('in-app');
    expect(voiceSupport({ ...base, mediaRecorder: false })).toBe('hidden');
  });

  it('prefers Opus in WebM, and takes MP4 where that is all there is (iOS)', () => {
    expect(pickMimeType((t) => t.startsWith('audio/webm'))).toBe('audio/webm;codecs=opus');
    expect(pickMimeType((t) => t === 'audio/mp4')).toBe('audio/mp4');
    expect(pickMimeType(() => false)).toBe('');
    expect(pickMimeType(undefined)).toBe('');
  });
});
