/**
 * A lesson file's front matter: a `---` block of flat `key: value` lines at the top of the Markdown.
 * Deliberately small (no nesting, lists or multi-line values), so an operator's typo is an error
 * naming the line rather than a silently different value.
 */

export type FrontMatterValue = string | number | boolean;

export interface FrontMatter {
  fields: Record<string, FrontMatterValue>;
  /** The Markdown after the block (the whole text when there is none). */
  body: string;
  /** Problems, each naming its line; empty when the block is well formed. */
  problems: string[];
}

const FENCE = /^---[ \t]*$/;
const KEY_VALUE = /^([A-Za-z][\w-]*)[ \t]*:[ \t]*(.*)$/;

function scalar(raw: string): FrontMatterValue | { error: string } {
  const quoted = /^"(.*)"$|^'(.*)'$/.exec(raw.trim());
  if (quoted) {
    const inner = quoted[1] ?? quoted[2] ?? '';
    return quoted[1] !== undefined ? inner.replace(/\\"/g, '"').replace(/\\\\/g, '\\') : inner;
  }
  // A trailing comment (`order: 3  # 第三篇`) is not part of an unquoted value.
  const text = raw.replace(/\s+#.*$/, '').trim();
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  if (/^[[{|>]/.test(text)) return { error: '只支持单行的文字、数字或 true/false' };
  return text;
}

export function parseFrontMatter(source: string): FrontMatter {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const lines = text.split('\n');
  if (!FENCE.test(lines[0] ?? '')) return { fields: {}, body: text, problems: [] };
  const end = lines.findIndex((line, i) => i > 0 && FENCE.test(line));
  if (end < 0) return { fields: {}, body: text, problems: ['第 1 行的 --- 没有对应的结束行 ---'] };

  const fields: Record<string, FrontMatterValue> = {};
  const problems: string[] = [];
  for (let i = 1; i < end; i += 1) {
    const line = lines[i] ?? '';
    if (!line.trim() || line.trim().startsWith('#')) continue;
    const match = KEY_VALUE.exec(line);
    if (!match) {
      problems.push(`第 ${i + 1} 行不是 “名称: 值” 的格式`);
      continue;
    }
    const key = match[1] ?? '';
    const value = scalar(match[2] ?? '');
    if (typeof value === 'object') problems.push(`第 ${i + 1} 行 ${key}：${value.error}`);
    else if (key in fields) problems.push(`第 ${i + 1} 行 ${key} 重复出现`);
    else if (value !== '') fields[key] = value;
  }
  return { fields, body: lines.slice(end + 1).join('\n'), problems };
}
