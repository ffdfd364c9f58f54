import { writeSummaryWithModel, type WrittenItem } from '@broker/assistant';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { UserRow } from '../../db/users-repository.js';
import type { SummaryWriter } from './cs-summary.js';

/** Summaries kept per instance: an agent reopens /csSummary and attaches from it within minutes. */
const CACHED = 200;

type Written = { model: string; items: WrittenItem[] } | undefined;

/**
 * The model path of /csSummary (decision 025 addendum): when the agent's model (userinfo.models, POST
 * /v1/model/change) is one the endpoint serves, it writes the summary; the built-in engine leaves it to
 * the extractive one. A model that is down, slow, unparsable or ungrounded gives undefined (logged), and
 * the extractive summary is shown.
 *
 * A written summary is cached by model and conversation version (the newest message): a model does not
 * write the same words twice, and /csSummary compares the attached text with the shown one. Failures
 * are not cached, so the next visit tries again.
 */
export function csSummaryWriter(deps: {
  llm: Config['llm'];
  modelOf: (user: Pick<UserRow, 'preferredModel'>) => string;
  log: Pick<FastifyBaseLogger, 'warn'>;
}) {
  const cache = new Map<string, Promise<Written>>();
  return (user: Pick<UserRow, 'preferredModel'>): SummaryWriter | undefined => {
    const { llm } = deps;
    const model = deps.modelOf(user);
    if (!llm || !llm.models.includes(model)) return undefined;
    return (conversation) => {
      const key = `${model}\n${conversation.version}`;
      const cached = cache.get(key);
      if (cached) return cached;
      const written = writeSummaryWithModel(llm, model, conversation.exchanges).then((result): Written => {
        if (result.ok) return { model, items: result.items };
        cache.delete(key);
        deps.log.warn(
          { model, reason: result.reason, detail: result.message },
          'csSummary: the model summary fell back to the extractive one',
        );
        return undefined;
      });
      cache.set(key, written);
      if (cache.size > CACHED) cache.delete(cache.keys().next().value as string);
      return written;
    };
  };
}
export type CsSummaryWriter = ReturnType<typeof csSummaryWriter>;
