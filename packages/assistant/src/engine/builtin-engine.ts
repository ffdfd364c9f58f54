import { TOOL_SCREENS, type ToolScreens } from '@broker/contract';
import { createUnderstander } from '../understand/index.js';
import type { Entities } from '../understand/types.js';
import { composeAnswer } from './compose/index.js';
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
    answer(request: EngineRequest): AsyncIterable<AnswerPart> {
      return (async function* () {
        if (request.signal?.aborted) return;
        const understanding = understand(request.question, {
          context: request.context,
          category: request.category,
          ...(request.today ? { today: request.today } : {}),
        });
        yield* streamParts(composeAnswer({ kb, understanding, request, screens }), request.signal);
      })();
    },
    productPage(allCodes: readonly string[], page: number, pageSize: number, entities?: Entities) {
      return productPage(kb, allCodes, page, pageSize, entities);
    },
  };
}
