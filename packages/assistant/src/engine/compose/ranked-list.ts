import { PRODUCT_TYPE_LABELS, type Product } from '@broker/contract';
import type { RankField } from '../../understand/ranking.js';
import { formatAmount, formatPercent } from '../format.js';
import { meetsConstraints } from '../tools/constraint-filters.js';
import { payoutStartAges } from '../tools/find-products.js';
import { occupationClassesOf } from '../tools/occupation-classes.js';
import { AnswerBuilder, type ComposeInput } from './answer.js';

const SHOWN = 5;
/** Products sharing the best value named in the opening; more are counted, not listed there. */
const TIES_NAMED = 3;
/** How the two ends of a field are said, where not 最低 / 最高. */
const EXTREMES: Partial<Record<RankField, readonly [string, string]>> = {
  waitingPeriodDays: ['最短', '最长'],
  hesitationPeriodDays: ['最短', '最长'],
  payoutStartAge: ['最早', '最晚'],
  minAge: ['最小', '最大'],
  severeCount: ['最少', '最多'],
  moderateCount: ['最少', '最多'],
  mildCount: ['最少', '最多'],
  guaranteedRenewalYears: ['最短', '最长'],
  occupationClass: ['最窄', '最宽'],
};

/** How each ranked field is named, read from a product, and shown. */
const FIELDS: Record<
  Exclude<RankField, 'premium'>,
  { label: string; value: (p: Product) => number | undefined; show: (n: number) => string }
> = {
  waitingPeriodDays: {
    label: '等待期',
    value: (p) => p.waitingPeriodDays,
    show: (n) => (n === 0 ? '无等待期' : `${n}天`),
  },
  hesitationPeriodDays: { label: '犹豫期', value: (p) => p.hesitationPeriodDays, show: (n) => `${n}天` },
  payoutStartAge: {
    label: '开始领取年龄',
    // Plans may let the annuity start earlier than the default ('55周岁起领').
    value: (p) => {
      const starts = payoutStartAges(p);
      return starts.length > 0 ? Math.min(...starts) : undefined;
    },
    show: (n) => `${n}周岁起领`,
  },
  maxAge: { label: '可投保年龄', value: (p) => p.maxAge, show: (n) => `${n}周岁` },
  minAge: {
    label: '最低投保年龄',
    value: (p) => p.minAge,
    show: (n) => (n === 0 ? '出生满28天' : `${n}周岁`),
  },
  severeCount: { label: '重疾种类', value: (p) => p.benefits.severeCount, show: (n) => `${n}种` },
  moderateCount: { label: '中症种类', value: (p) => p.benefits.moderateCount, show: (n) => `${n}种` },
  mildCount: { label: '轻症种类', value: (p) => p.benefits.mildCount, show: (n) => `${n}种` },
  moderatePayout: {
    label: '中症赔付比例',
    value: (p) => p.benefits.moderatePayout,
    show: (n) => `基本保额的${formatPercent(n)}`,
  },
  mildPayout: {
    label: '轻症赔付比例',
    value: (p) => p.benefits.mildPayout,
    show: (n) => `基本保额的${formatPercent(n)}`,
  },
  deductible: {
    label: '免赔额',
    value: (p) => p.benefits.deductible,
    show: (n) => (n === 0 ? '0免赔' : formatAmount(n)),
  },
  annualLimit: { label: '年度保额', value: (p) => p.benefits.annualLimit, show: formatAmount },
  guaranteedRenewalYears: {
    label: '保证续保',
    value: (p) => p.benefits.guaranteedRenewalYears,
    show: (n) => (n === 0 ? '不保证续保' : `${n}年`),
  },
  declaredGrowthRate: {
    label: '有效保额年增长',
    value: (p) => p.benefits.declaredGrowthRate,
    show: formatPercent,
  },
  accidentalDeath: {
    label: '意外身故/伤残保额',
    value: (p) => p.benefits.accidentalDeath,
    show: (n) => `最高${formatAmount(n)}`,
  },
  occupationClass: {
    label: '可投保职业类别',
    // Products that do not ask about occupation state no class and are left out (and counted).
    value: (p) => {
      const classes = occupationClassesOf(p);
      return classes.length > 0 ? Math.max(...classes) : undefined;
    },
    show: (n) => `1-${n}类职业可投保`,
  },
  firstYearCommission: {
    label: '首年佣金比例',
    // The best first-year rate over the payment terms (the schedule's indicative rates).
    value: (p) => {
      const rates = p.commission.byPaymentTerm.flatMap((t) => t.rates.slice(0, 1));
      return rates.length > 0 ? Math.max(...rates) : undefined;
    },
    show: (n) => `最高${formatPercent(n)}`,
  },
};

