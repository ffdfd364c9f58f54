/**
 * Spec §6: the debug console for the work ids an operator listed (DEBUG_CONSOLE_WORK_IDS → the server
 * sets `userinfo.debugConsole`; decision 030). eruda is its own chunk, fetched only then: nobody else's
 * download or first screen carries it. Called with every fresh user info and, at boot, with the stored
 * copy (a reload on any page); the module starts eruda when it first runs, and runs once.
 */
export function startDebugConsole(info: { debugConsole?: true } | null): void {
  if (info?.debugConsole) void import('./eruda-start');
}
