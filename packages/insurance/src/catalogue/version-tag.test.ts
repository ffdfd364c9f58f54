import { describe, expect, it } from 'vitest';
import { catalogue, product } from '../test-support/catalogue.js';
import { summarize, versionTagOf } from './summary.js';

const companyOf = (code: string) => {
  const p = product(code);
  const company = catalogue.companies.find((c) => c.code === p.companyCode);
  if (!company) throw new RangeError(`no company for ${code}`);
  return company;
};

describe('versionTagOf (spec §4 version tags, decision 036)', () => {
  it('reads a year edition as new on sale and old after; another edition is special; none, no tag', () => {
    expect(versionTagOf({ name: '启元安佑终身重大疾病保险（2021版）', onSale: false })).toBe('old');
    expect(versionTagOf({ name: '启元安佑终身重大疾病保险（2025版）', onSale: true })).toBe('new');
    expect(versionTagOf({ name: '澄远星河重大疾病保险（青春版）', onSale: true })).toBe('newsp');
    expect(versionTagOf({ name: '澄远星河重大疾病保险', onSale: true })).toBeUndefined();
    // The catalogue's own tag wins.
    expect(versionTagOf({ name: '澄远星河重大疾病保险', onSale: true, versionTag: 'old' })).toBe('old');
  });

  it('puts the tag on the demo catalogue summaries that have an edition, and only on those', () => {
    const tagOf = (code: string) => summarize(product(code), companyOf(code)).versionTag;
    expect(tagOf('QYRS-CI01')).toBe('old');
    expect(tagOf('QYRS-CI02')).toBe('new');
    expect(tagOf('CYRS-CI02')).toBe('newsp');
    expect('versionTag' in summarize(product('CYRS-CI01'), companyOf('CYRS-CI01'))).toBe(false);
    const tagged = catalogue.products.filter((p) => versionTagOf(p) !== undefined);
    expect(tagged.length).toBeGreaterThan(5);
    expect(tagged.every((p) => p.name.endsWith('版）'))).toBe(true);
  });
});
