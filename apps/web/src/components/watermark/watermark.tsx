import { useMemo } from 'react';
import './watermark.css';

/** An SVG tile with the text at an angle, as a CSS background (no canvas, nothing fetched). */
export function watermarkTile(lines: readonly string[]): string {
  const escape = (s: string) =>
    s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const text = lines
    .map((line, i) => `<text x="0" y="${i * 18}" text-anchor="middle">${escape(line)}</text>`)
    .join('');
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="140">' +
    '<g transform="translate(100 64) rotate(-22)" fill="#1d2129" fill-opacity="0.07" ' +
    'font-size="13" font-family="-apple-system,PingFang SC,Microsoft YaHei,Noto Sans CJK SC,sans-serif">' +
    `${text}</g></svg>`;
  return `url("data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}")`;
}

/**
 * Spec §1: every AI answer carries a watermark saying it is AI-generated, with the agent's real name
 * and work id. Lies over its (position: relative) parent and never takes taps.
 */
export function Watermark({ lines }: { lines: readonly string[] }) {
  const key = lines.join('\n');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the text, not the array identity
  const backgroundImage = useMemo(() => watermarkTile(lines), [key]);
  return <div className="watermark" aria-hidden="true" style={{ backgroundImage }} />;
}
