import { converseResponseSchema, type UnderwritingReport } from '@broker/contract';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOGUE_DIR } from '../src/config.js';
import { conversationApp } from './helpers/conversation-app.js';
import { testBackends } from './helpers/databases.js';

const backends = testBackends();

// Per-product health notices (decision 044) on the demo catalogue: 康衡宽保重大疾病保险 (带病可投) asks
// about nodules from grade 4 and blood pressure from 160/100 only; 启元安佑（2025版） and 泓源恒佑 ask
// about any abnormal exam finding in their third question (data/catalogue/catalogue.json).
describe.each(backends)('health notices in pre-underwriting on $name', (backend) => {
  const t = conversationApp(backend, undefined, {
    CATALOGUE_DIR: DEFAULT_CATALOGUE_DIR,
    CHAT_RATE_LIMIT_PER_MINUTE: '1000',
  });
  const report = async (conditionsText: string, productCodes: string[], kinds: string[] = []) => {
    const res = await t().post('/v1/underwriting/report', {
      customer: { age: 45, gender: 'female' },
      kinds,
      productCodes,
      conditionsText,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<UnderwritingReport>();
  };

  it("what a product's notice does not ask about passes; what it asks keeps the kind's verdict", async () => {
    const mild = await report(
      '甲状腺结节TI-RADS 3类 1.2cm；血压 150/95 mmHg',
      ['KHJK-CI01', 'QYRS-CI02'],
      ['critical_illness'],
    );
    const [lenient, strict, kind] = mild.verdicts;
    expect(lenient).toMatchObject({ productCode: 'KHJK-CI01', verdict: 'standard', noticeChecked: true });
    expect(lenient?.reasons.map((r) => r.notice)).toEqual([{ asked: false }, { asked: false }]);
    expect(lenient?.reasons[0]?.detail).toContain('健康告知未询问此项，可正常投保');
    expect(lenient?.materials).toEqual([]);
    // The rule table's critical illness verdicts: TI-RADS 3 excluded, grade 1 hypertension loaded.
    expect(strict).toMatchObject({ productCode: 'QYRS-CI02', verdict: 'loading', noticeChecked: true });
    expect(strict?.exclusions).toEqual(['甲状腺恶性肿瘤及甲状腺相关疾病']);
    expect(strict?.reasons.map((r) => r.notice?.number)).toEqual([3, 3]);
    expect(strict?.reasons[0]?.notice?.question).toContain('血压');
    expect(kind).toMatchObject({ productCode: null, verdict: 'loading' });
    expect(kind?.noticeChecked).toBeUndefined();
    // Of the on-sale critical illness cover for 45, only the lenient product takes both at standard rates.
    expect(mild.products[0]).toMatchObject({ code: 'KHJK-CI01', verdictLabel: '标准体' });

    const graded = await report('甲状腺结节 TI-RADS 4a类', ['KHJK-CI01']);
    expect(graded.verdicts).toHaveLength(1);
    expect(graded.verdicts[0]).toMatchObject({ verdict: 'postpone' });
    expect(graded.verdicts[0]?.reasons[0]?.notice).toMatchObject({ asked: true, number: 7 });
    expect(graded.verdicts[0]?.reasons[0]?.notice?.question).toContain('4类及以上');
  });

  it('an annuity has no notice recorded: the kind’s rules, and the report says so', async () => {
    const res = await report('血压 150/95 mmHg', ['QYRS-ANN02']);
    expect(res.verdicts[0]).toMatchObject({ verdict: 'standard', noticeChecked: false });
    expect(res.verdicts[0]?.reasons[0]?.notice).toBeUndefined();
  });

  it("the chat's answer on a named product gives the report's verdict", async () => {
    for (const [question, code, name] of [
      ['甲状腺结节3级能买康衡宽保重疾吗', 'KHJK-CI01', '康衡宽保重大疾病保险'],
      ['甲状腺结节3级能买泓源恒佑吗', 'HYRS-CI01', '泓源恒佑重大疾病保险'],
    ] as const) {
      const res = await t().post('/v1/converse/General', { userPrompt: question });
      expect(res.statusCode, res.body).toBe(200);
      const answer = converseResponseSchema.parse(res.json()).message.content;
      const verdict = (await report('甲状腺结节3级', [code])).verdicts[0];
      // 3级 is TI-RADS 3: the lenient notice does not ask it; the strict one does (CI: exclusion).
      expect(verdict?.verdictLabel).toBe(code === 'KHJK-CI01' ? '标准体' : '除外承保');
      expect(answer).toContain(`**${name}**：${verdict?.verdictLabel}`);
    }
  });
});
