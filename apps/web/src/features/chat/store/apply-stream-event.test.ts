import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@broker/contract';
import { createPendingAnswer } from '../lib/messages';
import { AID, CID, chooseCard, ev, recommendation } from '../test/events';
import { applyStreamEvent, streamEffects } from './apply-stream-event';

const fold = (events: Parameters<typeof applyStreamEvent>[1][]) =>
  events.reduce(applyStreamEvent, createPendingAnswer(''));

describe('applyStreamEvent', () => {
  it('builds the recommendation answer from its real event sequence', () => {
    const m = fold(recommendation);
    expect(m.id).toBe(AID);
    expect(m.conversationId).toBe(CID);
    expect(m.queryContent).toBe('已理解：30岁 · 男 · 重疾险 · 预算每年5000元');
    expect(m.content).toBe('为30岁男性被保险人找到11款在售重疾险，排在前面的是：\n');
    expect(m.result.map((p) => p.code)).toEqual(['HYRS-CI01', 'CYRS-CI01', 'AL-CI01', 'A', 'B']);
    expect(m.resultType).toBe('product_list');
    expect(m.prodPagination).toEqual({
      pageSize: 5,
      totalPages: 3,
      totalNum: 11,
      currPage: 1,
      loading: false,
    });
    expect(m.endTips).toContain('对比前两款');
    expect(m.productEndTips).toBe('以上产品信息以保险合同条款为准');
    expect(m.axbDisclaimer).toBe('以上内容由AI生成，仅供参考');
    expect(m).toMatchObject({
      success: true,
      finished: true,
      isGenerating: false,
      sc: 'product',
      cm: 'builtin',
    });
  });

  it('is generating until end', () => {
    expect(fold(recommendation.slice(0, -1)).isGenerating).toBe(true);
  });

  it('confirm_branch ask_list → choose card with choices (not the ask list)', () => {
    const m = fold(chooseCard);
    expect(m.showChooseCard).toBe(true);
    expect(m.choices).toEqual([{ question: '泓源恒佑重大疾病保险', productCode: 'HYRS-CI01' }]);
    expect(m.ask).toEqual([]);
    expect(m.popupAction).toBe('confirm_branch');
  });

  it('a plain ask_list and jump_ask fill ask; source_list fills sources', () => {
    const source = {
      id: 'faq-004',
      sourceType: 'faq' as const,
      title: '等待期',
      text: '…',
      source: '常见问题',
    };
    const m = fold([
      ev('meta'),
      ev('source_list', [source]),
      ev('ask_list', [{ question: '重疾险怎么理赔？' }]),
    ]);
    expect(m.sources).toEqual([source]);
    expect(m.ask).toEqual([{ question: '重疾险怎么理赔？' }]);
    expect(m.showChooseCard).toBe(false);
    expect(fold([ev('jump_ask', [{ question: 'Q' }])]).ask).toEqual([{ question: 'Q' }]);
  });

  it('think deltas append to thinkContent, query replaces queryContent, text uses the top-level content', () => {
    const m = fold([
      ev('think', '先'),
      ev('think', '想'),
      ev('query', 'a'),
      ev('query', 'b'),
      ev('text', '答'),
    ]);
    expect(m).toMatchObject({ thinkContent: '先想', queryContent: 'b', content: '答' });
  });

  it('actions set cards; flags are sticky even if a later event omits them', () => {
    const vehicle = fold([
      ev('meta'),
      ev('text', '车险', { vehicleFlag: true, action: 'jump_to_vehicle' }),
      ev('end'),
    ]);
    expect(vehicle).toMatchObject({ showVehicleCard: true, vehicleFlag: true, action: 'jump_to_vehicle' });
    const ua = fold([ev('text', 'x', { action: 'jump_to_ua' })]);
    expect(ua.showUaCard).toBe(true);
    const flags = fold([
      ev('text', 'x', { commissionFlag: true, colorPageFlag: true, show_customer_service: true }),
      ev('end'),
    ]);
    expect(flags).toMatchObject({ commissionFlag: true, colorPageFlag: true, showCustomerService: true });
  });

  it('error marks the answer failed with the server text, keeping the partial', () => {
    const m = fold([ev('meta'), ev('text', '部分'), ev('error', '服务异常，请稍后再试')]);
    expect(m).toMatchObject({
      success: false,
      isGenerating: false,
      content: '部分',
      errorText: '服务异常，请稍后再试',
    });
    expect(fold([ev('error', '')]).errorText).toBe(MESSAGES.serviceException);
  });
});

describe('streamEffects', () => {
  it('clean on meta gives the new conversation id', () => {
    expect(streamEffects(ev('meta', '', { clean: true })).cleanConversationId).toBe(CID);
    expect(streamEffects(ev('meta')).cleanConversationId).toBeNull();
  });
  it('product lists lock their codes, unlock_product releases', () => {
    expect(streamEffects(recommendation[5] ?? ev('meta')).lockProductCodes).toHaveLength(5);
    expect(streamEffects(ev('end', '', { action: 'unlock_product' })).unlock).toBe(true);
    expect(streamEffects(ev('text', 'x')).lockProductCodes).toBeNull();
  });
});
