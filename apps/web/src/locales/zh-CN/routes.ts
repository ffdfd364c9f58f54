/** Route titles (document.title and page headers). */
export const routeTitles = {
  index: '展业助手',
  login: '登录',
  setting: '个人设置',
  privacyPolicy: '隐私政策',
  userAgreement: '用户协议',
  convMessageCheck: '对话记录',
  convMessageCheckList: '历史对话',
  tutorial: '操作指引',
  tutorialDetail: '操作指引',
  prodSelectConfig: '产品对比',
  comparisonResults: '对比结果',
  comparingHistory: '对比历史',
  interactiveList: '互动记录',
} as const;
