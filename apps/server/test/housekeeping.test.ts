import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginThrottle, sessions } from '../src/db/schema.js';
import { hashToken } from '../src/services/auth/tokens.js';
import { testBackends } from './helpers/databases.js';
import { startTestApp } from './helpers/test-app.js';

describe.each(testBackends())('housekeeping on $name', (backend) => {
  it('drops dead sessions and spent sign-in counters at start, and keeps what still matters', async () => {
    const database = await backend.open();
    const first = await startTestApp(backend, {}, { database });
    const live = await first.login();
    const dead = await first.login();
    await first.close();

    const { db } = database;
    const hour = 60 * 60_000;
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - hour) })
      .where(eq(sessions.tokenHash, hashToken(dead)));
    await db.insert(loginThrottle).values([
      { key: 'account:stale', failures: 2, windowStartedAt: new Date(Date.now() - 2 * hour) },
      {
        key: 'account:locked',
        failures: 5,
        windowStartedAt: new Date(Date.now() - 2 * hour),
        lockedUntil: new Date(Date.now() + hour),
      },
      { key: 'account:recent', failures: 1, windowStartedAt: new Date() },
    ]);

    const second = await startTestApp(backend, {}, { database });
    try {
      const hashes = (await db.select().from(sessions)).map((s) => s.tokenHash);
      expect(hashes).toContain(hashToken(live));
      expect(hashes).not.toContain(hashToken(dead));
      const keys = (await db.select().from(loginThrottle)).map((r) => r.key).sort();
      expect(keys).toEqual(['account:locked', 'account:recent']);
    } finally {
      await second.close();
    }
  });
});
