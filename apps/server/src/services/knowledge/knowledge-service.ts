import { buildKnowledgeBase, type Engine, type KnowledgeBase } from '@broker/assistant';
import type { Config } from '../../config.js';
import { catalogueRepository } from '../../db/catalogue-repository.js';
import type { Db } from '../../db/database.js';
import { kbRepository, type KbParagraphRow } from '../../db/kb-repository.js';
import type { FaqItem } from '@broker/contract';
import { AppError } from '../../errors.js';
import { referenceTables } from '../catalogue/reference-tables.js';
import type { KnowledgeSet } from '../conversation/types.js';
import { loadUnderwritingRules } from '../underwriting/rules-file.js';
import { knowledgeDocOf } from './documents.js';
import { webResourceService } from '../web-resources/web-resource-service.js';

/** How engines are made; the packages' factories in production, stand-ins in tests. */
export interface EngineFactories {
  builtin(kb: KnowledgeBase): Engine;
  /** A model engine for `model` that falls back to `builtin`. */
  model(options: {
    kb: KnowledgeBase;
    builtin: Engine;
    model: string;
    client: NonNullable<Config['llm']>;
  }): Engine;
}

export interface KnowledgeServiceOptions {
  /** How often, at most, the data version is checked (other processes may import). Default 3000 ms. */
  checkIntervalMs?: number;
  engines?: EngineFactories;
}

/** Sources imported with `kb import --kb cs` start with this: the customer-service assistant's own. */
export const CS_SOURCE_PREFIX = 'cs/';

/** '理赔指引.md' → '理赔指引': the FAQ category an answer cites ('常见问题 · 理赔指引'). */
const documentName = (source: string) =>
  source
    .slice(CS_SOURCE_PREFIX.length)
    .replace(/^.*\//, '')
    .replace(/\.[^.]+$/, '');

function csFaqEntry(row: KbParagraphRow, index: number): FaqItem[] {
  if (!row.title || row.text.trim() === '') return [];
  const name = documentName(row.source);
  return [
    {
      id: `cs-${index}`,
      category: name.slice(0, 20),
      question: row.title,
      answer: row.text,
      keywords: [name],
    },
  ];
}

/**
 * Two bases from one read: the product assistant's (catalogue, FAQ and every document but the
 * customer-service ones) and the customer-service assistant's (the same catalogue, so insurers' hotlines
 * and products are known, with only the customer-service documents).
 */
async function load(db: Db): Promise<Record<KnowledgeSet, KnowledgeBase>> {
  const catalogue = catalogueRepository(db);
  const [companies, products, faq, paragraphs] = [
    await catalogue.companies(),
    await catalogue.allProducts(),
    await catalogue.allFaq(),
    await kbRepository(db).all(),
  ];
  const underwritingRules = await loadUnderwritingRules();
  // Published web resources: answers point to the page that fits (source type web_page).
  const webPages = await webResourceService(db).listAllPublished();
  const isCs = (source: string) => source.startsWith(CS_SOURCE_PREFIX);
  const csParagraphs = paragraphs.filter((p) => isCs(p.source));
  return {
    products: buildKnowledgeBase({
      companies,
      products,
      faq,
      documents: paragraphs.filter((p) => !isCs(p.source)).map(knowledgeDocOf),
      referenceTables: referenceTables(),
      underwritingRules,
      webPages,
    }),
    cs: buildKnowledgeBase({
      companies,
      products,
      // The built-in engine answers general questions from FAQ entries: a titled customer-service
      // paragraph is one (its heading the question), so no engine change is needed to answer from them.
      faq: [...csParagraphs.flatMap(csFaqEntry), ...faq],
      documents: csParagraphs.map(knowledgeDocOf),
      referenceTables: referenceTables(),
    }),
  };
}

/**
 * The knowledge base every answer is built from, shared by all requests of this process. The catalogue
 * and documents may be imported by the CLI in another process or by another instance, so a cheap data
 * version (counts and latest change times) is compared at most every `checkIntervalMs`; when it moved,
 * a rebuild runs in the background while callers keep the old base, and concurrent callers share it.
 */
export function knowledgeService(db: Db, config: Pick<Config, 'llm'>, options: KnowledgeServiceOptions = {}) {
  const interval = options.checkIntervalMs ?? 3000;
  let base: { kb: KnowledgeBase; cs: KnowledgeBase; version: string } | undefined;
  let building: Promise<{ kb: KnowledgeBase; cs: KnowledgeBase; version: string }> | undefined;
  let checking: Promise<void> | undefined;
  let checkedAt = 0;
  const engines = new WeakMap<KnowledgeBase, Map<string, Engine>>();

  /** Reads the version before the data: a change during the load makes the next check rebuild again. */
  function rebuild(): Promise<{ kb: KnowledgeBase; cs: KnowledgeBase; version: string }> {
    building ??= (async () => {
      const version = await kbRepository(db).dataVersion();
      const bases = await load(db);
      base = { kb: bases.products, cs: bases.cs, version };
      checkedAt = Date.now();
      return base;
    })().finally(() => {
      building = undefined;
    });
    return building;
  }

  function checkInBackground(): void {
    if (checking || building || Date.now() - checkedAt < interval) return;
    checking = (async () => {
      const version = await kbRepository(db).dataVersion();
      checkedAt = Date.now();
      if (version !== base?.version) await rebuild();
    })()
      // A failed check or build keeps serving the old base; the next call tries again.
      .catch(() => undefined)
      .finally(() => {
        checking = undefined;
      });
  }

  async function current(set: KnowledgeSet = 'products'): Promise<KnowledgeBase> {
    const ready = base ?? (await rebuild());
    if (base) checkInBackground();
    return set === 'cs' ? ready.cs : ready.kb;
  }

  function engineOf(kb: KnowledgeBase, name: string, make: () => Engine): Engine {
    let byName = engines.get(kb);
    if (!byName) engines.set(kb, (byName = new Map()));
    let engine = byName.get(name);
    if (!engine) byName.set(name, (engine = make()));
    return engine;
  }

  return {
    current,
    /** Rebuilds now (after an import in this process); resolves with the new base. */
    async invalidate(): Promise<KnowledgeBase> {
      if (building) await building;
      return (await rebuild()).kb;
    },
    /** Waits for a background check or rebuild in progress (tests, shutdown). */
    async settled(): Promise<void> {
      await checking;
      await building;
    },
    /**
     * The engine for a model name: the built-in one for none or 'builtin', else a model engine (with
     * the built-in one as its fallback) when the configured endpoint serves that model, else
     * `invalid:model` (400). One engine per
     * knowledge base and model, made again when the base is rebuilt.
     */
    async engineFor(model?: string, set: KnowledgeSet = 'products'): Promise<Engine> {
      const factories = options.engines;
      if (!factories) throw new Error('knowledgeService: no engine factories configured');
      const kb = await current(set);
      const builtin = engineOf(kb, 'builtin', () => factories.builtin(kb));
      if (model === undefined || model === '' || model === 'builtin') return builtin;
      const client = config.llm;
      if (!client || !client.models.includes(model)) throw new AppError('invalid:model');
      return engineOf(kb, `model:${model}`, () => factories.model({ kb, builtin, model, client }));
    },
  };
}
export type KnowledgeService = ReturnType<typeof knowledgeService>;
