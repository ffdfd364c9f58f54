import type { Catalogue, ToolScreens } from '@broker/contract';
import { parseReferenceTables, parseUnderwritingRules } from '@broker/insurance';
import { expect } from 'vitest';
import { createBuiltinEngine } from './builtin-engine.js';
import { buildKnowledgeBase } from './knowledge-base.js';
import { answerQuote } from './quoted-message.js';
import {
  EMPTY_CONTEXT,
  type AnswerPart,
  type ConversationContext,
  type EngineRequest,
  type QuotedMessage,
  type Understanding,
} from './types.js';

// Tests may read files; the library does not. The package compiles without Node's types, hence the
// untyped import of node:fs with the one signature used here.
const fsModule = 'node:fs';
const { readFileSync } = (await import(fsModule)) as { readFileSync(path: URL, encoding: 'utf8'): string };

/** The real demo catalogue: tests check answers against its actual fields. */
export const catalogue = JSON.parse(
  readFileSync(new URL('../../../../data/catalogue/catalogue.json', import.meta.url), 'utf8'),
) as Catalogue;
const referenceTables = parseReferenceTables((name) =>
  readFileSync(new URL(`../../../../data/reference/${name}`, import.meta.url), 'utf8'),
);
const underwritingRules = parseUnderwritingRules(
  readFileSync(new URL('../../../../data/underwriting/rules.csv', import.meta.url), 'utf8'),
);
export const kb = buildKnowledgeBase({ ...catalogue, referenceTables, underwritingRules });

export function product(code: string) {
  const p = kb.productsByCode.get(code);
  if (!p) throw new Error(`no product ${code}`);
  return p;
}

/** A hand-built Understanding, as the understander would produce it. */
export function understanding(
  partial: Partial<Understanding> & Pick<Understanding, 'intent'>,
): Understanding {
  return { confidence: 0.9, entities: {}, products: [], refersToLocked: false, text: '', ...partial };
}

export const mention = (code: string) => ({ code, text: code, score: 1 });

export interface Collected {
  parts: AnswerPart[];
  text: string;
  end: Extract<AnswerPart, { kind: 'end' }> | undefined;
  flags: Record<string, unknown>;
  of<K extends AnswerPart['kind']>(kind: K): Extract<AnswerPart, { kind: K }>[];
}

export function collect(parts: AnswerPart[]): Collected {
  const flags: Record<string, unknown> = {};
  for (const p of parts) if (p.kind === 'flags') Object.assign(flags, p.flags);
  return {
    parts,
    text: parts.map((p) => (p.kind === 'text' ? p.text : '')).join(''),
    end: parts.find((p): p is Extract<AnswerPart, { kind: 'end' }> => p.kind === 'end'),
    flags,
    of: <K extends AnswerPart['kind']>(kind: K) =>
      parts.filter((p): p is Extract<AnswerPart, { kind: K }> => p.kind === kind),
  };
}

/** Runs the engine with a fixed understanding for one question and gathers the streamed parts. */
export async function ask(
  u: Understanding,
  options: {
    context?: ConversationContext;
    category?: EngineRequest['category'];
    signal?: AbortSignal;
    screens?: ToolScreens;
  } = {},
): Promise<Collected> {
  const engine = createBuiltinEngine(kb, {
    understand: () => u,
    ...(options.screens ? { screens: options.screens } : {}),
  });
  const parts: AnswerPart[] = [];
  const request: EngineRequest = {
    question: u.text,
    category: options.category ?? 'General',
    context: options.context ?? EMPTY_CONTEXT,
    history: [],
    ...(options.signal ? { signal: options.signal } : {}),
  };
  for await (const part of engine.answer(request)) parts.push(part);
  return collect(parts);
}

/**
 * A whole conversation on the real catalogue with the real understander: each turn's `end.context` is
 * the next turn's `context`, as the server threads it.
 */
/** The ids of an answer's cited sources, in order (an FAQ entry's id, a statute article's …). */
export const sourceIds = (r: Collected) => (r.of('sources')[0]?.items ?? []).map((s) => s.id);

export class Conversation {
  context: ConversationContext = EMPTY_CONTEXT;
  private readonly engine = createBuiltinEngine(kb);

  /** `quote`: a message the agent quotes with this question, as the server hands it over. */
  async say(question: string, quote?: QuotedMessage): Promise<Collected> {
    const parts: AnswerPart[] = [];
    const request: EngineRequest = {
      question,
      category: 'General' as const,
      context: this.context,
      history: [],
      today: new Date('2025-06-01'),
      ...(quote ? { quote } : {}),
    };
    for await (const part of this.engine.answer(request)) parts.push(part);
    const r = collect(parts);
    if (!r.end) throw new Error(`no end part for ${question}`);
    this.context = r.end.context;
    return r;
  }
}

export const RECOMMEND = '30岁男性买什么重疾险好，预算每年五千';

/** A critical-illness recommendation, checked to have locked its first page in rank order. */
export async function recommended(): Promise<{ talk: Conversation; listed: string[] }> {
  const talk = new Conversation();
  const r = await talk.say(RECOMMEND);
  const listed = r.of('products')[0]?.items.map((c) => c.code) ?? [];
  expect(listed.length).toBeGreaterThan(2);
  expect(talk.context.lockedProducts).toEqual(listed);
  return { talk, listed };
}

/** An answer as a quote, the way the server builds it from the stored answer. */
export function quoteOfAnswer(answer: Collected): QuotedMessage {
  return answerQuote(answer.text, answer.of('products')[0]?.items ?? []);
}
