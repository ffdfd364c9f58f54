import { PRODUCT_TYPE_LABELS, type ProductType } from '@broker/contract';
import type { Entities, PersonEntity } from '../../understand/types.js';
import { formatAmount, formatMoney } from '../format.js';
import { findProducts } from '../tools/find-products.js';
import { PRODUCT_PAGE_SIZE, productPage, withFigures, type CardFigures } from '../tools/product-card.js';
import { AnswerBuilder, NO_SOCIAL_INSURANCE, PRODUCT_END_TIPS, type ComposeInput } from './answer.js';
import { personText } from './person-text.js';

type Role = 'earner' | 'child' | 'elder';
interface Need {
  type: ProductType;
  sumInsured?: number;
  why: string;
}
interface PlanLine {
  need: Need;
  code?: string;
  name?: string;
  premium?: number;
  sumInsured?: number;
}

const RELATION_WORDS = { self: '本人', spouse: '配偶', child: '孩子', parent: '父母', grandparent: '祖辈' };
const ROLE_ORDER: Record<Role, number> = { earner: 0, child: 1, elder: 2 };
const WAN = 10_000;
const roundWan = (n: number, step = 10) => Math.round(n / (step * WAN)) * step * WAN;
const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));
const minBy = <T>(items: readonly T[], key: (item: T) => number): T | undefined =>
  items.reduce<T | undefined>(
    (best, item) => (best === undefined || key(item) < key(best) ? item : best),
    undefined,
  );

function roleOf(p: PersonEntity): Role {
  if (p.relation === 'child' || (p.age !== undefined && p.age <= 17)) return 'child';
  if (p.relation === 'parent' || p.relation === 'grandparent' || (p.age !== undefined && p.age >= 55))
    return 'elder';
  return 'earner';
}

/** Yearly income, when stated. */
function yearlyIncome(e: Entities): number | undefined {
  if (!e.income) return undefined;
  return e.income.period === 'month' ? e.income.amount * 12 : e.income.amount;
}

/**
 * What each person needs, sized the usual way: an earner's critical illness cover about three to five
 * years of income (the income lost while recovering), life cover the debts plus about five years of
 * income (what the family would lose), medical and accident cover for everyone; a child's cover first
 * against illness; an elder's against medical bills and accidents, which they can still buy.
 */
function needsOf(role: Role, e: Entities, hasChildren: boolean, wantsPension: boolean): Need[] {
  const income = yearlyIncome(e);
  if (role === 'child')
    return [
      { type: 'critical_illness', sumInsured: 50 * WAN, why: '孩子最大的风险是大病，先配重疾' },
      { type: 'medical', why: '住院医疗费用报销' },
      { type: 'accident', why: '孩子磕碰多，意外医疗实用' },
    ];
  if (role === 'elder')
    return [
      { type: 'medical', why: '年纪大了住院概率高，先保医疗' },
      { type: 'accident', why: '防跌倒骨折等意外' },
    ];
  const ci = income ? clamp(roundWan(income * 3), 30 * WAN, 100 * WAN) : 50 * WAN;
  const needs: Need[] = [
    {
      type: 'critical_illness',
      sumInsured: ci,
      why: income ? `约3年收入，覆盖患病后的收入损失` : '覆盖患病后几年的收入损失',
    },
    { type: 'medical', why: '大额住院医疗费用报销' },
  ];
  if (e.debt || income || hasChildren) {
    const life = clamp(roundWan((e.debt ?? 0) + (income ?? 20 * WAN) * 5), 50 * WAN, 500 * WAN);
    const debt = e.debt ? `负债${formatAmount(e.debt)}加` : '';
    needs.push({ type: 'term_life', sumInsured: life, why: `${debt}约5年收入，万一身故家人不背债` });
  }
  needs.push({ type: 'accident', why: '意外身故伤残和意外医疗' });
  if (wantsPension) needs.push({ type: 'annuity', why: '保障配齐后再做养老金，退休后按年领取' });
  return needs;
}

/**
 * Each need's product for this person: the best fit, or with `cheapest` (the best fits together cost
 * more than the budget) the lowest premium among those that can insure them.
 */
