import type { ReplacedAnswer } from '../types.js';

/**
 * Regenerate with the built-in engine. Its answers are computed from the catalogue and the clauses,
 * so asking again cannot honestly produce a different fact. What it can change: where several
 * products fit, the ones the replaced answer put first step back and the others come forward
 * ('换一批'); everywhere else the answer says it is the same because the data is, instead of
 * passing an identical copy off as a new attempt.
 */

/** The first line of a regenerated answer that could not change. */
export const SAME_ANSWER_NOTE =
  '重新生成的结果与上次相同：这个回答由产品库和条款数据直接得出，数据没有变化，结论也不会变。如需换个角度，可以补充被保险人的年龄、预算或关注点再问。';

/** How many products an answer names in its text (the rest are in its product list). */
export const NAMED_IN_TEXT = 3;

/**
 * Ranked items reordered for a regenerate: those the replaced answer named first move behind the
 * rest, keeping rank order within each group. `fresh` says the first `NAMED_IN_TEXT` changed.
 */
export function afterReplaced<T extends { code: string }>(
  ranked: readonly T[],
  replaced: ReplacedAnswer | undefined,
): { ordered: T[]; fresh: boolean; stepBack: T[] } {
  if (!replaced) return { ordered: [...ranked], fresh: false, stepBack: [] };
  const named = new Set(replaced.products.slice(0, NAMED_IN_TEXT));
  const stepBack = ranked.filter((m) => named.has(m.code));
  const others = ranked.filter((m) => !named.has(m.code));
  const fresh = others.length > 0 && stepBack.length > 0;
  return { ordered: fresh ? [...others, ...stepBack] : [...ranked], fresh, stepBack: fresh ? stepBack : [] };
}

/** The replaced answer's text without an earlier same-answer note, for comparing. */
function withoutNote(text: string): string {
  return (text.startsWith(SAME_ANSWER_NOTE) ? text.slice(SAME_ANSWER_NOTE.length) : text).trim();
}

/** Whether a regenerated answer's text says exactly what the replaced one said. */
export function unchanged(text: string, replaced: ReplacedAnswer | undefined): boolean {
  return replaced !== undefined && withoutNote(replaced.text) === text.trim();
}
