/**
 * The notices under a comparison the customer sees: on the web's shared page and in the image the server
 * draws for download, in the same words. A module of its own: the first screen,
 * which imports MESSAGES, does not carry them.
 */
export const COMPARISON_NOTICES = {
  ai: '本对比由展业助手根据产品条款与费率表计算生成，内容仅供参考，不构成投保建议，具体以保险合同条款为准。',
  compliance: '保险有风险，投保需谨慎。请仔细阅读保险条款、责任免除及投保须知。',
} as const;
