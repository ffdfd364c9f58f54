import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  checkWebUrl,
  webResourceListQuerySchema,
  type WebResource,
  type WebResourceList,
  type WebResourceListQuery,
} from '@broker/contract';
import type { Db } from '../../db/database.js';
import { webResourcesRepository, type WebResourceRow } from '../../db/web-resources-repository.js';
import type { StartUpLog } from '../../start-up.js';
import { readWebResourceFiles, WebResourceImportError } from './read-entries.js';

/** The default entries shipped with the project (official sites' home pages), loaded on first start. */
export const DEFAULT_WEB_RESOURCES_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../data/web-resources/web-resources.json',
);

/** What agents and the answer engine see of an entry; a stored link is re-checked on the way out. */
function toWebResource(row: WebResourceRow): WebResource | undefined {
  const checked = checkWebUrl(row.url);
  if (!checked.ok) return undefined;
  return {
    id: row.id,
    title: row.title,
    source: row.source,
    summary: row.summary,
    url: checked.url,
    category: row.category,
  };
}

const present = (rows: WebResourceRow[]) =>
  rows.map(toWebResource).filter((r): r is WebResource => r !== undefined);

/** The agents' side of web resources (decision 030). */
export function webResourceService(db: Db) {
  const repo = webResourcesRepository(db);
  return {
    /** GET /v1/webresource/list: published entries matching the keyword and category, one page. */
    async list(query: WebResourceListQuery): Promise<WebResourceList> {
      const { keyword, category, page, size } = webResourceListQuerySchema.parse(query);
      const filter = { keyword: keyword || undefined, category: category || undefined };
      const [rows, total, categories] = await Promise.all([
        repo.page(filter, (page - 1) * size, size),
        repo.count(filter),
        repo.publishedCategories(),
      ]);
      return { list: present(rows), total, page, size, categories };
    },

    /**
     * Every published web resource, in the operators' order: the answer engine's `web_page` source
     * (spec §4). Read it when the engine's knowledge is (re)built; operators change entries by CLI.
     */
    async listAllPublished(): Promise<WebResource[]> {
      return present(await repo.all());
    },
  };
}
export type WebResourceService = ReturnType<typeof webResourceService>;

export interface ImportCounts {
  created: number;
  updated: number;
  unchanged: number;
}

/** Imports entries from files (all checked first; nothing written when any is wrong), matched by link. */
export async function importWebResources(db: Db, files: readonly string[]): Promise<ImportCounts> {
  const entries = await readWebResourceFiles(files);
  const counts: ImportCounts = { created: 0, updated: 0, unchanged: 0 };
  await db.transaction(async (tx) => {
    const repo = webResourcesRepository(tx as unknown as Db);
    for (const entry of entries) counts[await repo.upsert(entry)] += 1;
  });
  return counts;
}

/**
 * On first start (no entry yet) the shipped entries are loaded, like the catalogue. An operator who
 * wants none unpublishes them; `remove`-ing every one brings them back at the next start.
 */
export async function loadWebResourcesOnFirstStart(
  db: Db,
  log: StartUpLog,
  file = DEFAULT_WEB_RESOURCES_FILE,
): Promise<void> {
  if (!(await webResourcesRepository(db).isEmpty())) return;
  try {
    const counts = await importWebResources(db, [file]);
    log.info({ file, ...counts }, 'web resources loaded on first start');
  } catch (error) {
    if (!(error instanceof WebResourceImportError)) throw error;
    log.error({ file, problems: error.problems }, 'web resources could not be loaded');
  }
}
