/** User-visible text of the model path (Chinese, shown in the answer). */

/** Before the built-in answer when the model could not answer at all. */
export const FALLBACK_NOTICE = '（模型服务暂时不可用，以下由内置引擎回答）\n\n';

/**
 * When the model failed after some of its answer was already shown: the shown part cannot be taken back
 * from the agent's screen, so we say plainly that it stopped and the built-in answer follows in full.
 */
export const INTERRUPTED_NOTICE = '\n\n（模型回答中断，以下由内置引擎重新回答）\n\n';

/** The chosen model is not (or no longer) configured on this server. */
export const UNKNOWN_MODEL_NOTICE = '（所选模型当前不可用，以下由内置引擎回答）\n\n';
