/** Chat screen strings. Spec messages (generating, too long, session timeout) come from MESSAGES. */
export const chatText = {
  answerFailed: '回答生成失败，请重试',
  answerInterrupted: '回答已中断，请重试',
  feedbackThanks: '感谢您的反馈',
  feedbackFailed: '反馈提交失败，请稍后再试',
  loadMoreFailed: '加载失败，请稍后再试',

  // Composer
  inputPlaceholder: '请输入您的问题',
  send: '发送',
  stop: '停止生成',
  quoting: '引用',
  clearQuote: '取消引用',
  charCount: (count: number, max: number) => `${count}/${max}`,

  // Message list
  loadingHistory: '正在加载对话…',
  jumpToLatest: '回到最新',
  showEarlier: '查看更早的消息',
  you: '我',
  assistant: '展业助手',

  // Answer
  thinking: '思考中…',
  thought: '已深度思考',
  expandThink: '展开思考过程',
  collapseThink: '收起思考过程',
  generating: '正在生成回答',
  stopped: '已停止生成',
  retry: '重试',
  aiNotice: '内容由AI生成',
  sourcesTitle: (n: number) => `参考来源（${n}）`,
  /** Spec §3 scSource: where the answer's main source came from (decision 036). */
  basis: (origin: string) => `主要依据：${origin}`,
  openWebPage: '打开网页',
  moreProducts: (left: number) => `更多（还有${left}款）`,
  loadingProducts: '加载中…',
  annualPremium: '年交',
  sumInsured: '保额',
  ageRange: (min: number, max: number) => `投保年龄 ${min}–${max} 周岁`,
  offSale: '已停售',
  showHighlights: '查看产品亮点',
  /** The product card's name and figures open its product sheet. */
  openProduct: '查看详情',
  hideHighlights: '收起',
  chooseTitle: '请选择您想了解的产品',
  suggestions: '您可以继续问',
  guessTitle: '猜你想问',
  unlocked: '已取消锁定产品，后续问题不再限定于上面的产品',

  // Cards from the stream's actions
  uaTitle: '智能核保',
  uaBody: '填写或上传检查报告，可得到各保险公司的预核保结论。结论仅供参考，以保险公司正式核保为准。',
  calculatorTitle: '保费佣金试算',
  calculatorBody: '带入本轮对话的投保条件，调整保额、期限即时重算',
  colourPageTitle: '生成产品彩页',
  colourPageBody: '带入本轮对话的投保条件，选模板和内容，生成可发给客户的彩页',
  csTitle: '人工客服',
  csBody: '工作时间内可联系在线人工客服，其他时间可以提交工单，客服会尽快处理。',
  open: '去使用',

  // Per-answer actions
  copy: '复制',
  quote: '引用',
  like: '有帮助',
  liked: '已点赞',
  dislike: '没帮助',
  disliked: '已点踩',
  regenerate: '重新生成',
  messageActions: '消息操作',
  cancel: '取消',

  // Dislike popup
  dislikeTitle: '请告诉我们哪里不满意',
  dislikeCommentPlaceholder: '补充说明（选填）',
  dislikeSubmit: '提交',
  dislikeNeedReason: '请选择原因或填写说明',

  // Model switch
  model: '模型',
  switchModel: '切换模型',
} as const;
