/**
 * Every route of spec §2 with what it is for, as agents would name it. A host app may deep-link to one
 * that is not built yet: the router then sends the agent home with this name shown ('该功能即将上线'),
 * so the link's intent is not lost silently (issue 22). Built routes never reach that fallback. Read only
 * by the home screen's notice, a lazy chunk: the first screen does not carry this table.
 */
export const SPEC_ROUTE_NAMES: Readonly<Record<string, string>> = {
  '/index': '首页',
  '/interactiveList': '互动记录',
  '/setting': '个人设置',
  '/privacyPolicy': '隐私政策',
  '/userAgreement': '用户协议',
  '/comparingHistory': '对比历史',
  '/xgplayer': '视频播放',
  '/prodSelectConfig': '产品对比',
  '/comparisonResults': '对比结果',
  '/convMessageCheck': '对话记录',
  '/convMessageCheckList': '历史对话',
  '/login': '登录',
  '/tutorial': '操作指引',
  '/tutorial/detail': '操作指引',
  '/csAssistant': '智能客服',
  '/webResource': '网页资料',
  '/commissionCalculateProdSelect': '保费佣金试算',
  '/commissionCalculate': '保费佣金试算',
  '/prodColoringPageProdSelect': '产品彩页',
  '/prodColoringPageConfig': '产品彩页',
  '/prodColoringPageResult': '产品彩页',
  '/aiUnderwriting': '智能核保',
  '/aiUnderwritingReport': '核保报告',
  '/csSummary': '客服小结',
};

/** The router state of a redirect from an unknown path: the path asked for. */
export interface ComingSoonState {
  comingSoon: string;
}
