import { describe, expect, it } from 'vitest';
import { emptyAnswer, eventFlags, flagsOfEvent, foldAnswer, NO_FLAGS, raiseFlags } from './answer-fold.js';
import type { StreamData, StreamEvent } from './conversation.js';

function ev(type: StreamData['type'], content: StreamData['content'] = '', data: Partial<StreamData> = {}) {
  return {
    content: type === 'text' && typeof content === 'string' ? content : '',
    assistantMessageId: 'a',
    userMessageId: 'q',
    conversationId: 'c',
    data: {
      content,
      type,
      end_tips: '',
      product_end_tips: '',
      axbDisclaimer: '',
      prodcut_pages: null,
      cm: 'builtin',
      sc: '',
      ...eventFlags(NO_FLAGS),
      clean: false,
      conversation_id: 'c',
      ...data,
    },
  } satisfies StreamEvent;
}
const fold = (events: StreamEvent[]) => events.reduce(foldAnswer, emptyAnswer());
const card = { code: 'P1', name: 'P1', company: 'C', companyCode: 'C', type: '重疾险', typeCode: 'ci' };
const product = { ...card, minAge: 0, maxAge: 60, onSale: true, highlights: [], tags: [] };
const pages = { pageSize: 5, totalPages: 1, totalNum: 1, currPage: 1 };

describe('raiseFlags', () => {
  it('raises, names a newer action, never clears', () => {
    const up = raiseFlags(NO_FLAGS, { commissionFlag: true, action: 'jump_to_ua' });
    expect(up).toMatchObject({ commissionFlag: true, action: 'jump_to_ua' });
    expect(raiseFlags(up, { commissionFlag: false, action: '' })).toEqual(up);
    expect(raiseFlags(up, { action: 'unlock_product' }).action).toBe('unlock_product');
  });
  it('event names and message names map both ways', () => {
    const flags = { ...NO_FLAGS, showCustomerService: true, popupAction: 'confirm_branch' as const };
    expect(flagsOfEvent(ev('end', '', eventFlags(flags)).data)).toEqual(flags);
  });
});

describe('foldAnswer', () => {
  it('builds text, think, query, lists, tips and paging from the events', () => {
    const a = fold([
      ev('meta'),
      ev('query', '已理解：30岁'),
      ev('think', '先'),
      ev('think', '想'),
      ev('text', '答'),
      ev('text', '案'),
      ev('product_list', [product], { prodcut_pages: pages }),
      ev('source_list', [{ id: 's', sourceType: 'faq', title: 't', text: 'x', source: 'FAQ' }]),
      ev('jump_ask', [{ question: 'Q' }]),
      ev('end', '', { end_tips: 'e', product_end_tips: 'p', axbDisclaimer: 'd', sc: 'product' }),
    ]);
    expect(a).toMatchObject({
      queryContent: '已理解：30岁',
      thinkContent: '先想',
      content: '答案',
      resultType: 'product_list',
      prodPagination: pages,
      ask: [{ question: 'Q' }],
      endTips: 'e',
      productEndTips: 'p',
      axbDisclaimer: 'd',
      sc: 'product',
      cm: 'builtin',
      success: true,
      finished: true,
    });
    expect(a.result.map((p) => p.code)).toEqual(['P1']);
    expect(a.sources).toHaveLength(1);
  });

  it('keeps flags raised by an earlier event', () => {
    const a = fold([ev('text', 'x', { vehicleFlag: true, action: 'jump_to_vehicle' }), ev('end')]);
    expect(a).toMatchObject({ vehicleFlag: true, action: 'jump_to_vehicle' });
  });

  it("a confirm_branch answer's first ask list is its choices, a later one its follow-ups", () => {
    const a = fold([
      ev('ask_list', [{ question: 'A', productCode: 'A' }], { popup_action: 'confirm_branch' }),
      ev('ask_list', [{ question: '还想问' }], { popup_action: 'confirm_branch' }),
    ]);
    expect(a.choices).toEqual([{ question: 'A', productCode: 'A' }]);
    expect(a.ask).toEqual([{ question: '还想问' }]);
    expect(fold([ev('ask_list', [{ question: 'B' }])])).toMatchObject({
      ask: [{ question: 'B' }],
      choices: [],
    });
  });

  it('an error marks the answer failed and keeps what came before', () => {
    const a = fold([ev('text', '部分'), ev('error', '服务异常')]);
    expect(a).toMatchObject({ content: '部分', success: false, finished: false });
  });

  it('passes fields it does not know through', () => {
    const withExtra = { ...emptyAnswer(), id: 'local-1' };
    expect(foldAnswer(withExtra, ev('text', 'x'))).toMatchObject({ id: 'local-1', content: 'x' });
  });
});
