import type { Product, SourceItem } from '@broker/contract';
import { clip, formatMoney, formatPercent } from '../format.js';
import { cashValues } from '../tools/cash-value.js';
import { extractEntities } from '../../understand/extract-entities.js';
import type { Entities } from '../../understand/types.js';
import { productFacts, type Fact } from '../tools/product-facts.js';
import { productVerdicts } from '../tools/product-verdict.js';
import { bigrams, relevantLines } from '../tools/relevant-lines.js';
import { PRODUCT_PAGE_SIZE, productPage } from '../tools/product-card.js';
import { retrieve } from '../tools/retrieve.js';
import type { ProductTopic } from '../types.js';
import { rankVerdict } from './ranked-list.js';
import { AnswerBuilder, PRODUCT_END_TIPS, type ComposeInput } from './answer.js';
import { NO_PRODUCT_TEXT, exampleAsks, productName, targetProducts } from './targets.js';

export const TOPIC_LABELS: Record<ProductTopic, string> = {
  waiting_period: '等待期',
  hesitation_period: '犹豫期',
  grace_period: '宽限期',
  age_range: '投保年龄',
  coverage_term: '保障期间',
  payment_term: '交费期间',
  payment_frequency: '交费方式',
  sum_insured: '保额',
  benefits: '保障责任',
  exclusions: '责任免除',
  cash_value: '现金价值',
  renewal: '续保',
  deductible: '免赔额',
  reimbursement: '报销比例',
  waiver: '保费豁免',
  death_benefit: '身故责任',
  policy_loan: '保单贷款',
  on_sale: '销售状态',
  company: '保险公司',
  claims: '理赔',
  overview: '产品概况',
};

/** Clause words for topics the agent phrases differently from the contract ('理赔' is '保险金申请'). */
const TOPIC_QUERY: Partial<Record<ProductTopic, string>> = {
  claims: '保险金申请 申请材料 理赔',
  overview: '保险责任',
  cash_value: '现金价值',
  policy_loan: '保单贷款',
  exclusions: '责任免除',
};

/** Bigrams of how a question is asked, not what about: never a reason to fetch a clause. */
const QUESTION_WORDS =
  /多久|几种|几年|几岁|多大|多长|多少|怎样|如何|哪些|有无|是否|能否|可否|一般|请问|告诉|知道|大概|到底/;

/** Cash values by policy year from the insurance core's illustration, with what they assume. */
function cashValueLines(answer: AnswerBuilder, input: ComposeInput, product: Product): void {
  const found = cashValues(input.kb, product, input.understanding.entities, input.understanding.text);
  if (!found || found.rows.length === 0) return;
  for (const r of found.rows) {
    const share =
      r.cumulativePremium > 0
        ? `，为已交保费的${formatPercent((r.currentPrice ?? 0) / r.cumulativePremium)}`
        : '';
    answer.text(
      `- 第${r.year}保单年度末（${r.age}岁）：现金价值${formatMoney(r.currentPrice ?? 0)}，累计已交保费${formatMoney(r.cumulativePremium)}${share}`,
    );
  }
  if (found.assumed.length > 0)
    answer.text(
      `- 以上按${found.assumed.map((l) => `${l.label}${l.value}`).join('，')}试算（未说明的按产品默认）`,
    );
}

/** Facts whose label the question names come first, in their own order otherwise. */
function askedFirst(facts: readonly Fact[], question: string): Fact[] {
  const named = (f: Fact) => (question.includes(f.label) ? 0 : 1);
  return [...facts].sort((a, b) => named(a) - named(b));
}

/**
 * The facts the question names ('轻症赔几次' names 轻症) when it names some: the rest of a long topic
 * (every benefit and highlight) buries the answer. A question naming none gets the topic's facts.
 */
function focused(facts: readonly Fact[], question: string): readonly Fact[] {
  const named = facts.filter((f) => question.includes(f.label));
  return named.length > 0 ? named : withoutRestated(facts);
}

const numbersIn = (text: string): string[] => text.match(/\d+(?:\.\d+)?/g) ?? [];

/**
 * Highlights that only restate a fact shown beside them ('110种重疾，确诊即赔100%基本保额' under
 * '重疾：110种，按基本保额的100%赔付'): every figure of theirs is in one such fact.
 */
