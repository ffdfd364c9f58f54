import { randomUUID } from 'node:crypto';
import {
  COLOUR_PAGE_LIMITS,
  colourPageSharePath,
  sharePageUrl,
  type ColourPage,
  type ColourPageConfig,
  type ColourPageHistoryPage,
  type SharedColourPage,
} from '@broker/contract';
import { illustrate, quote } from '@broker/insurance';
import { catalogueRepository } from '../../db/catalogue-repository.js';
import {
  colourPagesRepository,
  openSharedColourPage,
  type ColourPageSummary,
} from '../../db/colour-pages-repository.js';
import type { Db } from '../../db/database.js';
import { usersRepository } from '../../db/users-repository.js';
import { AppError } from '../../errors.js';
import { referenceTables } from '../catalogue/reference-tables.js';
import { factorsFor } from '../compare/compute.js';
import { newShareCode, shareExpiry } from '../sharing/share-code.js';
import { buildPageModel, type PageModel } from './model.js';
import type { Renderer } from '../rendering/renderer.js';
import { modelHash, renderPage } from './render.js';

interface Agent {
  id: string;
  realName: string;
  workId: string;
}

const toPage = (row: ColourPageSummary, at: Date): ColourPage => ({
  id: row.id,
  title: row.title,
  productName: row.productName,
  input: row.input,
  imageHash: row.imageHash,
  imageBytes: row.imageBytes,
  shareCode: row.shareCode,
  shareExpiresAt: row.shareExpiresAt.toISOString(),
  sharePath: colourPageSharePath(row.id, row.shareCode),
  shared: row.shareExpiresAt > at,
  savedAt: row.updatedAt.toISOString(),
});

