import type { Company, Product, ProductType } from '@broker/contract';

/**
 * The surface forms agents use for catalogue products, derived once per catalogue. A product is named
 * by its full name, its aliases, and forms derived from the name's parts: company prefix (启元),
 * brand (安佑), type descriptor (终身重大疾病保险) and version label (（2021版）). Derived forms score
 * a little below exact names so an exact name or alias of another product wins over them.
 */

export type NameKind = 'full' | 'alias' | 'descriptive' | 'derived' | 'brand';

export interface NameEntry {
  code: string;
  kind: NameKind;
  score: number;
}

export const SCORES: Record<NameKind, number> = {
  full: 1,
  alias: 1,
  // An alias such as '少儿意外险' may be a need described rather than a product named.
  descriptive: 0.9,
  derived: 0.95,
  // A bare brand ('宽保') is what several products of one company may share.
  brand: 0.85,
};

/** How product names end, longest first, with the shorter ways agents write the same type. */
const TYPE_SUFFIXES: readonly (readonly [string, readonly string[]])[] = [
  ['增额终身寿险', ['增额终身寿', '增额寿', '增额寿险']],
  ['重大疾病保险', ['重疾险', '重疾', '重大疾病险']],
  ['养老年金保险', ['养老年金', '养老金', '年金险', '年金']],
  ['门急诊医疗保险', ['门急诊医疗', '门急诊', '门诊险']],
  ['医疗保险', ['医疗险', '医疗']],
  ['定期寿险', ['定寿', '定期寿']],
  ['终身寿险', ['终身寿']],
  ['年金保险', ['年金险', '年金']],
  ['意外保险', ['意外险', '意外']],
];

/** Every type word a name may end with, longest first. */
const TYPE_WORDS = TYPE_SUFFIXES.flatMap(([suffix, shorts]) => [suffix, ...shorts]).sort(
  (a, b) => b.length - a.length,
);

/** Descriptors between the brand and the type ('安佑' + '终身' + '重大疾病保险'); optional when spoken. */
const DESCRIPTORS = ['终身', '少儿', '女性', '长期', '百万', '中端', '综合', '新市民'];

const VERSION = /[（(]([^（）()]+)[)）]$/;

export function normalizeName(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
}

/** '启元人寿' → '启元': the part product names start with. */
export function companyPrefix(company: Company): string {
  return normalizeName(company.shortName).replace(/(人寿|健康|财险|财产|养老|保险)$/, '');
}

export interface NameParts {
  /** Name without the version label: what all versions of one product share. */
  base: string;
  /** The version label without brackets ('2021版', '青春版'), '' when none. */
  version: string;
  /** The year of a year version ('2021'), '' when none. */
  year: string;
  prefix: string;
  brand: string;
  /** The type suffix as written in the name and its short forms. */
  typeForms: readonly string[];
  /** Descriptor words kept between brand and type ('终身'). */
  descriptor: string;
}

export function nameParts(product: Product, prefix: string): NameParts {
  const name = normalizeName(product.name);
  const versionMatch = VERSION.exec(name);
  const version = versionMatch?.[1] ?? '';
  const base = versionMatch ? name.slice(0, versionMatch.index) : name;
  const year = /^(\d{4})版$/.exec(version)?.[1] ?? '';
  let rest = prefix && base.startsWith(prefix) ? base.slice(prefix.length) : base;
  let typeForms: readonly string[] = [];
  for (const [suffix, shorts] of TYPE_SUFFIXES) {
    if (rest.endsWith(suffix)) {
      rest = rest.slice(0, -suffix.length);
      typeForms = [suffix, ...shorts];
      break;
    }
  }
  let descriptor = '';
  for (let changed = true; changed;) {
    changed = false;
    for (const word of DESCRIPTORS) {
      if (rest.length > word.length && rest.endsWith(word)) {
        rest = rest.slice(0, -word.length);
        descriptor = word + descriptor;
        changed = true;
      }
    }
  }
  return { base, version, year, prefix, brand: rest, typeForms, descriptor };
}

