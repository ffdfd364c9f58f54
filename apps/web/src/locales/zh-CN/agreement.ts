export const agreementText = {
  accept: '同意并继续',
  decline: '不同意',
  dialogFallbackTitle: '重要提示',
  updatedAt: '更新日期',
  version: '版本',
  loadFailed: '协议内容加载失败',
  /** A date as Chinese readers write it, e.g. 2026年11月1日. */
  date: (date: Date) => `${date.getFullYear()}年${date.getMonth() + 1}月${date.getDate()}日`,
} as const;
