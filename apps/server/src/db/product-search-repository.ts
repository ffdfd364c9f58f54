import type { ProductSummary, ProductType } from '@broker/contract';
import { and, asc, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from './database.js';
import { companies, products } from './schema.js';

export interface ProductFilter {
  /** Folded keyword (search-keys.ts) and its space-separated parts, each folded. */
  keyword?: { whole: string; parts: string[] } | undefined;
  type?: ProductType | undefined;
  /** A company code, name or short name. */
  company?: string | undefined;
  /** Products that accept some age in this range. */
  ages?: { min: number; max: number } | undefined;
  gender?: 'M' | 'F' | undefined;
  onSale?: boolean | undefined;
}

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function conditions(filter: ProductFilter): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (filter.onSale !== undefined) where.push(eq(products.onSale, filter.onSale));
  if (filter.type) where.push(eq(products.type, filter.type));
  if (filter.gender) where.push(sql`${filter.gender} = any(${products.genders})`);
  if (filter.ages) {
    where.push(lte(products.minAge, filter.ages.max), gte(products.maxAge, filter.ages.min));
  }
  if (filter.company) {
    const c = filter.company;
    where.push(
      inArray(
        products.companyCode,
        sql`(select ${companies.code} from ${companies} where ${or(
          eq(companies.code, c.toUpperCase()),
          eq(companies.shortName, c),
          eq(companies.name, c),
        )})`,
      ),
    );
  }
  const keyword = filter.keyword;
  if (keyword) {
    const whole = sql`${products.searchText} like ${like(keyword.whole)}`;
    const parts = keyword.parts.map((part) => sql`${products.searchText} like ${like(part)}`);
    where.push(parts.length > 1 ? or(whole, and(...parts)) : whole);
  }
  return and(...where);
}

/**
 * How well a product matches the keyword: its exact name or alias first, then names that start with it,
 * names that contain it, aliases that contain it, and last matches on the company or by parts.
 */
function rank(keyword: string): SQL<number> {
  return sql<number>`case
    when ${products.nameKey} = ${keyword} or ${products.aliasKeys} like ${like(`|${keyword}|`)} then 0
    when ${products.nameKey} like ${`${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} then 1
    when ${products.nameKey} like ${like(keyword)} then 2
    when ${products.aliasKeys} like ${like(keyword)} then 3
    else 4 end`;
}

/** The product list of the selection screen, a page at a time. */
export function productSearchRepository(db: Db) {
  return {
    async search(
      filter: ProductFilter,
      page: { offset: number; limit: number },
    ): Promise<{ items: ProductSummary[]; total: number }> {
      const where = conditions(filter);
      const order = filter.keyword
        ? [asc(rank(filter.keyword.whole)), desc(products.onSale), asc(sql`length(${products.name})`)]
        : [desc(products.onSale), asc(products.typeRank)];
      // The page's codes first (narrow rows, so counting and sorting every match stays cheap), then
      // the list items of just those.
      const ranked = await db
        .select({ code: products.code, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(products)
        .where(where)
        .orderBy(...order, asc(products.companyCode), asc(products.code))
        .limit(page.limit)
        .offset(page.offset);
      if (ranked.length > 0) {
        const codes = ranked.map((r) => r.code);
        const found = await db
          .select({ code: products.code, summary: products.summary })
          .from(products)
          .where(inArray(products.code, codes));
        const byCode = new Map(found.map((r) => [r.code, r.summary]));
        const items = codes.flatMap((code) => byCode.get(code) ?? []);
        return { items, total: ranked[0]?.total ?? 0 };
      }
      if (page.offset === 0) return { items: [], total: 0 };
      // Past the last page: no row carries the total, so count.
      const [counted] = await db
        .select({ total: sql<number>`count(*)`.mapWith(Number) })
        .from(products)
        .where(where);
      return { items: [], total: counted?.total ?? 0 };
    },

    /** How many on-sale products accept some age of each band; and the youngest and oldest age at all. */
    async ageBands(bands: readonly (readonly [number, number])[]) {
      const counts = bands.map(
        ([min, max]) =>
          sql`count(*) filter (where ${products.minAge} <= ${max} and ${products.maxAge} >= ${min})::int`,
      );
      const [row] = await db
        .select({
          youngest: sql<number | null>`min(${products.minAge})`,
          oldest: sql<number | null>`max(${products.maxAge})`,
          counts: sql<number[]>`array[${sql.join(counts, sql`, `)}]`,
        })
        .from(products)
        .where(eq(products.onSale, true));
      return {
        youngest: row?.youngest ?? null,
        oldest: row?.oldest ?? null,
        counts: (row?.counts ?? []).map(Number),
      };
    },
  };
}
export type ProductSearchRepository = ReturnType<typeof productSearchRepository>;
