/** User-visible messages that the spec fixes verbatim (spec §8). */
export const MESSAGES = {
  generating: '对话生成中，请稍后操作',
  inputTooLong: '您已输入超过500字，超出字数限制',
  sessionTimeout: '会话超时，已为您开启新对话',
  serviceException: '服务异常',
  loginExpired: '登录状态已过期',
  loginExpiredDialogTitle: '提示',
  loginExpiredDialogContent: '登录状态已过期，请重新登录',
  confirmDelete: '是否删除该条记录',
  copied: '已复制',
  copyFailed: '复制失败',
  downloadSucceeded: '下载成功',
  downloadFailed: '下载失败',
  saveImageFailed: '保存失败',
  linkCopied: '链接复制成功，测试环境需打开微信粘贴链接跳转客服',
  cancel: '取消',
  confirm: '确定',
} as const;
