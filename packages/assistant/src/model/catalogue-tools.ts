import { PRODUCT_TYPES } from '@broker/contract';
import { z } from 'zod';
import { PRODUCT_TOPICS, type AnswerPart, type KnowledgeBase } from '../engine/types.js';
import {
  commissionFor,
  compareProducts,
  findProducts,
  productFacts,
  productPage,
  PRODUCT_PAGE_SIZE,
  quotePremium,
  retrieve,
} from '../engine/tools/index.js';
import type { Entities } from '../understand/types.js';
import { defineTool, toolError, type ModelTool } from './tools.js';

/**
 * The built-in engine's tools offered to a model as functions: the same catalogue search, facts,
 * comparison, premium and commission calculations and retrieval, so a model's numbers come from the
 * same place as the built-in answer's. List parts follow the built-in engine's choices (selection →
 * product_list; a named product's quote, facts, comparison → query_product_list, and those are locked).
 */

const code = z.string().min(1).max(40).describe('产品代码，如 search_products 返回的 code');
const person = {
  age: z.number().int().min(0).max(100).optional().describe('被保险人年龄（周岁）'),
  gender: z.enum(['M', 'F']).optional().describe('被保险人性别：M 男，F 女'),
  sumInsured: z.number().positive().optional().describe('保额（元），如 50万 填 500000'),
  budget: z
    .number()
    .positive()
    .optional()
    .describe('每年保费预算（元）；以保费定保额的产品（年金、增额寿）按此测算'),
  paymentTerm: z
    .string()
    .max(12)
    .optional()
    .describe('缴费期代码：single 趸交，20y 20年交，toAge60 交至60岁'),
  coverageTerm: z.string().max(12).optional().describe('保障期代码：life 终身，30y 30年，toAge70 保至70岁'),
};

function entitiesOf(
  args: Pick<Entities, 'age' | 'gender' | 'sumInsured' | 'budget' | 'paymentTerm' | 'coverageTerm'>,
): Entities {
  const entities: Entities = {};
  for (const [key, value] of Object.entries(args)) {
    if (value !== undefined) Object.assign(entities, { [key]: value });
  }
  return entities;
}

function productList(
  kb: KnowledgeBase,
  listType: 'product_list' | 'query_product_list',
  codes: string[],
  entities?: Entities,
): AnswerPart[] {
  if (codes.length === 0) return [];
  const page = productPage(kb, codes, 1, PRODUCT_PAGE_SIZE, entities);
  return [{ kind: 'products', listType, items: page.items, pages: page.pages, allCodes: codes }];
}

const unknown = (c: string) =>
  toolError('not_found', `没有产品代码为 ${c} 的产品，请先用 search_products 查找`);

