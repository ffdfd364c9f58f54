import { z } from 'zod';
import type { AnswerPart, Engine, EngineRequest, KnowledgeBase } from '../../engine/types.js';
import { buildKnowledgeIndex, fallbackTokenizer, type KnowledgeDoc } from '../../knowledge/index.js';
import { defineTool, type ModelTool } from '../tools.js';

/**
 * Small stand-ins for model-path tests: a knowledge base with two passages, a built-in engine that says
 * who answered, and a premium tool with a fixed computed result. The model path is what is under test;
 * the catalogue tools have their own tests over the real catalogue.
 */

const docs: KnowledgeDoc[] = [
  {
    id: 'faq-1',
    kind: 'faq',
    sourceType: 'faq',
    title: '什么是等待期',
    text: '等待期是合同生效后的一段时间，重疾险通常为90天或180天，期间出险不赔付。',
    source: '常见问题 · 基础概念',
  },
  {
    id: 'faq-2',
    kind: 'faq',
    sourceType: 'faq',
    title: '什么是现金价值',
    text: '现金价值是退保时可以领取的金额。',
    source: '常见问题 · 基础概念',
  },
];

export const testKb: KnowledgeBase = {
  companies: [],
  products: [],
  faq: [],
  productsByCode: new Map(),
  companiesByCode: new Map(),
  index: buildKnowledgeIndex(docs, { tokenizer: fallbackTokenizer }),
  documents: [],
};

export const BUILTIN_TEXT = '内置引擎的回答。';

/** Answers with one text part and an end; records the requests it got. */
export function stubBuiltin(): Engine & { requests: EngineRequest[] } {
  const requests: EngineRequest[] = [];
  return {
    requests,
    async *answer(request): AsyncGenerator<AnswerPart> {
      requests.push(request);
      yield { kind: 'text', text: BUILTIN_TEXT };
      yield {
        kind: 'end',
        endTips: '',
        productEndTips: '',
        disclaimer: '',
        sourceType: '',
        model: 'builtin',
        context: request.context,
      };
    },
    productPage: () => ({ items: [], pages: { pageSize: 5, totalPages: 0, totalNum: 0, currPage: 1 } }),
  };
}

export const PREMIUM = 3260.5;

/** A quote tool with a fixed result, producing a product list part as the real one does. */
export const quoteTool: ModelTool = defineTool({
  name: 'quote_premium',
  description: '测算保费',
  schema: z.object({
    productCode: z.string(),
    age: z.number().int().min(0).max(100),
    gender: z.enum(['M', 'F']),
  }),
  run: (args) => ({
    result: {
      ok: true,
      productCode: args.productCode,
      quote: { annualPremium: PREMIUM, sumInsured: 500000 },
      age: args.age,
    },
    productCodes: [args.productCode],
    parts: [
      {
        kind: 'products',
        listType: 'product_list',
        items: [
          {
            code: args.productCode,
            name: '安佑终身重疾险',
            company: '启元人寿',
            companyCode: 'QY',
            type: '重疾险',
            typeCode: 'critical_illness',
            minAge: 0,
            maxAge: 60,
            onSale: true,
            highlights: [],
            tags: [],
            annualPremium: PREMIUM,
            sumInsured: 500000,
          },
        ],
        pages: { pageSize: 5, totalPages: 1, totalNum: 1, currPage: 1 },
        allCodes: [args.productCode],
      },
    ],
  }),
});

export function request(overrides: Partial<EngineRequest> = {}): EngineRequest {
  return {
    question: '30岁男性买安佑，保额50万，保费多少？',
    category: 'MyBA_Common',
    context: { lockedProducts: [], entities: {} },
    history: [],
    model: 'fake-model',
    ...overrides,
  };
}

export async function collect(parts: AsyncIterable<AnswerPart>): Promise<AnswerPart[]> {
  const out: AnswerPart[] = [];
  for await (const part of parts) out.push(part);
  return out;
}

export const textOf = (parts: AnswerPart[], kind: 'text' | 'think' = 'text') =>
  parts.map((p) => (p.kind === kind ? p.text : '')).join('');