/**
 * Which of the products named a ranking picks ('恒佑和安佑哪个轻症赔得多'): '恒佑的轻症赔付比例更高
 * （基本保额的35%；安佑基本保额的30%）.' — undefined when the field is the premium, not stated by
 * every product, or the same for all.
 */
export function rankVerdict(
  products: readonly Product[],
  field: RankField,
  order: 'asc' | 'desc',
): string | undefined {
  if (field === 'premium' || products.length < 2) return undefined;
  const spec = FIELDS[field];
  const valued = products.map((p) => ({ p, value: spec.value(p) }));
  if (valued.some((v) => v.value === undefined)) return undefined;
  const sorted = [...valued].sort((a, b) =>
    order === 'asc' ? (a.value ?? 0) - (b.value ?? 0) : (b.value ?? 0) - (a.value ?? 0),
  );
  const [best, next] = sorted;
  if (!best || !next || best.value === next.value) {
    const shown = valued.map((v) => `${v.p.name}${spec.show(v.value ?? 0)}`).join('，');
    return best && next ? `${spec.label}一样：${shown}。` : undefined;
  }
  const [low, high] = EXTREMES[field] ?? ['最低', '最高'];
  const others = sorted
    .slice(1)
    .map((v) => `${v.p.name}${spec.show(v.value ?? 0)}`)
    .join('，');
  // Of two, the comparative: 更高, not 最高.
  const end = (order === 'asc' ? low : high).replace(/^最/, products.length === 2 ? '更' : '最');
  return `${spec.label}${end}的是**${best.p.name}**（${spec.show(best.value ?? 0)}；${others}）。`;
}

/**
 * A ranking across the catalogue ('等待期最短的重疾', '哪款年金最早能领'): the products of the type (and
 * company, sale state, constraints, age) that state the field, ordered by it, the best named first
 * with its value. Products whose data does not state the field are left out and counted.
 */
export function composeRankedList(
  input: ComposeInput,
  field: Exclude<RankField, 'premium'>,
  order: 'asc' | 'desc',
): AnswerBuilder {
  const { kb, understanding: u } = input;
  const e = u.entities;
  const types = u.namedTypes ?? (e.productType ? [e.productType] : []);
  const spec = FIELDS[field];
  const pool = kb.products.filter(
    (p) =>
      p.onSale &&
      (types.length === 0 || types.includes(p.type)) &&
      (!u.companyCode || p.companyCode === u.companyCode) &&
      (e.age === undefined || (e.age >= p.minAge && e.age <= p.maxAge)) &&
      meetsConstraints(p, e.constraints),
  );
  const ranked = pool
    .flatMap((p) => {
      const value = spec.value(p);
      return value === undefined ? [] : [{ p, value }];
    })
    .sort(
      (a, b) => (order === 'asc' ? a.value - b.value : b.value - a.value) || a.p.code.localeCompare(b.p.code),
    );
  const what = `在售的${types.length ? types.map((t) => PRODUCT_TYPE_LABELS[t]).join('、') : '产品'}`;
  const answer = new AnswerBuilder(input).query();
  const [best] = ranked;
  if (!best) {
    answer.text(`产品库中${what}都没有写明${spec.label}，无法比较。`);
    return answer;
  }
  const ties = ranked.filter((r) => r.value === best.value);
  const [low, high] = EXTREMES[field] ?? ['最低', '最高'];
  const extreme = order === 'asc' ? low : high;
  const named = (rows: typeof ties) => rows.map((t) => `**${t.p.name}**`).join('、');
  answer.text(
    ties.length > TIES_NAMED
      ? `${what}中，${spec.label}${extreme}为${spec.show(best.value)}，共${ties.length}款，例如${named(ties.slice(0, TIES_NAMED))}。`
      : `${what}中，${spec.label}${extreme}的是${named(ties)}（${spec.show(best.value)}）。`,
    '',
    `按${spec.label}排序（共${ranked.length}款）：`,
  );
  for (const r of ranked.slice(0, SHOWN)) answer.text(`- ${r.p.name}：${spec.show(r.value)}`);
  if (ranked.length < pool.length)
    answer.text(`另有${pool.length - ranked.length}款的资料未写明${spec.label}。`);
  if (field === 'firstYearCommission') {
    answer.flags({ commissionFlag: true });
    answer.text('', best.p.commission.note);
  }
  answer.productList(
    ranked.map((r) => r.p.code),
    e,
  );
  answer.endTips = '点击产品可查看详情，也可以说“对比前两款”';
  answer.sourceType = 'product';
  return answer;
}
