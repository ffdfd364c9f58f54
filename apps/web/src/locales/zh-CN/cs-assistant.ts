/** /csAssistant's own strings: few, since the page is part of the first screen's bundle (issue 16). */
export const csAssistantText = {
  hello: '您好，我是智能客服',
  intro: '可以问我展业助手的使用、保单、理赔和续保续期问题；需要人工时说“转人工”。',
  questions: ['客户的保单查不到怎么办', '出险后如何报案理赔', '续期保费没交上有宽限期吗', '转人工'],
  summary: '小结',
} as const;