function planFor(input: ComposeInput, person: PersonEntity, needs: Need[], cheapest = false): PlanLine[] {
  const e = input.understanding.entities;
  return needs.map((need) => {
    const matches = findProducts(input.kb, {
      type: need.type,
      ...(person.age !== undefined ? { age: person.age } : {}),
      ...(person.gender ? { gender: person.gender } : {}),
      ...(need.sumInsured !== undefined ? { sumInsured: need.sumInsured } : {}),
      ...(occupationOf(person, e) !== undefined ? { occupationClass: occupationOf(person, e) } : {}),
      constraints: [
        ...(person.smoker ? ['smoker'] : []),
        ...(e.constraints ?? []).filter((t) => t.startsWith('social_insurance')),
      ],
      forChild: roleOf(person) === 'child',
    }).matches;
    const priced = matches.filter((m) => m.annualPremium !== undefined);
    const found = cheapest && priced.length > 0 ? minBy(priced, (m) => m.annualPremium ?? 0) : matches[0];
    if (!found) return { need };
    const line: PlanLine = { need, code: found.code, name: found.name };
    if (found.annualPremium !== undefined) line.premium = found.annualPremium;
    // Unpriced (no age yet), the cover reasoned from income still answers '保额买多少'.
    const sumInsured = found.sumInsured ?? need.sumInsured;
    if (sumInsured !== undefined) line.sumInsured = sumInsured;
    return line;
  });
}

/** A person's own occupation class; the question's applies to the one person it describes. */
function occupationOf(p: PersonEntity, e: Entities): number | undefined {
  if (p.occupationClass !== undefined) return p.occupationClass;
  return e.persons === undefined ? e.occupationClass : undefined;
}

const totalOf = (plans: readonly PlanLine[][]): number =>
  plans.flat().reduce((sum, l) => sum + (l.premium ?? 0), 0);

function budgetNote(total: number, budget: number, economy: boolean): string {
  const within = total <= budget;
  if (!economy) return `在预算每年${formatAmount(budget)}以内`;
  if (within) return `在预算每年${formatAmount(budget)}以内：按预算，每项选的是能投保的产品中保费最低的`;
  return (
    `即使每项都选保费最低的产品，仍超出预算每年${formatAmount(budget)}。` +
    '建议先保证经济支柱的重疾、寿险和医疗，孩子和老人的放到后面；或降低重疾保额、把终身重疾换成保到70岁'
  );
}

/** Who comes first: the family's order, or for one person the kinds of cover before savings. */
function planOrder(people: number, typesNamed: boolean): string {
  if (people === 1)
    return typesNamed
      ? '按被保险人的情况，每项选能投保的产品中最合适的一款：'
      : '一个人先配齐保障型：重疾、医疗、意外，有家人要养或有负债再加定期寿险；理财型放在后面。';
  return typesNamed
    ? '先保家庭经济支柱，再保孩子，最后是老人。'
    : '先保家庭经济支柱，再保孩子，最后是老人；每个人先配保障型（重疾、医疗、寿险、意外），理财型放在后面。';
}

function personLabel(p: PersonEntity): string {
  const who = p.relation ? RELATION_WORDS[p.relation] : '被保险人';
  const details = [
    personText(p),
    p.occupationClass !== undefined ? `${p.occupation ?? ''}职业${p.occupationClass}类` : '',
    p.smoker ? '吸烟' : '',
  ].filter(Boolean);
  return `${who}${details.length > 0 ? `（${details.join('，')}）` : ''}`;
}

/**
 * A family or a customer described in one question: who is insured for what, with a sum insured
 * reasoned from income and debts, each plan priced by the insurance core, and who comes first
 * (the earners, then the children, then the elders). Income sizes the cover; it is never the budget.
 */
