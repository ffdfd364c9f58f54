/**
 * Whether `error` says the database could not be reached (PostgreSQL restarting, stopped, or the
 * connection cut), as opposed to a query the database refused. Those are the caller's to retry later
 * (503), not a bug (500): during a `pg_ctlcluster … restart` every request in flight fails this way.
 * Drizzle wraps the driver's error (`DrizzleQueryError`), so the whole `cause` chain is read.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 8; depth += 1) {
    if (looksUnavailable(current)) return true;
    current = current.cause;
  }
  return false;
}

// Socket-level failures reaching the server (refused while it is down, reset when it goes away).
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// SQLSTATE: 57P01 admin_shutdown (the restart ends every session), 57P02 crash_shutdown,
// 57P03 cannot_connect_now ("the database system is starting up / shutting down"),
// 53300 too_many_connections. Class 08 is "connection exception" as a whole.
const SQL_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

// node-postgres and its pool say these in plain errors without a code.
const DRIVER_MESSAGES = [
  'Connection terminated',
  'is not queryable',
  'timeout exceeded when trying to connect',
];

function looksUnavailable(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || SQL_STATES.has(code) || code.startsWith('08')))
    return true;
  return DRIVER_MESSAGES.some((text) => error.message.includes(text));
}
