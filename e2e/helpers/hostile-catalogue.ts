import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Company, FaqItem, Product } from '../../packages/contract/src/index.js';
import type { WebResourceInput } from '../../packages/contract/src/web-resource.js';
import { PAYLOADS } from './xss.js';

/**
 * What an operator could import carrying the XSS corpus (decision 047): one product per payload
 * (`XSS-01`…), cloned from a demo product on sale so that it quotes, compares and illustrates like any
 * other, with the payload as its name when the name's limit (60 characters) allows it and every payload
 * in each free-text field (highlights, exclusions, tags, clauses, product FAQ); a company and general
 * FAQ entries likewise; and one web resource per payload. Written as files the server imports the way
 * an operator's do (CATALOGUE_DIR on first start, the web-resource import).
 */

const DEMO = JSON.parse(fs.readFileSync(path.resolve('data/catalogue/catalogue.json'), 'utf8')) as {
  version: string;
  companies: Company[];
  products: Product[];
  faq: FaqItem[];
};

export const HOSTILE_COMPANY = 'XSSX';
const NAME_MAX = 60;
const ALIAS_MAX = 30;

const two = (i: number) => String(i + 1).padStart(2, '0');
export const hostileCode = (i: number) => `XSS-${two(i)}`;
/** The product's name: the payload where it fits, else a plain name (its payload is in every other field). */
export const hostileName = (i: number) => {
  const payload = PAYLOADS[i] ?? '';
  return payload.length >= 2 && payload.length <= NAME_MAX ? payload : `跨站测试产品${two(i)}`;
};
/** Payloads that fit a product name: what the name-bearing screens are checked with. */
export const NAMED = PAYLOADS.map((_, i) => i).filter((i) => hostileName(i) === PAYLOADS[i]);

function hostileProduct(template: Product, i: number): Product {
  const payload = PAYLOADS[i] ?? '';
  return {
    ...structuredClone(template),
    code: hostileCode(i),
    name: hostileName(i),
    aliases: [`跨站测试${two(i)}`, ...(payload.length <= ALIAS_MAX ? [payload] : [])],
    companyCode: HOSTILE_COMPANY,
    highlights: [...PAYLOADS],
    exclusions: [...PAYLOADS],
    tags: [...PAYLOADS],
    clauses: [
      { title: payload, paragraphs: [...PAYLOADS] },
      ...PAYLOADS.map((p) => ({ title: p, paragraphs: [p] })),
    ],
    faq: PAYLOADS.map((p) => ({ question: `${p}？`, answer: `${p}。` })),
  };
}

/** A folder holding the demo catalogue plus the hostile company, products and FAQ (CATALOGUE_DIR). */
export function writeHostileCatalogue(): string {
  const template = DEMO.products.find((p) => p.onSale && p.type === 'critical_illness');
  if (!template) throw new Error('the demo catalogue has no critical-illness product on sale');
  const fitting = (max: number) => PAYLOADS.filter((p) => p.length >= 2 && p.length <= max);
  /** As many payloads, joined, as a field of `max` characters holds. */
  const upTo = (max: number) =>
    PAYLOADS.reduce((text, p) => (text.length + p.length <= max ? text + p : text), '');
  const company: Company = {
    code: HOSTILE_COMPANY,
    name: fitting(40)[1] ?? 'XSS',
    shortName: '<b>跨站</b>',
    kind: 'life',
    founded: 2000,
    hotline: '95500',
    description: upTo(300),
  };
  const faq: FaqItem[] = PAYLOADS.map((p, i) => ({
    id: `xss-${two(i)}`,
    category: '跨站测试',
    question: `${p}重疾险是什么`,
    answer: p,
    keywords: ['跨站测试'],
  }));
  const catalogue = {
    ...DEMO,
    companies: [...DEMO.companies, company],
    products: [...DEMO.products, ...PAYLOADS.map((_, i) => hostileProduct(template, i))],
    faq: [...DEMO.faq, ...faq],
  };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ba-xss-catalogue-'));
  fs.writeFileSync(path.join(dir, 'catalogue.json'), JSON.stringify(catalogue));
  return dir;
}

/** One web resource per payload: title, source and summary hostile, the payload in the link's query. */
export function writeHostileWebResources(): string {
  const entries: WebResourceInput[] = PAYLOADS.map((p, i) => ({
    title: p,
    source: p.length <= 50 ? p : `跨站来源${two(i)}`,
    summary: p,
    url: `https://xss.example.com/${two(i)}?q=${encodeURIComponent(p)}`,
    category: '跨站<b>测试</b>',
    // First in the list, before the shipped pages.
    order: -100_000 + i,
  }));
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ba-xss-web-')), 'web-resources.json');
  fs.writeFileSync(file, JSON.stringify(entries));
  return file;
}
