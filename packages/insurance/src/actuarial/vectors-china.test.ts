// test-vectors.md §C: regression vectors computed on the Chinese tables (no outside authority; several
// implementations agree to the digits printed, which is the tolerance used here).
import { describe, expect, it } from 'vitest';
import { parseCsv, cell, numberCell } from '../reference/csv.js';
import { selectLifeTable } from '../reference/life-tables.js';
import { ciModel, decimalsOf } from '../test-support/models.js';
import { cl2010, csv } from '../test-support/reference.js';
import { modelFromLifeTable, yearsToEnd } from './decrement-model.js';
import { annuityDue, pureEndowment, wholeLifeInsurance } from './life-contingencies.js';
import { benefitEpv, premiumAnnuity, project } from './policy.js';
import { netPremium } from './premiums.js';
import { criticalIllness, endowment, termLife, wholeLife } from './products.js';

describe('CL 2010-2013 vectors (test_vectors_cl2010_computed.csv)', () => {
  for (const row of parseCsv(csv.cl2010Vectors).rows) {
    const table = cell(row, 'table');
    const i = numberCell(row, 'i');
    const x = numberCell(row, 'x');
    it(`${table} x=${x} i=${i}`, () => {
      const entry = cl2010.tables.find((t) => t.table === table);
      if (entry === undefined) throw new Error(`no ${table}`);
      const model = modelFromLifeTable(selectLifeTable(cl2010, table, entry.sex));
      const basis = { model, interest: i };
      const whole = (payYears: number) =>
        wholeLife({ issueAge: x, coverYears: yearsToEnd(model, x), payYears });
      const computed: Record<string, number> = {
        adue_x: annuityDue(model, i, x),
        A_x: wholeLifeInsurance(model, i, x),
        '1000P_wholelife_lifepay': 1000 * netPremium(whole(yearsToEnd(model, x)), basis),
        '1000P_wholelife_20pay': 1000 * netPremium(whole(20), basis),
        '1000P_term20': 1000 * netPremium(termLife({ issueAge: x, coverYears: 20, payYears: 20 }), basis),
        '1000P_endow20': 1000 * netPremium(endowment({ issueAge: x, coverYears: 20, payYears: 20 }), basis),
        adue_x_20: annuityDue(model, i, x, 20),
        E_x_20: pureEndowment(model, i, x, 20),
      };
      for (const [column, value] of Object.entries(computed)) {
        expect(value, column).toBeCloseTo(numberCell(row, column), decimalsOf(cell(row, column)));
      }
    });
  }
});

describe('CI 2020 vectors (test_vectors_ci2020_computed.csv): CI4 + CL1/CL2 + K2, cover to 70, 20-pay', () => {
  for (const row of parseCsv(csv.ciVectors).rows) {
    const sex = cell(row, 'sex') === 'm' ? 'male' : 'female';
    const i = numberCell(row, 'i');
    const x = numberCell(row, 'x');
    it(`${sex} ${x} i=${i}`, () => {
      const basis = { model: ciModel('CI4', sex), interest: i };
      const terms = {
        issueAge: x,
        coverYears: numberCell(row, 'cover_to_age') - x,
        payYears: numberCell(row, 'pay_years'),
      };
      const accelerated = criticalIllness(terms, { accelerated: true });
      const standalone = criticalIllness(terms, { accelerated: false });
      const computed: Record<string, number> = {
        EPV_accelerated_CI_or_death: benefitEpv(project(accelerated, basis)),
        EPV_standalone_CI: benefitEpv(project(standalone, basis)),
        adue_premium: premiumAnnuity(project(accelerated, basis)),
        '1000P_accelerated': 1000 * netPremium(accelerated, basis),
        '1000P_standalone': 1000 * netPremium(standalone, basis),
      };
      for (const [column, value] of Object.entries(computed)) {
        expect(value, column).toBeCloseTo(numberCell(row, column), decimalsOf(cell(row, column)));
      }
    });
  }

  it('worked example: CL1 x=30 i=2.5% cross-checked with actuarialmath (test-vectors.md §C1)', () => {
    const model = modelFromLifeTable(selectLifeTable(cl2010, 'CL1', 'male'));
    expect(annuityDue(model, 0.025, 30)).toBeCloseTo(27.744412, 6);
    expect(wholeLifeInsurance(model, 0.025, 30)).toBeCloseTo(0.323307, 6);
    expect(annuityDue(model, 0.025, 30, 20)).toBeCloseTo(15.801354, 6);
    const term = benefitEpv(
      project(termLife({ issueAge: 30, coverYears: 20, payYears: 20 }), { model, interest: 0.025 }),
    );
    expect(term).toBeCloseTo(0.026665, 6);
    expect(pureEndowment(model, 0.025, 30, 20)).toBeCloseTo(0.587936, 6);
  });
});
