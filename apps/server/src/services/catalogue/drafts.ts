import { formatPath, type IssuePath } from './problems.js';

/** Where a value came from in a spreadsheet: "工作表 products 第5行「最低投保年龄」". */
export interface Location {
  /** "工作表 products" or "文件 rates.csv". */
  source: string;
  line: number;
  column?: string;
}

export function formatLocation(location: Location): string {
  const column = location.column ? `「${location.column}」` : '';
  return `${location.source} 第${location.line}行${column}`;
}

export const pathKey = (path: IssuePath) => path.map(String).join('/');

/**
 * One record to validate (a company, a product, an FAQ entry) and how to name a place inside it. JSON
 * names places by path; spreadsheets by the cell each value came from, recorded while reading.
 */
export interface Draft {
  /** The code or id, as far as it could be read ('' when missing). */
  key: string;
  value: unknown;
  locate(path: IssuePath): string;
  /** Paths whose cell could not be read: already reported, so the schema's complaint is not repeated. */
  failed: Set<string>;
}

export function jsonDraft(key: string, value: unknown, prefix: IssuePath): Draft {
  return {
    key,
    value,
    locate: (path) => formatPath([...prefix, ...path]) || '文件',
    failed: new Set(),
  };
}

/** Locations by path for a record read from rows; a path without its own falls back to its parent's. */
export class SourceMap {
  private readonly map = new Map<string, Location>();

  constructor(private readonly fallback: string) {}

  set(path: IssuePath, location: Location): void {
    this.map.set(pathKey(path), location);
  }

  has(path: IssuePath): boolean {
    return this.map.has(pathKey(path));
  }

  locate(path: IssuePath): string {
    for (let n = path.length; n >= 0; n -= 1) {
      const found = this.map.get(pathKey(path.slice(0, n)));
      if (found) {
        const rest = path.slice(n);
        return rest.length === 0 ? formatLocation(found) : `${formatLocation(found)}（${formatPath(rest)}）`;
      }
    }
    return path.length === 0 ? this.fallback : `${this.fallback}（${formatPath(path)}）`;
  }
}

export function isFailed(draft: Draft, path: IssuePath): boolean {
  for (let n = path.length; n >= 1; n -= 1) {
    if (draft.failed.has(pathKey(path.slice(0, n)))) return true;
  }
  return false;
}
