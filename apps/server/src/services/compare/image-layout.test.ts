import { describe, expect, it } from 'vitest';
import type { Comparison, CompareRow, IllustrationRow } from '@broker/contract';
import type { Child, Node } from '../colour-page/elements.js';
import { renderer } from '../rendering/renderer.js';
import { renderComparisonImage } from './image.js';
import {
  AI_NOTICE,
  COMPLIANCE_NOTICE,
  IMAGE_WIDTH,
  charWidth,
  columnWidths,
  comparisonLayout,
  illustrationTable,
  wrapLines,
} from './image-layout.js';
import { pickYears } from './compute.js';

const width = (line: string) => [...line].reduce((w, ch) => w + charWidth(ch), 0);

describe('wrapLines', () => {
  it('breaks Chinese anywhere, never past the width', () => {
    const lines = wrapLines('安康人寿保险股份有限公司', 5);
    expect(lines).toEqual(['安康人寿保', '险股份有限', '公司']);
  });

  it('keeps a figure or a code whole when it fits on the next line', () => {
    expect(wrapLines('年交保费10,860.00元', 7)).toEqual(['年交保费', '10,860.00元']);
    expect(wrapLines('产品代码AK-CI-01', 6)).toEqual(['产品代码', 'AK-CI-01']);
    expect(wrapLines('保险等3款产品对比', 3.5)).toEqual(['保险等', '3款产', '品对比']);
  });

  it('hangs closing punctuation on the line before instead of starting a line with it', () => {
    expect(wrapLines('保证续保，终身', 4)).toEqual(['保证续', '保，终身']);
    expect(wrapLines('A计划（200万）', 6)[1]).not.toMatch(/^）/);
  });

  it('breaks a run longer than a line by character, keeps explicit breaks and empty text', () => {
    const lines = wrapLines('X'.repeat(30), 7);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe('X'.repeat(30));
    for (const line of lines) expect(width(line)).toBeLessThanOrEqual(7);
    expect(wrapLines('第一行\n第二行', 10)).toEqual(['第一行', '第二行']);
    expect(wrapLines('', 10)).toEqual(['']);
    expect(wrapLines('等待期 90天', 10)).toEqual(['等待期 90天']);
  });
});

const PRODUCTS = ['甲', '乙', '丙', '丁', '戊'].map((n, i) => ({
  code: `P-0${i}`,
  name: `${n}产品超长名称的终身重大疾病保险（2025版）`,
  company: '某某人寿保险股份有限公司',
  type: '重疾险',
  typeCode: 'critical_illness',
  onSale: true,
  factors: {},
  errors: [],
  illustration: null,
}));
const row = (paramName: string, texts: string[], extra: Partial<CompareRow> = {}): CompareRow => ({
  paramName,
  paramCode: paramName,
  group: 'cover',
  cellData: texts.map((text, i) => ({ productCode: `P-0${i}`, text, value: null })),
  rowValues: texts,
  editValue: null,
  defaultValue: null,
  isConsistent: new Set(texts).size === 1,
  updateLoading: false,
  agentOnly: false,
  ...extra,
});
const LONG =
  '被保险人因下列情形之一导致身故或全残的，本公司不承担给付保险金的责任：投保人对被保险人的故意杀害、故意伤害；被保险人故意犯罪或者抗拒依法采取的刑事强制措施；被保险人自本合同成立或者合同效力恢复之日起2年内自杀，但被保险人自杀时为无民事行为能力人的除外。';
const COMPARISON: Comparison = {
  id: '11111111-1111-4111-8111-111111111111',
  title: '甲产品、乙产品等5款产品对比',
  request: { productCodes: PRODUCTS.map((p) => p.code), factors: {}, productFactors: {} },
  products: PRODUCTS,
  rows: [
    row(
      '保险公司',
      PRODUCTS.map((p) => p.company),
      { group: 'basic' },
    ),
    row('年交保费', ['10,860.00元', '570.00元', '596.00元', '1,234,567.89元', '—'], { group: 'premium' }),
    row('首年佣金', ['8,888.00元', '1元', '2元', '3元', '4元'], { group: 'premium', agentOnly: true }),
    row('责任免除', [LONG, '1条', '1条', LONG, 'https://example.com/a/very/long/address/without/breaks']),
  ],
  mixedTypes: false,
  savedAt: '2026-11-25T08:00:00.000Z',
  pricesMayHaveChanged: true,
};
const AGENT = { realName: '演示经纪人', workId: 'DEMO001' };

const texts = (child: Child): string[] =>
  child === null
    ? []
    : typeof child === 'string'
      ? [child]
      : [child.props.children ?? []].flat().flatMap((c) => texts(c as Child));
const rowsOf = (node: Node): Node[] =>
  [node.props.children ?? []].flat().flatMap((c) => (c && typeof c !== 'string' ? [c, ...rowsOf(c)] : []));

