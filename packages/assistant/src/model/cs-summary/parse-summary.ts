import { z } from 'zod';
import { checkNumbers } from '../grounding.js';
import type { SummaryExchange, WrittenItem } from './types.js';

/** Longer lines than these are not a summary any more: the reply is refused, not cut. */
const ASKED_MAX = 200;
const ANSWERED_MAX = 400;

const replySchema = z.object({
  items: z.array(
    z.object({
      n: z.number().int(),
      asked: z.string(),
      answered: z.string(),
      sources: z.array(z.number().int()).default([]),
      resolved: z.boolean(),
    }),
  ),
});

export type ParsedSummary =
  | { ok: true; items: WrittenItem[] }
  /** 'unparsable': not the object asked for; 'grounding': a number the conversation does not have. */
  | { ok: false; reason: 'unparsable' | 'grounding'; problem: string };

const refused = (problem: string): ParsedSummary => ({ ok: false, reason: 'unparsable', problem });

/**
 * The JSON object in a model's reply: bare, inside a ```json fence, or with a sentence around it (models
 * add one despite being told not to). undefined when there is none that parses.
 */
export function jsonInReply(reply: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(reply)?.[1];
  const text = fenced ?? reply;
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) return undefined;
  try {
    return JSON.parse(text.slice(start, end + 1)) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Checks a model's summary against the conversation it summarises: one item per exchange, sources only
 * from that exchange, no unresolved exchange made resolved, and every amount, age and percentage written
 * found in the conversation (the model path's grounding check). Any failure refuses the whole reply:
 * the caller shows the extractive summary instead.
 */
export function parseSummary(reply: string, exchanges: readonly SummaryExchange[]): ParsedSummary {
  const parsed = replySchema.safeParse(jsonInReply(reply));
  if (!parsed.success) return refused('not the JSON object asked for');
  const byTurn = new Map<number, (typeof parsed.data.items)[number]>();
  for (const item of parsed.data.items) {
    if (item.n < 1 || item.n > exchanges.length || byTurn.has(item.n))
      return refused(`turn ${item.n} is unknown or repeated`);
    byTurn.set(item.n, item);
  }
  const items: WrittenItem[] = [];
  for (const [i, exchange] of exchanges.entries()) {
    const item = byTurn.get(i + 1);
    if (!item) return refused(`turn ${i + 1} is missing`);
    const asked = item.asked.trim();
    const answered = item.answered.trim();
    if (!asked || asked.length > ASKED_MAX || answered.length > ANSWERED_MAX)
      return refused(`turn ${i + 1} is empty or too long`);
    if (!answered && exchange.answer.trim()) return refused(`turn ${i + 1} lost its answer`);
    const sources = [];
    for (const n of new Set(item.sources)) {
      const source = exchange.sources[n - 1];
      if (!source) return refused(`turn ${i + 1} cites source ${n}, which it does not have`);
      sources.push(source);
    }
    items.push({ asked, answered, sources, resolved: item.resolved && exchange.answered });
  }
  const written = items.map((item) => `${item.asked}\n${item.answered}`).join('\n');
  const { mismatches } = checkNumbers(written, [], {
    sources: exchanges.flatMap((e) => [e.question, e.answer, ...e.sources.map((s) => s.title)]),
  });
  if (mismatches.length > 0) {
    const problem = `numbers not in the conversation: ${mismatches.map((m) => m.text).join(', ')}`;
    return { ok: false, reason: 'grounding', problem };
  }
  return { ok: true, items };
}
