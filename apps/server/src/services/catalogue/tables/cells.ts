/**
 * One spreadsheet cell, read and written. Cells arrive as what Excel or a CSV holds (text, numbers,
 * booleans, dates); each column kind turns them into catalogue values with a precise Chinese message
 * when it cannot, and writes values back in the form an operator would type.
 */
export type Cell = string | number | boolean | Date | null;

export type Parsed<T> = { ok: true; value: T | undefined } | { ok: false; message: string };

export interface Codec<T> {
  read(cell: Cell): Parsed<T>;
  write(value: T | undefined): Cell;
}

const ok = <T>(value: T | undefined): Parsed<T> => ({ ok: true, value });
const fail = (message: string): Parsed<never> => ({ ok: false, message });

/** The cell as trimmed text (full-width digits and letters folded), or undefined when empty. */
export function cellText(cell: Cell): string | undefined {
  if (cell === null) return undefined;
  if (cell instanceof Date) return isoDate(cell);
  if (typeof cell === 'boolean') return cell ? '是' : '否';
  const text = String(cell).trim();
  return text === '' ? undefined : text;
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

const quote = (text: string) => `「${text.length > 20 ? `${text.slice(0, 20)}…` : text}」`;

/** A decimal number as people type it: "1,000", "１０００", "35%" (when percentages make sense). */
function readNumber(cell: Cell, percent: boolean): Parsed<number> {
  if (typeof cell === 'number') return Number.isFinite(cell) ? ok(cell) : fail('须为数字');
  const text = cellText(cell);
  if (text === undefined) return ok(undefined);
  const spaced = text.normalize('NFKC').replace(/\s/g, '');
  // Thousands separators only where they belong: "1,000,000" yes, "1,2,3" no.
  if (spaced.includes(',') && !/^[-+]?\d{1,3}(,\d{3})+(\.\d+)?%?$/.test(spaced)) {
    return fail(`须为数字，而不是${quote(text)}`);
  }
  const folded = spaced.replace(/,/g, '');
  const match = /^([-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?)(%?)$/i.exec(folded);
  if (!match || (match[2] && !percent)) return fail(`须为数字，而不是${quote(text)}`);
  const value = Number(match[1]);
  if (!Number.isFinite(value)) return fail(`须为数字，而不是${quote(text)}`);
  return ok(match[2] ? Number((value / 100).toPrecision(12)) : value);
}

export const numberCell: Codec<number> = {
  read: (cell) => readNumber(cell, false),
  write: (value) => value ?? null,
};

/** Ratios and rates: 0.35 or 35%. */
export const ratioCell: Codec<number> = {
  read: (cell) => readNumber(cell, true),
  write: (value) => value ?? null,
};

export const intCell: Codec<number> = {
  read(cell) {
    const parsed = readNumber(cell, false);
    if (parsed.ok && parsed.value !== undefined && !Number.isInteger(parsed.value)) {
      return fail(`须为整数，而不是${quote(String(cellText(cell)))}`);
    }
    if (!parsed.ok) return fail(parsed.message.replace('须为数字', '须为整数'));
    return parsed;
  },
  write: (value) => value ?? null,
};

export const textCell: Codec<string> = {
  read: (cell) => ok(cellText(cell)),
  write: (value) => value ?? null,
};

const TRUE = new Set(['是', 'true', 'yes', 'y', '1', '在售', '有']);
const FALSE = new Set(['否', 'false', 'no', 'n', '0', '停售', '无']);

export const boolCell: Codec<boolean> = {
  read(cell) {
    if (typeof cell === 'boolean') return ok(cell);
    const text = cellText(cell);
    if (text === undefined) return ok(undefined);
    const key = text.normalize('NFKC').toLowerCase();
    if (TRUE.has(key)) return ok(true);
    if (FALSE.has(key)) return ok(false);
    return fail(`须为“是”或“否”，而不是${quote(text)}`);
  },
  write: (value) => (value === undefined ? null : value ? '是' : '否'),
};

/** YYYY-MM-DD; Excel date cells and 2024/5/1 are accepted. */
export const dateCell: Codec<string> = {
  read(cell) {
    if (cell instanceof Date) return ok(isoDate(cell));
    const text = cellText(cell);
    if (text === undefined) return ok(undefined);
    const match = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?$/.exec(text.normalize('NFKC'));
    if (!match) return fail(`须为日期（如 2024-05-01），而不是${quote(text)}`);
    const [, year, month = '', day = ''] = match;
    return ok(`${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`);
  },
  write: (value) => value ?? null,
};

/** A code, written as its label and read as either. */
export function choiceCell(labels: Record<string, string>): Codec<string> {
  const byLabel = new Map(Object.entries(labels).map(([code, label]) => [label, code]));
  return {
    read(cell) {
      const text = cellText(cell);
      if (text === undefined) return ok(undefined);
      if (text in labels) return ok(text);
      const code = byLabel.get(text);
      if (code !== undefined) return ok(code);
      return fail(`须为以下之一：${Object.values(labels).join('、')}，而不是${quote(text)}`);
    },
    write: (value) => (value === undefined ? null : (labels[value] ?? value)),
  };
}

/** Short items (aliases, tags, terms) separated by "；" — ";" "、" "," and line breaks are accepted. */
export const TOKEN_SEPARATOR = '；';
const TOKEN_SPLIT = /[；;、,，\n]/;

export function tokensCell(
  read: (text: string) => string = (t) => t,
  write = (v: string) => v,
): Codec<string[]> {
  return {
    read(cell) {
      const text = cellText(cell);
      if (text === undefined) return ok([]);
      return ok(
        text
          .split(TOKEN_SPLIT)
          .map((t) => t.trim())
          .filter((t) => t !== '')
          .map(read),
      );
    },
    write: (values) => (values && values.length > 0 ? values.map(write).join(TOKEN_SEPARATOR) : null),
  };
}

/** Sentences (highlights, exclusions): one per line inside the cell, since sentences contain "；". */
export const linesCell: Codec<string[]> = {
  read(cell) {
    const text = cellText(cell);
    if (text === undefined) return ok([]);
    return ok(
      text
        .split(/\r?\n/)
        .map((t) => t.trim())
        .filter((t) => t !== ''),
    );
  },
  write: (values) => (values && values.length > 0 ? values.join('\n') : null),
};

/** Numbers separated like tokens: "0.75；0.45；0.2" (percentages accepted). */
export const numbersCell: Codec<number[]> = {
  read(cell) {
    if (typeof cell === 'number') return ok([cell]);
    const text = cellText(cell);
    if (text === undefined) return ok(undefined);
    const values: number[] = [];
    for (const part of text.split(TOKEN_SPLIT).filter((t) => t.trim() !== '')) {
      const parsed = readNumber(part, true);
      if (!parsed.ok || parsed.value === undefined) return fail(`须为以“；”分隔的数字，而不是${quote(text)}`);
      values.push(parsed.value);
    }
    return ok(values);
  },
  write: (values) => (values && values.length > 0 ? values.join(TOKEN_SEPARATOR) : null),
};
