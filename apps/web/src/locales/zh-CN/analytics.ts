/** The operators' analytics view (/analytics, decision 028). */
export const analyticsText = {
  rangeLabel: '时间范围',
  range: (days: number) => `近${days}天`,
  activeAgents: '日活跃经纪人',
  activeAgentsHint: '当天打开过应用或提过问题的经纪人数',
  questions: '提问量（按问答类别）',
  tools: '工具使用（按页面）',
  shares: '分享被打开（客户查看）',
  feedback: '回答反馈（按回答类型）',
  likes: '赞',
  dislikes: '踩',
  topAgents: '最活跃的经纪人',
  workId: '工号',
  activeDays: '活跃天数',
  questionCount: '提问数',
  total: (n: number) => `合计 ${n}`,
  noData: '这段时间还没有数据',
  emptyAll: '还没有使用数据。经纪人开始使用后，这里会按天显示活跃、提问、工具使用、分享和反馈。',
  refused: '仅运营人员可以查看数据看板，请联系管理员开通',
  timeZone: (tz: string) => `按 ${tz} 时区的自然日统计；只显示工号，不含姓名等个人信息。`,
  chartOf: (title: string) => `${title}折线图`,
} as const;

export const toolLabels: Record<string, string> = {
  compare: '产品对比',
  calculator: '保费试算',
  colourPage: '产品彩页',
  underwriting: '智能核保',
  customerService: '客服',
  vehicle: '车险',
};

export const sharedPageLabels: Record<string, string> = {
  comparison: '产品对比',
  colourPage: '产品彩页',
};

/** The answer's act (the engine's intent). */
export const actLabels: Record<string, string> = {
  '': '未记录类型',
  selection: '产品推荐',
  family_plan: '家庭方案',
  price_by_type: '险种价格',
  product_query: '产品问答',
  premium: '保费测算',
  commission: '佣金',
  compare: '产品对比',
  faq: '保险知识',
  sales_talk: '销售话术',
  rule_law: '法规条款',
  policy_service: '保全服务',
  claims: '理赔',
  underwriting: '核保',
  catalogue_list: '产品清单',
  brochure: '彩页',
  vehicle: '车险',
  customer_service: '客服',
  unlock: '解除锁定',
  chitchat: '闲聊',
  out_of_scope: '超出范围',
};
