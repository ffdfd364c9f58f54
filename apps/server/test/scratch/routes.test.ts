import { it } from 'vitest';
import { testBackends } from '../helpers/databases.js';
import { startTestApp } from '../helpers/test-app.js';
it('prints', async () => {
  const t = await startTestApp(testBackends()[0]!);
  for (const r of t.app.apiRoutes) {
    const s = (r.schema ?? {}) as Record<string, unknown>;
    console.log(
      r.method.padEnd(6),
      r.url.padEnd(55),
      ['params', 'querystring', 'body', 'response'].map((k) => (s[k] ? k[0] : '-')).join(''),
      r.config.public ? 'public' : (r.config.auth ?? ''),
      JSON.stringify(s.response ? Object.keys(s.response as object) : []),
    );
  }
  await t.close();
}, 60000);
