import { describe, expect, it } from 'vitest';
import { healthNoticeCell } from './health-notice-cell.js';

describe('the health notice cell', () => {
  const cell = [
    '过去2年内是否曾住院治疗？',
    '甲状腺结节或乳腺结节是否为4类及以上？｜thyroid_nodule=tirads_4a,tirads_4bc；breast_nodule',
  ].join('\n');
  const notice = [
    { question: '过去2年内是否曾住院治疗？', asks: [] },
    {
      question: '甲状腺结节或乳腺结节是否为4类及以上？',
      asks: [
        { condition: 'thyroid_nodule', bands: ['tirads_4a', 'tirads_4bc'] },
        { condition: 'breast_nodule' },
      ],
    },
  ];

  it('reads one question a line: after the bar, conditions with their bands (none = every band)', () => {
    expect(healthNoticeCell.read(cell)).toEqual({ ok: true, value: notice });
  });

  it('accepts a half-width bar, semicolon and Chinese commas as operators type them', () => {
    expect(healthNoticeCell.read('是否患有高血压？| blood_pressure = grade_2，grade_3 ; glucose')).toEqual({
      ok: true,
      value: [
        {
          question: '是否患有高血压？',
          asks: [{ condition: 'blood_pressure', bands: ['grade_2', 'grade_3'] }, { condition: 'glucose' }],
        },
      ],
    });
  });

  it('writes what it reads', () => {
    expect(healthNoticeCell.write(notice as never)).toBe(cell);
    expect(healthNoticeCell.write(undefined)).toBeNull();
    expect(healthNoticeCell.read(null)).toEqual({ ok: true, value: undefined });
  });

  it('names the line it cannot read', () => {
    expect(healthNoticeCell.read('是否怀孕？｜=ge_28w')).toEqual({
      ok: false,
      message: '每行须为「问题｜情况代码=分档,分档；情况代码」的形式，而不是「是否怀孕？｜=ge_28w」',
    });
    expect(healthNoticeCell.read('是否怀孕？｜pregnancy=ge_28w,')).toMatchObject({ ok: false });
  });
});
