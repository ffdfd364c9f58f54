import fs from 'node:fs';
import path from 'node:path';
import type { Engine, KnowledgeBase } from '@broker/assistant';
import { search } from '@broker/assistant';
import { parseUnderwritingRules } from '@broker/insurance';
import { describe, expect, it } from 'vitest';
import { importCatalogue } from '../src/services/catalogue/import-catalogue.js';
import { importKnowledge } from '../src/services/knowledge/import-kb.js';
import { knowledgeService } from '../src/services/knowledge/knowledge-service.js';
import { importWebResources } from '../src/services/web-resources/web-resource-service.js';
import { DEFAULT_RULES_FILE } from '../src/services/underwriting/rules-file.js';
import { catalogueDocument, writeFixtureJson } from './fixtures/catalogue.js';
import { tempFolder } from './helpers/catalogue.js';
import { testBackends } from './helpers/databases.js';

// services.knowledge: built from the catalogue tables and kb_paragraphs, rebuilt when they change.
const temp = tempFolder('ba-kbsvc-');
const llm = {
  baseUrl: 'http://127.0.0.1:9',
  apiKey: undefined,
  models: ['qwen'],
  timeoutMs: 1000,
  firstTokenTimeoutMs: 1000,
};
const fakeEngine = (kb: KnowledgeBase, label: string): Engine & { kb: KnowledgeBase; label: string } => ({
  kb,
  label,
  answer: async function* () {},
  productPage: () => ({ items: [], pages: { pageNum: 1, pageSize: 10, totalNum: 0, totalPage: 0 } }) as never,
});

describe.each(testBackends())('knowledge service on $name', (backend) => {
  it('reflects catalogue and document imports; engines per base and model', async () => {
    const database = await backend.open();
    const { db } = database;
    const service = knowledgeService(
      db,
      { llm },
      {
        checkIntervalMs: 0,
        engines: {
          builtin: (kb) => fakeEngine(kb, 'builtin'),
          model: ({ kb, builtin, model }) => ({ ...fakeEngine(kb, model), builtin }),
        },
      },
    );
    const empty = await service.current();
    expect(empty.products).toHaveLength(0);
    expect(await service.current()).toBe(empty);

    // A catalogue import (as the CLI in another process would do it): the next calls see it once the
    // background rebuild is done, and the old base is served meanwhile.
    await importCatalogue(db, [writeFixtureJson(temp())]);
    expect(await service.current()).toBe(empty);
    await service.settled();
    const withCatalogue = await service.current();
    expect(withCatalogue.products.map((p) => p.code)).toEqual(
      catalogueDocument()
        .products.map((p) => p.code)
        .sort(),
    );
    expect(withCatalogue.faq.length).toBeGreaterThan(0);
    // The chat's health answers judge by the rule table the underwriting report uses (the shipped file).
    const shipped = parseUnderwritingRules(fs.readFileSync(DEFAULT_RULES_FILE, 'utf8'));
    expect(withCatalogue.underwritingRules).toEqual(shipped);

    // A changed product: updated_at moves, so the version does.
    const changed = catalogueDocument();
    const first = changed.products[0];
    if (!first) throw new Error('fixture has no product');
    first.name = `${first.name}（新版）`;
    await importCatalogue(db, [writeFixtureJson(temp(), changed)]);
    await service.current();
    await service.settled();
    expect((await service.current()).productsByCode.get(first.code)?.name).toBe(first.name);

    // kb import: the paragraphs become searchable 'document' passages, cited by file name.
    const dir = temp();
    fs.writeFileSync(
      path.join(dir, '核保手册.md'),
      '# 甲状腺结节\n\nTI-RADS 3级以下的甲状腺结节可标准体承保。\n',
    );
    await importKnowledge(db, [dir]);
    const kb = await service.invalidate();
    expect(kb.documents).toHaveLength(1);
    const [hit] = search(kb.index, '甲状腺结节能标准体承保吗', { filter: { kinds: ['document'] } });
    expect(hit?.doc).toMatchObject({
      kind: 'document',
      sourceType: 'rule_para',
      title: '甲状腺结节',
      source: '核保手册.md',
    });

    // Engines: one per base and model; unknown models are refused.
    const builtin = await service.engineFor();
    expect(await service.engineFor('builtin')).toBe(builtin);
    expect((builtin as ReturnType<typeof fakeEngine>).kb).toBe(kb);
    const model = (await service.engineFor('qwen')) as ReturnType<typeof fakeEngine> & { builtin: Engine };
    expect(model.label).toBe('qwen');
    expect(model.builtin).toBe(builtin);
    expect(await service.engineFor('qwen')).toBe(model);
    await expect(service.engineFor('gpt-9')).rejects.toMatchObject({ code: 'invalid:model' });
    await importKnowledge(db, [dir]);
    await service.invalidate();
    expect(await service.engineFor()).not.toBe(builtin);

    // Web resources: an operator's import rebuilds the base, and the pages are searchable web_page
    // passages carrying their address (the answers' web_page source).
    const pages = path.join(temp(), 'pages.json');
    fs.writeFileSync(
      pages,
      JSON.stringify({
        resources: [
          {
            title: '国家法律法规数据库',
            source: '全国人大常委会办公厅',
            summary: '可检索保险法等法律的正式文本',
            url: 'https://flk.npc.gov.cn/',
            category: '法律法规',
          },
        ],
      }),
    );
    await importWebResources(db, [pages]);
    await service.current();
    await service.settled();
    const withPages = await service.current();
    const [page] = search(withPages.webPages ?? withPages.index, '保险法正式文本', {
      filter: { kinds: ['web_page'] },
    });
    expect(page?.doc).toMatchObject({
      kind: 'web_page',
      sourceType: 'web_page',
      url: 'https://flk.npc.gov.cn/',
    });
  });

  it('concurrent first callers share one build', async () => {
    const database = await backend.open();
    const service = knowledgeService(database.db, { llm: undefined });
    const [a, b, c] = await Promise.all([service.current(), service.current(), service.current()]);
    expect(a).toBe(b);
    expect(b).toBe(c);
    await expect(service.engineFor('qwen')).rejects.toThrow();
  });
});