/** Every form of one product, with its kind; the same form may come from several rules. */
export function productForms(product: Product, prefix: string): Map<string, NameKind> {
  const forms = new Map<string, NameKind>();
  const add = (form: string, kind: NameKind): void => {
    const key = normalizeName(form);
    if (key.length < 2) return;
    const old = forms.get(key);
    if (old === undefined || SCORES[kind] > SCORES[old]) forms.set(key, kind);
  };
  const parts = nameParts(product, prefix);
  const { base, version, year, brand, typeForms, descriptor } = parts;
  add(product.name, 'full');
  if (brand === '') {
    // A name the parts rules cannot split: only its exact forms.
    for (const alias of product.aliases) add(alias, 'alias');
    return forms;
  }
  for (const alias of product.aliases) {
    const key = normalizeName(alias);
    const namesIt = key.includes(brand) || (prefix !== '' && key.includes(prefix));
    add(alias, namesIt ? 'alias' : 'descriptive');
  }
  const core = prefix && base.startsWith(prefix) ? base.slice(prefix.length) : base;
  const versions = version ? ['', `(${version})`, version, ...(year ? [year, `${year}年版`] : [])] : [''];
  const types = typeForms.length > 0 ? typeForms : [''];
  for (const head of [prefix, '']) {
    for (const desc of descriptor ? [descriptor, ''] : ['']) {
      for (const type of types) {
        const stem = head + brand + desc + type;
        // A brand alone (or with its company) is shared between versions and product lines.
        const kind: NameKind = desc + type === '' ? 'brand' : 'derived';
        for (const v of versions) add(stem + v, v === '' ? kind : 'derived');
        if (year) add(year + '版' + stem, 'derived');
      }
    }
  }
  add(brand, 'brand');
  for (const v of versions) if (v !== '') add(brand + v, 'derived');
  add(core, 'derived');
  add(base, 'derived');
  if (version) add(core + `(${version})`, 'full');
  // '启元安佑' names the brand fully; a bare 2-character brand stays a brand.
  if (prefix) add(prefix + brand, brand.length >= 2 ? 'derived' : 'brand');
  return forms;
}

export interface NameIndex {
  /** Normalized form → the products it names. */
  forms: Map<string, NameEntry[]>;
  /** Forms of at least 4 characters that a one-character typo may be tried against. */
  typoForms: Map<string, NameEntry[]>;
  maxFormLength: number;
  /** Normalized company name/shortName/prefix → company code. */
  companyForms: Map<string, string>;
  maxCompanyLength: number;
  parts: Map<string, NameParts>;
  productsByCode: Map<string, Product>;
  /** company code → type → product codes. */
  byCompanyType: Map<string, Map<ProductType, string[]>>;
}

export function buildNameIndex(products: readonly Product[], companies: readonly Company[]): NameIndex {
  const prefixes = new Map(companies.map((c) => [c.code, companyPrefix(c)]));
  const forms = new Map<string, NameEntry[]>();
  const parts = new Map<string, NameParts>();
  const byCompanyType = new Map<string, Map<ProductType, string[]>>();
  for (const product of products) {
    const prefix = prefixes.get(product.companyCode) ?? '';
    parts.set(product.code, nameParts(product, prefix));
    for (const [form, kind] of productForms(product, prefix)) {
      const list = forms.get(form) ?? [];
      list.push({ code: product.code, kind, score: SCORES[kind] });
      forms.set(form, list);
    }
    const types = byCompanyType.get(product.companyCode) ?? new Map<ProductType, string[]>();
    types.set(product.type, [...(types.get(product.type) ?? []), product.code]);
    byCompanyType.set(product.companyCode, types);
  }
  // A typo is tried only against a form whose distinctive part (what is left without a type word)
  // has at least 3 characters: '泰和医疗' one edit from '疾和医疗' would read a product into
  // '重疾和医疗有什么区别', while '启元安佑' one edit from '启元安祐' keeps the company intact.
  const typoForms = new Map<string, NameEntry[]>();
  for (const [form, entries] of forms) {
    const typeWord = TYPE_WORDS.find((w) => form.endsWith(w));
    const distinctive = typeWord ? form.slice(0, -typeWord.length) : form;
    if (form.length >= 4 && distinctive.length >= 3 && entries.every((e) => e.kind !== 'descriptive')) {
      typoForms.set(form, entries);
    }
  }
  const companyForms = new Map<string, string>();
  for (const company of companies) {
    for (const form of [company.name, company.shortName, companyPrefix(company)]) {
      const key = normalizeName(form);
      if (key.length >= 2) companyForms.set(key, company.code);
    }
  }
  return {
    forms,
    typoForms,
    maxFormLength: Math.max(0, ...[...forms.keys()].map((f) => f.length)),
    companyForms,
    maxCompanyLength: Math.max(0, ...[...companyForms.keys()].map((f) => f.length)),
    parts,
    productsByCode: new Map(products.map((p) => [p.code, p])),
    byCompanyType,
  };
}
