import { it } from 'vitest';
import { testBackends } from './helpers/databases.js';
import { sharedTestApp, authHeader } from './helpers/test-app.js';
const backends = testBackends();
const t = sharedTestApp(backends[0]!, { LOG_LEVEL: 'error' });
function nested(depth: number): unknown { let v: unknown = 'x'; for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v }; return v; }
it('probe', async () => {
  const token = await t().login();
  const cases: [string, string, string][] = [
    ['POST', '/v1/login', '{"a":'.repeat(20000) + '1' + '}'.repeat(20000)],
    ['POST', '/v1/login', JSON.stringify({ workId: 'a', password: nested(3000) })],
    ['POST', '/v1/userinfo', '['.repeat(100000) + ']'.repeat(100000)],
    ['POST', '/v1/file/delete', '"x"'],
    ['POST', '/v1/file/delete', JSON.stringify({ file_paths: 'x' })],
    ['POST', '/v1/parse', JSON.stringify({ file_path: 5 })],
    ['POST', '/v1/feedback', JSON.stringify({ comment: 5 })],
  ];
  for (const [method, url, payload] of cases) {
    const res = await t().app.inject({ method: method as 'POST', url, payload, headers: { ...authHeader(token), 'content-type': 'application/json' } });
    console.log(url, res.statusCode, res.body.slice(0, 200));
  }
});
