// A small CSV reader for the reference tables (RFC 4180 quoting; a header row). Pure: it parses a string;
// reading the file is the caller's business.

export interface CsvTable {
  readonly columns: readonly string[];
  readonly rows: readonly Readonly<Record<string, string>>[];
}

function splitRecords(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let k = 0; k < text.length; k++) {
    const ch = text[k];
    if (quoted) {
      if (ch === '"' && text[k + 1] === '"') {
        field += '"';
        k++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') {
      record.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[k + 1] === '\n') k++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += ch;
  }
  if (quoted) throw new SyntaxError('CSV: unterminated quoted field');
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records.filter((r) => !(r.length === 1 && r[0] === ''));
}

export function parseCsv(text: string): CsvTable {
  const [header, ...body] = splitRecords(text.replace(/^\uFEFF/, ''));
  if (header === undefined) throw new SyntaxError('CSV: no header row');
  const rows = body.map((cells, index) => {
    if (cells.length !== header.length) {
      throw new SyntaxError(`CSV line ${index + 2}: ${cells.length} fields, header has ${header.length}`);
    }
    return Object.fromEntries(header.map((name, k) => [name, cells[k] ?? '']));
  });
  return { columns: header, rows };
}

/** The text of a cell; throws when the column does not exist. */
export function cell(row: Readonly<Record<string, string>>, column: string): string {
  const value = row[column];
  if (value === undefined) throw new SyntaxError(`CSV: no column ${column}`);
  return value.trim();
}

/** A numeric cell; throws on an empty or non-numeric value. */
export function numberCell(row: Readonly<Record<string, string>>, column: string): number {
  const text = cell(row, column);
  const value = Number(text);
  if (text === '' || !Number.isFinite(value))
    throw new SyntaxError(`CSV: ${column} is not a number: "${text}"`);
  return value;
}

/** A numeric cell that may be empty (a table that does not cover that age). */
export function optionalNumberCell(
  row: Readonly<Record<string, string>>,
  column: string,
): number | undefined {
  return cell(row, column) === '' ? undefined : numberCell(row, column);
}

/**
 * One column of an age-indexed table as rates from its first to its last non-empty age. A gap inside that
 * range is an error (the tables in data/reference cover contiguous ages).
 */
export function ageColumn(
  table: CsvTable,
  column: string,
  ageColumnName = 'age',
): { minAge: number; values: number[] } {
  const cells = table.rows
    .map((row) => ({ age: numberCell(row, ageColumnName), value: optionalNumberCell(row, column) }))
    .filter((c): c is { age: number; value: number } => c.value !== undefined);
  const first = cells[0];
  if (first === undefined) throw new SyntaxError(`CSV: column ${column} is empty`);
  cells.forEach((c, k) => {
    if (c.age !== first.age + k) throw new SyntaxError(`CSV: column ${column} has a gap before age ${c.age}`);
  });
  return { minAge: first.age, values: cells.map((c) => c.value) };
}
