import type { Entities } from './types.js';

/** Fields that describe the person to insure. */
export const PERSON_FIELDS = [
  'age',
  'ageRange',
  'gender',
  'relation',
  'conditions',
  'occupationClass',
  'occupation',
  'pregnant',
] as const;
/** Fields that belong to one product type's need: 50万 of 重疾 says nothing about a medical plan. */
const NEED_FIELDS = [
  'sumInsured',
  'paymentTerm',
  'coverageTerm',
  'coverToAge',
  'payoutStartAge',
  'constraints',
  'choices',
] as const;
/** A stated value and the fields stated with it that a new value of either replaces together. */
const PAIRS: readonly (readonly (keyof Entities)[])[] = [
  ['age', 'ageRange'],
  ['budget', 'budgetRange', 'budgetPeriod'],
  ['productType', 'productTypes'],
];

/**
 * This turn's entities over the remembered ones, so a follow-up need not repeat them ('那40岁呢'
 * keeps the gender and type). The rule for a new need:
 * - a different relation ('给老婆买呢' after the agent's own cover), or a relation stated with a
 *   different gender ('那女儿呢' after '儿子'), is a new person: the old person's age, gender and
 *   conditions are dropped;
 * - a different product type is a new need: the old sum insured and terms are dropped (a budget
 *   stays: it is what the customer can spend, whatever they buy);
 * - both at once is a new need for a new person, so nothing remembered is kept but the budget.
 * Constraints stated in a follow-up add to the remembered ones. A value stated again replaces the old one, and fields read together are replaced together (a new
 * age drops a remembered age range, a new budget a remembered monthly period).
 */
export function mergeEntities(remembered: Entities, current: Entities): Entities {
  const newPerson =
    (current.relation !== undefined && current.relation !== remembered.relation) ||
    (current.relation !== undefined && current.gender !== undefined && current.gender !== remembered.gender);
  const newType =
    current.productType !== undefined &&
    remembered.productType !== undefined &&
    current.productType !== remembered.productType;
  // A bill and a ranking belong to the question that states them.
  const dropped = new Set<keyof Entities>(['bill', 'ranking']);
  if (newPerson) for (const field of PERSON_FIELDS) dropped.add(field);
  if (newType) for (const field of NEED_FIELDS) dropped.add(field);
  for (const group of PAIRS) {
    if (group.some((field) => current[field] !== undefined)) for (const field of group) dropped.add(field);
  }
  // A follow-up about someone: the family described before is no longer the subject. If it names one
  // of that family ('儿子那份具体买啥'), what was said of them carries over.
  let stated = current;
  if (current.persons !== undefined) dropped.add('persons');
  else if (current.relation !== undefined && remembered.persons) {
    dropped.add('persons');
    const same = remembered.persons.find(
      (p) => p.relation === current.relation && (current.gender === undefined || p.gender === current.gender),
    );
    if (same) {
      for (const field of PERSON_FIELDS) dropped.add(field);
      const { relation, age, gender, occupationClass, occupation, pregnant } = same;
      stated = {
        ...omitUndefined({ relation, age, gender, occupationClass, occupation, pregnant }),
        ...current,
      };
    }
  }
  const kept = Object.fromEntries(
    Object.entries(remembered).filter(([field]) => !dropped.has(field as keyof Entities)),
  ) as Entities;
  const merged = { ...kept, ...stated };
  // Constraints add up ('只要保住院的', then '预算再低一点'): a follow-up narrows, it does not restart.
  if (kept.constraints && stated.constraints)
    merged.constraints = [...new Set([...kept.constraints, ...stated.constraints])];
  return merged;
}

function omitUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
