import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { converseResponseSchema, type ConversationHistory, type ConverseResponse } from '@broker/contract';
import { extractConditions, judge, parseUnderwritingRules } from '@broker/insurance';
import fs from 'node:fs';
import { DEFAULT_CATALOGUE_DIR } from '../src/config.js';
import { conversationApp } from './helpers/conversation-app.js';
import { testBackends } from './helpers/databases.js';
import { DEMO_AGENT, expectError } from './helpers/test-app.js';

const backends = testBackends();

const REPORT = [
  '健康体检报告',
  '姓名：张女士  性别：女  年龄：38岁',
  '甲状腺超声：甲状腺右叶结节，大小约1.2×0.8cm，TI-RADS 4a类',
  '血压：150/95 mmHg',
].join('\n');

const rules = parseUnderwritingRules(
  fs.readFileSync(new URL('../../../data/underwriting/rules.csv', import.meta.url), 'utf8'),
);

// Files with a question (spec §7 fileInfos, issue 15): the app's own engine reads the asking agent's
// files as they are at the time of asking. Rows are written in the states the parse worker leaves them
// in (the worker itself is exercised in underwriting-api.test.ts and the e2e).
describe.each(backends)('questions with files on $name', (backend) => {
  const t = conversationApp(backend, undefined, {
    CATALOGUE_DIR: DEFAULT_CATALOGUE_DIR,
    CHAT_RATE_LIMIT_PER_MINUTE: '1000',
  });
  const insertFile = async (
    workId: string,
    state: { status: string; text?: string; progress?: number; stage?: string },
    name = '体检报告.png',
  ) => {
    const id = randomUUID();
    const text = state.text === undefined ? 'null' : `'${state.text.replaceAll("'", "''")}'`;
    await t().query(
      `insert into uploaded_files (id, user_id, name, upload_token_hash, upload_expires_at, expires_at,
         mime, size, sha256, parse_status, progress, stage, text)
       select '${id}', id, '${name}', 'x', now(), now() + interval '1 day', 'image/png', 1234, 'abc',
         '${state.status}', ${state.progress ?? 0}, '${state.stage ?? ''}', ${text}
       from users where work_id = '${workId}'`,
    );
    return id;
  };
  const info = (path: string, name = '体检报告.png') => ({
    file_name: name,
    file_size: 1234,
    file_path: path,
    file_hash: 'abc',
  });
  const ask = async (body: object): Promise<ConverseResponse> => {
    const res = await t().post('/v1/converse/General', body);
    expect(res.statusCode, res.body).toBe(200);
    return converseResponseSchema.parse(res.json());
  };

  it("answers from a read file's text: its conditions judged by the rule table, cited", async () => {
    const path = await insertFile(DEMO_AGENT.workId, { status: 'done', text: REPORT });
    const r = await ask({ userPrompt: '这个客户能买重疾吗', fileInfos: [info(path)] });
    const verdict = judge(extractConditions(REPORT), 'critical_illness', rules);
    expect(r.message.content).toContain('从附件中读到');
    expect(r.message.content).toContain('「体检报告.png」');
    expect(r.message.content).toContain(`**重疾险**：${verdict.verdictLabel}`);
    expect(r.message.action).toBe('jump_to_ua');
    // History shows the file on the question.
    const history = (
      await t().get(`/v1/convhistory/General/${r.conversationId}`)
    ).json<ConversationHistory>();
    const question = history.list.find((m) => m.source === 'send');
    expect(question?.files).toEqual([{ name: '体检报告.png', size: 1234, url: path, hash: 'abc' }]);
  });

  it('says a file still being read is being read, and a regenerate once it is read answers from it', async () => {
    const path = await insertFile(DEMO_AGENT.workId, {
      status: 'running',
      progress: 40,
      stage: '正在识别第1/2页',
    });
    const first = await ask({ userPrompt: '这个客户能买重疾吗', fileInfos: [info(path)] });
    expect(first.message.content).toContain('「体检报告.png」仍在识别中（已完成40%，正在识别第1/2页）');
    expect(first.message.content).not.toContain('从附件中读到');

    await t().query(
      `update uploaded_files set parse_status = 'done', progress = 100, stage = '识别完成',
         text = '${REPORT}' where id = '${path}'`,
    );
    const again = await ask({ generate: 'regenerate', conversationId: first.conversationId });
    expect(again.message.content).toContain('从附件中读到');
    expect(again.message.content).not.toContain('仍在识别中');
  });

  it("another agent's file, an unknown one or a deleted one is refused and its text never read", async () => {
    const foreign = await insertFile('OTHER01', { status: 'done', text: REPORT });
    for (const path of [foreign, randomUUID()])
      expectError(
        await t().post('/v1/converse/General', { userPrompt: '这个客户能买重疾吗', fileInfos: [info(path)] }),
        404,
        '文件不存在或已删除',
      );
    // The refusal wrote nothing: no conversation holds the foreign file's name or text.
    const rows = await t().query<{ n: number }>(
      `select count(*)::int as n from messages where files::text like '%${foreign}%'`,
    );
    expect(rows[0]?.n).toBe(0);
    // Among the asking agent's own files, one foreign path refuses the whole question.
    const own = await insertFile(DEMO_AGENT.workId, { status: 'done', text: REPORT });
    expectError(
      await t().post('/v1/converse/General', {
        userPrompt: '这个客户能买重疾吗',
        fileInfos: [info(own), info(foreign)],
      }),
      404,
      '文件不存在或已删除',
    );
  });

  it('a file deleted after the question is said to be gone when the answer is regenerated', async () => {
    const path = await insertFile(DEMO_AGENT.workId, { status: 'done', text: REPORT }, '病历.pdf');
    const first = await ask({ userPrompt: '这个客户能买重疾吗', fileInfos: [info(path, '病历.pdf')] });
    expect(first.message.content).toContain('「病历.pdf」');
    const removed = await t().post('/v1/file/delete', { file_paths: [path] });
    expect(removed.statusCode, removed.body).toBe(200);
    const again = await ask({ generate: 'regenerate', conversationId: first.conversationId });
    expect(again.message.content).toContain('「病历.pdf」未能识别：文件不存在或已删除');
    expect(again.message.content).not.toContain('从附件中读到');
  });

  it('lists catalogue products a read file names as product_file_list', async () => {
    const policy =
      '保险合同\n险种名称：启元安佑终身重大疾病保险（2021版）\n基本保险金额：人民币伍拾万元\n投保人：张女士';
    const path = await insertFile(DEMO_AGENT.workId, { status: 'done', text: policy }, '保单.pdf');
    const r = await ask({ userPrompt: '这份保单是什么产品', fileInfos: [info(path, '保单.pdf')] });
    expect(r.message.resultType).toBe('product_file_list');
    expect(r.message.result.map((p) => p.name)).toEqual(['启元安佑终身重大疾病保险（2021版）']);
  });
});
