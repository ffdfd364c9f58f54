import {
  factorDefinitionSchema,
  factorOptionSchema,
  illustrationBasisSchema,
  productBenefitsSchema,
  productObjectSchema,
} from '@broker/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  FACTOR_COLUMNS,
  ILLUSTRATION_COLUMNS,
  PRODUCT_COLUMNS,
  tableOfHeader,
  TABLE_COLUMNS,
} from './layout.js';

const paths = (columns: { path: readonly string[] }[]) => new Set(columns.map((c) => c.path.join('.')));

describe('spreadsheet layout', () => {
  it('has a column for every field of a product, so a spreadsheet round trip loses nothing', () => {
    const own = paths(PRODUCT_COLUMNS);
    const inTables = ['factors', 'constraints', 'rates', 'commission', 'clauses', 'faq', 'illustration'];
    for (const key of Object.keys(productObjectSchema.shape)) {
      if (inTables.includes(key) || ['sumInsured', 'premium', 'benefits'].includes(key)) continue;
      expect(own.has(key), key).toBe(true);
    }
    for (const key of Object.keys(productBenefitsSchema.shape))
      expect(own.has(`benefits.${key}`), key).toBe(true);
    for (const key of ['min', 'max', 'step'])
      expect(own.has(`sumInsured.${key}`) && own.has(`premium.${key}`)).toBe(true);
    for (const key of ['basis', 'keys', 'source']) expect(own.has(`rates.${key}`), key).toBe(true);
  });

  it('has a column for every field of a factor and of the illustration basis', () => {
    const factor = paths(FACTOR_COLUMNS);
    for (const key of Object.keys(factorDefinitionSchema.shape)) expect(factor.has(key), key).toBe(true);
    expect(Object.keys(factorOptionSchema.shape).sort()).toEqual(['amount', 'label', 'startAge', 'value']);
    const illustration = paths(ILLUSTRATION_COLUMNS);
    for (const option of illustrationBasisSchema.options) {
      for (const [key, schema] of Object.entries(option.shape)) {
        const inner = schema instanceof z.ZodOptional ? schema.unwrap() : schema;
        const nested = inner instanceof z.ZodObject ? Object.keys(inner.shape) : [];
        if (nested.length === 0) expect(illustration.has(key), key).toBe(true);
        for (const field of nested) expect(illustration.has(`${key}.${field}`), `${key}.${field}`).toBe(true);
      }
    }
  });

  it('tells a CSV file’s table by its header', () => {
    for (const [name, columns] of Object.entries(TABLE_COLUMNS)) {
      const headers = columns.map((c) => c.header);
      if (name === 'rates') headers.push('18岁');
      if (name === 'commission') headers.push('第1年');
      expect(tableOfHeader(headers), name).toBe(name);
    }
  });
});
