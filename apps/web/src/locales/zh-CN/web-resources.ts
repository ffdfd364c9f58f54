/** /webResource (issue 17, docs/decisions/030). */
export const webResourceText = {
  searchPlaceholder: '搜索标题、来源或简介',
  search: '搜索',
  categories: '网页资料分类',
  all: '全部',
  intro: '监管机构、法律法规、行业组织和保险公司的官方网页。点开即可访问，也可复制链接发给客户。',
  /** Spec §2: the search no-result text. */
  empty: '暂无网页资料',
  loadMore: '加载更多',
  loadingMore: '正在加载…',
  noMore: '没有更多了',
  copyLink: '复制链接',
  copyLinkOf: (title: string) => `复制“${title}”的链接`,
  opensNewWindow: '（在新窗口打开）',
  opensInView: '（离开展业助手打开，返回可回到本页）',
  count: (n: number) => `共 ${n} 条`,
} as const;
