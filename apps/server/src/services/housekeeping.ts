import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { loginThrottleRepository } from '../db/login-throttle-repository.js';
import { sessionsRepository } from '../db/sessions-repository.js';
import { deleteStaleViewCounters } from './compare/index.js';
import { deleteStaleChatCounters } from './rate-limit/chat-rate-limiter.js';
import { deleteExpiredFiles } from '../db/files-repository.js';
import { deleteExpiredReports } from '../db/underwriting-repository.js';
import { localFileStore } from './files/file-store.js';

const EVERY_MS = 60 * 60_000;

/** Drops sessions, sign-in and chat counters that can never matter again, at start and then hourly. */
export function scheduleHousekeeping(app: FastifyInstance, config: Config, db: Db): void {
  const files = localFileStore(config.dataDir);
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
