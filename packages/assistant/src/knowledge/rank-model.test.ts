import { describe, expect, it } from 'vitest';
import { buildKnowledgeIndex, search } from './bm25.js';
import {
  DEFAULT_RANK_MODEL,
  RANK_FEATURES,
  rankFeatures,
  rankQuery,
  rankText,
  type RankModel,
} from './rank-model.js';
import type { KnowledgeDoc } from './types.js';

const doc = (id: string, text: string, extra: Partial<KnowledgeDoc> = {}): KnowledgeDoc => ({
  id,
  kind: 'document',
  sourceType: 'rule_para',
  title: '',
  text,
  source: id,
  ...extra,
});
const feature = (name: (typeof RANK_FEATURES)[number], question: string, text: string) =>
  rankFeatures(
    rankQuery(question, () => 1),
    { text: rankText(text), score: 1, coverage: 1 },
    1,
  )[RANK_FEATURES.indexOf(name)];

describe('ranking features', () => {
  it('sees a definition asked and given, and a period asked and stated', () => {
    expect(feature('definition', '什么是专科医生？', '17 专科医生：指具有有效的医师资格证书的医生')).toBe(1);
    expect(feature('definition', '什么是专科医生？', '专科医生出具的诊断书')).toBe(0);
    expect(feature('period', '多久能拿到退款？', '我们自收到申请之日起30日内退还')).toBe(1);
    expect(feature('period', '能拿到退款吗？', '我们自收到申请之日起30日内退还')).toBe(0);
  });

  it('measures phrase, proximity and the shared run of characters', () => {
    const together = '变更合同时投保人应填写变更合同申请书';
    const apart = '合同的内容很多，其中包括变更的约定';
    expect(feature('commonRun', '变更合同', together)).toBe(1);
    expect(feature('commonRun', '变更合同', apart)).toBe(0.5);
    expect(feature('trigrams', '变更合同', together)).toBe(1);
    expect(feature('trigrams', '变更合同', apart)).toBe(0);
    expect(feature('window', '变更合同', together)).toBe(1);
    expect(feature('heading', '受益人', '3.1 受益人 投保人可以指定')).toBe(1);
    expect(feature('heading', '受益人', `${'保险责任'.repeat(8)}受益人`)).toBe(0);
  });

  it('ships a model over exactly these features', () => {
    expect(DEFAULT_RANK_MODEL.features).toEqual(RANK_FEATURES);
    expect(DEFAULT_RANK_MODEL.weights).toHaveLength(RANK_FEATURES.length);
  });
});

describe('re-ranking in search', () => {
  // Only the phrase feature counts: the paragraph with 变更合同 in one place beats the longer one that
  // scores higher in BM25 for repeating the words apart.
  const phraseOnly: RankModel = {
    features: RANK_FEATURES,
    mean: RANK_FEATURES.map(() => 0),
    scale: RANK_FEATURES.map(() => 1),
    weights: RANK_FEATURES.map((f) => (f === 'commonRun' ? 1 : 0)),
    pool: 10,
  };
  const docs = [
    doc('scattered', '合同 合同 合同 变更 变更 变更 的约定'),
    doc('phrase', '投保人可以申请变更合同，并书面通知我们。本条还说明了其他一些事项和手续'),
    doc('faq', '可以的', { kind: 'faq', sourceType: 'faq', title: '变更合同' }),
  ];
  const ranked = buildKnowledgeIndex(docs, { ranker: phraseOnly });
  const plain = buildKnowledgeIndex(docs, { ranker: null });

  it('re-orders paragraphs by the model, keeps BM25 scores, leaves FAQ pairs where BM25 put them', () => {
    const bm25 = search(plain, '变更合同').map((h) => h.doc.id);
    const hits = search(ranked, '变更合同');
    const ids = hits.map((h) => h.doc.id);
    expect(bm25.indexOf('scattered')).toBeLessThan(bm25.indexOf('phrase'));
    expect(ids.indexOf('phrase')).toBeLessThan(ids.indexOf('scattered'));
    expect(ids.indexOf('faq')).toBe(bm25.indexOf('faq'));
    const score = (list: typeof hits, id: string) => list.find((h) => h.doc.id === id)?.score;
    expect(score(hits, 'phrase')).toBe(score(search(plain, '变更合同'), 'phrase'));
    expect(hits.find((h) => h.doc.id === 'phrase')?.relevance).toBe(1);
    expect(hits.find((h) => h.doc.id === 'faq')?.relevance).toBeUndefined();
  });

  it('keeps BM25 order when asked to', () => {
    expect(search(ranked, '变更合同', { rerank: false }).map((h) => h.doc.id)).toEqual(
      search(plain, '变更合同').map((h) => h.doc.id),
    );
  });
});
