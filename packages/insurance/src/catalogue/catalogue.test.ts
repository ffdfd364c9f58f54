// The generated demo catalogue (data/catalogue/catalogue.json): its content rules, and that every rate it
// prints is what the actuarial core computes on the product's own basis.
import { type ActuarialBasis, PRODUCT_TYPES, type Product } from '@broker/contract';
import { describe, expect, it } from 'vitest';
import { assertLoadingsWithinCap } from '../actuarial/expense-loadings.js';
import { pricingRateInForce } from '../actuarial/pricing-rate.js';
import { ratePer1000 } from '../actuarial/rounding.js';
import { mortalityFamilyForLaunchDate } from '../reference/life-tables.js';
import { averageLoadingCap } from '../reference/regulation.js';
import { catalogue, tables } from '../test-support/catalogue.js';
import { seeded } from '../test-support/prng.js';
import { csv, rateCaps } from '../test-support/reference.js';
import {
  loadingsFor,
  policyCaseOf,
  pricingBasisOf,
  productClassOf,
  unitDesign,
  unitGrossPremium,
} from './actuarial-design.js';
import { resolveFactors } from './factors.js';

const { products } = catalogue;
const actuarial = products.filter((p) => p.illustration.method === 'actuarial');
const basisOf = (p: Product) => p.illustration as ActuarialBasis;
const TODAY = catalogue.generatedAt.slice(0, 10);

describe('content', () => {
  it('60+ products on sale and 4–6 off sale, every type, 8+ companies, 150+ FAQ pairs', () => {
    expect(products.filter((p) => p.onSale).length).toBeGreaterThanOrEqual(60);
    expect(products.filter((p) => !p.onSale).length).toBeGreaterThanOrEqual(4);
    expect(products.filter((p) => !p.onSale).length).toBeLessThanOrEqual(6);
    for (const type of PRODUCT_TYPES)
      expect(products.filter((p) => p.type === type && p.onSale).length, type).toBeGreaterThanOrEqual(5);
    expect(catalogue.companies.length).toBeGreaterThanOrEqual(8);
    for (const company of catalogue.companies)
      expect(
        products.some((p) => p.companyCode === company.code),
        company.code,
      ).toBe(true);
    expect(catalogue.faq.length).toBeGreaterThanOrEqual(150);
  });

  it('names and aliases identify one product each', () => {
    const names = [...products.map((p) => p.name), ...products.flatMap((p) => p.aliases)];
    expect(names.filter((n, k) => names.indexOf(n) !== k)).toEqual([]);
  });

  it('has a fixed as-of date and a content version', () => {
    expect(catalogue.generatedAt).toBe('2026-11-20T00:00:00+08:00');
    expect(catalogue.version).toMatch(/^2026-11-20\.[0-9a-f]{12}$/);
    for (const p of products) expect(p.launchDate <= TODAY, p.code).toBe(true);
  });

  it('medical and accident rates say they are illustrative', () => {
    for (const p of products.filter((p) => p.type === 'medical' || p.type === 'accident')) {
      expect(p.rates.source, p.code).toContain('示意费率（非精算定价）');
      expect(p.illustration.method, p.code).toBe('none');
    }
  });
});

describe('pricing basis', () => {
  it('the pricing rate in force at launch, the table of the launch date, growth not above the rate', () => {
    for (const p of actuarial) {
      const basis = basisOf(p);
      expect(basis.interestRate, p.code).toBe(pricingRateInForce(rateCaps, p.launchDate, 'ordinary'));
      expect(basis.mortalityTable, p.code).toBe(mortalityFamilyForLaunchDate(p.launchDate));
      if (basis.model === 'increasingWholeLife')
        expect(basis.declaredGrowthRate, p.code).toBeLessThanOrEqual(basis.interestRate);
      if (basis.model === 'criticalIllness')
        expect(p.launchDate >= '2021-02-01', `${p.code}: CI 2020 applies`).toBe(true);
    }
  });

  it('products priced above today’s cap are off sale (2025-09-01: ordinary products above 2.0% stopped)', () => {
    const cap = pricingRateInForce(rateCaps, TODAY, 'ordinary');
    for (const p of actuarial) if (basisOf(p).interestRate > cap) expect(p.onSale, p.code).toBe(false);
    expect(new Set(actuarial.map((p) => basisOf(p).interestRate)).size).toBeGreaterThanOrEqual(3);
  });

  it('every printed rate is the actuarial core’s gross premium on the product’s basis (a seeded sample)', () => {
    const random = seeded(7);
    for (const p of actuarial) {
      for (let k = 0; k < 4; k++) {
        const row = random.pick(p.rates.rows);
        const age = random.int(row.minAge, row.minAge + row.rates.length - 1);
        const resolved = resolveFactors(p, { ...row.key, age, ...(p.premium ? { premium: 100_000 } : {}) });
        if (!resolved.ok) throw new Error(`${p.code} ${JSON.stringify(row.key)} ${age} should be sold`);
        const basis = basisOf(p);
        const c = policyCaseOf(p, basis, resolved.value);
        const loadings = loadingsFor(basis, resolved.value.paymentTerm);
        const unit = unitGrossPremium(basis, c, loadings, tables);
        expect(row.rates[age - row.minAge], `${p.code} ${JSON.stringify(row.key)} age ${age}`).toBe(
          ratePer1000(unit),
        );
        const cap = averageLoadingCap(csv.loadingCaps, {
          regime: 'ordinary',
          business: 'individual',
          payment: c.payYears === 1 ? 'single' : 'regular',
          productClass: productClassOf(basis),
          coverYears: c.coverYears,
        });
        expect(() =>
          assertLoadingsWithinCap(
            unitDesign(basis, c, tables, unit),
            pricingBasisOf(basis, c.sex, tables),
            loadings,
            cap,
          ),
        ).not.toThrow();
      }
    }
  });

  it('commissions fit inside the first-year loading with a margin (报行合一) and stop with the premiums', () => {
    for (const p of actuarial) {
      for (const s of p.commission.byPaymentTerm) {
        const first = loadingsFor(basisOf(p), s.paymentTerm)[0] ?? 0;
        const margin = s.paymentTerm === 'single' ? 0.02 : 0.05;
        expect(s.rates[0], `${p.code} ${s.paymentTerm}`).toBeLessThanOrEqual(first - margin + 1e-9);
        if (s.paymentTerm === 'single') expect(s.rates, p.code).toHaveLength(1);
      }
    }
  });
});

