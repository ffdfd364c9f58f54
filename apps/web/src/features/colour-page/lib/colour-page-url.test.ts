import { describe, expect, it } from 'vitest';
import { colourPageSharePath } from '@broker/contract';
import { configPath, customerUrl, resultSource, seedOfParams } from './colour-page-url';

const paramsOf = (path: string) => new URLSearchParams(path.slice(path.indexOf('?') + 1));

describe('colour-page addresses', () => {
  it("takes the calculator's plan as is: age and gender become the customer's, the rest the plan's", () => {
    const factors = { age: 35, gender: 'F', sumInsured: 500000, paymentTerm: '20' };
    const seed = seedOfParams(paramsOf('/commissionCalculate?productCode=P1'), factors);
    expect(seed).toEqual({
      productCode: 'P1',
      id: '',
      conversationId: '',
      age: 35,
      gender: 'F',
      factors: { sumInsured: 500000, paymentTerm: '20' },
    });
  });

  it('reads plain age, gender and sum insured from a hand-written link; ignores nonsense', () => {
    const seed = seedOfParams(
      paramsOf('/x?productCode=P2&age=30&gender=M&sumInsured=300000&conversationId=c1'),
    );
    expect(seed).toMatchObject({ productCode: 'P2', age: 30, gender: 'M', conversationId: 'c1' });
    expect(seed.factors).toEqual({ sumInsured: 300000 });
    const bad = seedOfParams(paramsOf('/x?productCode=P2&age=abc&gender=X'));
    expect(bad.age).toBeUndefined();
    expect(bad.gender).toBeUndefined();
    expect(bad.factors).toEqual({});
  });

  it('round-trips its own address, with the page id when editing', () => {
    const path = configPath('P3', { factors: { sumInsured: 100000 }, id: 'abc', conversationId: 'c9' });
    const params = paramsOf(path);
    expect(JSON.parse(params.get('factors') ?? '')).toEqual({ sumInsured: 100000 });
    expect(seedOfParams(params, { sumInsured: 100000 })).toMatchObject({
      productCode: 'P3',
      id: 'abc',
      conversationId: 'c9',
      factors: { sumInsured: 100000 },
    });
  });

  it("tells the customer's page from the agent's and builds the customer's link from the server path", () => {
    const sharePath = colourPageSharePath('id1', 'code/1');
    expect(resultSource(paramsOf(sharePath))).toEqual({ kind: 'shared', id: 'id1', shareCode: 'code/1' });
    expect(resultSource(paramsOf('/r?id=id2'))).toEqual({ kind: 'own', id: 'id2' });
    expect(resultSource(paramsOf('/r?shareFlag=1'))).toEqual({ kind: 'invalid' });
    expect(customerUrl({ sharePath }, 'https://h5.example.cn')).toBe(
      `https://h5.example.cn/share/#${sharePath}`,
    );
  });
});
