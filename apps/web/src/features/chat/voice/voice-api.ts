import { SPEECH_LIMITS, type SpeechTask } from '@broker/contract';
import { HttpError, detailOf, http, reportHttpError } from '../../../lib/http';
import { voiceText } from '../../../locales/zh-CN/voice';
import { useUserStore } from '../../../stores/user-store';

const TASKS = '/v1/common/speech/task';
/** The server gives up on the service well before this; a poll loop must never outlive the page's patience. */
const GIVE_UP_MS = 90_000;

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new HttpError('canceled', 'aborted'));
    });
  });

/**
 * POST /v1/common/speech/task with the recording as the body (the JSON client cannot send bytes), then
 * GET …/:taskId until it settles (spec §7: task create and query). Rejects with a Chinese message.
 */
export async function transcribe(audio: Blob, durationMs: number, signal: AbortSignal): Promise<string> {
  const token = useUserStore.getState().token;
  const url = `${TASKS}?durationMs=${Math.round(durationMs)}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': audio.type || 'application/octet-stream',
        ...(token && { Authorization: token }),
      },
      body: audio,
      signal,
    });
  } catch {
    if (signal.aborted) throw new HttpError('canceled', 'aborted');
    throw new Error(voiceText.uploadFailed);
  }
  const data: unknown = await response.json().catch(() => undefined);
  if (response.status !== 200) {
    const error = new HttpError(detailOf(data) ?? voiceText.recognizeFailed, 'status', response.status, data);
    // A lapsed session goes through the client's sign-in flow; the rest is the session's toast.
    if (response.status === 401) reportHttpError(error, { url, sentToken: token });
    throw error;
  }
  let task = data as SpeechTask;
  const until = Date.now() + GIVE_UP_MS;
  while (task.status === 'running') {
    if (Date.now() > until) throw new Error(voiceText.recognizeTimeout);
    await wait(SPEECH_LIMITS.pollMs, signal);
    task = await http.get<SpeechTask>(`${TASKS}/${encodeURIComponent(task.taskId)}`, {
      showErrorToast: false,
      signal,
    });
  }
  if (task.status === 'failed') throw new Error(task.reason || voiceText.recognizeFailed);
  return task.text;
}
