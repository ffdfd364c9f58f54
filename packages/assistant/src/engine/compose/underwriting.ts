import type { Product, ProductType } from '@broker/contract';
import {
  CONDITION_LABELS,
  DISCLOSURE_REMINDER,
  UNDERWRITING_DISCLAIMER,
  extractConditions,
  judge,
  judgeProduct,
  underwritingKindOf,
  type FoundCondition,
  type KindVerdict,
  type UnderwritingKind,
  type UnderwritingRule,
} from '@broker/insurance';
import { retrieve } from '../tools/retrieve.js';
import { AnswerBuilder, type ComposeInput } from './answer.js';
import { clip } from '../format.js';
import { composeFaq } from './knowledge.js';
import { bandGuide } from './underwriting-bands.js';

/** Where a whole report goes: the underwriting tool. */
const TOOL_LINE = '有体检报告或病历时，建议使用**智能核保**：上传后逐项预判，并给出合适的产品。';

/** The kinds judged when the question names none: what agents usually check first. */
const DEFAULT_KINDS: readonly ProductType[] = ['critical_illness', 'medical', 'term_life', 'accident'];

/**
 * What moved the verdict: every reason that is not plainly standard, and for a product those its health
 * notice does not ask about (the reason it takes them), each with the notice question that asks.
 */
function reasonText(v: KindVerdict): string {
  const reasons = v.reasons
    .filter((r) => r.verdict !== 'standard' || r.notice?.asked === false)
    .map((r) => {
      const extra = [
        r.loading && `加费约${r.loading}`,
        r.postpone && `${r.postpone}后可再申请`,
        r.notice?.number && `健康告知第${r.notice.number}条询问此项`,
      ].filter(Boolean);
      // A rule's detail that only repeats the condition ('恶性肿瘤病史') is not said twice.
      const detail = r.summary.includes(r.detail) ? '' : `：${r.detail}`;
      return `${r.summary}${detail}${extra.length > 0 ? `（${extra.join('，')}）` : ''}`;
    });
  const unrecorded = v.noticeChecked === false ? '（该产品未录入健康告知，按险种核保规则判断）' : '';
  return reasons.length > 0 ? `——${reasons.join('；')}${unrecorded}` : unrecorded;
}

/**
 * The indicative verdicts from the rule table the underwriting tool uses (the same conditions read, the
 * same rows): per catalogue product the question is about, against its own health notice, as the
 * report judges a chosen product; otherwise per product kind. The chat never says what the report would not.
 */
function verdictLines(
  found: readonly FoundCondition[],
  kinds: readonly UnderwritingKind[],
  rules: readonly UnderwritingRule[],
  products: readonly Product[],
) {
  const verdicts =
    products.length > 0
      ? products.map((p) => ({ title: p.name, v: judgeProduct(found, p, rules) }))
      : kinds.map((kind) => ({ title: '', v: judge(found, kind, rules) }));
  const lines = verdicts.map(
    ({ title, v }) => `- **${title || v.kindLabel}**：${v.verdictLabel}${reasonText(v)}`,
  );
  const materials = [...new Set(verdicts.flatMap(({ v }) => v.materials))];
  return { lines, materials };
}

/** The catalogue products a health question is about: those it names, or the one in play ('这款'). */
function productsAsked({ kb, understanding: u, request }: ComposeInput): Product[] {
  const locked = request.context.lockedProducts;
  const codes =
    u.products.length > 0
      ? u.products.map((m) => m.code)
      : u.refersToLocked && locked.length === 1
        ? locked
        : [];
  return [...new Set(codes)].flatMap((c) => kb.productsByCode.get(c) ?? []);
}

/**
 * Pre-underwriting in the chat: the conditions the question states, judged per product kind against
 * the shipped rule table (indicative, and said to be); a condition the table does not cover said
 * plainly, for manual underwriting; then the underwriting tool for a whole report, the duty of
 * disclosure, and products the catalogue marks as open to people with health conditions.
 */
