/** The home screen's first-run guide (spec §9 guide_94326; docs/decisions/030). */
export const guideText = {
  count: (n: number, total: number) => `第 ${n} 步，共 ${total} 步`,
  skip: '跳过',
  next: '下一步',
  done: '开始使用',
  menuTitle: '菜单在这里',
  menuText:
    '个人设置、操作指引、网页资料，产品对比、保费佣金试算、产品彩页等工具，以及历史对话，都在右上角的菜单里。',
  categoriesTitle: '先选问题类型',
  categoriesText: '选一类问题，下方会换成这一类的热门问题，点一下就能直接问。',
  composerTitle: '直接提问',
  composerText:
    '输入客户情况或问题，例如“30岁男性，预算每年5000元，买什么重疾险”。回答里的产品卡片可以直接试算保费、加入对比、生成彩页。',
} as const;
