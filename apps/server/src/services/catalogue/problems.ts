import type { z } from 'zod';
import { AppError } from '../../errors.js';

/** An import lists at most this many problems; the rest are counted. */
const MAX_PROBLEMS = 20;

/**
 * What an import found wrong, each line naming where ("工作表 products 第5行「最低投保年龄」：须为整数",
 * "products[3].rates.rows[2].rates[5]：须为数字"). Nothing was written.
 */
export class CatalogueImportError extends AppError {
  readonly problems: string[];
  readonly total: number;

  constructor(problems: string[], total = problems.length) {
    const listed = problems.slice(0, MAX_PROBLEMS);
    const more = total > listed.length ? `\n……另有 ${total - listed.length} 处问题未列出` : '';
    super('invalid:import', {
      detail: `导入失败，共 ${total} 处问题，数据库未作任何修改：\n${listed.join('\n')}${more}`,
    });
    this.problems = listed;
    this.total = total;
  }
}

/** Collects problems; `add` is cheap past the limit (only counted). */
export class Problems {
  private readonly lines: string[] = [];
  private count = 0;

  add(where: string, message: string): void {
    this.count += 1;
    if (this.lines.length < MAX_PROBLEMS) this.lines.push(where ? `${where}：${message}` : message);
  }

  get size(): number {
    return this.count;
  }

  /** Throws the collected problems, if any. */
  throwIfAny(): void {
    if (this.count > 0) throw new CatalogueImportError(this.lines, this.count);
  }
}

export type IssuePath = readonly PropertyKey[];

/** `['products', 3, 'rates', 'rows', 2]` → `products[3].rates.rows[2]`. */
export function formatPath(path: IssuePath, prefix = ''): string {
  let out = prefix;
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? String(part) : `.${String(part)}`;
  }
  return out;
}

const TYPE_WORDS: Record<string, string> = {
  number: '数字',
  string: '文本',
  boolean: '是或否',
  array: '列表',
  object: '对象',
};

function bound(value: unknown): string {
  return typeof value === 'bigint' || typeof value === 'number' ? String(value) : String(value);
}

/** A zod issue in the words an operator reads; schema-given messages (e.g. code formats) are kept. */
export function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined || issue.input === null) return '不能为空';
      if (issue.expected === 'int') return '须为整数';
      return `须为${TYPE_WORDS[issue.expected] ?? issue.expected}`;
    }
    case 'too_small':
      if (issue.origin === 'array') return `至少需要 ${bound(issue.minimum)} 项`;
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? '不能为空' : `至少 ${bound(issue.minimum)} 个字`;
      return issue.inclusive ? `须不小于 ${bound(issue.minimum)}` : `须大于 ${bound(issue.minimum)}`;
    case 'too_big':
      if (issue.origin === 'array') return `最多 ${bound(issue.maximum)} 项`;
      if (issue.origin === 'string') return `最多 ${bound(issue.maximum)} 个字`;
      return issue.inclusive ? `须不大于 ${bound(issue.maximum)}` : `须小于 ${bound(issue.maximum)}`;
    case 'invalid_value':
      return `须为以下之一：${issue.values.map(String).join('、')}`;
    case 'invalid_union':
      return '格式不正确';
    case 'unrecognized_keys':
      return `不认识的字段：${issue.keys.join('、')}`;
    case 'invalid_format':
      return issue.format === 'regex' && !issue.message.startsWith('无效') ? issue.message : '格式不正确';
    default:
      return issue.message;
  }
}
