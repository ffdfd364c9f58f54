import {
  BAND_LABELS,
  CONDITION_BANDS,
  CONDITION_LABELS,
  conditionCodeOfName,
  judge,
  type ConditionCode,
  type FoundCondition,
  type UnderwritingKind,
  type UnderwritingRule,
} from '@broker/insurance';

/** Bands that say nothing to decide on: the normal range, and 'a history without values' (said first). */
const NOT_LISTED = new Set(['normal', 'history']);

/**
 * A condition named without its values ('有三高'): what the rule table does with it, band by band, for
 * the kinds asked — so the agent knows which figure to ask the customer for and what each range means.
 * Returns the codes it explained (those are not 'uncovered') and the lines.
 */
export function bandGuide(
  named: readonly string[],
  found: readonly FoundCondition[],
  kinds: readonly UnderwritingKind[],
  rules: readonly UnderwritingRule[],
): { explained: string[]; lines: string[] } {
  const codes = new Map<ConditionCode, string[]>();
  for (const name of named) {
    const code = conditionCodeOfName(name);
    if (!code || found.some((f) => f.code === code)) continue;
    codes.set(code, [...(codes.get(code) ?? []), name]);
  }
  const lines: string[] = [];
  for (const [code, names] of codes) {
    lines.push(`**${CONDITION_LABELS[code]}**（${names.join('、')}）要看具体数值，按核保规则表：`);
    for (const band of CONDITION_BANDS[code].filter((b: string) => !NOT_LISTED.has(b))) {
      const condition: FoundCondition = { code, band, summary: '', values: {}, sources: [] };
      const verdicts = kinds.map((kind) => {
        const v = judge([condition], kind, rules);
        const reason = v.reasons[0];
        const extra = reason?.loading ? `${reason.loading}` : reason?.postpone ? reason.postpone : '';
        const detail =
          v.verdict === 'standard' || !reason?.detail
            ? ''
            : `（${reason.detail}${extra ? `，${extra}` : ''}）`;
        return `${kinds.length > 1 ? v.kindLabel : ''}${v.verdictLabel}${detail}`;
      });
      lines.push(`- ${BAND_LABELS[band] ?? band}：${verdicts.join('；')}`);
    }
  }
  return { explained: [...codes.values()].flat(), lines };
}
