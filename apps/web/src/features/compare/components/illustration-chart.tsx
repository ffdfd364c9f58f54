import type { IllustrationLine } from '../lib/illustration';
import { yuan } from '../lib/illustration';

/** Up to five products: colours that stay apart for common colour blindness. */
export const SERIES_COLOURS = ['#1677ff', '#e8710a', '#12a150', '#c2185b', '#6d4c41'];
const W = 680;
const H = 320;
const PAD = { left: 96, right: 16, top: 16, bottom: 40 };

/** A plain SVG line chart of one metric over the policy years (no chart library to load). */
export function IllustrationChart({
  title,
  names,
  lines,
}: {
  title: string;
  names: readonly string[];
  lines: readonly IllustrationLine[];
}) {
  const values = lines.flatMap((l) => l.values.filter((v): v is number => v !== null));
  const max = Math.max(1, ...values);
  const years = lines.map((l) => l.year);
  const lastYear = Math.max(1, ...years);
  const x = (year: number) =>
    PAD.left + ((year - 1) / Math.max(1, lastYear - 1)) * (W - PAD.left - PAD.right);
  const y = (v: number) => H - PAD.bottom - (v / max) * (H - PAD.top - PAD.bottom);
  const ticks = [0, max / 2, max];
  return (
    <figure className="illustration__chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={title}>
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} stroke="#e5e6eb" />
            <text x={PAD.left - 8} y={y(t) + 6} textAnchor="end" fontSize="18" fill="#86909c">
              {yuan(t)}
            </text>
          </g>
        ))}
        {[1, Math.round(lastYear / 2), lastYear].map((year) => (
          <text key={year} x={x(year)} y={H - 12} textAnchor="middle" fontSize="18" fill="#86909c">
            {`第${year}年`}
          </text>
        ))}
        {names.map((name, i) => {
          const points = lines
            .filter((l) => l.values[i] !== null && l.values[i] !== undefined)
            .map((l) => `${x(l.year)},${y(l.values[i] as number)}`);
          if (points.length === 0) return null;
          return (
            <polyline
              key={name}
              points={points.join(' ')}
              fill="none"
              stroke={SERIES_COLOURS[i % SERIES_COLOURS.length]}
              strokeWidth="3"
            />
          );
        })}
      </svg>
      <figcaption className="illustration__legend">
        {names.map((name, i) => (
          <span key={name} className="illustration__legend-item">
            <span
              className="illustration__swatch"
              style={{ background: SERIES_COLOURS[i % SERIES_COLOURS.length] }}
              aria-hidden="true"
            />
            {name}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
