import type { Comparison } from '@broker/contract';

const SCALE = 2;
const PIN = 150;
const COL = 170;
const LINE = 20;
const FONT = '14px -apple-system, "PingFang SC", "Noto Sans CJK SC", "Microsoft YaHei", sans-serif';

/** Breaks text into lines that fit `width` (Chinese wraps anywhere). */
function wrap(ctx: CanvasRenderingContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const ch of text) {
    if (ctx.measureText(line + ch).width > width && line) {
      lines.push(line);
      line = ch;
    } else line += ch;
  }
  return [...lines, line];
}

/**
 * The whole comparison as a PNG, drawn in the browser with the phone's own fonts: nothing is fetched,
 * so it works offline and in WeChat's web view. Commission rows are never drawn.
 */
export async function comparisonImage(comparison: Comparison, footer: readonly string[]): Promise<Blob> {
  const rows = comparison.rows.filter((r) => !r.agentOnly);
  const width = PIN + COL * comparison.products.length;
  const canvas = document.createElement('canvas');
  const measure = canvas.getContext('2d');
  if (!measure) throw new Error('canvas unavailable');
  measure.font = FONT;
  const table = [
    ['', ...comparison.products.map((p) => p.name)],
    ...rows.map((r) => [r.paramName, ...r.cellData.map((c) => c.text)]),
  ].map((cells) => cells.map((text, i) => wrap(measure, text, (i === 0 ? PIN : COL) - 16)));
  const heights = table.map((cells) => Math.max(...cells.map((c) => c.length)) * LINE + 12);
  const footerLines = footer.flatMap((f) => wrap(measure, f, width - 24));
  const height = 48 + heights.reduce((a, b) => a + b, 0) + footerLines.length * LINE + 24;
  canvas.width = width * SCALE;
  canvas.height = height * SCALE;
  const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
  ctx.scale(SCALE, SCALE);
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#1d2129';
  ctx.font = `bold ${FONT}`;
  ctx.fillText(comparison.title, 12, 30);
  let y = 48;
  table.forEach((cells, r) => {
    const h = heights[r] ?? LINE;
    ctx.fillStyle = r === 0 ? '#e8f3ff' : rows[r - 1]?.isConsistent ? '#fff' : '#fffaf0';
    ctx.fillRect(0, y, width, h);
    ctx.strokeStyle = '#e5e6eb';
    ctx.strokeRect(0, y, width, h);
    cells.forEach((lines, c) => {
      ctx.font = r === 0 || c === 0 ? `bold ${FONT}` : FONT;
      ctx.fillStyle = c === 0 ? '#4e5969' : '#1d2129';
      const x = c === 0 ? 8 : PIN + (c - 1) * COL + 8;
      lines.forEach((line, i) => ctx.fillText(line, x, y + 20 + i * LINE));
    });
    y += h;
  });
  ctx.font = FONT;
  ctx.fillStyle = '#86909c';
  footerLines.forEach((line, i) => ctx.fillText(line, 12, y + 24 + i * LINE));
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('toBlob failed'))), 'image/png'),
  );
}

/** Saves a blob under a name (an <a download> click: works in browsers; web views may open it instead). */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
