import { catalogueObjectSchema, productObjectSchema } from '@broker/contract';
import { z } from 'zod';
import { checkProductConsistency } from './consistency.js';

/**
 * A whole product as the catalogue stores, imports and exports it: the contract's fields and their
 * consistency (factor codes unique, defaults valid and within every constraint, a rate row for every key
 * combination over its ages, premium-driven types quoted from a premium …; see consistency.ts).
 */
export const productSchema = productObjectSchema.superRefine(checkProductConsistency);

/** A whole catalogue: every product consistent, codes unique and every product's company present. */
export const catalogueSchema = catalogueObjectSchema
  .extend({ products: z.array(productSchema) })
  .superRefine((catalogue, ctx) => {
    const duplicates = (codes: string[]) => codes.filter((code, i) => codes.indexOf(code) !== i);
    for (const code of duplicates(catalogue.companies.map((c) => c.code)))
      ctx.addIssue({ code: 'custom', path: ['companies'], message: `公司代码重复：${code}` });
    for (const code of duplicates(catalogue.products.map((p) => p.code)))
      ctx.addIssue({ code: 'custom', path: ['products'], message: `产品代码重复：${code}` });
    for (const id of duplicates(catalogue.faq.map((f) => f.id)))
      ctx.addIssue({ code: 'custom', path: ['faq'], message: `FAQ 编号重复：${id}` });
    const companies = new Set(catalogue.companies.map((c) => c.code));
    catalogue.products.forEach((p, i) => {
      if (!companies.has(p.companyCode))
        ctx.addIssue({
          code: 'custom',
          path: ['products', i, 'companyCode'],
          message: `未知的公司代码：${p.companyCode}`,
        });
    });
  });
