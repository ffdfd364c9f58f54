import type { HealthNotice } from '@broker/contract';
import { noticeQuestionFor } from './health-notice.js';
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
  /** A product's health notice against this condition: the question asking about it, or not asked. */
  notice?: { asked: boolean; number?: number; question?: string };
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
  /** Judged for a product: whether it has a health notice that was checked. */
  noticeChecked?: boolean;
}

export const UNDERWRITING_DISCLAIMER = '结果仅供参考，以保险公司核保结论为准';
export const DISCLOSURE_REMINDER =
  '投保时请如实告知：依据《保险法》第十六条，投保人故意或因重大过失未履行如实告知义务，足以影响保险公司决定是否承保或提高保险费率的，保险公司有权解除合同，并可不承担赔偿或给付保险金责任。';

const severity = (v: Verdict) => VERDICTS.indexOf(v);

/** What a product brings to judging: its own health notice, when one is recorded. */
export interface NoticedProduct {
  healthNotice?: HealthNotice | undefined;
}

function ruleReason(c: FoundCondition, rule: UnderwritingRule | undefined): VerdictReason {
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
}

/**
 * A condition the product's notice does not ask about: nothing to disclose to this insurer, so the
 * product takes it at standard rates. The kind's rule is named for reference (another insurer's stricter
 * notice would meet it), and the duty to answer every question truthfully still holds. Critical illness
 * and medical terms exclude what the insured already had (既往症): said, so no one reads 'standard' as
 * 'the nodule is covered'.
 */
function notAskedReason(
  c: FoundCondition,
  kind: UnderwritingKind,
  rule: UnderwritingRule | undefined,
): VerdictReason {
  const byRule = VERDICT_LABELS[rule?.verdict ?? 'manual'];
  const preExisting =
    kind === 'critical_illness' || kind === 'medical' ? '；按条款，投保前已患的疾病不在保障范围内' : '';
  return {
    ...ruleReason(c, rule),
    verdict: 'standard',
    verdictLabel: VERDICT_LABELS.standard,
    detail: `健康告知未询问此项，可正常投保（按险种核保规则为${byRule}）${preExisting}；投保时仍须如实回答全部告知问题`,
    loading: '',
    postpone: '',
    notice: { asked: false },
  };
}

/**
 * Indicative verdict for the conditions found: each condition's row of the rule table (a condition the
 * table does not cover goes to manual underwriting), the most severe one overall. Given a product with a
 * health notice, a condition none of its questions asks about passes (decision 044); one a question asks
 * about keeps the rule's verdict and names that question.
 */
export function judge(
  conditions: readonly FoundCondition[],
  kind: UnderwritingKind,
  rules: readonly UnderwritingRule[],
  product?: NoticedProduct,
): KindVerdict {
  const notice = product?.healthNotice;
  const materials = new Set<string>();
  const reasons: VerdictReason[] = conditions.map((c) => {
    const rule = ruleFor(rules, kind, c.code, c.band);
    // A value in the normal range is nothing to disclose: the rule's 'normal' row speaks for it.
    const hit = notice && c.band !== 'normal' ? noticeQuestionFor(notice, c) : undefined;
    if (notice && c.band !== 'normal' && !hit) return notAskedReason(c, kind, rule);
    if (rule?.material && rule.verdict !== 'standard') materials.add(rule.material);
    const reason = ruleReason(c, rule);
    return hit ? { ...reason, notice: { asked: true, ...hit } } : reason;
  });
  const verdict = reasons.reduce<Verdict>(
    (worst, r) => (severity(r.verdict) > severity(worst) ? r.verdict : worst),
    'standard',
  );
  return {
    kind,
    kindLabel: KIND_LABELS[kind],
    verdict,
    verdictLabel: VERDICT_LABELS[verdict],
    exclusions: [...new Set(reasons.filter((r) => r.verdict === 'exclusion').map((r) => r.detail))],
    reasons: reasons.sort((a, b) => severity(b.verdict) - severity(a.verdict)),
    materials: [...materials],
    ...(product ? { noticeChecked: notice !== undefined } : {}),
  };
}

/** A catalogue product's verdict: its kind's rules, checked against its own health notice. */
export function judgeProduct(
  conditions: readonly FoundCondition[],
  product: NoticedProduct & { type: string },
  rules: readonly UnderwritingRule[],
): KindVerdict {
  return judge(conditions, underwritingKindOf(product.type), rules, product);
}

/** The catalogue's product types on the rule table's kinds. */
export function underwritingKindOf(productType: string): UnderwritingKind {
  if (productType === 'critical_illness' || productType === 'medical' || productType === 'accident')
    return productType;
  if (productType === 'annuity') return 'annuity';
  return 'life';
}
