import { randomUUID } from 'node:crypto';
import { SPEECH_LIMITS, type AudioMimeType, type SpeechTask } from '@broker/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { SpeechConfig } from '../../config-speech.js';
import type { Db } from '../../db/database.js';
import { rateLimitRepository } from '../../db/rate-limit-repository.js';
import { speechRepository, type SpeechTaskRow } from '../../db/speech-repository.js';
import { AppError } from '../../errors.js';
import { windowLimiter } from '../rate-limit/window-limiter.js';
import type { WindowCounter } from '../scale/shared-counters.js';
import { sniffAudio } from './sniff-audio.js';
import { REASONS, TranscriptionError, transcribe } from './transcriber.js';

export const SPEECH_RATE_KEY_PREFIX = 'speech:';
export const SPEECH_RATE_WINDOW_MS = 60_000;
/** A task (and the text in it) is deleted by housekeeping this long after it was made. */
export const SPEECH_TASK_RETENTION_MS = 60 * 60_000;
/** A task still running this long after the service's own time limit lost its instance (restart, crash). */
const STALE_GRACE_MS = 15_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const view = (row: SpeechTaskRow): SpeechTask => ({
  taskId: row.id,
  status: row.status as SpeechTask['status'],
  text: row.text,
  reason: row.reason,
});

/**
 * Voice input's tasks (spec §7 "speech-to-text task create and query"; decision 029). Create checks the
 * recording and answers at once with a running task; the transcription runs in the background on this
 * instance and settles the row, which any instance can then answer from. The audio is never stored.
 */
export function speechService(
  db: Db,
  config: SpeechConfig,
  log: Pick<FastifyBaseLogger, 'warn'>,
  now: () => Date = () => new Date(),
  counter: WindowCounter = rateLimitRepository(db),
) {
  const repo = speechRepository(db);
  const limiter = config
    ? windowLimiter(
        counter,
        {
          prefix: SPEECH_RATE_KEY_PREFIX,
          limit: config.rateLimitPerMinute,
          windowMs: SPEECH_RATE_WINDOW_MS,
          code: 'too_many:speech',
        },
        now,
      )
    : undefined;
  /** Transcriptions in flight on this instance, aborted when the app closes. */
  const inFlight = new Map<string, { controller: AbortController; done: Promise<void> }>();
  const configured = () => {
    if (!config || !limiter) throw new AppError('not_found:speech');
    return { config, limiter };
  };

  function run(id: string, bytes: Buffer, mime: AudioMimeType) {
    const { config: stt } = configured();
    const controller = new AbortController();
    const done = (async () => {
      try {
        const text = await transcribe(stt, { bytes, mime }, controller.signal);
        await repo.finish(id, { status: 'done', text });
      } catch (error) {
        const reason = controller.signal.aborted
          ? REASONS.restarting
          : error instanceof TranscriptionError
            ? error.reason
            : REASONS.unavailable;
        log.warn({ err: error, speechTask: id }, 'transcription failed');
        await repo.finish(id, { status: 'failed', reason }).catch(() => undefined);
      } finally {
        inFlight.delete(id);
      }
    })();
    inFlight.set(id, { controller, done });
  }

  return {
    enabled: config !== undefined,

    /**
     * Before the body is read: voice input is configured and the agent is within the rate limit (a
     * flood is refused without reading its megabytes; every attempt counts).
     */
    async admit(userId: string): Promise<void> {
      await configured().limiter.consume(userId);
    },

    /** Checks the recording, records a running task and starts its transcription. */
    async create(
      userId: string,
      body: Buffer | undefined,
      durationMs: number | undefined,
    ): Promise<SpeechTask> {
      configured();
      if (!body || body.length === 0) throw new AppError('invalid:audio_empty');
      const mime = sniffAudio(body);
      if (durationMs !== undefined && durationMs < SPEECH_LIMITS.minDurationMs)
        throw new AppError('invalid:audio_too_short');
      // The phone stops at the limit; a second over it is the timeslice of the last chunk, not a longer talk.
      if (durationMs !== undefined && durationMs > SPEECH_LIMITS.maxDurationMs + 1_000)
        throw new AppError('invalid:audio_too_long');
      if (body.length < SPEECH_LIMITS.minBytes) throw new AppError('invalid:audio_too_short');
      const id = randomUUID();
      await repo.create({ id, userId, mime, size: body.length, durationMs: durationMs ?? null });
      run(id, body, mime);
      return { taskId: id, status: 'running', text: '', reason: '' };
    },

    /** The owner's task; another agent's id, a malformed one or a cleared one is the same 404. */
    async get(userId: string, id: string): Promise<SpeechTask> {
      configured();
      if (!UUID.test(id)) throw new AppError('not_found:speech_task');
      const row = await repo.find(userId, id);
      if (!row) throw new AppError('not_found:speech_task');
      if (row.status !== 'running' || inFlight.has(id)) return view(row);
      // Running, but not here: its instance may still be on it, unless the time limit is long past.
      const limitMs = (config?.timeoutMs ?? 0) + STALE_GRACE_MS;
      if (now().getTime() - row.createdAt.getTime() < limitMs) return view(row);
      await repo.finish(id, { status: 'failed', reason: REASONS.timeout });
      return view((await repo.find(userId, id)) ?? row);
    },

    /** On shutdown: stop the calls in flight; their tasks fail with a reason the agent can act on. */
    async close(): Promise<void> {
      const all = [...inFlight.values()];
      for (const { controller } of all) controller.abort();
      await Promise.all(all.map(({ done }) => done));
    },
  };
}
export type SpeechService = ReturnType<typeof speechService>;

/** Housekeeping: drops speech counters whose window has ended. */
export async function deleteStaleSpeechCounters(db: Db, now: Date): Promise<void> {
  await rateLimitRepository(db).deleteStale(SPEECH_RATE_KEY_PREFIX, now, SPEECH_RATE_WINDOW_MS);
}
