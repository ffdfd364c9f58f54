import { parseAmount, type ParsedAmount } from './chinese-number.js';
import { AMOUNT, AMOUNT_END, type Scratch } from './scratch.js';
import type { Entities } from './types.js';

const FILLER =
  '(?:是|在|为|有|大概|大约|差不多|控制在|不超过|不到|最多|最少|至少|能|可以|打算|想|准备|就|拿出|拿得出|出得起|投入|[:：\\s])*';
const CURRENCY = '(?:元|块钱|块)?';
const YEAR_PREFIX = '(?:预算|保费|年保费|每年|一年|年交|年缴|每年交|每年缴|交|缴|存|花)';
const MONTH_PREFIX = '(?:每月|每个月|一个月|一月|月交|月缴|月预算|每月能存|每个月能存)';
/** Words that put a total or a share before an amount ('月入合计1万2', '年薪各15万'). */
const SHARE = '(?:合计|共计|总共|一共|加起来|各|都)?';

const YEARLY = new RegExp(`(?:${YEAR_PREFIX}${FILLER})+(${AMOUNT})${AMOUNT_END}${CURRENCY}`, 'g');
const MONTHLY = new RegExp(
  `(?:(?:预算|保费)${FILLER})?${MONTH_PREFIX}${FILLER}(${AMOUNT})${AMOUNT_END}${CURRENCY}`,
  'g',
);
/**
 * The period after the amount ('预算3000一年', '500块一个月'): a premium — unless the question goes on to
 * ask what it costs ('50万一年交多少' names a sum insured and asks its premium), or a sum of a million or
 * more stands there with no word of budget.
 */
const PER_PERIOD_AFTER = (period: string) =>
  new RegExp(`((?:预算|保费)${FILLER})?(${AMOUNT})(?![0-9.kKwW])${CURRENCY}(?:${period})`, 'g');
const YEARLY_AFTER = PER_PERIOD_AFTER('一年|每年|/年');
const MONTHLY_AFTER = PER_PERIOD_AFTER('一个月|每个月|每月|/月');
const COST_ASKED_AFTER = /^[^，。？?]{0,4}(?:多少|几)/;
/** Thousands without a prefix ('5k', '5千', '两三千') are premiums: nobody insures for five thousand. */
const BARE_THOUSANDS = new RegExp(`(${AMOUNT})${AMOUNT_END}${CURRENCY}`, 'g');
const SUM_KEYWORD_BEFORE = new RegExp(
  `保额${FILLER}(?:买|做|配|选|要|上)?${FILLER}(${AMOUNT})${AMOUNT_END}${CURRENCY}`,
  'g',
);
const SUM_KEYWORD_AFTER = new RegExp(`(${AMOUNT})${AMOUNT_END}${CURRENCY}的?保额`, 'g');
const BARE_TEN_THOUSANDS = new RegExp(`(${AMOUNT})${AMOUNT_END}${CURRENCY}`, 'g');
/** A small amount in 万 followed by these is a budget ('一万左右的预算'). */
const BUDGET_AFTER = /^(?:左右|以内|以下|上下)?的?(?:预算|保费)/;
/** Amounts that are neither premium nor cover: deductibles, savings, what was paid back. */
const NOT_COVER = new RegExp(
  `(?:存款|免赔额?|报销了?|报了|赔了|理赔了|获赔)${FILLER}${AMOUNT}${AMOUNT_END}${CURRENCY}|${AMOUNT}${AMOUNT_END}${CURRENCY}(?:的)?免赔`,
  'g',
);
const MONTHLY_INCOME = new RegExp(
  `(?:月入|月收入|月薪|每月收入|一个月(?:赚|挣|收入)|工资)${SHARE}${FILLER}(${AMOUNT})${AMOUNT_END}${CURRENCY}`,
  'g',
);
const YEARLY_INCOME = new RegExp(
  `(?:年入|年收入|年薪|家庭收入|一年(?:赚|挣|收入)|收入)${SHARE}${FILLER}(${AMOUNT})${AMOUNT_END}${CURRENCY}`,
  'g',
);
/** A loan's monthly payment ('月供6000'): money already committed, neither a budget nor a cover. */
const LOAN_PAYMENT = new RegExp(`(?:月供|房贷每月|车贷每月)${FILLER}${AMOUNT}${AMOUNT_END}${CURRENCY}`, 'g');
const DEBT = new RegExp(
  `(?:房贷|车贷|贷款|负债|欠款|欠了?|债务)(?:还)?(?:剩|有|还有|还剩|欠|加起来|一共|总共|合计)?${FILLER}(${AMOUNT})${AMOUNT_END}${CURRENCY}`,
  'g',
);
/** Money already spent on care: a bill a medical product pays back on, never a sum insured or budget. */
/** What was already paid back on a bill ('社保报了2万', '医保报销了8000', '新农合报了一半'不计). */
const REIMBURSED = new RegExp(
  `(?:社保|医保|新农合|居民医保|职工医保|单位|团险|惠民保)${FILLER}(?:报销了?|报了|赔了|给报了|报)${FILLER}(${AMOUNT})${AMOUNT_END}${CURRENCY}`,
  'g',
);
const BILL = new RegExp(
  `(?:花了|花掉|花费|用了|医药费|住院费|治疗费|手术费|医疗费|账单|自费|看病花|治病花|总费用|费用)${FILLER}(${AMOUNT})${AMOUNT_END}${CURRENCY}`,
  'g',
);

