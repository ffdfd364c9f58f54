import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { search } from '@broker/assistant';
import { describe, expect, it } from 'vitest';
import { knowledgeSetOf } from '../src/services/conversation/types.js';
import { importKnowledge } from '../src/services/knowledge/import-kb.js';
import { CS_SOURCE_PREFIX, knowledgeService } from '../src/services/knowledge/knowledge-service.js';
import { testBackends } from './helpers/databases.js';
import type { ConversationHistory, CsSummary } from '@broker/contract';
import { authHeader, createUser, expectError, post, startTestApp } from './helpers/test-app.js';

const answerText = (body: string) =>
  body
    .split('\n')
    .filter((line) => line.startsWith('data:'))
    .map((line) => (JSON.parse(line.slice(5)) as { data?: { content?: string } }).data?.content ?? '')
    .join('');

// The customer-service assistant's own knowledge base (issue 16): `kb import --kb cs` documents answer
// the cs / qywx_cs channel only, and the product assistant never cites them.
const CS_DOCS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../data/customer-service');

describe.each(testBackends())('customer-service knowledge on $name', (backend) => {
  it('keeps the customer-service documents apart from the product assistant’s', async () => {
    const database = await backend.open();
    const report = await importKnowledge(database.db, [CS_DOCS], { sourcePrefix: CS_SOURCE_PREFIX });
    expect(report.files.map((f) => f.source)).toContain('cs/保单服务.md');
    const service = knowledgeService(database.db, { llm: undefined });
    const cs = await service.current('cs');
    const products = await service.current();
    expect(products.documents).toHaveLength(0);
    expect(new Set(cs.documents.map((d) => d.source))).toEqual(
      // Cited by file name, as every document is.
      new Set(['使用帮助.md', '保单服务.md', '理赔指引.md', '续保续期.md', '账号与登录.md']),
    );
    const [hit] = search(cs.index, '客户的保单查不到怎么办', { filter: { kinds: ['document'] } });
    expect(hit?.doc).toMatchObject({ title: '保单查不到', source: '保单服务.md' });
    expect(knowledgeSetOf('cs')).toBe('cs');
    expect(knowledgeSetOf('qywx_cs')).toBe('cs');
    expect(knowledgeSetOf(undefined)).toBe('products');
  });

  it('answers the cs channel from those documents, the product assistant without them', async () => {
    const database = await backend.open();
    await importKnowledge(database.db, [CS_DOCS], { sourcePrefix: CS_SOURCE_PREFIX });
    const t = await startTestApp(backend, {}, { database });
    try {
      const token = await t.login();
      const ask = async (userPrompt: string, channelType?: string) =>
        answerText(
          (
            await post(t.app, '/v1/conversestream/General', token, {
              userPrompt,
              ...(channelType && { channelType }),
            })
          ).body,
        );
      expect(await ask('客户的保单查不到怎么办', 'cs')).toMatch(/1到2个工作日/);
      expect(await ask('续期保费没交上有宽限期吗', 'qywx_cs')).toMatch(/60天宽限期/);
      expect(await ask('客户的保单查不到怎么办')).not.toMatch(/1到2个工作日/);

      // /csSummary: from the conversation's messages and their sources, owner-scoped.
      const inConversation = async (userPrompt: string, conversationId = '') => {
        const body = (
          await post(t.app, '/v1/conversestream/General', token, {
            userPrompt,
            conversationId,
            channelType: 'cs',
          })
        ).body;
        return /"conversationId":"([0-9a-f-]{36})"/.exec(body)?.[1] ?? '';
      };
      const id = await inConversation('客户的保单查不到怎么办');
      await inConversation('账号被锁定了怎么办', id);
      await inConversation('帮我订一张去北京的机票', id);
      await inConversation('转人工', id);
      const summary = await t.app.inject({
        method: 'GET',
        url: `/v1/cs/summary/${id}`,
        headers: authHeader(token),
      });
      expect(summary.statusCode, summary.body).toBe(200);
      const body = summary.json<CsSummary>();
      expect(body.items.map((i) => i.question)).toEqual([
        '客户的保单查不到怎么办',
        '账号被锁定了怎么办',
        '帮我订一张去北京的机票',
        '转人工',
      ]);
      expect(body.items[0]).toMatchObject({
        resolved: true,
        sources: [{ title: '保单查不到', source: '常见问题 · 保单服务' }],
      });
      // The account question is answered from the customer-service documents; the off-topic one is open.
      expect(body.items[1]).toMatchObject({ resolved: true });
      expect(body.open).toEqual(['帮我订一张去北京的机票']);
      expect(body.text).toMatch(/^【客服小结】\n1\. 问：客户的保单查不到怎么办/);
      const other = await t.app.inject({
        method: 'GET',
        url: `/v1/cs/summary/${id}`,
        headers: authHeader(
          await (async () => {
            await createUser(t.database, { workId: 'CS002' });
            return t.login('CS002', 'password123');
          })(),
        ),
      });
      expectError(other, 404, '会话不存在');
      expectError(
        await t.app.inject({ method: 'GET', url: '/v1/cs/summary/nope', headers: authHeader(token) }),
        404,
        '会话不存在',
      );

      // Reopened from /index's history, the conversation says its channel, and a question sent without
      // one (as /index would) is still answered from the customer-service documents.
      const reopened = await t.app.inject({
        method: 'GET',
        url: `/v1/convhistory/General/${id}`,
        headers: authHeader(token),
      });
      expect(reopened.json<ConversationHistory>().channelType).toBe('cs');
      const continued = (
        await post(t.app, '/v1/conversestream/General', token, {
          userPrompt: '客户的保单查不到怎么办',
          conversationId: id,
        })
      ).body;
      // The product assistant's base does not say this (asserted above).
      expect(answerText(continued)).toMatch(/1到2个工作日/);
      expect(continued).toContain(id);
    } finally {
      await t.close();
      await database.close();
    }
  }, 60_000);
});
