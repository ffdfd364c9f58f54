import type { Cell } from './cells.js';

/**
 * CSV as Excel and WPS write it (RFC 4180: quoted fields, doubled quotes, line breaks inside quotes),
 * in UTF-8 with or without a byte-order mark, or in GB18030 — what a Chinese Excel saves as "CSV".
 */
export function decodeCsv(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
}

/** Rows of fields; `lines[i]` is the line number row i starts on (quoted line breaks span lines). */
export function parseCsv(text: string): { rows: string[][]; lines: number[] } | { error: string } {
  const rows: string[][] = [];
  const lines: number[] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  let i = 0;
  const endField = () => {
    row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    rows.push(row);
    lines.push(rowLine);
    row = [];
  };
  while (i < text.length) {
    const c = text.charAt(i);
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 1;
        } else quoted = false;
      } else {
        if (c === '\n') line += 1;
        field += c;
      }
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') endField();
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      endRow();
      line += 1;
      rowLine = line;
    } else field += c;
    i += 1;
  }
  if (quoted) return { error: `第${rowLine}行：引号没有闭合` };
  if (field !== '' || row.length > 0) endRow();
  return { rows, lines };
}

function quoteField(cell: Cell): string {
  if (cell === null) return '';
  const text = cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell);
  return /[",\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** UTF-8 with a byte-order mark, so Excel opens Chinese text correctly; CRLF line ends. */
export function writeCsv(rows: Cell[][]): Buffer {
  const body = rows.map((row) => row.map(quoteField).join(',')).join('\r\n');
  return Buffer.from(`\uFEFF${body}\r\n`, 'utf8');
}
