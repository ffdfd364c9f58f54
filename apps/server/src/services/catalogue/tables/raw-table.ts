import { formatLocation, type Location, type SourceMap } from '../drafts.js';
import type { Problems } from '../problems.js';
import { cellText, type Cell } from './cells.js';
import { TABLE_COLUMNS, type Column, type TableName } from './layout.js';

/** A table as read from a sheet or a CSV file: the header row and the rows below it. */
export interface RawTable {
  name: TableName;
  /** "工作表 products" or "文件 rates.csv", for messages. */
  source: string;
  headers: string[];
  /** `line` is the row number the operator sees (the header is line 1). */
  rows: { line: number; cells: Cell[] }[];
}

/** One data row, its generic columns read into `value` and every value's cell remembered. */
export interface ReadRow {
  line: number;
  value: Record<string, unknown>;
  at(column?: string): Location;
  /** A cell by header (for the age and policy-year columns). */
  cell(header: string): Cell;
  /** Headers whose cell could not be read (already reported). */
  failed: Set<string>;
  /** Records a problem at this row (and column). */
  problem(message: string, column?: string): void;
}

export const normalizeHeader = (header: string) => header.normalize('NFKC').replace(/\s+/g, '').trim();

function setPath(target: Record<string, unknown>, path: readonly string[], value: unknown): void {
  let node = target;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (typeof next === 'object' && next !== null) node = next as Record<string, unknown>;
    else {
      const created: Record<string, unknown> = {};
      node[key] = created;
      node = created;
    }
  }
  const last = path[path.length - 1];
  if (last !== undefined) node[last] = value;
}

/** Without unset values (so optional fields stay absent) and groups left empty. */
function prune(value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (child === undefined) continue;
    if (typeof child === 'object' && child !== null && !Array.isArray(child) && !(child instanceof Date)) {
      const inner = prune(child as Record<string, unknown>);
      if (Object.keys(inner).length > 0 || key === 'benefits') out[key] = inner;
    } else out[key] = child;
  }
  return out;
}

/** Headers that a table accepts besides its fixed columns (ages, policy years). */
export type ExtraHeader = (header: string) => boolean;

/**
 * Checks the header row: missing, unknown and repeated columns. A table whose header is wrong is not
 * read at all: its cells cannot be trusted to be what their header says.
 */
export function checkHeader(
  table: RawTable,
  problems: Problems,
  extraHeader: ExtraHeader,
  columns: Column[] = TABLE_COLUMNS[table.name],
): boolean {
  const seen = new Set<string>();
  let ok = true;
  for (const header of table.headers.map(normalizeHeader)) {
    if (header === '') continue;
    if (seen.has(header)) {
      problems.add(`${table.source} 第1行`, `列「${header}」出现了两次`);
      ok = false;
    } else if (!columns.some((c) => c.header === header) && !extraHeader(header)) {
      problems.add(`${table.source} 第1行`, `不认识的列「${header}」`);
      ok = false;
    }
    seen.add(header);
  }
  for (const column of columns) {
    if (!column.optional && !seen.has(column.header)) {
      problems.add(table.source, `缺少列「${column.header}」`);
      ok = false;
    }
  }
  return ok;
}

/** Reads every non-empty row's fixed columns (the header was checked before). */
export function readRows(
  table: RawTable,
  problems: Problems,
  columns: Column[] = TABLE_COLUMNS[table.name],
): ReadRow[] {
  const index = new Map<string, number>();
  table.headers.forEach((header, i) => index.set(normalizeHeader(header), i));
  const rows: ReadRow[] = [];
  for (const { line, cells } of table.rows) {
    if (cells.every((c) => cellText(c) === undefined)) continue;
    const cell = (header: string): Cell => {
      const i = index.get(header);
      return i === undefined ? null : (cells[i] ?? null);
    };
    const at = (column?: string): Location => ({ source: table.source, line, column });
    const row: ReadRow = {
      line,
      value: {},
      at,
      cell,
      failed: new Set(),
      problem: (message, column) => problems.add(formatLocation(at(column)), message),
    };
    for (const column of columns) {
      const parsed = column.codec.read(cell(column.header));
      if (parsed.ok) setPath(row.value, column.path, parsed.value);
      else {
        row.failed.add(column.header);
        row.problem(parsed.message, column.header);
      }
    }
    rows.push({ ...row, value: prune(row.value) });
  }
  return rows;
}

/** Records where each generic column of `row` went, under `prefix` in the record's paths. */
export function mapColumns(
  sources: SourceMap,
  row: ReadRow,
  prefix: readonly (string | number)[],
  columns: Column[],
  failed: Set<string>,
): void {
  sources.set(prefix, row.at());
  for (const column of columns) {
    const path = [...prefix, ...column.path];
    sources.set(path, row.at(column.header));
    if (row.failed.has(column.header)) failed.add(path.map(String).join('/'));
  }
}
