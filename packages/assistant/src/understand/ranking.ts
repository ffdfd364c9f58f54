/** A product field a question ranks by, and the direction it wants ('等待期最短' → waiting, ascending). */
export interface Ranking {
  field: RankField;
  order: 'asc' | 'desc';
}

export type RankField =
  | 'waitingPeriodDays'
  | 'hesitationPeriodDays'
  | 'payoutStartAge'
  | 'maxAge'
  | 'minAge'
  | 'severeCount'
  | 'moderateCount'
  | 'mildCount'
  | 'moderatePayout'
  | 'mildPayout'
  | 'deductible'
  | 'annualLimit'
  | 'guaranteedRenewalYears'
  | 'declaredGrowthRate'
  | 'accidentalDeath'
  | 'firstYearCommission'
  | 'occupationClass'
  | 'premium';

// '哪款等待期短', '哪个保证续保时间长', '哪一款免赔额低': which one, then the field and its end.
const WHICH = '哪(?:款|个|一款|一个|家|种)';
const LOW = new RegExp(
  `最(?:短|早|低|少|小|便宜|快)|(?:短|早|低|少|小|便宜)的是哪|${WHICH}.{0,8}(?:短|早|低|少|便宜)`,
);
const HIGH = new RegExp(
  `最(?:长|晚|高|多|大|贵|宽松|好)|(?:长|高|多|大)的是哪|${WHICH}.{0,8}(?:长|高|多|大)`,
);

/** Asking for the product that takes the most occupations; nobody asks for the narrowest. */
const ANY_OCCUPATION =
  /不限职业|职业不限|(?:什么|任何|所有|哪种)职业都(?:能|可以|可)|职业(?:要求|限制|类别)(?:最|比较|较)?(?:宽|松|少|低|高)|高(?:风险|危)职业(?:也)?(?:能|可以)(?:买|投|保)/;

const YOUNGEST_ASKED =
  /(?:出生|生下来|落地)(?:后)?(?:多久|多少天|几天|几个月)|(?:宝宝|孩子|小孩|婴儿|新生儿)(?:最早)?(?:多大|几个月|多少天)(?:就)?(?:能|可以)(?:买|投|上)/;

/** Field words, most specific first; a question names one. */
const FIELDS: readonly (readonly [RegExp, RankField])[] = [
  [/等待期|观察期/, 'waitingPeriodDays'],
  [/犹豫期/, 'hesitationPeriodDays'],
  [/(?:开始)?领(?:取)?|起领/, 'payoutStartAge'],
  [/免赔/, 'deductible'],
  [/保证续保/, 'guaranteedRenewalYears'],
  [/增长|复利|收益/, 'declaredGrowthRate'],
  // '轻症赔付比例最高', '哪款轻症赔得多': how much of the sum insured a claim pays, not how many illnesses.
  [/中症.{0,6}(?:比例|赔得多|赔得最多|赔多少|给付)/, 'moderatePayout'],
  [/轻症.{0,6}(?:比例|赔得多|赔得最多|赔多少|给付)/, 'mildPayout'],
  [/中症/, 'moderateCount'],
  [/轻症/, 'mildCount'],
  [/重疾(?:种类|病种)|病种|疾病种类|保的病/, 'severeCount'],
  [/(?:意外)?身故.{0,2}伤残|意外保额/, 'accidentalDeath'],
  [/保额|额度|限额/, 'annualLimit'],
  [/职业/, 'occupationClass'],
  [/(?:投保)?年龄|岁数|年纪|多大/, 'maxAge'],
  [/佣金|提成|点位|费用率/, 'firstYearCommission'],
  [/便宜|贵|保费|价格/, 'premium'],
];

/**
 * The ranking a question asks for across products ('等待期最短的重疾', '哪款年金最早能领',
 * '投保年龄最大的医疗险'), or undefined when it asks for none. '投保年龄' with 最小/最低 ranks by the
 * youngest age accepted.
 */
export function readRanking(text: string): Ranking | undefined {
  // '不限职业的意外险', '什么职业都能买的', '职业限制最少': the widest range of occupation classes.
  if (ANY_OCCUPATION.test(text)) return { field: 'occupationClass', order: 'desc' };
  // '小孩刚出生多久能买保险', '宝宝多大可以投保': the youngest age products take.
  if (YOUNGEST_ASKED.test(text)) return { field: 'minAge', order: 'asc' };
  const low = LOW.test(text);
  const high = HIGH.test(text);
  if (low === high) return undefined;
  const field = FIELDS.find(([pattern]) => pattern.test(text))?.[1];
  if (!field) return undefined;
  if (field === 'maxAge' && low) return { field: 'minAge', order: 'asc' };
  return { field, order: low ? 'asc' : 'desc' };
}
