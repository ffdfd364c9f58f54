import type { Codec } from './cells.js';

export interface Column {
  header: string;
  /** Where the value goes in the record (a product part, a company, an FAQ entry). */
  path: readonly string[];
  codec: Codec<unknown>;
  /** May be left out of the header row (a missing column reads as empty). */
  optional?: boolean;
}

export const col = (
  header: string,
  path: string | readonly string[],
  codec: Codec<unknown>,
  optional = false,
) => ({
  header,
  path: typeof path === 'string' ? [path] : path,
  codec,
  optional,
});

export const PRODUCT_CODE = '产品代码';
