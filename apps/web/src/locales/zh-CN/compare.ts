import { COMPARE_LIMITS } from '@broker/contract';
import { pickerText } from './product-picker';

const { minProducts, maxProducts, shareDays } = COMPARE_LIMITS;

/** The comparison screens: selection, result, history, the customer's shared copy. */
export const compareText = {
  ...pickerText,
  add: '加入对比',
  added: '已加入',
  cartTitle: (n: number) => `已选 ${n}/${maxProducts} 款`,
  cartHint: `选择${minProducts}-${maxProducts}款产品进行对比`,
  cartFull: `最多对比${maxProducts}款产品，请先移除一款`,
  needMore: `请至少选择${minProducts}款产品`,
  mixedTypes: '所选产品险种不同，可以对比，但保障责任差异较大，请结合需求解读',
  clear: '清空',
  remove: (name: string) => `移除${name}`,
  next: '下一步：设置投保信息',
  paramsTitle: '客户投保信息',
  paramsHint: '统一应用于所有产品；某款产品不接受的取值会在结果中说明原因',
  productDefault: '各产品默认',
  backToChoose: '重新选择产品',
  compare: '开始对比',
  stepChoose: '选择产品',
  stepParams: '设置信息',
  stepCompare: '查看对比',
  loadingProduct: '正在加入产品…',
  // Result
  diffOnly: '只看不同',
  computing: '正在计算…',
  productErrors: '该产品不接受当前投保信息：',
  edit: (param: string, product: string) => `修改${product}的${param}`,
  cancel: '取消',
  confirm: '确定',
  illustrationTitle: '利益演示',
  chartTitle: (column: string) => `${column}走势`,
  yearAge: (year: number, age: number) => `第${year}年·${age}岁`,
  yearHeading: '保单年度',
  noIllustration: '所选产品没有利益演示（如医疗险、意外险为一年期保障）',
  removeProduct: '移出对比',
  removeConfirm: (name: string) => `将「${name}」移出这份对比？`,
  save: '保存',
  saved: '已保存到对比历史',
  share: '分享给客户',
  pricesChanged: '产品费率在保存后有更新，以下为保存时的计算结果，最新价格可能已变化',
  recompute: '按最新费率重新计算',
  invalidLink: '对比参数不完整，请重新选择产品',
  reselect: '去选择产品',
  // Share
  shareTitle: '分享对比',
  copyLink: '复制链接',
  systemShare: '系统分享',
  downloadImage: '保存为图片',
  shareExpires: (date: string) => `链接${shareDays}天内有效（至${date}），可在对比历史中重新分享`,
  revoke: '停止分享',
  revoked: '已停止分享，旧链接已失效',
  // Customer view
  fromAgent: (name: string) => `${name} 为您整理的产品对比`,
  agentCard: (name: string, workId: string) => `您的顾问：${name}（工号 ${workId}）`,
  aiNotice:
    '本对比由展业助手根据产品条款与费率表计算生成，内容仅供参考，不构成投保建议，具体以保险合同条款为准。',
  compliance: '保险有风险，投保需谨慎。请仔细阅读保险条款、责任免除及投保须知。',
  sharedGone: '分享链接无效或已过期',
  // History
  historyEmpty: '还没有保存的对比，去选择产品开始对比吧',
  views: (n: number) => (n > 0 ? `${n}次查看` : '暂无查看'),
  delete: '删除',
  productCount: (n: number) => `${n}款产品`,
} as const;
