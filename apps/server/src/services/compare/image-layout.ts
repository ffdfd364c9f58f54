import {
  COMPARE_GROUPS,
  COMPARE_GROUP_LABELS,
  COMPARISON_NOTICES,
  ILLUSTRATION_COLUMNS,
  illustrationLines,
  illustrationMetricsOf,
  type Comparison,
  type IllustrationMetric,
} from '@broker/contract';
import { h, type Node } from '../colour-page/elements.js';

/** 360-px phone ×3, as the colour pages: the image fills a phone's width and stays sharp when zoomed. */
export const IMAGE_WIDTH = 1080;
const PAD = 32;
const LABEL_COL = 224;
const CELL_PAD = 14;
const FONT = 26;
const LINE_HEIGHT = 1.45;
const TABLE_BORDER = 2;
/** Inside the table's frame. */
const TABLE_INNER = IMAGE_WIDTH - 2 * PAD - 2 * TABLE_BORDER;

/** The same words the web's comparison shows its customer. */
export const AI_NOTICE = COMPARISON_NOTICES.ai;
export const COMPLIANCE_NOTICE = COMPARISON_NOTICES.compliance;
const REPRICED_NOTICE = '产品费率在保存后有更新，以上为保存时的测算结果，投保前请重新测算。';

export interface ImageAgent {
  realName: string;
  workId: string;
}

/** How wide a character draws, in ems of the bundled Noto Sans SC (Latin narrow, CJK full width). */
export function charWidth(ch: string): number {
  const code = ch.codePointAt(0) ?? 0;
  if (code < 0x80) {
    if (/[ ,.:;'|!]/.test(ch)) return 0.3;
    if (/[0-9]/.test(ch)) return 0.58;
    return /[A-Z%@&MWmw]/.test(ch) ? 0.75 : 0.6;
  }
  if (code < 0x2e80 && !/[—…‘’“”·]/.test(ch)) return 0.65;
  return 1;
}
const widthOf = (text: string) => [...text].reduce((w, ch) => w + charWidth(ch), 0);

/** Characters that must not begin a line (Chinese line-breaking rules): they hang on the line before. */
const NO_LINE_START = /^[，。、；：？！）」』】》”’,.;:?!)\]%]$/;

/**
 * Breaks a cell into lines no wider than `ems` (Chinese breaks between any two characters; a run of
 * Latin letters and digits such as '1,234.56元' (with its unit) or 'AK-CI-01' stays whole unless it is longer than a
 * line; closing punctuation never starts a line). Explicit line breaks are kept. The estimate is on
 * the wide side, so the renderer never has to wrap again.
 */
export function wrapLines(text: string, ems: number): string[] {
  const out: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    // A figure keeps its unit: '3款', '10,860.00元', '20年'.
    const tokens =
      paragraph.match(/[A-Za-z0-9][A-Za-z0-9.,:/+\-_%]*[元万天年岁款种条次个倍]?|\s+|./gsu) ?? [];
    let line = '';
    let width = 0;
    const push = () => {
      out.push(line.trimEnd());
      line = '';
      width = 0;
    };
    for (const token of tokens) {
      const w = widthOf(token);
      if (width + w <= ems) {
        if (!(line === '' && /^\s+$/.test(token))) {
          line += token;
          width += w;
        }
        continue;
      }
      if (NO_LINE_START.test(token) && [...line].length > 1) {
        // The line's last character goes down with the punctuation, so neither starts a line alone.
        const chars = [...line];
        const last = chars.pop() ?? '';
        line = chars.join('');
        push();
        line = last + token;
        width = widthOf(line);
        continue;
      }
      if (line) push();
      if (/^\s+$/.test(token)) continue;
      if (w <= ems) {
        line = token;
        width = w;
        continue;
      }
      // A run longer than a whole line: break it by character.
      for (const ch of token) {
        const cw = charWidth(ch);
        if (width + cw > ems && line) push();
        line += ch;
        width += cw;
      }
    }
    out.push(line.trimEnd());
  }
  return out;
}

/** The width of each column for `products` product columns, filling the image. */
export function columnWidths(products: number): { label: number; product: number } {
  const product = Math.floor((TABLE_INNER - LABEL_COL) / Math.max(products, 1));
  return { label: LABEL_COL, product };
}

/** Room for text in a cell: less its padding and a left border's 2 px (satori's line must never wrap again). */
const emsIn = (width: number, fontSize: number) => (width - 2 * CELL_PAD - 2) / fontSize;

function cell(text: string, width: number, style: Record<string, unknown> = {}): Node {
  const fontSize = (style.fontSize as number | undefined) ?? FONT;
  return h(
    'div',
    {
      width,
      boxSizing: 'border-box',
      flexShrink: 0,
      flexDirection: 'column',
      padding: `${CELL_PAD}px ${CELL_PAD}px`,
      fontSize,
      lineHeight: LINE_HEIGHT,
      ...style,
    },
    ...wrapLines(text || ' ', emsIn(width, fontSize)).map((line) => h('div', {}, line || ' ')),
  );
}

const BORDER = '#e5e6eb';
const INK = '#1d2129';
const MUTED = '#4e5969';
const ACCENT = '#1d4fa8';

const groupRow = (label: string, width: number) =>
  h(
    'div',
    { width, background: '#f2f3f5', borderTop: `2px solid ${BORDER}` },
    cell(label, width, { fontWeight: 700, color: ACCENT, fontSize: 24 }),
  );

const tableRow = (label: string, texts: string[], cols: { label: number; product: number }, tint: boolean) =>
  h(
    'div',
    { width: TABLE_INNER, borderTop: `2px solid ${BORDER}`, background: tint ? '#fffaf0' : '#ffffff' },
    cell(label, cols.label, { color: MUTED, fontWeight: 700, background: '#f7f8fa' }),
    ...texts.map((text) => cell(text, cols.product, { color: INK, borderLeft: `2px solid ${BORDER}` })),
  );