/** Colour pages (issue 14): priced by the insurance core, drawn on the server, saved per agent. */
export function colourPageService(db: Db, renderer: Renderer, now: () => Date = () => new Date()) {
  /** The page's content from the catalogue and the core; a product or plan it refuses saves nothing. */
  async function modelOf(config: ColourPageConfig, agent: Agent, shareUrl: string): Promise<PageModel> {
    const catalogue = catalogueRepository(db);
    const entry = await catalogue.product(config.productCode);
    if (!entry) throw new AppError('not_found:product', { detail: `产品不存在：${config.productCode}` });
    if (!entry.product.onSale)
      throw new AppError('invalid:colour_page_off_sale', {
        detail: `产品已停售，不能生成彩页：${entry.product.name}`,
      });
    const { customer } = config;
    const factors = factorsFor(entry.product, {
      ...config.factors,
      age: customer.age,
      gender: customer.gender,
    });
    const priced = quote(entry.product, factors);
    if (!priced.ok)
      throw new AppError('invalid:factors', { detail: priced.violations.map((v) => v.message).join('；') });
    const projected = illustrate(entry.product, factors, referenceTables());
    return buildPageModel({
      config,
      product: entry.product,
      summary: entry.summary,
      company: await catalogue.company(entry.product.companyCode),
      quote: priced.value,
      illustration: projected.ok ? projected.value : null,
      agent: { realName: agent.realName, workId: agent.workId },
      shareUrl,
    });
  }

  return {
    /** Saves (id 'new') or replaces a page; the image is drawn again only when what it shows changed. */
    async save(agent: Agent, id: string, config: ColourPageConfig, origin: string): Promise<ColourPage> {
      const repo = colourPagesRepository(db, agent.id);
      const existing = id === 'new' ? undefined : await repo.find(id);
      if (id !== 'new' && !existing) throw new AppError('not_found:colour_page');
      const at = now();
      const live = existing && existing.shareExpiresAt > at;
      const pageId = existing?.id ?? randomUUID();
      const shareCode = live ? existing.shareCode : newShareCode();
      const shareExpiresAt = live ? existing.shareExpiresAt : shareExpiry(at);
      const model = await modelOf(
        config,
        agent,
        sharePageUrl(origin, colourPageSharePath(pageId, shareCode)),
      );
      const imageHash = modelHash(model);
      const values = {
        title: `${config.customer.name}的${model.productName}`,
        productCode: config.productCode,
        productName: model.productName,
        input: config,
        imageHash,
        shareCode,
        shareExpiresAt,
      };
      // The stored PNG stays as it is when the page shows the same: not drawn, not written again.
      const row = existing
        ? await repo.update(pageId, {
            ...values,
            ...(existing.imageHash !== imageHash && { image: await renderPage(model, renderer) }),
          })
        : await repo.insert({ id: pageId, ...values, image: await renderPage(model, renderer) });
      if (!row) throw new AppError('not_found:colour_page');
      return toPage(row, at);
    },

    async get(userId: string, id: string): Promise<ColourPage> {
      const row = await colourPagesRepository(db, userId).find(id);
      if (!row) throw new AppError('not_found:colour_page');
      return toPage({ ...row, imageBytes: row.image.length }, now());
    },

    async image(userId: string, id: string): Promise<{ png: Buffer; hash: string }> {
      const row = await colourPagesRepository(db, userId).find(id);
      if (!row) throw new AppError('not_found:colour_page');
      return { png: row.image, hash: row.imageHash };
    },

    /**
     * Stop sharing without deleting: the page gets a new code that has already ended, so the link the
     * customer holds opens nothing (as a deleted page's would) and no live link exists until the agent
     * shares again or saves the page (which, like any save after a link ended, starts a new one).
     */
    async stopSharing(userId: string, id: string): Promise<ColourPage> {
      const at = now();
      const row = await colourPagesRepository(db, userId).setShare(id, newShareCode(), at);
      if (!row) throw new AppError('not_found:colour_page');
      return toPage(row, at);
    },

    /** Share again: the live link as it is, or a new one for 30 days (never the one that was stopped). */
    async share(userId: string, id: string): Promise<ColourPage> {
      const at = now();
      const repo = colourPagesRepository(db, userId);
      const existing = await repo.find(id);
      if (!existing) throw new AppError('not_found:colour_page');
      if (existing.shareExpiresAt > at) return toPage({ ...existing, imageBytes: existing.image.length }, at);
      const row = await repo.setShare(id, newShareCode(), shareExpiry(at));
      if (!row) throw new AppError('not_found:colour_page');
      return toPage(row, at);
    },

    async remove(userId: string, id: string): Promise<{ ok: true }> {
      if (!(await colourPagesRepository(db, userId).remove(id))) throw new AppError('not_found:colour_page');
      return { ok: true };
    },

    async history(userId: string, page: number): Promise<ColourPageHistoryPage> {
      const size = COLOUR_PAGE_LIMITS.historyPageSize;
      const { rows, total } = await colourPagesRepository(db, userId).page((page - 1) * size, size);
      return {
        result: rows.map((r) => ({
          id: r.id,
          title: r.title,
          productName: r.productName,
          imageHash: r.imageHash,
          savedAt: r.updatedAt.toISOString(),
        })),
        currentPage: page,
        pageSize: size,
        totalPages: Math.ceil(total / size),
        totalNum: total,
      };
    },

    /** The customer's copy: no session, only with the page's own live code. */
    async shared(id: string, code: string): Promise<{ page: SharedColourPage; png: Buffer }> {
      const row = await openSharedColourPage(db, id, code, now());
      if (!row) throw new AppError('not_found:share');
      const agent = await usersRepository(db).findById(row.userId);
      if (!agent) throw new AppError('not_found:share');
      return {
        page: {
          title: row.title,
          agent: { realName: agent.realName, workId: agent.workId },
          imageHash: row.imageHash,
          expiresAt: row.shareExpiresAt.toISOString(),
        },
        png: row.image,
      };
    },
  };
}
export type ColourPageService = ReturnType<typeof colourPageService>;
