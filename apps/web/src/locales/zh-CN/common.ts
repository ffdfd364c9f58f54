/** Strings shared by every screen. Spec messages come from `MESSAGES` in @broker/contract, not here. */
export const common = {
  appName: '展业助手',
  back: '返回',
  close: '关闭',
  loading: '加载中…',
  retry: '重试',
  loadFailed: '加载失败',
  networkError: '网络连接异常，请检查网络后重试',
  requestTimeout: '请求超时，请稍后重试',
  /** Spec §2 empty states: the one search no-result text of every search screen (decision 036). */
  searchNoResults: '没有找到相关结果，换个关键词或筛选条件试试',
} as const;
