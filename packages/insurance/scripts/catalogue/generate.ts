// Builds the demo catalogue deterministically: npm run catalogue:generate
//   in:  data/reference/*.csv (public tables), data/catalogue-source/ (companies, FAQ, clause templates),
//        the product designs in ./designs/
//   out: data/catalogue/catalogue.json = { version, generatedAt, companies, products, faq }
// Same inputs, same bytes: no clock, no randomness (the version is a hash of the content).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Catalogue, PRODUCT_TYPES, companySchema, faqItemSchema } from '@broker/contract';
import { catalogueSchema, illustrate, quote } from '../../src/index.js';
import { stringify } from './build/json.js';
import { buildProduct } from './build/product.js';
import { loadPricingReference } from './build/reference.js';
import { HEALTH_NOTICES } from './designs/health-notices.js';
import { DESIGNS } from './designs/index.js';

/** The catalogue's as-of date: fixed, so that a rebuild is byte-identical. */
export const GENERATED_AT = '2026-11-20T00:00:00+08:00';
/** Above this the products go to one file each (data/catalogue/products/<code>.json). */
const SPLIT_BYTES = 15 * 1024 * 1024;

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const read = (path: string) => readFileSync(`${root}${path}`, 'utf8');

/** What the generator needs of a zod schema (this package does not depend on zod itself). */
interface Schema<T> {
  safeParse(
    data: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

function parseSource<T>(schema: Schema<T>, path: string): T {
  const result = schema.safeParse(JSON.parse(read(path)));
  if (!result.success) {
    const issues = result.error.issues
      .map((i) => `  ${i.path.map(String).join('.')}: ${i.message}`)
      .join('\n');
    throw new Error(`${path} is invalid:\n${issues}`);
  }
  return result.data;
}

function faqFiles(): string[] {
  const order = (name: string) => Number(/^faq-?(\d*)\.json$/.exec(name)?.[1] || 0);
  return readdirSync(`${root}data/catalogue-source`)
    .filter((name) => /^faq(-\d+)?\.json$/.test(name))
    .sort((a, b) => order(a) - order(b))
    .map((name) => `data/catalogue-source/${name}`);
}

function build(): Catalogue {
  const companies = parseSource(companySchema.array(), 'data/catalogue-source/companies.json');
  const faq = faqFiles().flatMap((path) => parseSource(faqItemSchema.array(), path));
  const templates = Object.fromEntries(
    PRODUCT_TYPES.map((type) => [type, read(`data/catalogue-source/clause-templates/${type}.md`)]),
  );
  const unknown = Object.keys(HEALTH_NOTICES).filter((code) => !DESIGNS.some((d) => d.code === code));
  if (unknown.length > 0)
    throw new Error(`health notices for products with no design: ${unknown.join(', ')}`);
  const ref = loadPricingReference((name) => read(`data/reference/${name}`));
  const products = DESIGNS.map((design) => {
    const company = companies.find((c) => c.code === design.company);
    if (company === undefined)
      throw new Error(`${design.code}: no company ${design.company} in companies.json`);
    return buildProduct(design, company, templates, ref);
  });
  const content = { companies, products, faq };
  const version = `${GENERATED_AT.slice(0, 10)}.${createHash('sha256').update(stringify(content)).digest('hex').slice(0, 12)}`;
  const result = catalogueSchema.safeParse({ version, generatedAt: GENERATED_AT, ...content });
  if (!result.success) {
    const issues = result.error.issues.slice(0, 30).map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`the generated catalogue is invalid:\n${issues.join('\n')}`);
  }
  // A quote and an illustration with the defaults alone must work for every product.
  for (const product of result.data.products) {
    const q = quote(product, {});
    if (!q.ok)
      throw new Error(
        `${product.code}: default quote fails: ${q.violations.map((v) => v.message).join('；')}`,
      );
    const i = illustrate(product, {}, ref.tables);
    if (!i.ok || i.value.rows.length === 0) throw new Error(`${product.code}: default illustration fails`);
  }
  return result.data;
}

function write(catalogue: Catalogue): string {
  const dir = `${root}data/catalogue`;
  mkdirSync(dir, { recursive: true });
  const whole = `${stringify(catalogue)}\n`;
  if (existsSync(`${dir}/products`)) rmSync(`${dir}/products`, { recursive: true });
  if (Buffer.byteLength(whole) <= SPLIT_BYTES) {
    writeFileSync(`${dir}/catalogue.json`, whole);
    return `data/catalogue/catalogue.json (${(Buffer.byteLength(whole) / 1024).toFixed(0)} KB)`;
  }
  mkdirSync(`${dir}/products`);
  for (const product of catalogue.products)
    writeFileSync(`${dir}/products/${product.code}.json`, `${stringify(product)}\n`);
  writeFileSync(
    `${dir}/catalogue.json`,
    `${stringify({ ...catalogue, products: catalogue.products.map((p) => p.code) })}\n`,
  );
  return `data/catalogue/catalogue.json + products/<code>.json (${catalogue.products.length} files)`;
}

const started = performance.now();
const catalogue = build();
const where = write(catalogue);
const byType = PRODUCT_TYPES.map(
  (type) =>
    `${type} ${catalogue.products.filter((p) => p.type === type && p.onSale).length}+${catalogue.products.filter((p) => p.type === type && !p.onSale).length}`,
).join(', ');
console.log(
  `catalogue ${catalogue.version}: ${catalogue.companies.length} companies, ${catalogue.products.length} products (on sale + off sale: ${byType}), ${catalogue.faq.length} FAQ`,
);
console.log(`wrote ${where} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
