import { z } from 'zod';

/**
 * Voice input (issue 17, decision 029): spec §7's "speech-to-text task create and query". The web app
 * records a question, creates a task with the audio and polls it for the text.
 */
export const SPEECH_LIMITS = {
  /** A recording is cut here (the web app stops at this length and says so). */
  maxDurationMs: 60_000,
  /** Shorter is "说话时间太短" (WeChat's rule), on the phone and on the server. */
  minDurationMs: 1_000,
  /** 60 s of Opus is well under 1 MB and of 16-bit mono WAV about 2 MB; more is not one spoken question. */
  maxBytes: 10 * 1024 * 1024,
  /** Fewer bytes hold no speech (a container header at most). */
  minBytes: 512,
  /** How often the web app asks for the result. */
  pollMs: 700,
} as const;

/** What the server accepts, checked by content (magic bytes), never by the Content-Type or a name. */
export const AUDIO_MIME_TYPES = [
  'audio/webm',
  'audio/ogg',
  'audio/mp4',
  'audio/wav',
  'audio/mpeg',
  'audio/aac',
  'audio/amr',
  'audio/flac',
] as const;
export type AudioMimeType = (typeof AUDIO_MIME_TYPES)[number];

export const SPEECH_TASK_STATUSES = ['running', 'done', 'failed'] as const;
export type SpeechTaskStatus = (typeof SPEECH_TASK_STATUSES)[number];

/** The create call's query: how long the phone says the recording is (the body is the audio itself). */
export const speechTaskCreateQuerySchema = z.object({
  durationMs: z.coerce.number().int().min(0).max(3_600_000).optional(),
});

/** A task, as create and query return it. `text` is set when done, `reason` (Chinese) when failed. */
export const speechTaskSchema = z.object({
  taskId: z.string(),
  status: z.enum(SPEECH_TASK_STATUSES),
  text: z.string(),
  reason: z.string(),
});
export type SpeechTask = z.infer<typeof speechTaskSchema>;
