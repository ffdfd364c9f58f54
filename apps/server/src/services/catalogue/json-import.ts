import { jsonDraft, type Draft } from './drafts.js';
import type { Problems } from './problems.js';

export interface JsonImport {
  companies: Draft[];
  products: Draft[];
  faq: Draft[];
}

/** "…in JSON at position 42" → "第 3 行第 7 列". */
function whereInText(text: string, message: string): string {
  const position = /position (\d+)/.exec(message)?.[1];
  if (position === undefined) return '';
  const before = text.slice(0, Number(position));
  const line = before.split('\n').length;
  const column = Number(position) - before.lastIndexOf('\n');
  return `（第 ${line} 行第 ${column} 列）`;
}

const keyOf = (item: unknown, field: string): string => {
  const value = (item as Record<string, unknown> | null)?.[field];
  return typeof value === 'string' ? value : '';
};

function drafts(list: unknown, name: string, keyField: string, problems: Problems, prefix: string): Draft[] {
  if (list === undefined) return [];
  if (!Array.isArray(list)) {
    problems.add(`${prefix}${name}`, '须为列表');
    return [];
  }
  return list.map((item, i) => jsonDraft(keyOf(item, keyField), item, [`${prefix}${name}`, i]));
}

/**
 * A JSON import: the catalogue document `{companies, products, faq}`, a bare array of products, or one
 * product. Places are named by path: `products[3].rates.rows[2].rates[5]`.
 */
export function readJson(text: string, problems: Problems, label = ''): JsonImport {
  const prefix = label ? `${label} ` : '';
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    const message = (error as Error).message;
    problems.add(label, `不是合法的 JSON${whereInText(text, message)}`);
    return { companies: [], products: [], faq: [] };
  }
  if (Array.isArray(data)) {
    return {
      companies: [],
      products: data.map((item, i) => jsonDraft(keyOf(item, 'code'), item, label ? [label, i] : [i])),
      faq: [],
    };
  }
  if (typeof data !== 'object' || data === null) {
    problems.add(label, '须为产品目录（含 companies、products、faq 的对象）或产品列表');
    return { companies: [], products: [], faq: [] };
  }
  const doc = data as Record<string, unknown>;
  if ('code' in doc && 'rates' in doc) {
    return { companies: [], products: [jsonDraft(keyOf(doc, 'code'), doc, label ? [label] : [])], faq: [] };
  }
  const known = new Set(['version', 'generatedAt', 'companies', 'products', 'faq']);
  for (const key of Object.keys(doc)) if (!known.has(key)) problems.add(`${prefix}${key}`, '不认识的字段');
  return {
    companies: drafts(doc.companies, 'companies', 'code', problems, prefix),
    products: drafts(doc.products, 'products', 'code', problems, prefix),
    faq: drafts(doc.faq, 'faq', 'id', problems, prefix),
  };
}
