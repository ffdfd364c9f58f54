import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  IMPORTANT_NOTICE_AGREEMENT_ID,
  PRIVACY_POLICY_AGREEMENT_ID,
  USER_AGREEMENT_AGREEMENT_ID,
} from '@broker/contract';
import { hashPassword, verifyPassword } from '../services/auth/password.js';
import type { Db } from './database.js';
import { agreementsRepository } from './agreements-repository.js';
import { sessionsRepository } from './sessions-repository.js';
import { usersRepository } from './users-repository.js';

const AGREEMENTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'seed/agreements');
const AGREEMENT_IDS = [
  IMPORTANT_NOTICE_AGREEMENT_ID,
  PRIVACY_POLICY_AGREEMENT_ID,
  USER_AGREEMENT_AGREEMENT_ID,
];

export const DEMO_AGENT = { workId: 'DEMO001', realName: '演示经纪人', password: 'demo1234' } as const;

/** The title is the file's first `# ` line; the body is the whole file, parsed by the app's renderer. */
export function parseAgreementFile(text: string): { title: string; body: string } {
  const body = text.replace(/\r\n/g, '\n').trim();
  const title = /^# (.+)$/m.exec(body)?.[1]?.trim();
  if (!title) throw new Error('agreement file has no "# title" line');
  return { title, body };
}

/** Brings the shipped agreement texts into the database; an edited text becomes a new version. */
export async function seedAgreements(db: Db): Promise<void> {
  const repo = agreementsRepository(db);
  for (const id of AGREEMENT_IDS) {
    const { title, body } = parseAgreementFile(
      await fs.readFile(path.join(AGREEMENTS_DIR, `${id}.md`), 'utf8'),
    );
    await repo.upsertText(id, title, body);
  }
}

/** Creates the demo agent once; an operator who disables or changes it later keeps their change. */
export async function seedDemoAgent(db: Db): Promise<boolean> {
  const users = usersRepository(db);
  if (await users.findByWorkId(DEMO_AGENT.workId)) return false;
  const created = await users.create({
    workId: DEMO_AGENT.workId,
    realName: DEMO_AGENT.realName,
    passwordHash: await hashPassword(DEMO_AGENT.password),
    origin: 'local',
  });
  return created !== undefined;
}

/**
 * With the demo agent turned off, an existing DEMO001 that still has the published password is
 * disabled: a production deployment must not keep a login everyone knows. Returns true when it did.
 */
export async function retireDemoAgent(db: Db): Promise<boolean> {
  const users = usersRepository(db);
  const demo = await users.findByWorkId(DEMO_AGENT.workId);
  if (!demo || demo.disabledAt || !demo.passwordHash) return false;
  if (!(await verifyPassword(DEMO_AGENT.password, demo.passwordHash))) return false;
  await users.update(demo.id, { disabledAt: new Date() });
  await sessionsRepository(db).revokeAllOf(demo.id, new Date());
  return true;
}
