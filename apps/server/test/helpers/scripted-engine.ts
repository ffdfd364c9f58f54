import type { AnswerPart, Engine, EngineRequest } from '@broker/assistant';
import type { ProductCard } from '@broker/contract';

/** A product card for a code, so pages can be checked by code. */
export function card(code: string): ProductCard {
  return {
    code,
    name: `产品${code}`,
    company: '测试保险',
    companyCode: 'TEST',
    type: '重疾险',
    typeCode: 'critical_illness',
    minAge: 0,
    maxAge: 60,
    onSale: true,
    highlights: [],
    tags: [],
  };
}

export const ALL_CODES = Array.from({ length: 12 }, (_, i) => `P${String(i + 1).padStart(2, '0')}`);

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** The full answer of the scripted engine: every part kind, in the order a real answer has them. */
function fullAnswer(request: EngineRequest): AnswerPart[] {
  const page = ALL_CODES.slice(0, 5).map(card);
  return [
    { kind: 'query', text: `理解：${request.question}` },
    { kind: 'think', text: '先看年龄，' },
    { kind: 'think', text: '再看预算。' },
    { kind: 'text', text: '为您推荐' },
    { kind: 'flags', flags: { commissionFlag: true } },
    { kind: 'text', text: '以下产品。' },
    {
      kind: 'products',
      listType: 'product_list',
      items: page,
      pages: { pageSize: 5, totalPages: 3, totalNum: 12, currPage: 1 },
      allCodes: ALL_CODES,
    },
    {
      kind: 'sources',
      items: [
        { id: 's1', sourceType: 'rule_para', title: '条款', text: '等待期90天', source: '产品P01 第三条' },
      ],
    },
    { kind: 'asks', listType: 'ask_list', items: [{ question: '等待期多久？' }] },
    { kind: 'flags', flags: { colorPageFlag: true } },
    {
      kind: 'end',
      endTips: '以上内容仅供参考',
      productEndTips: '具体以条款为准',
      disclaimer: '内容由AI生成',
      sourceType: 'rule_para',
      model: 'builtin',
      context: {
        lockedProducts: ['P01'],
        entities: { age: 30 },
        lastIntent: 'selection',
      },
    },
  ];
}

/**
 * An engine the tests control. The question decides the script:
 * - '慢…' streams a first text part, then waits until `release()` or the request's abort;
 * - '错…' fails after a first text part;
 * - '等…' waits 1.5 s (longer than the shortest heartbeat) before its full answer;
 * - anything else answers at once with every part kind.
 */
export function scriptedEngine() {
  const requests: EngineRequest[] = [];
  const models: (string | undefined)[] = [];
  let release: () => void = () => undefined;
  let released = new Promise<void>((resolve) => (release = resolve));

  const engine: Engine = {
    async *answer(request) {
      requests.push(request);
      const signal = request.signal;
      if (request.question.startsWith('慢')) {
        yield { kind: 'query', text: '慢问题' };
        yield { kind: 'text', text: '第一段。' };
        await Promise.race([released, new Promise((resolve) => signal?.addEventListener('abort', resolve))]);
        if (signal?.aborted) return;
      }
      if (request.question.startsWith('错')) {
        yield { kind: 'text', text: '开头' };
        throw new Error('scripted failure');
      }
      if (request.question.startsWith('等')) await sleep(1500, signal);
      for (const part of fullAnswer(request)) {
        if (signal?.aborted) return;
        yield part;
      }
    },
    productPage(allCodes, page, pageSize) {
      const totalNum = allCodes.length;
      return {
        items: allCodes.slice((page - 1) * pageSize, page * pageSize).map(card),
        pages: { pageSize, totalPages: Math.ceil(totalNum / pageSize), totalNum, currPage: page },
      };
    },
  };

  return {
    engineFor: async (model: string | undefined) => {
      models.push(model);
      return engine;
    },
    requests,
    models,
    /** Lets every waiting '慢' answer go on; later ones wait for the next release. */
    release() {
      release();
      released = new Promise<void>((resolve) => (release = resolve));
    },
    lastRequest(): EngineRequest {
      const last = requests.at(-1);
      if (!last) throw new Error('the engine was not called');
      return last;
    },
  };
}
export type ScriptedEngine = ReturnType<typeof scriptedEngine>;
