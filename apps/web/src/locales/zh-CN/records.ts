/** Interaction records (spec §2): who opened the agent's shared comparisons. */
export const recordsText = {
  title: '互动记录',
  all: '查看全部',
  unread: '未读',
  unreadCount: (badge: string) => `${badge}条未读`,
  viewed: (title: string) => `查看了「${title}」`,
  drawerEmpty: '分享对比给客户后，这里会显示谁看过',
  empty: '还没有客户查看过您分享的对比',
  readAll: '全部已读',
  loadMore: '加载更多',
  noMore: '没有更多了',
} as const;
