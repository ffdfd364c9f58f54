import { retrieve } from '../tools/retrieve.js';
import { AnswerBuilder, type ComposeInput } from './answer.js';
import { NO_PRODUCT_TEXT, exampleAsks, productName, targetProducts } from './targets.js';

/** Colour page: the brochure tool takes over once the product is known. */
export function composeBrochure(input: ComposeInput): AnswerBuilder {
  const codes = targetProducts(input).slice(0, 1);
  const answer = new AnswerBuilder(input);
  answer.query(codes.map((c) => productName(input, c)));
  const code = codes[0];
  if (!code) {
    answer.text(NO_PRODUCT_TEXT);
    answer.asks(exampleAsks(input, (name) => `生成${name}的彩页`));
    answer.endTips = '也可以在彩页页面选择产品';
    return answer;
  }
  answer.flags({ colorPageFlag: true });
  answer.text(
    `好的，为您生成**${productName(input, code)}**的产品彩页。请在彩页页面确认投保条件后生成，可导出或分享给客户。`,
  );
  answer.lock(codes);
  answer.endTips = '彩页内容以保险合同条款为准';
  return answer;
}

/**
 * Pre-underwriting: the verdict belongs to each insurer's rules, which the smart-underwriting tool
 * applies. The engine names the condition, hands off, and may cite general FAQ on it.
 */
export function composeUnderwriting(input: ComposeInput): AnswerBuilder {
  const { kb, understanding: u, request } = input;
  const answer = new AnswerBuilder(input).query();
  answer.flags({ action: 'jump_to_ua' });
  const conditions = u.entities.conditions ?? [];
  const what = conditions.length > 0 ? `「${conditions.join('、')}」` : '这种健康情况';
  answer.text(
    `${what}能否投保、是标准体、加费、除外还是拒保，要看具体检查结果和各保险公司的核保规则，这里不直接下结论。`,
    '建议使用**智能核保**：填写或上传检查报告后，可以得到各保险公司的预核保结论。',
  );
  const sources =
    request.useKnowledgeBase === false ? [] : retrieve(kb, u.text, { kinds: ['faq'], limit: 2 });
  if (sources.length > 0) {
    answer.text('', '相关知识供参考：');
    for (const s of sources) answer.text(`> ${s.text.length > 120 ? `${s.text.slice(0, 120)}…` : s.text}`);
    answer.sources(sources);
    answer.sourceType = sources[0]?.sourceType ?? '';
  }
  answer.endTips = '预核保结论仅供参考，以保险公司正式核保结果为准';
  return answer;
}

export function composeVehicle(input: ComposeInput): AnswerBuilder {
  const answer = new AnswerBuilder(input).query();
  answer.flags({ action: 'jump_to_vehicle', vehicleFlag: true });
  answer.text('车险报价和投保请使用车险工具，已为您准备车险入口。');
  answer.endTips = '车险价格以保险公司报价为准';
  return answer;
}

export function composeCustomerService(input: ComposeInput): AnswerBuilder {
  const answer = new AnswerBuilder(input).query();
  answer.flags({ showCustomerService: true });
  answer.text('可以为您转接人工客服：工作时间内可联系在线人工，其他时间可以提交工单，客服会尽快处理。');
  answer.endTips = '人工客服服务时间以页面显示为准';
  return answer;
}

export function composeUnlock(input: ComposeInput): AnswerBuilder {
  const answer = new AnswerBuilder(input);
  answer.flags({ action: 'unlock_product' });
  answer.lock([]);
  answer.text('好的，已不再围绕刚才的产品回答。您可以咨询其他产品或问题。');
  return answer;
}
