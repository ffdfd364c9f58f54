import { describe, expect, it } from 'vitest';
import { condition, shippedRules } from '../test-support/underwriting.js';
import { extractConditions } from './extract.js';
import { judge, underwritingKindOf } from './judge.js';
import { parseUnderwritingRules, uncoveredRules } from './rules.js';
import { CONDITION_BANDS, CONDITION_CODES, UNDERWRITING_KINDS } from './types.js';

const rules = shippedRules;

describe('the shipped rule table', () => {
  it('covers every kind × condition × band with a rule (none falls to the missing-rule default)', () => {
    for (const kind of UNDERWRITING_KINDS)
      for (const code of CONDITION_CODES)
        for (const band of CONDITION_BANDS[code]) {
          const result = judge([condition(code, band)], kind, rules);
          expect(result.reasons[0]?.detail, `${kind} ${code} ${band}`).not.toBe('核保规则表未覆盖该情况');
        }
  });
  it('uncoveredRules names the combinations a table leaves out', () => {
    expect(uncoveredRules(rules)).toEqual([]);
    const withoutBmi = rules.filter((r) => r.condition !== 'bmi');
    expect(uncoveredRules(withoutBmi)).toContain('medical bmi obese');
    expect(uncoveredRules(withoutBmi)).not.toContain('medical glucose diabetes');
  });
  it('refuses a bad table with its line', () => {
    expect(() =>
      parseUnderwritingRules(
        'kind,condition,band,verdict,detail,loading,postpone,material\n*,bmi,huge,loading,,,,',
      ),
    ).toThrow(/第2行：bmi 没有分档 huge；第2行：加费须写加费幅度/);
  });
});

describe('judge', () => {
  it('thyroid TI-RADS 3: critical illness excludes the thyroid, life is standard, accident standard', () => {
    const found = extractConditions('甲状腺右叶结节，大小约1.2×0.8cm，TI-RADS 3类');
    const ci = judge(found, 'critical_illness', rules);
    expect(ci.verdict).toBe('exclusion');
    expect(ci.exclusions[0]).toContain('甲状腺恶性肿瘤');
    expect(ci.reasons[0]?.sources[0]).toContain('TI-RADS 3类');
    expect(judge(found, 'life', rules).verdict).toBe('standard');
    expect(judge(found, 'accident', rules).verdict).toBe('standard');
  });
  it('the most severe condition decides; loading carries its range, postpone its time', () => {
    const found = [condition('blood_pressure', 'grade_1'), condition('lung_nodule', '6_8mm')];
    const ci = judge(found, 'critical_illness', rules);
    expect(ci.verdict).toBe('postpone');
    expect(ci.reasons.map((r) => r.verdict)).toEqual(['postpone', 'loading']);
    expect(ci.reasons[1]?.loading).toBe('+25%~+50%');
    expect(ci.reasons[0]?.postpone).toMatch(/复查CT/);
    expect(ci.materials).toContain('复查胸部CT报告');
  });
  it('per band: hepatitis B', () => {
    const verdicts = CONDITION_BANDS.hepatitis_b.map(
      (band) => judge([condition('hepatitis_b', band)], 'critical_illness', rules).verdict,
    );
    expect(verdicts).toEqual(['exclusion', 'loading', 'postpone', 'postpone']);
  });
  it('per band: cancer history declines critical illness and medical', () => {
    expect(judge([condition('cancer_history', 'malignant')], 'critical_illness', rules).verdict).toBe(
      'decline',
    );
    expect(judge([condition('cancer_history', 'malignant')], 'medical', rules).verdict).toBe('decline');
    expect(judge([condition('cancer_history', 'malignant')], 'annuity', rules).verdict).toBe('standard');
  });
  it('names an exclusion once when two findings exclude the same', () => {
    const twice = [condition('thyroid_nodule', 'tirads_1_3'), condition('thyroid_nodule', 'tirads_1_3')];
    expect(judge(twice, 'critical_illness', rules).exclusions).toEqual(['甲状腺恶性肿瘤及甲状腺相关疾病']);
  });
  it('nothing found is standard', () => {
    expect(judge([], 'medical', rules)).toMatchObject({ verdict: 'standard', reasons: [], materials: [] });
  });
  it('maps catalogue types to kinds', () => {
    expect(underwritingKindOf('increasing_whole_life')).toBe('life');
    expect(underwritingKindOf('term_life')).toBe('life');
    expect(underwritingKindOf('medical')).toBe('medical');
  });
});
