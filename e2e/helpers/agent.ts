import type { BrowserContext, Page } from 'playwright-core';
import { GUIDE_FLAG_ID, IMPORTANT_NOTICE_AGREEMENT_ID } from '../../packages/contract/src/limits.js';
import { sessionsRepository } from '../../apps/server/src/db/sessions-repository.js';
import { usersRepository } from '../../apps/server/src/db/users-repository.js';
import { hashPassword } from '../../apps/server/src/services/auth/password.js';
import type { RunningServer } from './server.js';

export interface Agent {
  workId: string;
  realName: string;
  token: string;
  /** A JSON call to the server with the agent's token. */
  api<T = unknown>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: T }>;
}

export const AGENT_PASSWORD = 'e2e-pass-1234';

/**
 * A signed-in agent with the important notice accepted: created in the test's database (so every test
 * has its own conversations), signed in through POST /v1/login, agreement accepted through the API.
 * The home screen's first-run guide is marked seen too (it would cover the screen), unless a test of the
 * guide asks for a new agent with `{ guideSeen: false }`.
 */
export async function createAgent(
  server: RunningServer,
  workId: string,
  realName = '测试经纪人',
  { guideSeen = true }: { guideSeen?: boolean } = {},
): Promise<Agent> {
  await usersRepository(server.database.db).create({
    workId,
    realName,
    passwordHash: await hashPassword(AGENT_PASSWORD),
    origin: 'local',
  });
  const api = async <T>(method: 'GET' | 'POST', path: string, body?: unknown, token?: string) => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: token } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  };
  const login = await api<{ token: string }>('POST', '/v1/login', { workId, password: AGENT_PASSWORD });
  if (login.status !== 200) throw new Error(`sign-in of ${workId} failed: ${login.status}`);
  const token = login.body.token;
  const accepted = await api('POST', '/v1/agreement/accept', { id: IMPORTANT_NOTICE_AGREEMENT_ID }, token);
  if (accepted.status !== 200) throw new Error(`agreement acceptance failed: ${accepted.status}`);
  if (guideSeen) {
    const seen = await api('POST', '/v1/pup/status', { ppName: GUIDE_FLAG_ID }, token);
    if (seen.status !== 200) throw new Error(`marking the guide seen failed: ${seen.status}`);
  }
  return {
    workId,
    realName,
    token,
    api: (method, path, body) => api(method, path, body, token),
  };
}

/** Puts the agent's session where the app keeps it (sessionStorage 'user'), before any page script runs. */
export async function signInContext(context: BrowserContext, agent: Agent): Promise<void> {
  await context.addInitScript((token) => {
    if (!sessionStorage.getItem('user'))
      sessionStorage.setItem('user', JSON.stringify({ state: { token }, version: 0 }));
  }, agent.token);
}

/** Ends every session of the agent behind the app's back (expiry, or an operator's `user disable`). */
export async function revokeSessions(server: RunningServer, workId: string): Promise<void> {
  const user = await usersRepository(server.database.db).findByWorkId(workId);
  if (!user) throw new Error(`no agent ${workId}`);
  await sessionsRepository(server.database.db).revokeAllOf(user.id, new Date());
}

/** On /login: signs the agent in with the form and waits for the chat. */
export async function signInAgain(page: Page, agent: Agent): Promise<void> {
  await page.getByLabel('工号').fill(agent.workId);
  await page.getByLabel('密码').fill(AGENT_PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL(/#\/index/);
}
