// The rule table: data (data/underwriting/rules.csv), read here into rows checked against the vocabulary,
// so an operator's edited or imported table is refused with its line, not misread.
import { parseCsv } from '../reference/csv.js';
import {
  CONDITION_BANDS,
  CONDITION_CODES,
  UNDERWRITING_KINDS,
  VERDICTS,
  type ConditionCode,
  type UnderwritingKind,
  type Verdict,
} from './types.js';

export interface UnderwritingRule {
  /** A product kind, or '*' for every kind without its own row. */
  kind: UnderwritingKind | '*';
  condition: ConditionCode | '*';
  band: string;
  verdict: Verdict;
  /** What is excluded, or why (shown as the reason). */
  detail: string;
  /** Indicative loading range, e.g. '+25%~+50%'. */
  loading: string;
  /** When to reapply. */
  postpone: string;
  /** Extra material that would help. */
  material: string;
}

const COLUMNS = ['kind', 'condition', 'band', 'verdict', 'detail', 'loading', 'postpone', 'material'];

/** Parses and checks the rule table; throws with every bad line listed. */
export function parseUnderwritingRules(csv: string): UnderwritingRule[] {
  const table = parseCsv(csv);
  const missing = COLUMNS.filter((c) => !table.columns.includes(c));
  if (missing.length > 0) throw new Error(`核保规则表缺少列：${missing.join('、')}`);
  const problems: string[] = [];
  const rules = table.rows.map((row, k) => {
    const line = k + 2;
    const kind = row.kind ?? '';
    const condition = row.condition ?? '';
    const band = row.band ?? '';
    const verdict = row.verdict ?? '';
    if (kind !== '*' && !(UNDERWRITING_KINDS as readonly string[]).includes(kind))
      problems.push(`第${line}行：未知险种 ${kind}`);
    if (condition !== '*' && !(CONDITION_CODES as readonly string[]).includes(condition))
      problems.push(`第${line}行：未知情况 ${condition}`);
    else if (
      condition !== '*' &&
      band !== '*' &&
      !(CONDITION_BANDS[condition as ConditionCode] as readonly string[]).includes(band)
    )
      problems.push(`第${line}行：${condition} 没有分档 ${band}`);
    if (!(VERDICTS as readonly string[]).includes(verdict)) problems.push(`第${line}行：未知结论 ${verdict}`);
    if (verdict === 'loading' && !row.loading) problems.push(`第${line}行：加费须写加费幅度`);
    if (verdict === 'postpone' && !row.postpone) problems.push(`第${line}行：延期须写何时再投保`);
    if (verdict === 'exclusion' && !row.detail) problems.push(`第${line}行：除外须写除外内容`);
    return {
      kind: kind as UnderwritingRule['kind'],
      condition: condition as UnderwritingRule['condition'],
      band,
      verdict: verdict as Verdict,
      detail: row.detail ?? '',
      loading: row.loading ?? '',
      postpone: row.postpone ?? '',
      material: row.material ?? '',
    };
  });
  if (problems.length > 0) throw new Error(`核保规则表有误：${problems.join('；')}`);
  return rules;
}

/**
 * The rule for a kind, condition and band: the kind's own row first, then the kind's catch-all
 * (annuity, accident), then the row for every kind.
 */
export function ruleFor(
  rules: readonly UnderwritingRule[],
  kind: UnderwritingKind,
  condition: ConditionCode,
  band: string,
): UnderwritingRule | undefined {
  const keys: [string, string, string][] = [
    [kind, condition, band],
    [kind, condition, '*'],
    [kind, '*', '*'],
    ['*', condition, band],
    ['*', condition, '*'],
  ];
  for (const [k, c, b] of keys) {
    const rule = rules.find((r) => r.kind === k && r.condition === c && r.band === b);
    if (rule) return rule;
  }
  return undefined;
}

/**
 * Every kind × condition × band the table has no rule for ('medical bmi obese'): such a case would go
 * to manual underwriting as 'not covered', so an operator's table is checked for them before it is used.
 */
export function uncoveredRules(rules: readonly UnderwritingRule[]): string[] {
  const missing: string[] = [];
  for (const kind of UNDERWRITING_KINDS)
    for (const code of CONDITION_CODES)
      for (const band of CONDITION_BANDS[code])
        if (!ruleFor(rules, kind, code, band)) missing.push(`${kind} ${code} ${band}`);
  return missing;
}
