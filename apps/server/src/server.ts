import fs from 'node:fs';
import { build } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { drainAnswers } from './routes/conversation/sse.js';

import { openConfiguredDatabase, prepareToServe, releaseClaimsOfEarlierRun } from './start-up.js';

// A .env beside the working directory is read the way most Node services do; real env wins.
if (fs.existsSync('.env')) process.loadEnvFile('.env');

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(78); // EX_CONFIG
  }
  throw error;
}

const database = await openConfiguredDatabase(config);
const app = await build(config, { database });
// Closed after everything else the app closes (requests in flight, housekeeping).
app.addHook('onClose', () => database.close());
// Instances starting together on one PostgreSQL take turns: the seed and first imports happen once.
await database.exclusively(() => prepareToServe(database.db, config, app.log));
// Claims a dead run left (embedded database only: on PostgreSQL other instances may hold live ones).
await releaseClaimsOfEarlierRun(database, app.log);

/** What SHUTDOWN_TIMEOUT_MS leaves answers to finish: all but a quarter, kept (1–5 s) for saving and closing. */
const drainTime = (timeoutMs: number) => timeoutMs - Math.min(5000, Math.max(1000, timeoutMs / 4));

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
  const started = Date.now();
  const force = setTimeout(() => {
    app.log.error('shutdown timed out; exiting');
    process.exit(1);
  }, config.shutdownTimeoutMs);
  force.unref();
  try {
    // No new connections (a proxy sends them to another instance); answers streaming get most of
    // SHUTDOWN_TIMEOUT_MS to finish, new ones are refused; what is left is cut and saved by close().
    app.server.close();
    const cut = await drainAnswers(app, started + drainTime(config.shutdownTimeoutMs));
    if (cut > 0) app.log.warn({ answers: cut }, 'shutdown: stopping answers still being written');
    await app.close(); // waits for requests in flight, stops the answers left, closes the database
    // Let the last writes of the streams just ended reach their sockets before the process goes.
    await new Promise((resolve) => setImmediate(resolve));
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'error during shutdown');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ host: config.host, port: config.port });
} catch (error) {
  app.log.error({ err: error }, 'could not start listening');
  await app.close();
  process.exit(1);
}
// The image renderer's worker starts now rather than on the first colour page: it parses the fonts on its
// own thread (2–3 s), so the event loop, requests and a shutdown's last writes do not wait for it
// (decision 039). A shutdown meanwhile ends it (app.close).
app.renderer.warm().then(
  (workers) =>
    workers.some((w) => 'error' in w)
      ? app.log.warn({ workers }, 'image renderer did not start; each colour page will try again')
      : app.log.info({ workers }, 'image renderer ready'),
  (error: unknown) => app.log.warn({ err: error }, 'image renderer did not start'),
);
