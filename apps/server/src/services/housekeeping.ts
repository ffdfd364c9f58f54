import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { loginThrottleRepository } from '../db/login-throttle-repository.js';
import { sessionsRepository } from '../db/sessions-repository.js';
import { deleteStaleViewCounters } from './compare/index.js';
import { deleteStaleChatCounters } from './rate-limit/chat-rate-limiter.js';
import { deleteExpiredFiles } from '../db/files-repository.js';
import { deleteExpiredReports } from '../db/underwriting-repository.js';
import { configuredFileStore } from './files/s3-file-store.js';
import { tendTracking } from './tracking/tracking-service.js';
import { deleteOldSpeechTasks } from '../db/speech-repository.js';
import { deleteStaleSpeechCounters, SPEECH_TASK_RETENTION_MS } from './speech/speech-service.js';

const EVERY_MS = 60 * 60_000;

/** Drops sessions, sign-in and chat counters that can never matter again, at start and then hourly. */
export function scheduleHousekeeping(app: FastifyInstance, config: Config, db: Db): void {
  const files = configuredFileStore(config);
  const windowMs = config.loginThrottle.lockMinutes * 60_000;
  const run = async () => {
    const now = new Date();
    try {
      await sessionsRepository(db).deleteDead(now);
      await loginThrottleRepository(db).deleteStale(now, windowMs);
      await deleteStaleChatCounters(db, now);
      await deleteStaleViewCounters(db, now);
      // Health data past its retention (decision 024): reports, and files with their bytes.
      await deleteExpiredReports(db, now);
      for (const id of await deleteExpiredFiles(db, now)) await files.remove(id);
      // Tracking (decision 028): finished days counted, raw events and old counts past retention.
      await tendTracking(db, config.tracking, config.customerService.timeZone, now);
      // What agents said into the microphone (decision 029).
      await deleteOldSpeechTasks(db, new Date(now.getTime() - SPEECH_TASK_RETENTION_MS));
      await deleteStaleSpeechCounters(db, now);
    } catch (error) {
      app.log.warn({ err: error }, 'housekeeping failed; will retry');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(() => void run(), EVERY_MS);
    timer.unref();
  });
  app.addHook('preClose', async () => clearInterval(timer));
}