const tableFrame = (...rows: Node[]) =>
  h(
    'div',
    {
      flexDirection: 'column',
      margin: `28px ${PAD}px 0`,
      border: `${TABLE_BORDER}px solid ${BORDER}`,
      borderRadius: 12,
      overflow: 'hidden',
    },
    ...rows,
  );

function headerRow(comparison: Comparison, firstLabel: string, cols: { label: number; product: number }) {
  return h(
    'div',
    { width: TABLE_INNER, background: '#e8f3ff' },
    cell(firstLabel, cols.label, { color: MUTED, fontWeight: 700 }),
    ...comparison.products.map((p) =>
      h(
        'div',
        {
          width: cols.product,
          boxSizing: 'border-box',
          flexShrink: 0,
          flexDirection: 'column',
          borderLeft: `2px solid ${BORDER}`,
        },
        cell(p.name, cols.product - 2, { fontWeight: 700, color: INK, paddingBottom: 0 }),
        cell(p.company, cols.product - 2, { fontSize: 22, color: MUTED, paddingTop: 4 }),
      ),
    ),
  );
}

const MONEY = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 0 });
const money = (n: number | null) => (n === null ? '—' : MONEY.format(n));

/**
 * Columns the image leaves out: the year's premium is the table's 年交保费, and the increments are the
 * differences of adjacent lines; with them a five-column CI comparison grew past 11,000 px.
 */
const DERIVED_METRICS: readonly IllustrationMetric[] = ['premium', 'priceIncrement', 'totalRevenueIncrement'];

/**
 * The benefit illustration as the screen offers it, but every column at once (the screen shows one
 * column at a time): one block per column some product fills (less the derived ones), a line per
 * policy year the comparison chose (1–10, every fifth, the ages 60/70/80, the last), in yuan. None
 * when no product has one.
 */
export function illustrationTable(comparison: Comparison): Node | null {
  const { products } = comparison;
  const metrics = illustrationMetricsOf(products).filter((m) => !DERIVED_METRICS.includes(m));
  if (metrics.length === 0 || products.every((p) => !p.illustration?.rows.length)) return null;
  const cols = columnWidths(products.length);
  const blocks = metrics.flatMap((metric) => [
    groupRow(`${ILLUSTRATION_COLUMNS[metric]}（元）`, TABLE_INNER),
    ...illustrationLines(products, metric).map((line) =>
      tableRow(`第${line.year}年·${line.age}岁`, line.values.map(money), cols, false),
    ),
  ]);
  return h(
    'div',
    { flexDirection: 'column' },
    h('div', { margin: `40px ${PAD + CELL_PAD}px 0`, fontSize: 32, fontWeight: 700, color: INK }, '利益演示'),
    tableFrame(headerRow(comparison, '保单年度', cols), ...blocks),
  );
}

/**
 * The whole saved comparison as one tall image: title, the agent's card, every row a customer may
 * see (never the commission rows), grouped as on the screen, rows where the products differ tinted, the
 * benefit illustration, and the AI and compliance notices. Plain element objects for satori.
 */
export function comparisonLayout(comparison: Comparison, agent: ImageAgent): Node {
  const cols = columnWidths(comparison.products.length);
  const rows = comparison.rows.filter((r) => !r.agentOnly);
  const groupBlocks = COMPARE_GROUPS.flatMap((group) => {
    const inGroup = rows.filter((r) => r.group === group);
    if (inGroup.length === 0) return [];
    return [
      groupRow(COMPARE_GROUP_LABELS[group], TABLE_INNER),
      ...inGroup.map((row) =>
        tableRow(
          row.paramName,
          row.cellData.map((c) => c.text),
          cols,
          !row.isConsistent,
        ),
      ),
    ];
  });
  const saved = comparison.savedAt ? comparison.savedAt.slice(0, 10) : null;
  const notes = [...(comparison.pricesMayHaveChanged ? [REPRICED_NOTICE] : []), AI_NOTICE, COMPLIANCE_NOTICE];
  const noteEms = (TABLE_INNER - 2 * CELL_PAD) / 22;
  return h(
    'div',
    {
      width: IMAGE_WIDTH,
      flexDirection: 'column',
      background: '#ffffff',
      fontFamily: 'sans-serif',
      color: INK,
    },
    h(
      'div',
      {
        flexDirection: 'column',
        padding: `40px ${PAD + CELL_PAD}px 32px`,
        backgroundImage: 'linear-gradient(135deg, #1d4fa8, #3a7be0)',
        color: '#ffffff',
      },
      ...wrapLines(comparison.title, (IMAGE_WIDTH - 2 * (PAD + CELL_PAD)) / 40).map((line) =>
        h('div', { fontSize: 40, fontWeight: 700, lineHeight: 1.35 }, line),
      ),
      h(
        'div',
        { fontSize: 26, marginTop: 14, opacity: 0.92 },
        `${agent.realName} 为您整理的产品对比${saved ? ` · ${saved}` : ''}`,
      ),
    ),
    tableFrame(headerRow(comparison, '对比项', cols), ...groupBlocks),
    illustrationTable(comparison),
    h(
      'div',
      { flexDirection: 'column', padding: `24px ${PAD + CELL_PAD}px 40px`, fontSize: 22, color: '#86909c' },
      h(
        'div',
        { fontSize: 26, color: INK, fontWeight: 700, marginBottom: 12 },
        `您的顾问：${agent.realName}（工号 ${agent.workId}）`,
      ),
      ...notes.flatMap((note) => wrapLines(note, noteEms).map((line) => h('div', { lineHeight: 1.6 }, line))),
    ),
  );
}
