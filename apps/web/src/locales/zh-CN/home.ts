export const homeText = {
  openMenu: '打开菜单',
  greetingMorning: '早上好',
  greetingAfternoon: '下午好',
  greetingEvening: '晚上好',
  workIdPrefix: '工号',
  comingSoonTitle: '智能问答即将在这里开放',
  comingSoonBody:
    '产品查询、产品对比和保费测算等问答功能上线后，您可以直接在此页面向展业助手提问。目前可通过右上角菜单查看账号与设置。',
  userInfoFailed: '未能获取您的账号信息',
} as const;
