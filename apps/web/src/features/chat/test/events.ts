import type { StreamData, StreamEvent } from '@broker/contract';

export const CID = '8cfd540d-888a-4358-bfe3-04e14a16ff76';
export const AID = '0aaa75c3-80f1-4860-922b-dc132fa49557';
/** The stored id of the question the answer AID replies to (events' userMessageId). */
export const QID = '5b0e7d2a-3c41-4f7e-9d1a-6a2b8c9e0f13';

/** A stream event as the server writes it (decision 008: every field, defaults ''/false/null). */
export function ev(
  type: StreamData['type'],
  content: StreamData['content'] = '',
  data: Partial<StreamData> = {},
  ids: { aid: string; cid: string; qid?: string } = { aid: AID, cid: CID },
): StreamEvent {
  return {
    content: type === 'text' && typeof content === 'string' ? content : '',
    assistantMessageId: ids.aid,
    userMessageId: ids.qid ?? QID,
    conversationId: ids.cid,
    data: {
      content,
      type,
      end_tips: '',
      product_end_tips: '',
      axbDisclaimer: '',
      prodcut_pages: null,
      cm: 'builtin',
      sc: '',
      scSource: '',
      vehicleFlag: false,
      action: '',
      popup_action: '',
      commissionFlag: false,
      colorPageFlag: false,
      show_customer_service: false,
      clean: false,
      conversation_id: ids.cid,
      ...data,
    },
  };
}

export const card = (code: string, name = code) => ({
  code,
  name,
  company: '泓源人寿保险股份有限公司',
  companyCode: 'HYRS',
  type: '重疾险',
  typeCode: 'critical_illness',
  minAge: 0,
  maxAge: 60,
  onSale: true,
  highlights: ['120种重疾，确诊即赔100%基本保额'],
  tags: [],
});

const pages = { pageSize: 5, totalPages: 3, totalNum: 11, currPage: 1 };

/** Recorded from the demo server: '30岁男性买什么重疾险好，预算每年五千' (text deltas shortened). */
export const recommendation: StreamEvent[] = [
  ev('meta'),
  ev('query', '已理解：30岁 · 男 · 重疾险 · 预算每年5000元'),
  ev('text', '为30岁男性被保险人找到11款在'),
  ev('text', '售重疾险，'),
  ev('text', '排在前面的是：\n'),
  ev(
    'product_list',
    ['HYRS-CI01', 'CYRS-CI01', 'AL-CI01', 'A', 'B'].map((c) => card(c)),
    { prodcut_pages: pages },
  ),
  ev('end', '', {
    end_tips: '点击产品可查看详情，也可以说“对比前两款”或“第一款保费多少”',
    product_end_tips: '以上产品信息以保险合同条款为准',
    axbDisclaimer: '以上内容由AI生成，仅供参考',
    prodcut_pages: pages,
    sc: 'product',
  }),
];

/** '这款等待期多久' after the recommendation: the choose card. */
export const chooseCard: StreamEvent[] = [
  ev('meta'),
  ev('query', '已理解：30岁 · 男 · 重疾险'),
  ev('text', '刚才提到了5款产品，请问「这款」指的是哪一款？'),
  ev('ask_list', [{ question: '泓源恒佑重大疾病保险', productCode: 'HYRS-CI01' }], {
    popup_action: 'confirm_branch',
  }),
  ev('end', '', { popup_action: 'confirm_branch' }),
];
