import { BUILT_IN_MODEL } from '@broker/contract';
import type { Engine } from '@broker/assistant';
import type { UserRow } from '../../db/users-repository.js';
import type { EngineFor, KnowledgeSet } from '../conversation/types.js';

/**
 * Which engine answers (the built-in one or a configured model): decided here and nowhere else. The
 * agent's model is their preference while it is still on offer, else the default (the first offered);
 * a question may name another. `userinfo` shows the same choice as its default.
 */
export function engineChoice(deps: {
  /** Models on offer, the default first (userinfo.models); the built-in engine when none is given. */
  models?: readonly string[] | undefined;
  engineFor: EngineFor;
}) {
  const models: readonly string[] = deps.models && deps.models.length > 0 ? deps.models : [BUILT_IN_MODEL];
  const [defaultModel = BUILT_IN_MODEL] = models;

  function modelOf(user: Pick<UserRow, 'preferredModel'>): string {
    const preferred = user.preferredModel;
    return preferred && models.includes(preferred) ? preferred : defaultModel;
  }

  return {
    models,
    modelOf,
    /**
     * The model and engine for one question: the one it names, else the agent's. A model that cannot
     * answer is `invalid:model`, refused before anything is claimed or written.
     */
    async forQuestion(
      user: UserRow,
      requested: string | undefined,
      knowledge: KnowledgeSet = 'products',
    ): Promise<{ model: string; engine: Engine }> {
      const model = requested ?? modelOf(user);
      return { model, engine: await deps.engineFor(model, knowledge) };
    },
    /** The engine of a stored answer's model (a later page of its products). */
    forModel(model: string | null): Promise<Engine> {
      return deps.engineFor(model ?? undefined);
    },
  };
}
export type EngineChoice = ReturnType<typeof engineChoice>;
