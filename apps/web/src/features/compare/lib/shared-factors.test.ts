import { describe, expect, it } from 'vitest';
import type { FactorDefinition, ProductFactors } from '@broker/contract';
import { sharedFactors } from './shared-factors';

const form = (code: string, factors: FactorDefinition[]) =>
  ({ productCode: code, factors }) as ProductFactors;
const term = (values: string[]): FactorDefinition => ({
  code: 'paymentTerm',
  label: '交费期限',
  input: 'select',
  options: values.map((v) => ({ value: v, label: `${v}交` })),
  default: values[0] ?? '',
});
const age = (min: number, max: number): FactorDefinition => ({
  code: 'age',
  label: '投保年龄',
  input: 'number',
  min,
  max,
  default: 30,
});

describe('sharedFactors', () => {
  it('unites the options of every product, in the catalogue factor order, without plans', () => {
    const shared = sharedFactors([
      form('A', [term(['10y', '20y']), age(18, 55)]),
      form('B', [age(0, 60), term(['20y', '30y']), { ...term(['a']), code: 'plan', label: '计划' }]),
    ]);
    expect(shared.map((f) => f.code)).toEqual(['age', 'paymentTerm']);
    expect(shared[0]).toMatchObject({ min: 0, max: 60 });
    expect(shared[1]?.options?.map((o) => o.value)).toEqual(['10y', '20y', '30y']);
  });
});
