import {
  COMPARE_LIMITS,
  type CompareRequest,
  type Comparison,
  type ComparisonHistoryPage,
} from '@broker/contract';
import {
  comparisonsRepository,
  productsByCode,
  type CatalogueEntry,
  type ComparisonRow,
} from '../../db/comparisons-repository.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { referenceTables } from '../catalogue/reference-tables.js';
import { assemble, forCustomer, withoutProduct } from './comparison.js';
import type { Renderer } from '../rendering/renderer.js';
import { comparisonImage } from './image.js';
import type { ImageAgent } from './image-layout.js';
import { computeProduct, factorsFor } from './compute.js';

/** The product entries of a request, in its order: unknown codes are a 404, off-sale ones a 400. */
async function entriesOf(db: Db, codes: readonly string[]): Promise<CatalogueEntry[]> {
  const found = await productsByCode(db, codes);
  const missing = codes.filter((c) => !found.has(c));
  if (missing.length > 0)
    throw new AppError('not_found:product', { detail: `产品不存在：${missing.join('、')}` });
  const entries = codes.map((c) => found.get(c) as CatalogueEntry);
  const offSale = entries.filter((e) => !e.product.onSale).map((e) => e.product.name);
  if (offSale.length > 0)
    throw new AppError('invalid:compare_off_sale', {
      detail: `产品已停售，不能加入对比：${offSale.join('、')}`,
    });
  return entries;
}

function computeAll(request: CompareRequest, entries: readonly CatalogueEntry[]): Comparison {
  const computed = entries.map((entry) =>
    computeProduct(
      entry,
      factorsFor(entry.product, request.factors, request.productFactors[entry.product.code]),
      referenceTables(),
    ),
  );
  return assemble(request, computed);
}

/** A saved row as the agent reopens it: frozen, flagged when the catalogue changed a product since. */
export async function reopen(db: Db, row: ComparisonRow): Promise<Comparison> {
  const now = await productsByCode(db, row.productCodes);
  const changed = row.productCodes.some((code) => now.get(code)?.updatedAt !== row.productStamps[code]);
  return { ...row.result, id: row.id, savedAt: row.updatedAt.toISOString(), pricesMayHaveChanged: changed };
}

/** Comparisons of 2–5 products, computed by the insurance core, saved per agent. */
export function compareService(db: Db, renderer: Renderer) {
  return {
    /** Computes without saving: the result screen, and every edit of a factor row. */
    async compare(request: CompareRequest): Promise<Comparison> {
      return computeAll(request, await entriesOf(db, request.productCodes));
    },

    /**
     * Saves (id 'new') or replaces a saved comparison. The server computes again from the request, so
     * what is frozen is the core's result; a product that refuses its factors saves nothing.
     */
    async save(userId: string, id: string, request: CompareRequest): Promise<Comparison> {
      const entries = await entriesOf(db, request.productCodes);
      const result = computeAll(request, entries);
      const refused = result.products.filter((p) => p.errors.length > 0);
      if (refused.length > 0) {
        const detail = refused.map((p) => `${p.name}：${p.errors.join('；')}`).join('\n');
        throw new AppError('invalid:factors', { detail });
      }
      const values = {
        title: result.title,
        productCodes: [...request.productCodes],
        result,
        productStamps: Object.fromEntries(entries.map((e) => [e.product.code, e.updatedAt])),
      };
      const repo = comparisonsRepository(db, userId);
      const row = id === 'new' ? await repo.insert(values) : await repo.update(id, values);
      if (!row) throw new AppError('not_found:comparison');
      return reopen(db, row);
    },

    async get(userId: string, id: string): Promise<Comparison> {
      const row = await comparisonsRepository(db, userId).find(id);
      if (!row) throw new AppError('not_found:comparison');
      return reopen(db, row);
    },

    /**
     * GET /v1/prodcompare/download/{id}: the agent's saved comparison as the image they send, without
     * the commission rows. `hash` validates a cached copy before anything is drawn.
     */
    async download(user: ImageAgent & { id: string }, id: string) {
      const row = await comparisonsRepository(db, user.id).find(id);
      if (!row) throw new AppError('not_found:comparison');
      const comparison = forCustomer(await reopen(db, row));
      const agent = { realName: user.realName, workId: user.workId };
      const image = comparisonImage(comparison, agent, renderer);
      return { title: comparison.title, hash: image.hash, render: image.png };
    },

    async history(userId: string, page: number): Promise<ComparisonHistoryPage> {
      const size = COMPARE_LIMITS.historyPageSize;
      const { rows, total } = await comparisonsRepository(db, userId).page((page - 1) * size, size);
      return {
        result: rows.map((r) => ({
          id: r.id,
          title: r.title,
          productNames: r.result.products.map((p) => p.name),
          savedAt: r.updatedAt.toISOString(),
          views: r.views,
        })),
        currentPage: page,
        pageSize: size,
        totalPages: Math.ceil(total / size),
        totalNum: total,
      };
    },

    async remove(userId: string, id: string): Promise<{ ok: true }> {
      if (!(await comparisonsRepository(db, userId).remove(id))) throw new AppError('not_found:comparison');
      return { ok: true };
    },

    /** GET /v1/prodcompare/deleteprod/: the saved comparison without one product, frozen figures kept. */
    async deleteProduct(userId: string, id: string, code: string): Promise<Comparison> {
      const repo = comparisonsRepository(db, userId);
      const row = await repo.find(id);
      if (!row) throw new AppError('not_found:comparison');
      if (!row.productCodes.includes(code)) throw new AppError('not_found:product');
      if (row.productCodes.length <= COMPARE_LIMITS.minProducts)
        throw new AppError('invalid:compare_min_products');
      const { [code]: _dropped, ...productStamps } = row.productStamps;
      const result = withoutProduct(row.result, code);
      const updated = await repo.update(id, {
        title: result.title,
        productCodes: result.request.productCodes,
        result,
        productStamps,
      });
      if (!updated) throw new AppError('not_found:comparison');
      return reopen(db, updated);
    },
  };
}
export type CompareService = ReturnType<typeof compareService>;
