import { analyticsText as t } from '../../../locales/zh-CN/analytics';
import './line-chart.css';

export interface ChartSeries {
  label: string;
  values: number[];
}

// Distinct on white and for common colour-vision deficiencies (Okabe–Ito), darkened for contrast.
const COLOURS = ['#0b66c3', '#c25400', '#0a7f5a', '#b0208a', '#5b4fc4', '#7a6500', '#a8323e', '#3d6b7d'];
const W = 320;
const H = 140;
const PAD = { left: 30, right: 8, top: 10, bottom: 22 };

/** A round upper bound for the y axis (1, 2, 5 × 10^n). */
function niceMax(max: number): number {
  if (max <= 1) return 1;
  const step = 10 ** Math.floor(Math.log10(max));
  return ([1, 2, 5, 10].map((m) => m * step).find((v) => v >= max) ?? max) as number;
}

const short = (day: string) => `${Number(day.slice(5, 7))}/${Number(day.slice(8, 10))}`;

/**
 * Counts per day as lines, in plain SVG (no chart library: this page stays a small chunk). The legend
 * gives each line's total, so the numbers are there for screen readers and at a glance.
 */
export function LineChart({ title, days, series }: { title: string; days: string[]; series: ChartSeries[] }) {
  const top = niceMax(Math.max(0, ...series.flatMap((s) => s.values)));
  const x = (i: number) =>
    PAD.left + (days.length <= 1 ? 0 : (i * (W - PAD.left - PAD.right)) / (days.length - 1));
  const y = (v: number) => PAD.top + (1 - v / top) * (H - PAD.top - PAD.bottom);
  const ticks = [0, top / 2, top].filter((v) => Number.isInteger(v));
  const labelled = [0, Math.floor((days.length - 1) / 2), days.length - 1];
  const dots = days.length <= 31;
  const summary = series.map((s) => `${s.label} ${s.values.reduce((a, b) => a + b, 0)}`).join('，');
  return (
    <figure className="line-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`${t.chartOf(title)}：${summary}`}>
        {ticks.map((v) => (
          <g key={v}>
            <line className="line-chart__grid" x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} />
            <text className="line-chart__tick" fontSize={10} x={PAD.left - 4} y={y(v) + 3} textAnchor="end">
              {v}
            </text>
          </g>
        ))}
        {[...new Set(labelled)].map((i) => (
          <text
            key={i}
            className="line-chart__tick"
            fontSize={10}
            x={x(i)}
            y={H - 6}
            textAnchor={i === 0 ? 'start' : i === days.length - 1 ? 'end' : 'middle'}
          >
            {days[i] ? short(days[i]) : ''}
          </text>
        ))}
        {series.map((s, n) => {
          const colour = COLOURS[n % COLOURS.length];
          return (
            <g key={s.label} stroke={colour} fill={colour}>
              <polyline
                className="line-chart__line"
                fill="none"
                points={s.values.map((v, i) => `${x(i)},${y(v)}`).join(' ')}
              />
              {dots && s.values.map((v, i) => <circle key={i} cx={x(i)} cy={y(v)} r={2.2} />)}
            </g>
          );
        })}
      </svg>
      <figcaption>
        <ul className="line-chart__legend">
          {series.map((s, n) => (
            <li key={s.label}>
              <span className="line-chart__swatch" style={{ background: COLOURS[n % COLOURS.length] }} />
              {s.label}
              <span className="line-chart__total">{s.values.reduce((a, b) => a + b, 0)}</span>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