describe('comparisonLayout', () => {
  const layout = comparisonLayout(COMPARISON, AGENT);
  const all = texts(layout).join('');

  it('shows the agent and the notices, never a commission row', () => {
    expect(all).toContain('您的顾问：演示经纪人（工号 DEMO001）');
    expect(all).toContain(AI_NOTICE.replace(/\s/g, '').slice(0, 10));
    expect(all.replace(/\s/g, '')).toContain(COMPLIANCE_NOTICE);
    expect(all).toContain('保存后有更新');
    expect(all).not.toContain('首年佣金');
    expect(all).not.toContain('8,888.00');
  });

  it('fits five product columns in a phone-width image, every cell line within its column', () => {
    const cols = columnWidths(5);
    expect(cols.label + 5 * cols.product).toBeLessThanOrEqual(IMAGE_WIDTH - 64 - 4);
    expect(cols.product).toBeGreaterThan(140);
    // Cells of fixed width hold lines no wider than their room (26-px text, 14-px padding each side).
    for (const node of rowsOf(layout)) {
      const w = node.props.style?.width;
      const size = (node.props.style?.fontSize as number | undefined) ?? 26;
      const isCell = node.props.style?.padding !== undefined;
      if (!isCell || typeof w !== 'number' || w >= IMAGE_WIDTH - 64 - 4) continue;
      for (const line of texts(node)) expect(width(line) * size).toBeLessThanOrEqual(w - 28);
    }
    // The long cell is all there, over several lines.
    expect(all.replace(/\s/g, '')).toContain(LONG);
  });

  it('draws a tall PNG the width of the image', async () => {
    const images = renderer({ workers: 1 });
    try {
      const png = await renderComparisonImage(COMPARISON, AGENT, images);
      expect(png.readUInt32BE(16)).toBe(IMAGE_WIDTH);
      expect(png.readUInt32BE(20)).toBeGreaterThan(1500);
    } finally {
      await images.close();
    }
  }, 60_000);
});

/** A whole-life illustration from age 30 to 105, the years the comparison keeps (compute.ts). */
const illustrated = (cashPerYear: number) => {
  const rows: IllustrationRow[] = Array.from({ length: 76 }, (_, i) => ({
    year: i + 1,
    age: 30 + i,
    premium: i < 20 ? 5_000 : 0,
    cumulativePremium: 5_000 * Math.min(i + 1, 20),
    annuityClaimed: null,
    cumulativeDividend: null,
    currentPrice: cashPerYear * (i + 1),
    priceIncrement: null,
    totalRevenue: null,
    totalRevenueIncrement: null,
    cumulativeClaimed: null,
    deathOrTotalDisabilityBenefit: null,
    totalDisabilityBenefit: null,
    deathBenefit: 100_000 + cashPerYear * (i + 1),
  }));
  return {
    columns: ['year', 'age', 'premium', 'currentPrice', 'deathBenefit'] as const,
    rows: pickYears(rows),
  };
};

describe('illustrationTable', () => {
  const withIllustration: Comparison = {
    ...COMPARISON,
    products: PRODUCTS.map((p, i) =>
      i < 2
        ? { ...p, illustration: { ...illustrated(1_234 * (i + 1)), columns: [...illustrated(1).columns] } }
        : p,
    ),
  };

  it('shows every column some product fills, for the years the comparison chose, products with none as —', () => {
    const table = illustrationTable(withIllustration);
    expect(table).not.toBeNull();
    const words = texts(table as Node);
    expect(words).toContain('利益演示');
    expect(words).toContain('现金价值（元）');
    expect(words).toContain('身故保险金（元）');
    // Columns no product fills stay out.
    expect(words.join('')).not.toContain('累计红利');
    // Derived columns (the year's premium is the table's; increments are differences) stay out too.
    expect(words).not.toContain('当年保费（元）');
    expect(words.join('')).not.toContain('全残保险金（元）');
    // Years 1–10, every fifth, ages 60/70/80 and the last; never the years in between.
    for (const label of [
      '第1年·30岁',
      '第10年·39岁',
      '第15年·44岁',
      '第31年·60岁',
      '第41年·70岁',
      '第51年·80岁',
      '第76年·105岁',
    ])
      expect(words).toContain(label);
    expect(words).not.toContain('第11年·40岁');
    expect(words).not.toContain('第32年·61岁');
    // Year 10's cash value for the two illustrated products, in whole yuan; the others have none.
    const line = words.indexOf('第10年·39岁');
    expect(words.slice(line + 1, line + 6)).toEqual(['12,340', '24,680', '—', '—', '—']);
  });

  it('is part of the downloaded image and absent when no product has an illustration', () => {
    const all = texts(comparisonLayout(withIllustration, AGENT)).join('');
    expect(all).toContain('利益演示');
    expect(all).not.toContain('8,888.00');
    expect(illustrationTable(COMPARISON)).toBeNull();
    expect(texts(comparisonLayout(COMPARISON, AGENT)).join('')).not.toContain('利益演示');
  });
});
