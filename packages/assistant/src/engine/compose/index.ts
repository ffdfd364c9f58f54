import { guessYouWant } from '../suggestions.js';
import type { AnswerPart } from '../types.js';
import { AnswerBuilder, type ComposeInput } from './answer.js';
import { composeCompare } from './compare.js';
import { composeBrochure, composeCustomerService, composeUnlock, composeVehicle } from './handoff.js';
import { composeChitchat, composeFaq, composeOutOfScope } from './knowledge.js';
import { composeCatalogueList } from './catalogue-list.js';
import { composeClarify } from './clarify.js';
import { claimProduct, composeClaimPayout, composeTypePayouts } from './claim-payout.js';
import { composeBenefitPayout } from './benefit-payout.js';
import { composeFamilyPlan } from './family-plan.js';
import { composeWithFiles } from './files.js';
import { OCCUPATION_ASKED, composeOccupation, occupationMatters } from './occupation.js';
import { composePremium } from './premium.js';
import { composePriceByType } from './price-by-type.js';
import { composeProductQuery } from './product-query.js';
import { composeRankedList } from './ranked-list.js';
import { SAME_ANSWER_NOTE, unchanged } from './regenerate.js';
import { composeSelection } from './selection.js';
import { composeUnderwriting } from './underwriting.js';
import { composeUnknownProduct } from './unknown.js';

export { AXB_DISCLAIMER, BUILTIN_MODEL, PRODUCT_END_TIPS, type ComposeInput } from './answer.js';

/** One reference fits several products: a choose card (confirm_branch) instead of a guess. */
function composeChoice(
  input: ComposeInput,
  text: string,
  candidates: string[],
  fromLocked = false,
): AnswerBuilder {
  const { kb } = input;
  const codes = candidates.filter((c) => kb.productsByCode.has(c));
  const answer = new AnswerBuilder(input).query();
  answer.flags({ popupAction: 'confirm_branch' });
  answer.text(
    fromLocked
      ? `刚才提到了${codes.length}款产品，请问「${text}」指的是哪一款？也可以直接说“第一款”“第二款”。`
      : `「${text}」对应${codes.length}款产品，请问您指的是哪一款？`,
  );
  answer.choices(codes.map((c) => ({ question: kb.productsByCode.get(c)?.name ?? c, productCode: c })));
  answer.context.pendingChoices = codes;
  return answer;
}

/** Acts a ranking question may be read as: all ask for products by what they are. */
const RANKABLE = new Set([
  'selection',
  'catalogue_list',
  'faq',
  'product_query',
  'price_by_type',
  'recommend',
  'commission',
]);

function compose(input: ComposeInput): AnswerBuilder {
  const u = input.understanding;
  // A quoted message gives a one-character reply its meaning.
  if (u.unreadable && !input.request.quote) return composeClarify(input, u.unreadable);
  if (u.unknownProduct && u.intent !== 'unlock') return composeUnknownProduct(input, u.unknownProduct);
  if (u.ambiguous && u.ambiguous.candidates.length > 1 && u.intent !== 'unlock')
    return composeChoice(input, u.ambiguous.text, u.ambiguous.candidates, u.ambiguous.fromLocked);
  // A bill on a medical product in play ('住院花了3万能报多少'): the payout, worked out.
  const billed = ['claims', 'product_query', 'faq', 'premium'].includes(u.intent)
    ? claimProduct(input)
    : undefined;
  if (billed) return composeClaimPayout(input, billed);
  // '意外骨折住院花了2万，意外险能报多少': each product of the type, worked out the same way.
  const byType = ['claims', 'faq', 'price_by_type', 'selection'].includes(u.intent)
    ? composeTypePayouts(input)
    : undefined;
  if (byType) return byType;
  // '买了恒佑50万，得了轻症能赔多少': the benefit's share of the sum insured, worked out.
  const paid = ['claims', 'product_query', 'premium'].includes(u.intent)
    ? composeBenefitPayout(input)
    : undefined;
  if (paid) return paid;
  // '等待期最短的重疾': a ranking across the catalogue, when no product is the subject.
  const ranking = u.entities.ranking;
  if (ranking && ranking.field !== 'premium' && u.products.length === 0 && RANKABLE.has(u.intent))
    return composeRankedList(input, ranking.field, ranking.order);
  // '快递员是几类', '外卖员能买意外险吗': the occupation's class and the products that take it.
  const occupationClass = u.entities.occupationClass;
  if (
    occupationClass !== undefined &&
    u.products.length === 0 &&
    OCCUPATION_ASKED.test(u.text) &&
    occupationMatters(input) &&
    ['faq', 'rule_law', 'underwriting', 'selection', 'catalogue_list', 'out_of_scope'].includes(u.intent) &&
    u.entities.age === undefined
  )
    return composeOccupation(input, occupationClass);
  switch (u.intent) {
    case 'selection':
      return composeSelection(input);
    case 'product_query':
      return composeProductQuery(input);
    case 'compare':
      return composeCompare(input);
    case 'premium':
      return composePremium(input, false);
    case 'commission':
      return composePremium(input, true);
    case 'brochure':
      return composeBrochure(input);
    case 'underwriting':
      return composeUnderwriting(input);
    case 'vehicle':
      return composeVehicle(input);
    case 'customer_service':
      return composeCustomerService(input);
    case 'unlock':
      return composeUnlock(input);
    case 'faq':
    case 'rule_law':
    case 'policy_service':
    case 'claims':
    case 'sales_talk':
      return composeFaq(input);
    case 'price_by_type':
      return composePriceByType(input);
    case 'catalogue_list':
      return composeCatalogueList(input);
    case 'family_plan':
      return composeFamilyPlan(input);
    case 'chitchat':
      return composeChitchat(input);
    case 'out_of_scope':
      return composeOutOfScope(input);
  }
}

/** The whole answer as parts, computed synchronously; the engine streams them. */
export function composeAnswer(input: ComposeInput): AnswerPart[] {
  const answer = input.request.files?.length ? composeWithFiles(input, compose) : compose(input);
  if (unchanged(answer.plainText(), input.request.regenerate)) answer.lead(SAME_ANSWER_NOTE);
  // Spec §4: the 'ask' category follows every answer with guess-you-want questions.
  if (input.request.category === 'MyBA_Ask' && !answer.hasAsks())
    answer.asks(guessYouWant(input.kb, answer.context));
  return answer.finish();
}