export function catalogueTools(kb: KnowledgeBase): ModelTool[] {
  const byName = (text: string) =>
    kb.products
      .filter((p) => [p.name, ...p.aliases].some((n) => n.includes(text) || text.includes(n)))
      .map((p) => p.code);

  const searchProducts = defineTool({
    name: 'search_products',
    description:
      '按产品名称或需求（险种、公司、年龄、性别、预算、保额）查找在售产品；给出年龄时返回示例保费。推荐产品前必须调用。',
    schema: z.object({
      name: z.string().max(40).optional().describe('产品名称或简称，如“安佑”'),
      type: z.enum(PRODUCT_TYPES).optional().describe('险种代码'),
      companyCode: z.string().max(8).optional().describe('保险公司代码'),
      ...person,
      limit: z.number().int().min(1).max(10).optional().describe('返回条数，默认5'),
    }),
    run: ({ name, type, companyCode, limit, ...rest }) => {
      const entities = entitiesOf(rest);
      if (name) {
        const codes = byName(name);
        const items = codes.map((c) => ({ code: c, name: kb.productsByCode.get(c)?.name }));
        return {
          result: { matches: items.slice(0, limit ?? 5), total: codes.length },
          parts: productList(kb, 'query_product_list', codes, entities),
        };
      }
      const found = findProducts(kb, {
        ...rest,
        ...(type ? { type } : {}),
        ...(companyCode ? { companyCode } : {}),
      });
      const codes = found.matches.map((m) => m.code);
      return {
        result: {
          matches: found.matches.slice(0, limit ?? 5),
          total: codes.length,
          candidates: found.candidates,
        },
        parts: productList(kb, 'product_list', codes, entities),
      };
    },
  });

  const facts = defineTool({
    name: 'product_facts',
    description:
      '查询某款产品的结构化信息：投保年龄、保障期、缴费期、等待期、犹豫期、保障责任、免责、续保等。',
    schema: z.object({
      productCode: code,
      topic: z.enum(PRODUCT_TOPICS).optional().describe('要查的方面，默认 overview'),
    }),
    run: ({ productCode, topic }) => {
      const result = productFacts(kb, productCode, topic ?? 'overview');
      if (!result) return unknown(productCode);
      return {
        result,
        productCodes: [productCode],
        parts: productList(kb, 'query_product_list', [productCode]),
      };
    },
  });

  const compare = defineTool({
    name: 'compare_products',
    description: '对比2至5款产品的各项条件；给出年龄等信息时包含每款的示例保费。',
    schema: z.object({ productCodes: z.array(code).min(2).max(5), ...person }),
    run: ({ productCodes, ...rest }) => {
      const entities = entitiesOf(rest);
      const result = compareProducts(kb, productCodes, entities);
      const codes = result.products.map((p) => p.code);
      if (codes.length === 0) return unknown(productCodes.join('、'));
      return {
        result: {
          products: result.products.map((p) => ({ code: p.code, name: p.name })),
          rows: result.rows,
          unknown: result.unknown,
        },
        productCodes: codes,
        parts: productList(kb, 'query_product_list', codes, entities),
      };
    },
  });

  const premium = defineTool({
    name: 'quote_premium',
    description: '按费率表计算某款产品的保费。未给出的因素按产品默认值，结果中 assumed 列出所用默认值。',
    schema: z.object({ productCode: code, ...person }),
    run: ({ productCode, ...rest }) => {
      const entities = entitiesOf(rest);
      const result = quotePremium(kb, productCode, entities);
      if (!result.ok && !result.productName) return unknown(productCode);
      return {
        result,
        productCodes: [productCode],
        parts: productList(kb, 'query_product_list', [productCode], entities),
      };
    },
  });

  const commission = defineTool({
    name: 'calculate_commission',
    description: '计算代理人佣金（按保单年度），基于同样条件下的保费；佣金比例为示意参考值。',
    schema: z.object({ productCode: code, ...person }),
    run: ({ productCode, ...rest }) => {
      const result = commissionFor(kb, productCode, entitiesOf(rest));
      if (!result.ok && !result.productName) return unknown(productCode);
      return {
        result,
        productCodes: [productCode],
        parts: [{ kind: 'flags', flags: { commissionFlag: true } }],
      };
    },
  });

  const knowledge = defineTool({
    name: 'search_knowledge',
    description: '检索条款原文、产品常见问题和保险知识库，回答规则、定义、理赔等问题时使用。',
    schema: z.object({
      query: z.string().min(1).max(200).describe('检索内容'),
      productCode: code.optional().describe('只检索这款产品的条款和问答'),
      limit: z.number().int().min(1).max(5).optional(),
    }),
    run: ({ query, productCode, limit }) => {
      const items = retrieve(kb, query, { ...(productCode ? { productCode } : {}), limit: limit ?? 3 });
      return {
        result: {
          passages: items.map((s) => ({ title: s.title, text: s.text.slice(0, 500), source: s.source })),
        },
        parts: items.length > 0 ? [{ kind: 'sources', items }] : [],
      };
    },
  });

  return [searchProducts, facts, compare, premium, commission, knowledge];
}
