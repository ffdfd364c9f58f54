/** The vehicle card (issue 16): its own chunk's strings, off the first screen. */
export const vehicleText = {
  title: '车险报价',
  body: '车险需按车辆、车主和投保地区报价，将打开公司的车险系统（带上您的工号）。',
  open: '去报价',
  loading: '正在获取车险入口…',
  notConfigured: '车险报价入口尚未配置：请联系管理员开通，或先使用公司的车险出单系统。',
  failed: '车险入口获取失败',
  retry: '重试',
};
