/** Strings of the chat composer's attachments (issue 15): a lazy chunk, off the first screen. */
export const attachmentText = {
  attach: '添加图片或PDF附件',
  attachWaiting: '附件识别完成后将自动发送',
  attachSendNow: '立即发送',
  attachedFiles: '附件',
  listLabel: '已添加的附件',
  reading: (percent: number) => `识别中 ${percent}%`,
  read: '已识别',
  noText: '未识别到文字',
  remove: (name: string) => `移除附件 ${name}`,
};
