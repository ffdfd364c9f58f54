import { useState } from 'react';
import { ANALYTICS_RANGES, type AnalyticsSummary } from '@broker/contract';
import { Page } from '../../components/page/page';
import { PageHeader } from '../../components/page-header/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../components/status-view/status-view';
import { useAnalyticsSummary } from '../../features/analytics/api/analytics';
import { LineChart, type ChartSeries } from '../../features/analytics/components/line-chart';
import { errorText } from '../../lib/http';
import { actLabels, analyticsText as t, sharedPageLabels, toolLabels } from '../../locales/zh-CN/analytics';
import { categoryLabels } from '../../locales/zh-CN/history-categories';
import { routeTitles } from '../../locales/zh-CN/routes';
import './analytics-page.css';

const total = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** Series of a per-key map, biggest first, named through `labels` (the key itself when unknown). */
function seriesOf(map: Record<string, number[]>, labels: Record<string, string>): ChartSeries[] {
  return Object.entries(map)
    .map(([key, values]) => ({ label: labels[key] ?? key, values }))
    .sort((a, b) => total(b.values) - total(a.values));
}

function Section({
  title,
  hint,
  series,
  days,
}: {
  title: string;
  hint?: string;
  series: ChartSeries[];
  days: string[];
}) {
  const empty = series.every((s) => total(s.values) === 0);
  return (
    <section className="analytics__card" aria-label={title}>
      <h2 className="analytics__title">{title}</h2>
      {hint && <p className="analytics__hint">{hint}</p>}
      {empty ? (
        <p className="analytics__none">{t.noData}</p>
      ) : (
        <LineChart title={title} days={days} series={series} />
      )}
    </section>
  );
}

function Feedback({ data }: { data: AnalyticsSummary }) {
  const acts = Object.entries(data.feedbackByAct).sort(
    ([, a], [, b]) => total(b.likes) + total(b.dislikes) - total(a.likes) - total(a.dislikes),
  );
  return (
    <section className="analytics__card" aria-label={t.feedback}>
      <h2 className="analytics__title">{t.feedback}</h2>
      {acts.length === 0 && <p className="analytics__none">{t.noData}</p>}
      {acts.map(([act, counts]) => (
        <div key={act} className="analytics__act">
          <h3 className="analytics__subtitle">{actLabels[act] ?? act}</h3>
          <LineChart
            title={`${t.feedback} ${actLabels[act] ?? act}`}
            days={data.days}
            series={[
              { label: t.likes, values: counts.likes },
              { label: t.dislikes, values: counts.dislikes },
            ]}
          />
        </div>
      ))}
    </section>
  );
}

function TopAgents({ data }: { data: AnalyticsSummary }) {
  if (data.topAgents.length === 0) return null;
  return (
    <section className="analytics__card" aria-label={t.topAgents}>
      <h2 className="analytics__title">{t.topAgents}</h2>
      <table className="analytics__table">
        <thead>
          <tr>
            <th scope="col">{t.workId}</th>
            <th scope="col">{t.activeDays}</th>
            <th scope="col">{t.questionCount}</th>
          </tr>
        </thead>
        <tbody>
          {data.topAgents.map((a) => (
            <tr key={a.workId}>
              <td>{a.workId}</td>
              <td>{a.activeDays}</td>
              <td>{a.questions}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Summary({ data }: { data: AnalyticsSummary }) {
  const nothing =
    total(data.activeAgents) === 0 &&
    Object.keys(data.toolsByScreen).length === 0 &&
    Object.keys(data.sharesOpened).length === 0 &&
    Object.keys(data.questionsByCategory).length === 0 &&
    Object.keys(data.feedbackByAct).length === 0;
  if (nothing) return <EmptyState text={t.emptyAll} />;
  return (
    <>
      <Section
        title={t.activeAgents}
        hint={t.activeAgentsHint}
        days={data.days}
        series={[{ label: t.activeAgents, values: data.activeAgents }]}
      />
      <Section
        title={t.questions}
        days={data.days}
        series={seriesOf(data.questionsByCategory, categoryLabels)}
      />
      <Section title={t.tools} days={data.days} series={seriesOf(data.toolsByScreen, toolLabels)} />
      <Section title={t.shares} days={data.days} series={seriesOf(data.sharesOpened, sharedPageLabels)} />
      <Feedback data={data} />
      <TopAgents data={data} />
    </>
  );
}

/**
 * /analytics (not in spec §2's route table; decision 028): how the app is used, for operators only.
 * Everyone else gets the server's refusal on the page.
 */
export function AnalyticsPage() {
  const [days, setDays] = useState<number>(7);
  const summary = useAnalyticsSummary(days);
  const refused = summary.isError && (summary.error as { status?: number }).status === 403;
  let body;
  if (summary.isPending) body = <LoadingState />;
  else if (summary.isError) {
    body = refused ? (
      <ErrorState title={t.refused} />
    ) : (
      <ErrorState message={errorText(summary.error, '')} onRetry={() => void summary.refetch()} />
    );
  } else body = <Summary data={summary.data} />;
  return (
    <Page header={<PageHeader title={routeTitles.analytics} />} className="analytics">
      {/* An agent who is refused has no range to pick. */}
      {!refused && (
        <div className="analytics__range" role="group" aria-label={t.rangeLabel}>
          {ANALYTICS_RANGES.map((d) => (
            <button
              key={d}
              type="button"
              className="analytics__range-button"
              aria-pressed={d === days}
              onClick={() => setDays(d)}
            >
              {t.range(d)}
            </button>
          ))}
        </div>
      )}
      {body}
      {summary.data && <p className="analytics__note">{t.timeZone(summary.data.timeZone)}</p>}
    </Page>
  );
}
