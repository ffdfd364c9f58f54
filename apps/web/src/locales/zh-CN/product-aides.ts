/** The product assistant (aiSource=product_aides, decision 048): the chat locked to one product. */
export const productAidesText = {
  chipLabel: '产品助手',
  /** The chip's accessible name: it opens the product sheet. */
  chipAction: (name: string) => `产品助手：${name}，查看产品详情`,
  hintsTitle: (name: string) => `关于「${name}」，您可以问`,
  intro: '这里的问题都按这款产品回答；问其他产品或做对比时会另行说明。',
};
