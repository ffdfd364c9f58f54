import { ruleFor, type UnderwritingRule } from './rules.js';
import {
  BAND_LABELS,
  CONDITION_LABELS,
  KIND_LABELS,
  VERDICTS,
  VERDICT_LABELS,
  type FoundCondition,
  type UnderwritingKind,
  type Verdict,
} from './types.js';

/** One condition's effect on one product kind, citing where it was found. */
export interface VerdictReason {
  condition: FoundCondition['code'];
  conditionLabel: string;
  band: string;
  bandLabel: string;
  summary: string;
  verdict: Verdict;
  verdictLabel: string;
  /** The rule's words: what is excluded, or why. */
  detail: string;
  loading: string;
  postpone: string;
  sources: string[];
}

export interface KindVerdict {
  kind: UnderwritingKind;
  kindLabel: string;
  /** The most severe reason's verdict; standard when nothing affects it. */
  verdict: Verdict;
  verdictLabel: string;
  /** Every exclusion together (several conditions can each exclude something). */
  exclusions: string[];
  reasons: VerdictReason[];
  materials: string[];
}

export const UNDERWRITING_DISCLAIMER = '结果仅供参考，以保险公司核保结论为准';
export const DISCLOSURE_REMINDER =
  '投保时请如实告知：依据《保险法》第十六条，投保人故意或因重大过失未履行如实告知义务，足以影响保险公司决定是否承保或提高保险费率的，保险公司有权解除合同，并可不承担赔偿或给付保险金责任。';

const severity = (v: Verdict) => VERDICTS.indexOf(v);

/**
 * Indicative verdict of a product kind for the conditions found: each condition's row of the rule table
 * (a condition the table does not cover goes to manual underwriting), the most severe one overall.
 */
export function judge(
  conditions: readonly FoundCondition[],
  kind: UnderwritingKind,
  rules: readonly UnderwritingRule[],
): KindVerdict {
  const reasons: VerdictReason[] = conditions.map((c) => {
    const rule = ruleFor(rules, kind, c.code, c.band);
    const verdict = rule?.verdict ?? 'manual';
    return {
      condition: c.code,
      conditionLabel: CONDITION_LABELS[c.code],
      band: c.band,
      bandLabel: BAND_LABELS[c.band] ?? c.band,
      summary: c.summary,
      verdict,
      verdictLabel: VERDICT_LABELS[verdict],
      detail: rule?.detail ?? '核保规则表未覆盖该情况',
      loading: rule?.loading ?? '',
      postpone: rule?.postpone ?? '',
      sources: c.sources,
    };
  });
  const verdict = reasons.reduce<Verdict>(
    (worst, r) => (severity(r.verdict) > severity(worst) ? r.verdict : worst),
    'standard',
  );
  const materials = new Set<string>();
  for (const c of conditions) {
    const rule = ruleFor(rules, kind, c.code, c.band);
    if (rule?.material && rule.verdict !== 'standard') materials.add(rule.material);
  }
  return {
    kind,
    kindLabel: KIND_LABELS[kind],
    verdict,
    verdictLabel: VERDICT_LABELS[verdict],
    exclusions: [...new Set(reasons.filter((r) => r.verdict === 'exclusion').map((r) => r.detail))],
    reasons: reasons.sort((a, b) => severity(b.verdict) - severity(a.verdict)),
    materials: [...materials],
  };
}

/** The catalogue's product types on the rule table's kinds. */
export function underwritingKindOf(productType: string): UnderwritingKind {
  if (productType === 'critical_illness' || productType === 'medical' || productType === 'accident')
    return productType;
  if (productType === 'annuity') return 'annuity';
  return 'life';
}
