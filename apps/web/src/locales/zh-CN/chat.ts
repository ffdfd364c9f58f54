/** Chat screen strings. Spec messages (generating, too long, session timeout) come from MESSAGES. */
export const chatText = {
  answerFailed: '回答生成失败，请重试',
  answerInterrupted: '回答已中断，请重试',
  feedbackThanks: '感谢您的反馈',
  feedbackFailed: '反馈提交失败，请稍后再试',
  loadMoreFailed: '加载失败，请稍后再试',
} as const;
