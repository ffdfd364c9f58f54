import { PRODUCT_PAGE_SIZE, productPage } from '../tools/product-card.js';
import { composeClarify } from './clarify.js';
import { AnswerBuilder, type ComposeInput } from './answer.js';
import { exampleAsks, productName, targetProducts } from './targets.js';

/**
 * Colour page: the brochure tool takes over once the product is known. Without that screen the
 * answer says so and offers what the chat can give instead (highlights, cover, example premium).
 */
export function composeBrochure(input: ComposeInput): AnswerBuilder {
  const codes = targetProducts(input).slice(0, 1);
  const answer = new AnswerBuilder(input);
  answer.query(codes.map((c) => productName(input, c)));
  const code = codes[0];
  const screen = input.screens.colourPage;
  if (!code) {
    answer.text(
      screen
        ? '请告诉我要生成彩页（海报）的产品名称。'
        : '彩页生成暂未开放（海报也暂不支持）。告诉我产品名称，可以先整理它的亮点、保障责任和示例保费，方便您做宣传素材。',
    );
    answer.asks(exampleAsks(input, (name) => (screen ? `生成${name}的彩页` : `${name}有什么亮点？`)));
    if (screen) answer.endTips = '也可以在彩页页面选择产品';
    return answer;
  }
  const name = productName(input, code);
  answer.lock(codes);
  if (!screen) {
    answer.text(
      `彩页生成暂未开放。可以先在对话中了解**${name}**的亮点、保障责任和示例保费，整理后发给客户。`,
    );
    answer.asks(
      [`${name}有什么亮点？`, `${name}保障什么？`, `${name}30岁男保费多少？`].map((question) => ({
        question,
        productCode: code,
      })),
    );
    return answer;
  }
  answer.flags({ colorPageFlag: true });
  answer.text(`好的，为您生成**${name}**的产品彩页。请在彩页页面确认投保条件后生成，可导出或分享给客户。`);
  // The product's card goes with the flag: the chat opens the colour page for this product.
  const page = productPage(input.kb, [code], 1, PRODUCT_PAGE_SIZE);
  answer.products('query_product_list', page.items, page.pages, [code]);
  answer.endTips = '彩页内容以保险合同条款为准';
  return answer;
}

export function composeVehicle(input: ComposeInput): AnswerBuilder {
  const answer = new AnswerBuilder(input).query();
  // A car accident to report is a claim, not a quote.
  const claim = /理赔|报案|出险|撞|事故|追尾|刮蹭|剐蹭|定损/.test(input.understanding.text);
  if (!input.screens.vehicle) {
    answer.text(
      claim
        ? '车险出险后，先确保人员安全，有人员受伤或责任有争议时报警，并尽快拨打承保保险公司的客服电话或通过其官方App报案，按要求拍照取证、配合定损。展业助手暂不办理车险报案和理赔。'
        : '车险报价和投保暂不在展业助手中提供，请使用公司的车险出单系统。',
    );
    return answer;
  }
  answer.flags({ action: 'jump_to_vehicle', vehicleFlag: true });
  answer.text('车险报价和投保请使用车险工具，已为您准备车险入口。');
  answer.endTips = '车险价格以保险公司报价为准';
  return answer;
}

/** The insurer asked about (named, or the product's in play) and its hotline from the catalogue. */
function companyContact(input: ComposeInput): string | undefined {
  const { kb, understanding: u } = input;
  const product = kb.productsByCode.get(u.products[0]?.code ?? input.request.context.lockedProducts[0] ?? '');
  const company = kb.companiesByCode.get(u.companyCode ?? product?.companyCode ?? '');
  return company?.hotline ? `${company.name}的客服热线是 **${company.hotline}**。` : undefined;
}

export function composeCustomerService(input: ComposeInput): AnswerBuilder {
  const answer = new AnswerBuilder(input).query();
  const contact = companyContact(input);
  if (contact) answer.text(contact);
  if (!input.screens.customerService) {
    answer.text(
      contact
        ? '保单查询、理赔进度等可直接致电保险公司；展业助手暂不支持转接人工客服。'
        : '展业助手暂不支持转接人工客服，请通过公司的客服热线或服务群联系人工客服；问某家保险公司的热线，可以直接说公司名。',
    );
    return answer;
  }
  answer.flags({ showCustomerService: true });
  answer.text('可以为您转接人工客服：工作时间内可联系在线人工，其他时间可以提交工单，客服会尽快处理。');
  answer.endTips = '人工客服服务时间以页面显示为准';
  return answer;
}

export function composeUnlock(input: ComposeInput): AnswerBuilder {
  // Nothing is being discussed ('帮我看看这个' on a new chat): there is nothing to let go of, so ask.
  if (input.request.context.lockedProducts.length === 0) return composeClarify(input, 'too_short');
  const answer = new AnswerBuilder(input);
  answer.flags({ action: 'unlock_product' });
  answer.lock([]);
  answer.text('好的，已不再围绕刚才的产品回答。您可以咨询其他产品或问题。');
  return answer;
}
