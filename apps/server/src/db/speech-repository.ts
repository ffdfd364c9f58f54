import { and, eq, lt } from 'drizzle-orm';
import type { Db } from './database.js';
import { speechTasks } from './schema-speech.js';

export type SpeechTaskRow = typeof speechTasks.$inferSelect;

/** Speech tasks; every read is the owner's (another agent's task id finds nothing). */
export function speechRepository(db: Db) {
  return {
    async create(row: Pick<SpeechTaskRow, 'id' | 'userId' | 'mime' | 'size' | 'durationMs'>) {
      await db.insert(speechTasks).values({ ...row, status: 'running' });
    },
    async find(userId: string, id: string): Promise<SpeechTaskRow | undefined> {
      const [row] = await db
        .select()
        .from(speechTasks)
        .where(and(eq(speechTasks.id, id), eq(speechTasks.userId, userId)));
      return row;
    },
    /** Settles a running task (a task already settled, e.g. given up as stale, stays as it is). */
    async finish(id: string, result: { status: 'done' | 'failed'; text?: string; reason?: string }) {
      await db
        .update(speechTasks)
        .set({
          status: result.status,
          text: result.text ?? '',
          reason: result.reason ?? '',
          finishedAt: new Date(),
        })
        .where(and(eq(speechTasks.id, id), eq(speechTasks.status, 'running')));
    },
  };
}

/** Housekeeping: what agents said is kept only as long as the composer needs it. */
export async function deleteOldSpeechTasks(db: Db, olderThan: Date): Promise<void> {
  await db.delete(speechTasks).where(lt(speechTasks.createdAt, olderThan));
}
