import type { Category } from '@broker/contract';

// Apart from historyText: the home screen's category entries need only these, in the first bundle.
/** How each conversation category is named to the agent. */
export const categoryLabels: Record<Category, string> = {
  General: '综合问答',
  MyBA_Common: '通用问答',
  MyBA_Selection: '产品选择',
  MyBA_Query: '产品查询',
  MyBA_Compare: '产品对比',
  FAQ: '常见问题',
  MyBA_Ask: '我要提问',
  Dummy_Test: '测试',
  zhxs: '智能销售',
};
