import type { Understanding } from '../conversation-types.js';
import type { AnswerPart, EngineRequest, KnowledgeBase } from './types.js';

/**
 * The product assistant (AI source product_aides, docs/decisions/048): a conversation locked to one
 * catalogue product. Whatever the previous turn touched, each question starts from that product, so a
 * question that names none ('等待期多久') is about it. Both engines read the request through this.
 */
export function lockedToProduct(request: EngineRequest): EngineRequest {
  const code = request.lockedProduct;
  if (!code) return request;
  return { ...request, context: { ...request.context, lockedProducts: [code] } };
}

/**
 * A comparison, or a question about another product, is still answered (the agent asked it), but the
 * answer says first that it leaves the product assistant and that the next question without a product
 * name is about the locked product again. Undefined when the question stays with the product.
 */
export function leavingNote(
  kb: KnowledgeBase,
  request: EngineRequest,
  understanding: Understanding,
): string | undefined {
  const product = request.lockedProduct ? kb.productsByCode.get(request.lockedProduct) : undefined;
  if (!product) return undefined;
  const another =
    understanding.products.some((p) => p.code !== product.code) || understanding.unknownProduct !== undefined;
  if (understanding.intent !== 'compare' && !another) return undefined;
  return `这个问题超出了「${product.name}」产品助手的范围，以下照常回答；之后不提产品名的问题，仍按「${product.name}」回答。`;
}

/** Puts the note before the answer's first text (after the query line, which says what was looked up). */
export function withLeadingNote(parts: AnswerPart[], note: string | undefined): AnswerPart[] {
  if (!note) return parts;
  const at = parts.findIndex((p) => p.kind === 'text');
  const lead: AnswerPart = { kind: 'text', text: `${note}\n\n` };
  return at < 0 ? [lead, ...parts] : [...parts.slice(0, at), lead, ...parts.slice(at)];
}
