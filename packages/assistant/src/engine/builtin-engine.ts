import { TOOL_SCREENS, type ToolScreens } from '@broker/contract';
import { createUnderstander } from '../understand/index.js';
import { contextWithQuote } from '../understand/quote.js';
import { composeAnswer } from './compose/index.js';
import { leavingNote, lockedToProduct, withLeadingNote } from './product-lock.js';
import { streamParts } from './stream.js';
import { productPage } from './tools/product-card.js';
import type { AnswerPart, Engine, EngineRequest, KnowledgeBase, Understand } from './types.js';

export interface BuiltinEngineOptions {
  /** Reads questions; defaults to the package's understander over the same knowledge base. */
  understand?: Understand;
  /** The client's tool screens hand-offs may point to (default: the web app's, TOOL_SCREENS). */
  screens?: ToolScreens;
}

/**
 * The engine that needs no model: understand the question, call the tools over the knowledge base,
 * compose the answer from their results, then stream it. Composition is synchronous and fast (a few
 * milliseconds); streaming only paces the delivery.
 */
export function createBuiltinEngine(kb: KnowledgeBase, options: BuiltinEngineOptions = {}): Engine {
  const understand = options.understand ?? createUnderstander(kb);
  const screens = options.screens ?? TOOL_SCREENS;
  return {
    answer(asked: EngineRequest): AsyncIterable<AnswerPart> {
      const request = lockedToProduct(asked);
      return (async function* () {
        if (request.signal?.aborted) return;
        const today = request.today ? { today: request.today } : {};
        // A quote is context for this turn: the understander and the composers both read it from here.
        const context = request.quote
          ? contextWithQuote(request.context, request.quote, {
              understand,
              category: request.category,
              ...today,
            })
          : request.context;
        const turn: EngineRequest = { ...request, context };
        const understanding = understand(turn.question, { context, category: turn.category, ...today });
        const parts = composeAnswer({ kb, understanding, request: turn, screens });
        yield* streamParts(withLeadingNote(parts, leavingNote(kb, turn, understanding)), request.signal);
      })();
    },
    productPage: (...args: Parameters<Engine['productPage']>) => productPage(kb, ...args),
  };
}