function amountOf(text: string | undefined): ParsedAmount | undefined {
  return text === undefined ? undefined : parseAmount(text);
}

function setBudget(entities: Entities, amount: ParsedAmount, factor: number): boolean {
  if (entities.budget !== undefined) return true;
  if (amount.value * factor < 50) return false;
  entities.budget = Math.round(amount.value * factor);
  if (amount.range) {
    entities.budgetRange = {
      min: Math.round(amount.range.min * factor),
      max: Math.round(amount.range.max * factor),
    };
  }
  if (factor === 12) entities.budgetPeriod = 'month';
  return true;
}

function setSum(entities: Entities, value: number): boolean {
  if (value < 1000) return false;
  entities.sumInsured ??= Math.round(value);
  return true;
}

/** Budget ('每年五千', '5k', '每月300') and sum insured ('50万', '保额100万'); blanks what it reads. */
export function extractMoney(scratch: Scratch, entities: Entities): void {
  // Before NOT_COVER, which would blank '报了2万' as no cover without saying who paid it.
  scratch.take(REIMBURSED, (m) => {
    const amount = amountOf(m[1]);
    if (amount === undefined || amount.value < 10) return false;
    entities.reimbursed = (entities.reimbursed ?? 0) + Math.round(amount.value);
    return true;
  });
  scratch.take(NOT_COVER, () => true);
  readRoles(scratch, entities);
  scratch.take(MONTHLY, (m) => {
    const amount = amountOf(m[1]);
    return amount !== undefined && setBudget(entities, amount, 12);
  });
  scratch.take(YEARLY, (m) => {
    const amount = amountOf(m[1]);
    return amount !== undefined && setBudget(entities, amount, 1);
  });
  const perPeriod = (factor: number) => (m: RegExpExecArray) => {
    const amount = amountOf(m[2]);
    if (amount === undefined) return false;
    const costAsked = COST_ASKED_AFTER.test(scratch.text.slice(m.index + m[0].length));
    // Nobody insures for a few thousand: below 1万 it is a premium whatever follows.
    if (!m[1] && amount.value >= 1e4 && (costAsked || amount.value >= 1e6))
      return setSum(entities, amount.value);
    return setBudget(entities, amount, factor);
  };
  scratch.take(MONTHLY_AFTER, perPeriod(12));
  scratch.take(YEARLY_AFTER, perPeriod(1));
  scratch.take(SUM_KEYWORD_BEFORE, (m) => {
    const amount = amountOf(m[1]);
    if (amount === undefined) return false;
    // '保额50' means 50万: nobody insures for fifty yuan.
    return setSum(entities, amount.value < 1000 ? amount.value * 1e4 : amount.value);
  });
  scratch.take(SUM_KEYWORD_AFTER, (m) => {
    const amount = amountOf(m[1]);
    return amount !== undefined && setSum(entities, amount.value);
  });
  scratch.take(BARE_THOUSANDS, (m) => {
    const text = m[1] ?? '';
    if (!/(?:千|[kK])$/.test(text)) return false;
    const amount = amountOf(text);
    return amount !== undefined && setBudget(entities, amount, 1);
  });
  scratch.take(BARE_TEN_THOUSANDS, (m) => {
    const text = m[1] ?? '';
    if (!/[万亿wW]/.test(text)) return false;
    const amount = amountOf(text);
    if (amount === undefined) return false;
    const rest = scratch.text.slice(m.index + m[0].length);
    if (BUDGET_AFTER.test(rest) && amount.value < 1e5) return setBudget(entities, amount, 1);
    return setSum(entities, amount.value);
  });
}

/** Income, debts and bills: amounts with a role of their own, read before any premium or cover. */
function readRoles(scratch: Scratch, entities: Entities): void {
  const income = (period: 'month' | 'year') => (m: RegExpExecArray) => {
    const amount = amountOf(m[1]);
    if (amount === undefined || amount.value < 100) return false;
    entities.income ??= { amount: Math.round(amount.value), period };
    return true;
  };
  scratch.take(LOAN_PAYMENT, () => true);
  scratch.take(MONTHLY_INCOME, income('month'));
  scratch.take(YEARLY_INCOME, income('year'));
  scratch.take(DEBT, (m) => {
    const amount = amountOf(m[1]);
    if (amount === undefined || amount.value < 1000) return false;
    entities.debt = (entities.debt ?? 0) + Math.round(amount.value);
    return true;
  });
  scratch.take(BILL, (m) => {
    const amount = amountOf(m[1]);
    if (amount === undefined || amount.value < 10) return false;
    entities.bill ??= Math.round(amount.value);
    return true;
  });
}
