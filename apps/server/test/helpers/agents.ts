import { createUser, DEMO_AGENT, type TestApp } from './test-app.js';

const PASSWORD = 'password123';

/**
 * Session tokens by work id for the owner-matrix tests: the demo agent, or another agent created on
 * first use. Each agent signs in once per app.
 */
export function agentTokens(t: () => TestApp): (workId?: string) => Promise<string> {
  const tokens = new Map<string, string>();
  return async (workId = DEMO_AGENT.workId) => {
    let token = tokens.get(workId);
    if (!token) {
      const demo = workId === DEMO_AGENT.workId;
      if (!demo) await createUser(t().database, { workId, password: PASSWORD });
      token = await t().login(workId, demo ? undefined : PASSWORD);
      tokens.set(workId, token);
    }
    return token;
  };
}
