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

export const MODEL_DISCLAIMER =
  '以上内容由AI模型生成，仅供参考；产品信息、保费及佣金以保险公司条款和正式报价为准。';

export const PRODUCT_END_TIPS = '产品责任、投保规则以保险公司正式条款为准。';
