import type { AudioMimeType } from '@broker/contract';
import type { SpeechConfig } from '../../config-speech.js';
import { AUDIO_EXTENSION } from './sniff-audio.js';

/** A failed transcription, with what the agent is told (Chinese) and what the log gets. */
export class TranscriptionError extends Error {
  override name = 'TranscriptionError';
  constructor(
    readonly reason: string,
    message: string,
  ) {
    super(message);
  }
}

export const REASONS = {
  timeout: '语音识别超时，请重试或改用文字输入',
  unavailable: '语音识别服务暂不可用，请稍后重试或改用文字输入',
  busy: '语音识别服务繁忙，请稍后重试',
  auth: '语音识别服务配置有误，请联系管理员',
  format: '语音识别服务无法处理这段录音，请重新录音',
  silent: '没有识别到说话内容，请靠近麦克风再说一次',
  restarting: '服务正在重启，请重新录音',
} as const;

/**
 * Whisper writes Chinese in traditional characters about as often as in simplified; a short prompt in
 * simplified Chinese about the agents' field steers both the script and the vocabulary (重疾险, 保额).
 */
const PROMPT = '以下是保险代理人用普通话提出的问题，涉及重疾险、医疗险、寿险、保费、保额、等待期等。';

/**
 * One OpenAI-compatible `POST {base}/audio/transcriptions` (multipart: model, file, language,
 * response_format=json, prompt) within the configured time; the text, or a TranscriptionError.
 */
export async function transcribe(
  config: NonNullable<SpeechConfig>,
  audio: { bytes: Buffer; mime: AudioMimeType },
  signal: AbortSignal,
): Promise<string> {
  const form = new FormData();
  form.append('model', config.model);
  form.append('language', config.language);
  form.append('response_format', 'json');
  if (config.language.startsWith('zh')) form.append('prompt', PROMPT);
  form.append(
    'file',
    new Blob([new Uint8Array(audio.bytes)], { type: audio.mime }),
    `audio.${AUDIO_EXTENSION[audio.mime]}`,
  );

  const timeout = AbortSignal.timeout(config.timeoutMs);
  let response: Response;
  let body: string;
  try {
    response = await fetch(`${config.baseUrl}/audio/transcriptions`, {
      method: 'POST',
      headers: config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {},
      body: form,
      signal: AbortSignal.any([signal, timeout]),
    });
    body = await response.text();
  } catch (error) {
    if (timeout.aborted)
      throw new TranscriptionError(REASONS.timeout, `no answer within ${config.timeoutMs} ms`);
    throw new TranscriptionError(REASONS.unavailable, `request failed: ${String(error)}`);
  }
  if (!response.ok) {
    const reason =
      response.status === 401 || response.status === 403
        ? REASONS.auth
        : response.status === 429
          ? REASONS.busy
          : response.status === 400 || response.status === 415 || response.status === 422
            ? REASONS.format
            : REASONS.unavailable;
    throw new TranscriptionError(reason, `HTTP ${response.status}: ${body.slice(0, 300)}`);
  }
  let text: unknown;
  try {
    text = (JSON.parse(body) as { text?: unknown }).text;
  } catch {
    throw new TranscriptionError(REASONS.unavailable, `not JSON: ${body.slice(0, 300)}`);
  }
  if (typeof text !== 'string')
    throw new TranscriptionError(REASONS.unavailable, `no text field: ${body.slice(0, 300)}`);
  const cleaned = text.replace(/\s+/g, ' ').trim();
  if (cleaned === '') throw new TranscriptionError(REASONS.silent, 'empty text');
  return cleaned;
}