function withoutRestated(facts: readonly Fact[]): readonly Fact[] {
  const plain = facts.filter((f) => !f.label.startsWith('亮点'));
  let shown = 0;
  const kept = facts.filter((f) => {
    if (!f.label.startsWith('亮点')) return true;
    const figures = numbersIn(f.value);
    return (
      figures.length === 0 ||
      !plain.some((p) => {
        const theirs = numbersIn(p.value);
        return figures.every((n) => theirs.includes(n));
      })
    );
  });
  // Numbered again so the kept ones read 亮点1, 亮点2, …
  return kept.map((f) => (f.label.startsWith('亮点') ? { ...f, label: `亮点${++shown}` } : f));
}

/** The entities the question states, read without the product's own name (its '6年保证续保版' is no term). */
function statedEntities(input: ComposeInput, product: Product): Entities {
  let text = input.understanding.text;
  for (const name of [product.name, ...product.aliases].sort((a, b) => b.length - a.length))
    text = text.split(name).join(' ');
  return extractEntities(text, input.request.today ? { today: input.request.today } : {});
}

/** The policyholder's waiver asked for by name ('有没有投保人豁免'). */
const POLICYHOLDER_WAIVER = /投保人(?:保费)?豁免|豁免投保人/;

/** A case put to the product's rule ('等待期内得了轻症怎么办', '宽限期内出险赔不赔'). */
const SCENARIO_ASKED = /怎么办|会怎样|会怎么样|怎么处理|能赔吗|赔不赔|能不能赔|还赔吗|还有效吗|算不算/;

/**
 * How well a clause speaks to a case: the question's bigrams it holds, and more when it speaks of the
 * inside of the period asked ('等待期内…' for '等待期内得了轻症'), not only of what follows it.
 */
function caseFit(text: string, question: string, topics: readonly ProductTopic[]): number {
  const shared = [...bigrams(question)].filter((g) => text.includes(g)).length;
  const inside = topics.some(
    (t) => question.includes(`${TOPIC_LABELS[t]}内`) && text.includes(`${TOPIC_LABELS[t]}内`),
  );
  return shared + (inside ? 2 : 0);
}