export function composeFamilyPlan(input: ComposeInput): AnswerBuilder {
  const { kb, understanding: u } = input;
  const e = u.entities;
  const people: PersonEntity[] =
    e.persons && e.persons.length > 0
      ? e.persons
      : [
          {
            ...(e.relation ? { relation: e.relation } : {}),
            ...(e.age !== undefined ? { age: e.age } : {}),
            ...(e.gender ? { gender: e.gender } : {}),
          },
        ];
  const ordered = [...people].sort((a, b) => ROLE_ORDER[roleOf(a)] - ROLE_ORDER[roleOf(b)]);
  const hasChildren = people.some((p) => roleOf(p) === 'child');
  const wantsPension = (e.productTypes ?? [e.productType]).includes('annuity') || /养老|退休/.test(u.text);
  const answer = new AnswerBuilder(input).query();
  const income = yearlyIncome(e);
  // Sizing from income answers '保额应该多少' first; the plans below follow it.
  if (income)
    answer.text(
      `按“双十原则”：家庭年保费约为年收入的10%（约${formatAmount(Math.round(income * 0.1))}），` +
        `经济支柱的寿险保额约为年收入的10倍（约${formatAmount(income * 10)}）。下面的保额按收入和负债测算。`,
      '',
    );
  // Kinds of cover the question names ('都想买重疾') are the plan: each person's need of that kind.
  const wanted = (u.namedTypes ?? []).filter((t) => t !== 'annuity' || !wantsPension);
  const needsFor = (p: PersonEntity) => {
    const all = needsOf(roleOf(p), e, hasChildren, wantsPension);
    if (wanted.length === 0) return all;
    return wanted.map((type) => all.find((n) => n.type === type) ?? { type, why: '按您要的险种配置' });
  };
  answer.text(planOrder(ordered.length, wanted.length > 0), '');
  let plans = ordered.map((p) => planFor(input, p, needsFor(p)));
  // Over budget with the best fits: the lowest premium each need can be met with, stated as such. With
  // no budget said, the 双十 premium this answer just quoted is the budget the plan is held to.
  const budget = e.budget ?? (income ? Math.round(income * 0.1) : undefined);
  const economy = budget !== undefined && totalOf(plans) > budget;
  if (economy) plans = ordered.map((p) => planFor(input, p, needsFor(p), true));
  const codes: string[] = [];
  plans.forEach((lines, i) => {
    const person = ordered[i] ?? {};
    const subtotal = totalOf([lines]);
    answer.text(
      `**${i + 1}. ${personLabel(person)}**${subtotal > 0 ? `（小计年交${formatMoney(subtotal)}）` : ''}`,
    );
    for (const l of lines) {
      const type = PRODUCT_TYPE_LABELS[l.need.type];
      if (!l.code) {
        answer.text(`- ${type}：产品库中没有适合该年龄的在售产品`);
        continue;
      }
      codes.push(l.code);
      const si = l.sumInsured !== undefined ? `，保额${formatAmount(l.sumInsured)}` : '';
      const price = l.premium !== undefined ? `，年交${formatMoney(l.premium)}` : '';
      answer.text(`- ${type}：${l.name}${si}${price}（${l.need.why}）`);
    }
    answer.text('');
  });
  const total = totalOf(plans);
  const unpriced = plans.some((lines) => lines.some((l) => l.code && l.premium === undefined));
  if (total > 0) {
    const parts = [`以上合计年交约${formatMoney(total)}${unpriced ? '（未含缺年龄无法试算的部分）' : ''}`];
    if (e.budget !== undefined) parts.push(budgetNote(total, e.budget, economy));
    else if (budget !== undefined && economy) parts.push(budgetNote(total, budget, economy));
    answer.text(`${parts.join('，')}。`);
  }
  if (e.constraints?.includes('social_insurance_no'))
    answer.text(`${NO_SOCIAL_INSURANCE}医疗险已按无社保试算。`);
  if (e.debt && plans.flat().some((l) => l.need.type === 'term_life'))
    answer.text(`负债${formatAmount(e.debt)}是要保障的责任，不是预算：寿险保额已把它算在内。`);
  if (people.some((p) => p.age === undefined)) answer.text('有人没说年龄，告诉我后可以给出这部分的保费。');
  if (people.some((p) => p.pregnant) || e.pregnant)
    answer.text('孕期投保需如实告知怀孕情况，部分产品会延期到产后承保，以各产品投保规则为准。');
  const unique = [...new Set(codes)];
  // A card shows the plan's own figures (the sum insured reasoned above, for that person), not the
  // product's example premium for the first person: the card and the text must agree.
  const planned = new Map<string, { line: PlanLine; person: PersonEntity }[]>();
  plans.forEach((lines, i) =>
    lines.forEach((line) => {
      if (line.code)
        planned.set(line.code, [...(planned.get(line.code) ?? []), { line, person: ordered[i] ?? {} }]);
    }),
  );
  const figures = new Map<string, CardFigures>();
  for (const [code, uses] of planned) {
    const [first] = uses;
    if (first?.line.premium === undefined) continue;
    figures.set(code, {
      annualPremium: first.line.premium,
      sumInsured: first.line.sumInsured,
      reason: uses
        .map(({ line, person }) =>
          [
            personLabel(person),
            line.sumInsured !== undefined ? `保额${formatAmount(line.sumInsured)}` : '',
            line.premium !== undefined ? `年交${formatMoney(line.premium)}` : '',
          ]
            .filter(Boolean)
            .join(' · '),
        )
        .join('；'),
    });
  }
  const page = productPage(kb, unique, 1, PRODUCT_PAGE_SIZE, e);
  page.items = withFigures(page.items, figures);
  answer.products('product_list', page.items, page.pages, unique);
  answer.lock(page.items.map((c) => c.code));
  answer.productEndTips = PRODUCT_END_TIPS;
  answer.endTips = '保额和保费按所列条件试算，可以说“第一款保费多少”看详细试算';
  answer.sourceType = 'product';
  return answer;
}
