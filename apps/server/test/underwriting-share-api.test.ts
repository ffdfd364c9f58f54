import type { SharedUnderwritingReport, UnderwritingReport, UnderwritingShare } from '@broker/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agentTokens } from './helpers/agents.js';
import { testBackends } from './helpers/databases.js';
import { authHeader, expectError, post, sharedTestApp } from './helpers/test-app.js';

const backends = testBackends();
const GONE = '分享链接无效或已过期，请联系您的顾问重新分享';

// Sharing a pre-underwriting report with the customer (issue 15): a code, a page without a session,
// never the files, and the link ends with the report.
describe.each(backends)('sharing an underwriting report on $name', (backend) => {
  const t = sharedTestApp(backend);
  const token = agentTokens(t);
  const report = async (workId?: string) => {
    const res = await post(t().app, '/v1/underwriting/report', await token(workId), {
      customer: { age: 40, gender: 'female' },
      kinds: ['critical_illness', 'medical'],
      conditionsText: '甲状腺结节TI-RADS 3类 1.0cm；血压 150/95 mmHg',
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<UnderwritingReport>();
  };
  const share = async (id: string, workId?: string) =>
    t().app.inject({
      method: 'GET',
      url: `/v1/underwriting/history/${id}/share`,
      headers: authHeader(await token(workId)),
    });
  // The customer's request: no session at all.
  const open = (id: string, code: string) =>
    t().app.inject({
      method: 'GET',
      url: `/v1/underwriting/shared/${encodeURIComponent(id)}?share_code=${encodeURIComponent(code)}`,
    });

  it('the customer opens the shared report without signing in: verdicts, reasons, who sent it', async () => {
    const made = await report();
    const res = await share(made.id);
    expect(res.statusCode, res.body).toBe(200);
    const link = res.json<UnderwritingShare>();
    expect(link.shareCode).toMatch(/^[\w-]{22}$/);
    expect(link.path).toBe(`/aiUnderwritingReport?shareFlag=1&id=${made.id}&share_code=${link.shareCode}`);
    // Asked again, the same live link.
    expect((await share(made.id)).json<UnderwritingShare>().shareCode).toBe(link.shareCode);

    const seen = await open(made.id, link.shareCode);
    expect(seen.statusCode, seen.body).toBe(200);
    const shared = seen.json<SharedUnderwritingReport>();
    expect(shared.agent.workId).toBeTruthy();
    expect(shared.report.verdicts).toEqual(made.verdicts);
    expect(shared.report.conditions).toEqual(made.conditions);
    expect(shared.report.disclaimer).toBe('结果仅供参考，以保险公司核保结论为准');
    expect(shared.report.share).toBeUndefined();
    expect(shared.report.input.filePaths).toEqual([]);
    expect(seen.body).not.toMatch(/commission|佣金/i);
    // The agent's own copy shows it is shared.
    const own = await t().app.inject({
      method: 'GET',
      url: `/v1/underwriting/history/${made.id}`,
      headers: authHeader(await token()),
    });
    expect(own.json<UnderwritingReport>().share?.shareCode).toBe(link.shareCode);
  });

  it('a wrong, missing or another report’s code, or an expired one, opens nothing', async () => {
    const [a, b] = [await report(), await report()];
    const codeA = (await share(a.id)).json<UnderwritingShare>().shareCode;
    await share(b.id);
    for (const [id, code] of [
      [a.id, ''],
      [a.id, `${codeA.slice(0, -1)}x`],
      [b.id, codeA],
      ['../../etc/passwd', codeA],
      ['00000000-0000-4000-8000-000000000000', codeA],
    ] as const)
      expectError(await open(id, code), 404, GONE);
    // Past its 30 days: closed, and sharing again issues a new code.
    await t().database.db.execute(
      sql.raw(
        `update underwriting_reports set report = jsonb_set(report, '{share,expiresAt}', '"2020-01-01T00:00:00.000Z"') where id = '${a.id}'`,
      ),
    );
    expectError(await open(a.id, codeA), 404, GONE);
    const renewed = (await share(a.id)).json<UnderwritingShare>();
    expect(renewed.shareCode).not.toBe(codeA);
    expect((await open(a.id, renewed.shareCode)).statusCode).toBe(200);
  });

  it("another agent cannot share one's report, and deleting the report ends its link", async () => {
    const made = await report();
    expectError(await share(made.id, 'UWSHARE2'), 404, '核保报告不存在或已删除');
    const code = (await share(made.id)).json<UnderwritingShare>().shareCode;
    const removed = await t().app.inject({
      method: 'DELETE',
      url: `/v1/underwriting/history/${made.id}`,
      headers: authHeader(await token()),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expectError(await open(made.id, code), 404, GONE);
  });
});
