import type { HealthNotice } from '@broker/contract';
import { describe, expect, it } from 'vitest';
import { condition, shippedRules } from '../test-support/underwriting.js';
import { catalogue } from '../test-support/catalogue.js';
import { healthNoticeProblems, noticeQuestionFor } from './health-notice.js';
import { judge, judgeProduct } from './judge.js';
import type { FoundCondition } from './types.js';

const rules = shippedRules;

const NOTICE: HealthNotice = [
  { question: '过去2年内是否曾住院治疗？', asks: [] },
  {
    question: '甲状腺结节是否为4类及以上？',
    asks: [{ condition: 'thyroid_nodule', bands: ['tirads_4a', 'tirads_4bc', 'tirads_5'] }],
  },
  { question: '是否患有高血压？', asks: [{ condition: 'blood_pressure' }] },
  { question: '是否有体检异常？', asks: [{ condition: 'thyroid_nodule' }] },
];

describe('noticeQuestionFor', () => {
  it('finds the first question that asks about the band, numbered from 1', () => {
    expect(noticeQuestionFor(NOTICE, condition('thyroid_nodule', 'tirads_4a'))).toEqual({
      number: 2,
      question: '甲状腺结节是否为4类及以上？',
    });
    // TI-RADS 3 is below question 2's threshold; the catch-all question 4 asks about any nodule.
    expect(noticeQuestionFor(NOTICE, condition('thyroid_nodule', 'tirads_1_3'))?.number).toBe(4);
    expect(noticeQuestionFor(NOTICE.slice(0, 3), condition('thyroid_nodule', 'tirads_1_3'))).toBeUndefined();
  });
  it('a band without a value may be past the threshold: asked; the normal range never is', () => {
    expect(noticeQuestionFor(NOTICE.slice(0, 3), condition('thyroid_nodule', 'ungraded'))?.number).toBe(2);
    expect(noticeQuestionFor(NOTICE, condition('blood_pressure', 'grade_1'))?.number).toBe(3);
    expect(noticeQuestionFor(NOTICE, condition('blood_pressure', 'normal'))).toBeUndefined();
    expect(noticeQuestionFor(NOTICE, condition('lipids', 'very_high'))).toBeUndefined();
  });
  it('reports bands a condition does not have, and the normal range, by question', () => {
    expect(
      healthNoticeProblems([
        {
          question: '血脂是否异常？',
          asks: [{ condition: 'lipids', bands: ['high', 'normal', 'huge'] }],
        },
      ]).map((p) => p.message),
    ).toEqual([
      '健康告知第1条：正常范围不是告知事项',
      '健康告知第1条：lipids 没有分档 huge（可选：high、very_high）',
    ]);
  });
});

describe('judge against a product’s notice', () => {
  const product = { healthNotice: NOTICE.slice(0, 3) };
  it('a condition the notice does not ask about passes, naming the rule it escapes and 既往症', () => {
    const v = judge([condition('thyroid_nodule', 'tirads_1_3')], 'critical_illness', rules, product);
    expect(v).toMatchObject({ verdict: 'standard', exclusions: [], materials: [], noticeChecked: true });
    expect(v.reasons[0]?.notice).toEqual({ asked: false });
    // The rule table excludes the thyroid for critical illness (data/underwriting/rules.csv).
    expect(v.reasons[0]?.detail).toBe(
      '健康告知未询问此项，可正常投保（按险种核保规则为除外承保）；按条款，投保前已患的疾病不在保障范围内；投保时仍须如实回答全部告知问题',
    );
    expect(
      judge([condition('thyroid_nodule', 'tirads_1_3')], 'life', rules, product).reasons[0]?.detail,
    ).not.toContain('投保前已患');
  });
  it('a condition the notice asks about keeps the rule’s verdict, citing the question', () => {
    const found = [condition('thyroid_nodule', 'tirads_1_3'), condition('blood_pressure', 'grade_2')];
    const v = judge(found, 'critical_illness', rules, product);
    // Critical illness, grade 2 hypertension: loading +50%~+100% (rules.csv); the nodule passes.
    expect(v.verdict).toBe('loading');
    expect(v.reasons[0]).toMatchObject({
      condition: 'blood_pressure',
      loading: '+50%~+100%',
      notice: { asked: true, number: 3, question: '是否患有高血压？' },
    });
    expect(v.materials).toEqual(['近3个月血压监测记录、心电图、肾功能']);
  });
  it('without a notice a product is judged by its kind, and says none was checked', () => {
    const found = [condition('thyroid_nodule', 'tirads_1_3')];
    expect(judge(found, 'critical_illness', rules, {})).toMatchObject({
      verdict: 'exclusion',
      noticeChecked: false,
    });
    expect(judge(found, 'critical_illness', rules).noticeChecked).toBeUndefined();
    expect(judgeProduct(found, { type: 'increasing_whole_life' }, rules).kind).toBe('life');
  });
});

// The demo catalogue's notices must fit what each product says of itself.
describe('the demo catalogue’s health notices', () => {
  const byCode = (code: string) => catalogue.products.find((p) => p.code === code);
  const asks = (code: string, c: FoundCondition['code'], band: string) =>
    noticeQuestionFor(byCode(code)?.healthNotice ?? [], condition(c, band)) !== undefined;

  it('every product but the annuities has one; every one but accident cover asks about cancer', () => {
    for (const p of catalogue.products) {
      expect(p.healthNotice !== undefined, p.code).toBe(p.type !== 'annuity');
      if (p.healthNotice && p.type !== 'accident')
        expect(asks(p.code, 'cancer_history', 'malignant'), p.code).toBe(true);
    }
  });
  it('康衡宽保重疾 (三高、甲状腺结节等人群可尝试投保) does not ask about them below severe', () => {
    expect(byCode('KHJK-CI01')?.highlights.join()).toContain('三高、甲状腺结节');
    for (const [c, band] of [
      ['thyroid_nodule', 'tirads_1_3'],
      ['blood_pressure', 'grade_1'],
      ['glucose', 'diabetes'],
      ['lipids', 'very_high'],
    ] as const)
      expect(asks('KHJK-CI01', c, band), `${c} ${band}`).toBe(false);
    expect(asks('KHJK-CI01', 'thyroid_nodule', 'tirads_4a')).toBe(true);
  });
  it('康衡宽保医疗（慢病版） takes controlled hypertension and diabetes; traditional 百万医疗 asks', () => {
    expect(byCode('KHJK-MED02')?.highlights.join()).toContain('高血压、糖尿病等慢病人群可投保');
    for (const band of ['grade_1', 'grade_2'])
      expect(asks('KHJK-MED02', 'blood_pressure', band), band).toBe(false);
    expect(asks('KHJK-MED02', 'glucose', 'diabetes')).toBe(false);
    expect(asks('KHJK-MED02', 'glucose', 'diabetes_poor')).toBe(true);
    expect(asks('ALJK-MED01', 'blood_pressure', 'grade_1')).toBe(true);
  });
});
