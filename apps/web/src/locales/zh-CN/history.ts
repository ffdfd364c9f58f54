/** Conversation history (drawer list, /convMessageCheckList, /convMessageCheck). */
export const historyText = {
  sectionTitle: '历史对话',
  edit: '编辑',
  done: '完成',
  viewAll: '全部',
  delete: '删除',
  deleteLabel: (title: string) => `删除“${title}”`,
  deleted: '已删除',
  /** Spec §2 empty state: no conversations yet, start a new one. */
  empty: '暂无对话，快去开启新对话吧',
  startNew: '开启新对话',
  /** Spec §2: the list's end. */
  noMore: '没有更多了',
  loadingMore: '加载中…',
  loadMoreFailed: '加载失败，点击重试',
  loadFailed: '历史对话加载失败',
  untitled: '未命名对话',
  yesterday: '昨天',
  groups: { today: '今天', yesterday: '昨天', week: '近7天', earlier: '更早' },
  categoriesLabel: '对话类型',
  moreCategories: '查看更多分类',
  // /convMessageCheck
  question: '我',
  answer: '展业助手',
  answerUnfinished: '（回答未完成）',
  answerFailed: '（回答生成失败）',
  loadEarlier: '查看更早的消息',
  continueChat: '继续对话',
  noMessages: '这条对话还没有消息',
  notFoundTitle: '该对话已删除或不存在',
  notFoundBody: '对话可能已在其他页面被删除。您可以在历史对话中查看其他记录。',
  backToList: '查看历史对话',
  missingId: '链接不完整，无法打开对话',
  openFailed: '未能打开该对话，请稍后再试',
} as const;

export { categoryLabels } from './history-categories';