/** A product question: structured facts first; clause and FAQ passages where the data has no answer. */
export function composeProductQuery(input: ComposeInput): AnswerBuilder {
  const { kb, understanding: u, request } = input;
  const codes = targetProducts(input).slice(0, 3);
  const topic = u.topic ?? 'overview';
  const answer = new AnswerBuilder(input);
  answer.query([...codes.map((c) => productName(input, c)), TOPIC_LABELS[topic]]);
  if (codes.length === 0) {
    answer.text(NO_PRODUCT_TEXT);
    answer.asks(exampleAsks(input, (name) => `${name}的${TOPIC_LABELS[topic]}是怎样的？`));
    answer.endTips = '可以从产品列表中选择产品后再提问';
    return answer;
  }
  const sources: SourceItem[] = [];
  const topics = [topic, ...(u.moreTopics ?? [])];
  // Which of the products named wins on what is asked answers first; their facts follow.
  const ranking = u.entities.ranking;
  const verdict =
    ranking &&
    rankVerdict(
      codes.flatMap((c) => kb.productsByCode.get(c) ?? []),
      ranking.field,
      ranking.order,
    );
  if (verdict) answer.text(verdict, '');
  for (const code of codes) {
    const product = kb.productsByCode.get(code);
    const all = topics.flatMap((t) => productFacts(kb, code, t) ?? []);
    const facts = all[0];
    if (!facts || !product) continue;
    answer.text(`**${facts.productName}**`);
    // What this question itself states ('60岁能买吗', '能保到70岁吗'), not what earlier turns did:
    // answered yes or no before the facts.
    answer.text(...productVerdicts(product, statedEntities(input, product)));
    // The line of the product's data on the exact point asked comes first; the topic's facts follow,
    // those the question names first ('中症几种' leads with 中症).
    const shown = all.flatMap((f) => f.facts.map((x) => x.value));
    const answered = facts.facts.length > 0 ? topics.map((t) => TOPIC_LABELS[t]) : [];
    const direct = relevantLines(product, u.text, answered).filter(
      (line) => !shown.some((v) => v.includes(line)),
    );
    for (const line of direct) answer.text(`- ${line}`);
    // Each fact asked is focused on its own: '投保人豁免，等待期多久' names 等待期, not 保费豁免, and
    // still asks about the waiver.
    for (const f of all.flatMap((x) => focused(askedFirst(x.facts, u.text), u.text)))
      answer.text(`- ${f.label}：${f.value}`);
    if (topics.includes('cash_value')) cashValueLines(answer, input, product);
    // '有没有投保人豁免': the waiver the data states is the insured's; the policyholder's is not stated.
    if (
      topics.includes('waiver') &&
      POLICYHOLDER_WAIVER.test(u.text) &&
      !JSON.stringify(product).includes('投保人豁免')
    )
      answer.text('- 投保人豁免：产品资料未载明（以上为被保险人本人确诊后的豁免），以条款或保险公司答复为准');
    const rules = [...new Set(all.flatMap((x) => x.constraints))].filter((r) => !direct.includes(r));
    if (rules.length > 0) answer.text(`- 投保规则：${rules.join('；')}`);
    // Words of the question that nothing shown answers ('原位癌'): the clauses may.
    const shownText = [...shown, ...direct].join('');
    let asked = u.text;
    for (const name of [product.name, ...product.aliases, ...topics.map((t) => TOPIC_LABELS[t])])
      asked = asked.split(name).join(' ');
    const unanswered = [...bigrams(asked)].filter((g) => !shownText.includes(g) && !QUESTION_WORDS.test(g));
    const general =
      topic === 'claims' || (topic === 'overview' && direct.length === 0) || facts.facts.length === 0;
    // '等待期内得了轻症怎么办': what happens in a case is in the clause, not in the fact's figure.
    const scenario = SCENARIO_ASKED.test(u.text) && facts.facts.length > 0;
    const needPassages = general || scenario || (unanswered.length > 0 && direct.length === 0);
    if (needPassages && request.useKnowledgeBase !== false) {
      const retrieved = retrieve(kb, `${TOPIC_QUERY[topic] ?? ''} ${u.text}`, {
        productCode: code,
        limit: scenario ? 4 : 2,
      });
      if (scenario)
        retrieved.sort((a, b) => caseFit(b.text, u.text, topics) - caseFit(a.text, u.text, topics));
      // Passages fetched for a word the facts left unanswered must contain it.
      const found = general
        ? retrieved
        : scenario
          ? retrieved.filter((p) => topics.some((t) => p.text.includes(TOPIC_LABELS[t]))).slice(0, 1)
          : retrieved.filter((p) => unanswered.some((g) => p.text.includes(g)));
      // A case is decided by the clause's last words ('…本合同继续有效'): quoted whole.
      for (const s of found) answer.text(`> ${clip(s.text, scenario ? 400 : 90)}（${s.source}）`);
      sources.push(...found);
    }
    if (facts.facts.length === 0 && direct.length === 0 && !sources.some((s) => s.productCode === code)) {
      const hotline = kb.companiesByCode.get(product.companyCode)?.hotline;
      answer.text(
        `产品资料中没有关于${TOPIC_LABELS[topic]}的说明，建议查阅保险合同条款${hotline ? `或致电保险公司客服${hotline}` : ''}。`,
      );
    }
    answer.text('');
  }
  if (u.generalToo && request.useKnowledgeBase !== false) {
    const [rule] = retrieve(kb, u.text, { kinds: ['faq'], limit: 1 });
    if (rule) {
      answer.text('一般规定：', `> ${clip(rule.text, 400)}（${rule.source}）`);
      sources.push(rule);
    }
  }
  const page = productPage(kb, codes, 1, PRODUCT_PAGE_SIZE);
  answer.products('query_product_list', page.items, page.pages, codes);
  answer.sources(sources);
  answer.lock(codes);
  answer.sourceType = sources[0]?.sourceType ?? 'product';
  answer.productEndTips = PRODUCT_END_TIPS;
  answer.endTips = '可以继续问这款产品的其他问题，或说“换个产品”';
  return answer;
}
