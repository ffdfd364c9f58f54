import fs from 'node:fs/promises';
import path from 'node:path';
import { webResourceInputSchema, type WebResourceEntry } from '@broker/contract';
import { parse as parseYaml } from 'yaml';
import { decodeCsv, parseCsv } from '../catalogue/tables/csv.js';

/**
 * Web resources could not be read: the message lists every problem with its file and entry (row for
 * CSV); nothing was written. The CLI prints it and exits 65 (EX_DATAERR).
 */
export class WebResourceImportError extends Error {
  override name = 'WebResourceImportError';
  constructor(readonly problems: string[]) {
    super(`网页资料未导入，请修改后重试：\n${problems.map((p) => `- ${p}`).join('\n')}`);
  }
}

export const WEB_RESOURCE_FORMATS = ['.json', '.csv', '.yaml', '.yml'] as const;

/** CSV headers, in English or Chinese, and the field each one fills. */
const HEADERS: Record<string, string> = {
  title: 'title',
  标题: 'title',
  source: 'source',
  来源: 'source',
  summary: 'summary',
  简介: 'summary',
  摘要: 'summary',
  url: 'url',
  link: 'url',
  链接: 'url',
  网址: 'url',
  category: 'category',
  分类: 'category',
  order: 'order',
  排序: 'order',
  published: 'published',
  发布: 'published',
  是否发布: 'published',
};

const YES = new Set(['true', '1', 'yes', 'y', '是', '发布', '已发布']);
const NO = new Set(['false', '0', 'no', 'n', '否', '不发布', '未发布', '下架']);

/** A CSV cell of the `published` column; anything else is left as text, which the schema refuses. */
function csvBoolean(value: string): boolean | string | undefined {
  const v = value.trim().toLowerCase();
  if (v === '') return undefined;
  if (YES.has(v)) return true;
  if (NO.has(v)) return false;
  return value;
}

function csvRecords(text: string, problems: string[], file: string): { record: unknown; where: string }[] {
  const parsed = parseCsv(text);
  if ('error' in parsed) {
    problems.push(`${file}：${parsed.error}`);
    return [];
  }
  const [header, ...rows] = parsed.rows;
  if (!header) {
    problems.push(`${file}：文件是空的`);
    return [];
  }
  const fields = header.map((h) => HEADERS[h.trim().toLowerCase()] ?? HEADERS[h.trim()]);
  const unknown = header.filter((_, i) => fields[i] === undefined).map((h) => h.trim());
  if (unknown.length > 0)
    problems.push(
      `${file}：不认识的列 ${unknown.join('、')}（可用：标题、来源、简介、链接、分类、排序、发布）`,
    );
  const out: { record: unknown; where: string }[] = [];
  rows.forEach((row, i) => {
    if (row.every((cell) => cell.trim() === '')) return;
    const record: Record<string, unknown> = {};
    fields.forEach((field, col) => {
      const cell = row[col] ?? '';
      if (!field) return;
      if (field === 'published') record[field] = csvBoolean(cell);
      else if (field === 'order') record[field] = cell.trim() === '' ? undefined : cell;
      else record[field] = cell;
    });
    out.push({ record, where: `${file} 第${parsed.lines[i + 1] ?? i + 2}行` });
  });
  return out;
}

function documentRecords(
  document: unknown,
  problems: string[],
  file: string,
): { record: unknown; where: string }[] {
  // A bare list, or `{ resources: [...] }` so a file can carry a comment-like wrapper.
  const list =
    Array.isArray(document) || document === null || typeof document !== 'object'
      ? document
      : (document as { resources?: unknown }).resources;
  if (!Array.isArray(list)) {
    problems.push(`${file}：应为网页资料的列表（或含 resources 列表的对象）`);
    return [];
  }
  return list.map((record, i) => ({ record, where: `${file} 第${i + 1}条` }));
}

/** Reads and checks every entry of the files; throws WebResourceImportError listing all problems. */
export async function readWebResourceFiles(files: readonly string[]): Promise<WebResourceEntry[]> {
  const problems: string[] = [];
  const found: { record: unknown; where: string }[] = [];
  for (const file of files) {
    const name = path.basename(file);
    const ext = path.extname(file).toLowerCase();
    if (!(WEB_RESOURCE_FORMATS as readonly string[]).includes(ext)) {
      problems.push(`${name}：不支持的文件格式（支持 .json、.csv、.yaml）`);
      continue;
    }
    let bytes: Buffer;
    try {
      bytes = await fs.readFile(file);
    } catch {
      problems.push(`${name}：文件不存在或无法读取`);
      continue;
    }
    const text = decodeCsv(bytes);
    if (ext === '.csv') {
      found.push(...csvRecords(text, problems, name));
      continue;
    }
    let document: unknown;
    try {
      document = ext === '.json' ? JSON.parse(text.replace(/^\uFEFF/, '')) : parseYaml(text);
    } catch (error) {
      problems.push(
        `${name}：${ext === '.json' ? 'JSON' : 'YAML'} 格式有误（${(error as Error).message.split('\n')[0]}）`,
      );
      continue;
    }
    found.push(...documentRecords(document, problems, name));
  }

  const entries: WebResourceEntry[] = [];
  const seen = new Map<string, string>();
  for (const { record, where } of found) {
    if (record === null || typeof record !== 'object' || Array.isArray(record)) {
      problems.push(`${where}：应为一条网页资料（含标题、来源、链接、分类）`);
      continue;
    }
    const parsed = webResourceInputSchema.safeParse(record);
    if (!parsed.success) {
      const reasons = parsed.error.issues.map((issue) => issue.message);
      problems.push(`${where}：${[...new Set(reasons)].join('；')}`);
      continue;
    }
    const earlier = seen.get(parsed.data.url);
    if (earlier) {
      problems.push(`${where}：链接与${earlier}重复`);
      continue;
    }
    seen.set(parsed.data.url, where);
    entries.push(parsed.data);
  }
  if (problems.length === 0 && entries.length === 0) problems.push('文件中没有网页资料');
  if (problems.length > 0) throw new WebResourceImportError(problems);
  return entries;
}
