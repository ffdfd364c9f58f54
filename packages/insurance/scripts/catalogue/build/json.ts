// JSON as the catalogue file writes it: objects one key a line (readable diffs), arrays of numbers or
// short strings on one line (a rate row is one line, so a changed rate is a one-line diff).

const INLINE_MAX = 2_000;

export function stringify(value: unknown, indent = ''): string {
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const primitive = value.every((v) => v === null || ['number', 'string', 'boolean'].includes(typeof v));
    const inline = `[${value.map((v) => JSON.stringify(v)).join(', ')}]`;
    const shortStrings = value.every((v) => typeof v !== 'string' || v.length <= 40);
    if (primitive && shortStrings && inline.length <= INLINE_MAX) return inline;
    const inner = `${indent}  `;
    return `[\n${value.map((v) => `${inner}${stringify(v, inner)}`).join(',\n')}\n${indent}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return '{}';
    const inner = `${indent}  `;
    const lines = entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${stringify(v, inner)}`);
    return `{\n${lines.join(',\n')}\n${indent}}`;
  }
  return JSON.stringify(value);
}