export function composeUnderwriting(
  input: ComposeInput,
  /** Conditions read from the question's attached files (compose/files.ts); the question adds the rest. */
  fromFiles: readonly FoundCondition[] = [],
): AnswerBuilder {
  const { kb, understanding: u, request } = input;
  const inFiles = new Set(fromFiles.map((c) => `${c.code}:${c.band}`));
  const read = [
    ...fromFiles,
    ...extractConditions(u.text).filter((c) => !inFiles.has(`${c.code}:${c.band}`)),
  ];
  const smoker = (u.entities.constraints ?? []).includes('smoker');
  // A question about underwriting in general ('核保给了延期还能再买吗', '智能核保和人工核保选哪个'),
  // with no condition to judge: the knowledge answers it, and the tool is offered.
  if (!smoker && (u.entities.conditions?.length ?? 0) === 0 && read.length === 0) {
    const general = composeFaq(input);
    if (input.screens.underwriting) {
      general.flags({ action: 'jump_to_ua' });
      general.text('', TOOL_LINE);
    }
    return general;
  }
  const answer = new AnswerBuilder(input).query();
  // Without the rule table (a host that supplies none) nothing is judged: the question is handed on.
  const found = kb.underwritingRules ? read : [];
  const types = u.namedTypes?.length ? u.namedTypes : DEFAULT_KINDS;
  const kinds = [...new Set(types.map(underwritingKindOf))];
  // Conditions named without values ('有三高'): the rule table's bands for them.
  const guide = kb.underwritingRules
    ? bandGuide(u.entities.conditions ?? [], found, kinds, kb.underwritingRules)
    : { explained: [], lines: [] };
  const products = productsAsked(input);
  const judged =
    found.length > 0 ? verdictLines(found, kinds, kb.underwritingRules ?? [], products) : undefined;
  // Named conditions the reader knows but the rule table has no row for ('抑郁症', '癫痫') — not one a
  // measured value was judged as ('BMI 30' is the row for 肥胖).
  const uncovered = kb.underwritingRules
    ? (u.entities.conditions ?? []).filter(
        (c) =>
          extractConditions(c).length === 0 &&
          !found.some((f) => f.summary.includes(c)) &&
          !judged?.lines.some((l) => l.includes(c)) &&
          !guide.explained.includes(c),
      )
    : [];

  if (judged) {
    const { lines, materials } = judged;
    const basis = products.length > 0 ? '按产品的健康告知和核保规则表' : '按核保规则表';
    answer.text(`${basis}的预判（${found.map((c) => c.summary).join('、')}）：`, ...lines);
    if (materials.length > 0) answer.text(`可以补充：${materials.join('、')}。`);
    answer.text(`${UNDERWRITING_DISCLAIMER}。`);
  }
  if (guide.lines.length > 0) answer.text(...guide.lines, `${UNDERWRITING_DISCLAIMER}。`);
  if (uncovered.length > 0)
    answer.text(
      `核保规则表中没有找到「${uncovered.join('、')}」的条目，这种情况要由保险公司人工核保，这里不下结论；请准备近期的诊断、用药和复查资料。`,
    );
  // Knowledge quoted beside a stated condition must be about it: the entry on 高血压 shares every
  // other word with '有抑郁症能买重疾吗' and says nothing true of it.
  const about = [...(u.entities.conditions ?? []), ...found.map((c) => CONDITION_LABELS[c.code])];
  const sources = (
    request.useKnowledgeBase === false ? [] : retrieve(kb, u.text, { kinds: ['faq'], limit: 2 })
  )
    // …and named in its question: an answer mentioning it in passing ('妊娠期高血压' in the entry on
    // pregnancy) is about something else.
    .filter((d) => about.length === 0 || about.some((w) => (d.title ?? '').includes(w)));
  if (found.length === 0 && uncovered.length === 0 && guide.lines.length === 0)
    answer.text(
      smoker
        ? '吸烟一般不影响能否投保，但会影响费率：部分产品对吸烟者单独定价（过去12个月内有吸烟习惯视为吸烟），投保时须如实告知。'
        : '能否投保、是标准体、加费、除外还是拒保，要看具体的检查结果和保险公司的核保规则。请说明具体的情况（如“甲状腺结节3级”“血压150/95”），或上传体检报告预判。',
    );
  if (smoker) {
    const priced = kb.products.filter((p) => p.onSale && p.factors.some((f) => f.code === 'smoker'));
    if (priced.length > 0)
      answer.text(`产品库中按是否吸烟分别定价的产品：${priced.map((p) => `**${p.name}**`).join('、')}。`);
  }
  if (input.screens.underwriting) {
    answer.flags({ action: 'jump_to_ua' });
    answer.text('', TOOL_LINE);
  }
  answer.text('', DISCLOSURE_REMINDER);
  lenientProducts(input, answer, found.length + uncovered.length + guide.explained.length > 0);
  if (sources.length > 0) answer.text('', '相关知识供参考：', ...quoted(sources));
  answer.sources(sources);
  answer.sourceType = found.length > 0 ? 'product' : (sources[0]?.sourceType ?? '');
  answer.endTips = '预核保结论仅供参考，以保险公司正式核保结果为准';
  return answer;
}

const quoted = (docs: readonly { text: string }[]) => docs.map((d) => `> ${clip(d.text, 120)}`);

/** Products the catalogue marks as open to people with health conditions, of the type asked. */
function lenientProducts(input: ComposeInput, answer: AnswerBuilder, hasCondition: boolean): void {
  const { kb, understanding: u } = input;
  const types = u.namedTypes ?? [];
  const lenient = kb.products.filter(
    (p) =>
      p.onSale &&
      p.tags.includes('带病可投') &&
      (types.length === 0 || types.includes(p.type)) &&
      (u.entities.age === undefined || (u.entities.age >= p.minAge && u.entities.age <= p.maxAge)),
  );
  if (!hasCondition || lenient.length === 0) return;
  answer.text('', '产品库中面向带病人群、健康告知较宽松的产品（能否承保仍以核保结论为准）：');
  for (const p of lenient)
    answer.text(
      `- **${p.name}**：${p.highlights.find((h) => /慢病|带病|告知|可投保/.test(h)) ?? p.highlights[0] ?? ''}`,
    );
  answer.lock(lenient.map((p) => p.code));
}
