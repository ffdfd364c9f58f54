export const homeText = {
  openMenu: '打开菜单',
  newConversation: '开启新对话',
  greetingMorning: '早上好',
  greetingAfternoon: '下午好',
  greetingEvening: '晚上好',
  workIdPrefix: '工号',
  intro: '我是您的展业助手，可以帮您选产品、查条款、做对比、答疑问。',
  userInfoFailed: '未能获取您的账号信息',
  noticeLabel: '通知',
  categoriesTitle: '您想问哪一类问题',
  defaultQuestionsTitle: '猜你想问',
  hintsTitle: (category: string) => `${category} · 热门问题`,
} as const;
