import { TRACKING_POINTS, type AnalyticsSummary } from '@broker/contract';
import type { Db } from '../../db/database.js';
import {
  ACTIVE_AGENTS_METRIC,
  pointMetric,
  trackingRepository,
  type DailyCount,
} from '../../db/tracking-repository.js';
import { AppError } from '../../errors.js';
import { dayIn, daysEnding } from './days.js';

const TOP_AGENTS = 10;

/** Per key, a count per day of `days` (zeros where nothing happened). */
function seriesBy(
  days: string[],
  rows: { day: string; key: string; count: number }[],
): Record<string, number[]> {
  const index = new Map(days.map((d, i) => [d, i]));
  const out: Record<string, number[]> = {};
  for (const row of rows) {
    const i = index.get(row.day);
    if (i === undefined) continue;
    const series = (out[row.key] ??= days.map(() => 0));
    series[i] = (series[i] ?? 0) + Number(row.count);
  }
  return out;
}

/**
 * The operators' analytics view (decision 028): finished days from the daily counts, days not counted
 * yet (today) from the raw events, questions and feedback from the messages themselves.
 */
export function analyticsService(db: Db, deps: { timeZone: string; now?: () => Date }) {
  const repo = trackingRepository(db);
  const now = deps.now ?? (() => new Date());
  const tz = deps.timeZone;

  return {
    async isOperator(userId: string): Promise<boolean> {
      return repo.isOperator(userId);
    },

    async requireOperator(userId: string): Promise<void> {
      if (!(await repo.isOperator(userId))) throw new AppError('forbidden:operator');
    },

    async summary(range: number): Promise<AnalyticsSummary> {
      const days = daysEnding(dayIn(tz, now()), range);
      const first = days[0] ?? '';
      const last = days[days.length - 1] ?? '';
      const rolled = await repo.rolledDays(first, last);
      const open = days.filter((d) => !rolled.has(d));
      const counts: DailyCount[] = [
        ...(await repo.dailyCounts(days.filter((d) => rolled.has(d)))),
        ...(open.length > 0
          ? (await repo.countRaw(open[0] ?? first, last, tz)).filter((c) => !rolled.has(c.day))
          : []),
      ];
      const metric = (name: string) =>
        counts
          .filter((c) => c.metric === name)
          .map((c) => ({ day: c.day, key: c.dimension, count: c.count }));

      const feedbackRows = await repo.feedback(first, last, tz);
      const feedbackByAct: AnalyticsSummary['feedbackByAct'] = {};
      const likes = seriesBy(
        days,
        feedbackRows.filter((r) => r.feedback === 'good').map((r) => ({ ...r, key: r.act })),
      );
      const dislikes = seriesBy(
        days,
        feedbackRows.filter((r) => r.feedback === 'bad').map((r) => ({ ...r, key: r.act })),
      );
      for (const act of new Set([...Object.keys(likes), ...Object.keys(dislikes)])) {
        feedbackByAct[act] = {
          likes: likes[act] ?? days.map(() => 0),
          dislikes: dislikes[act] ?? days.map(() => 0),
        };
      }

      return {
        days,
        timeZone: tz,
        activeAgents: seriesBy(days, metric(ACTIVE_AGENTS_METRIC))[''] ?? days.map(() => 0),
        questionsByCategory: seriesBy(
          days,
          (await repo.questions(first, last, tz)).map((r) => ({ ...r, count: Number(r.count) })),
        ),
        toolsByScreen: seriesBy(days, metric(pointMetric(TRACKING_POINTS.toolOpened))),
        sharesOpened: seriesBy(days, metric(pointMetric(TRACKING_POINTS.shareOpened))),
        feedbackByAct,
        topAgents: await repo.topAgents(first, last, tz, TOP_AGENTS),
      };
    },
  };
}
export type AnalyticsService = ReturnType<typeof analyticsService>;
