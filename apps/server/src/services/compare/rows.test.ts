import { describe, expect, it } from 'vitest';
import type { Product, ProductSummary } from '@broker/contract';
import { summarize } from '@broker/insurance';
import { COMPANIES } from '../../../test/fixtures/catalogue.js';
import { criticalIllness, termLife } from '../../../test/fixtures/fixture-protection.js';
import { medical } from '../../../test/fixtures/fixture-others.js';
import { referenceTables } from '../catalogue/reference-tables.js';
import { assemble, forCustomer, titleOf, withoutProduct } from './comparison.js';
import { computeProduct, factorsFor, pickYears } from './compute.js';

const entry = (product: Product): { product: Product; summary: ProductSummary } => ({
  product,
  summary: summarize(
    product,
    COMPANIES.find((c) => c.code === product.companyCode) as (typeof COMPANIES)[number],
  ),
});
const compute = (products: Product[], shared: Record<string, string | number>) =>
  products.map((p) => computeProduct(entry(p), factorsFor(p, shared), referenceTables()));
const request = (products: Product[]) => ({
  productCodes: products.map((p) => p.code),
  factors: {},
  productFactors: {},
});

describe('factorsFor', () => {
  it('starts from the defaults, applies only the factors the product asks, own edits last', () => {
    const values = factorsFor(criticalIllness, { age: 22, plan: 'b', smoker: 'yes' }, { age: 24 });
    expect(values.age).toBe(24);
    expect(values).not.toHaveProperty('plan');
    expect(Object.keys(values).sort()).toEqual(criticalIllness.factors.map((f) => f.code).sort());
  });

  it('keeps a value the product refuses, so the core says why', () => {
    const [ci] = compute([criticalIllness], { age: 40 });
    expect(ci?.factors.age).toBe(40);
    expect(ci?.errors.join()).toMatch(/投保年龄/);
    expect(ci?.quote).toBeNull();
  });
});

describe('rows', () => {
  const products = [criticalIllness, termLife, medical];
  const comparison = assemble(request(products), compute(products, { age: 22, gender: 'F' }));
  const row = (code: string) => comparison.rows.find((r) => r.paramCode === code);

  it('flags a row consistent only when every product shows the same', () => {
    expect(row('factor.age')).toMatchObject({
      isConsistent: true,
      rowValues: ['22周岁', '22周岁', '22周岁'],
    });
    expect(row('company')?.isConsistent).toBe(false);
    expect(row('type')?.rowValues).toEqual(['重疾险', '定期寿险', '医疗险']);
    expect(comparison.mixedTypes).toBe(true);
  });

  it("shows a dash for a factor a product does not ask, and lists each product's options and default", () => {
    const plan = row('factor.plan');
    expect(plan?.cellData.map((c) => c.text).slice(0, 2)).toEqual(['—', '—']);
    expect(plan?.editValue?.options?.[medical.code]?.length).toBeGreaterThan(0);
    expect(plan?.defaultValue).toEqual({
      [medical.code]: medical.factors.find((f) => f.code === 'plan')?.default,
    });
  });

  it('only lists benefits some product states, and marks commission rows agent-only', () => {
    expect(row('benefit.severeCount')?.rowValues[1]).toBe('—');
    expect(row('benefit.accidentalDeath')).toBeUndefined();
    expect(comparison.rows.filter((r) => r.agentOnly).map((r) => r.paramCode)).toEqual([
      'firstYearCommission',
      'totalCommission',
    ]);
    expect(forCustomer(comparison).rows.some((r) => r.agentOnly)).toBe(false);
  });

  it('without a product, every row loses its cell and the flags follow', () => {
    const two = withoutProduct(comparison, termLife.code);
    expect(two.products.map((p) => p.code)).toEqual([criticalIllness.code, medical.code]);
    expect(two.rows.every((r) => r.cellData.length === 2)).toBe(true);
    expect(two.request.productCodes).toEqual([criticalIllness.code, medical.code]);
    expect(two.title).toBe(titleOf([criticalIllness.name, medical.name]));
  });
});

describe('illustration years and columns', () => {
  it('keeps years 1–10, every fifth, the ages 60/70/80 and the last', () => {
    const rows = Array.from({ length: 60 }, (_, i) => ({ year: i + 1, age: 23 + i }));
    const years = pickYears(rows).map((r) => r.year);
    expect(years).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 15, 20, 25, 30, 35, 38, 40, 45, 48, 50, 55, 58, 60,
    ]);
  });

  it('only the columns that apply: cash values for CI, none for medical', () => {
    const [ci, , med] = assemble(
      request([criticalIllness, termLife, medical]),
      compute([criticalIllness, termLife, medical], { age: 22 }),
    ).products;
    expect(ci?.illustration?.columns).toEqual(expect.arrayContaining(['currentPrice', 'deathBenefit']));
    expect(med?.illustration?.columns).not.toContain('currentPrice');
  });
});
