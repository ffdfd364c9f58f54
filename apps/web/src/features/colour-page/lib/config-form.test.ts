import { describe, expect, it } from 'vitest';
import { colourPageInputSchema, type ProductFactors } from '@broker/contract';
import { draftProblems, inputOf, newDraft, planForm, planValues, seedValues } from './config-form';

const form = {
  productCode: 'P1',
  factors: [
    { code: 'age', label: '投保年龄', input: 'number', min: 18, max: 60, default: 30, unit: '周岁' },
    {
      code: 'gender',
      label: '性别',
      input: 'select',
      default: 'M',
      options: [
        { value: 'M', label: '男' },
        { value: 'F', label: '女' },
      ],
    },
    { code: 'sumInsured', label: '基本保额', input: 'number', min: 100000, default: 300000, unit: '元' },
  ],
  constraints: [],
} as unknown as ProductFactors;

describe('colour-page parameters', () => {
  it("starts from the product's defaults and what the address gave; age and gender are the customer's", () => {
    const seed = { productCode: 'P1', id: '', conversationId: '', age: 41, factors: { sumInsured: 2e5 } };
    expect(seedValues(seed)).toEqual({ sumInsured: 200000, age: 41 });
    // The form's starting values as the calculator's initialValues gives them.
    const draft = newDraft({ age: 41, gender: 'M', sumInsured: 300000 }, '');
    expect(draft).toMatchObject({ age: '41', gender: 'M', plan: { sumInsured: 300000 } });
    expect(Object.keys(draft.plan)).toEqual(['sumInsured']);
    expect(draft.sections).toHaveLength(6);
    expect(planForm(form).factors.map((f) => f.code)).toEqual(['sumInsured']);
    expect(planValues(draft)).toEqual({ sumInsured: 300000, age: 41, gender: 'M' });
  });

  it("says what is wrong in the server's words and builds an input the server accepts", () => {
    const draft = newDraft({ age: 30, gender: 'M', sumInsured: 300000 }, '138');
    expect(draftProblems({ ...draft, customerName: '<b>' })).toEqual({
      customerName: '客户称呼不能包含 < > & 等符号',
      phone: '请填写正确的11位手机号',
    });
    expect(draftProblems({ ...draft, customerName: '😀', sections: [] })).toMatchObject({
      customerName: '请填写客户称呼，如“王先生”',
      sections: '请至少选择一项彩页内容',
    });
    const good = { ...draft, customerName: '王先生', phone: ' 13800138000 ' };
    expect(draftProblems(good)).toEqual({});
    const parsed = colourPageInputSchema.parse(inputOf('P1', good, true));
    expect(parsed).toMatchObject({
      customer: { name: '王先生', age: 30, gender: 'M' },
      agent: { phone: '13800138000' },
      origin: 'chat',
    });
  });
});
