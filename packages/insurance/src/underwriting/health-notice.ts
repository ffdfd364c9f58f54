// A product's own health notice (健康告知, decision 044): which of its questions asks about a condition
// found in a report. A condition no question asks about need not be disclosed to that insurer, so the
// product takes it; one that is asked about is judged by the kind's rule table as before.
import type { HealthNotice } from '@broker/contract';
import { CONDITION_BANDS, type FoundCondition } from './types.js';

/**
 * Bands that say only that a value is missing (未注明分级, 未注明大小, a history without readings, no
 * gestational week): the value may be past any question's threshold, so a question about the condition
 * asks about them too.
 */
const UNKNOWN_BANDS: ReadonlySet<string> = new Set(['ungraded', 'unsized', 'history', 'unspecified']);

export interface NoticeHit {
  /** The question's place in the notice, from 1 (as printed on an application form). */
  number: number;
  question: string;
}

/**
 * The first question of the notice that asks about the condition, or undefined when none does. A value
 * in the normal range is nothing to disclose and is never asked about.
 */
export function noticeQuestionFor(
  notice: HealthNotice,
  condition: Pick<FoundCondition, 'code' | 'band'>,
): NoticeHit | undefined {
  if (condition.band === 'normal') return undefined;
  const index = notice.findIndex((q) =>
    q.asks.some(
      (a) =>
        a.condition === condition.code &&
        (a.bands === undefined || a.bands.includes(condition.band) || UNKNOWN_BANDS.has(condition.band)),
    ),
  );
  const question = notice[index];
  return question ? { number: index + 1, question: question.question } : undefined;
}

/** A notice's bands that its condition does not have, or that are nothing to ask about (the normal range). */
export function healthNoticeProblems(notice: HealthNotice): { path: (string | number)[]; message: string }[] {
  const problems: { path: (string | number)[]; message: string }[] = [];
  notice.forEach((q, i) =>
    q.asks.forEach((a, j) =>
      (a.bands ?? []).forEach((band, k) => {
        const known = (CONDITION_BANDS[a.condition] as readonly string[]).includes(band);
        if (!known || band === 'normal')
          problems.push({
            path: ['healthNotice', i, 'asks', j, 'bands', k],
            message: known
              ? `健康告知第${i + 1}条：正常范围不是告知事项`
              : `健康告知第${i + 1}条：${a.condition} 没有分档 ${band}（可选：${CONDITION_BANDS[a.condition].filter((b) => b !== 'normal').join('、')}）`,
          });
      }),
    ),
  );
  return problems;
}
