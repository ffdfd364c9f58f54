import { describe, expect, it } from 'vitest';
import { draftProblems, inputOf, type WorkOrderDraft } from './work-order-form';

const DRAFT: WorkOrderDraft = {
  name: '张三',
  phone: '13800138000',
  category: 'policy',
  problem: '保单查不到',
  summary: '',
};

describe('work-order form', () => {
  it('accepts a filled form and keeps the origin and a non-empty summary only', () => {
    expect(draftProblems(DRAFT)).toEqual({});
    expect(inputOf(DRAFT, { source: 'app' })).toEqual({
      ...DRAFT,
      summary: undefined,
      origin: { source: 'app' },
    });
    expect(inputOf({ ...DRAFT, summary: ' 小结 ' }, {}).summary).toBe('小结');
  });

  it('names each problem the server would refuse', () => {
    expect(draftProblems({ ...DRAFT, name: ' ', phone: '1380013800', category: '', problem: '' })).toEqual({
      name: '请填写姓名',
      phone: '请填写正确的11位手机号码',
      category: '请选择问题类型',
      problem: '请描述遇到的问题',
    });
    expect(draftProblems({ ...DRAFT, name: '张'.repeat(21) }).name).toBe('姓名不能超过20个字');
    expect(draftProblems({ ...DRAFT, problem: '问'.repeat(1001) }).problem).toBe('问题描述不能超过1000字');
    expect(draftProblems({ ...DRAFT, phone: '+86 138-0013-8000' })).toEqual({});
    expect(draftProblems({ ...DRAFT, phone: '12800138000' }).phone).toBeDefined();
  });
});