describe('clauses and FAQ state the product’s own parameters', () => {
  const text = (p: Product) => p.clauses.flatMap((c) => [c.title, ...c.paragraphs]).join('\n');
  const NUMBERS = [
    '一',
    '二',
    '三',
    '四',
    '五',
    '六',
    '七',
    '八',
    '九',
    '十',
    '十一',
    '十二',
    '十三',
    '十四',
    '十五',
    '十六',
  ];

  it('every placeholder filled, articles numbered in order', () => {
    for (const p of products) {
      expect(text(p), p.code).not.toMatch(/\{\{|\}\}/);
      p.clauses.forEach((c, k) =>
        expect(c.title.startsWith(`第${NUMBERS[k]}条 `), `${p.code} ${c.title}`).toBe(true),
      );
    }
  });

  it('waiting, hesitation and grace periods, ages and company as the product has them', () => {
    for (const p of products) {
      const t = text(p);
      expect(t, p.code).toContain(p.name);
      expect(t, p.code).toContain(`${p.hesitationPeriodDays}日的犹豫期`);
      expect(t, p.code).toContain(`${p.gracePeriodDays}日为宽限期`);
      expect(t, p.code).toContain(`至${p.maxAge}周岁`);
      if (p.waitingPeriodDays > 0) expect(t, p.code).toContain(`${p.waitingPeriodDays}日为等待期`);
      if (p.minAgeText) expect(t, p.code).toContain(p.minAgeText);
      const loan = p.benefits.policyLoanRatio;
      expect(
        p.clauses.some((c) => c.title.endsWith('保单贷款')),
        p.code,
      ).toBe(loan !== undefined);
    }
  });

  it('type-specific benefits: CI payouts, growth rate, annuity share, deductible', () => {
    for (const p of products) {
      const t = text(p);
      const b = p.benefits;
      if (b.severeCount) expect(t, p.code).toContain(`共${b.severeCount}种`);
      if (b.mildPayout) expect(t, p.code).toContain(`${Math.round(b.mildPayout * 100)}%给付轻症疾病保险金`);
      if (b.moderatePayout === undefined && p.type === 'critical_illness')
        expect(t, p.code).not.toContain('中症疾病保险金');
      if (b.declaredGrowthRate)
        expect(t, p.code).toContain(`按年复利${Number((b.declaredGrowthRate * 100).toFixed(2))}`);
      if (b.annuityRate)
        expect(t, p.code).toContain(`基本保险金额的${Math.round(b.annuityRate * 100)}%给付年金`);
      if (p.type === 'medical')
        expect(t, p.code).toContain(b.deductible === 0 ? '年免赔额为0元' : '年免赔额为');
    }
  });

  it('3–6 FAQ pairs per product, answered from its data', () => {
    for (const p of products) {
      expect(p.faq.length, p.code).toBeGreaterThanOrEqual(3);
      expect(p.faq.length, p.code).toBeLessThanOrEqual(6);
      const answers = p.faq.map((f) => f.answer).join('\n');
      expect(answers, p.code).toContain(`${p.maxAge}周岁`);
      if (p.waitingPeriodDays > 0) expect(answers, p.code).toContain(`${p.waitingPeriodDays}天`);
    }
  });
});
