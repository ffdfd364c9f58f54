import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { renderer } from '../rendering/renderer.js';
import { THEMES } from './elements.js';
import { pageBands } from './layout.js';
import type { PageModel } from './model.js';
import { renderPage } from './render.js';

const images = renderer({ workers: 1 });
afterAll(() => images.close());

const page = (over: Partial<PageModel> = {}): PageModel => ({
  theme: 'classic',
  productName: '安康终身重疾',
  company: '安康人寿',
  productType: '重疾险',
  greeting: '王先生，您好！这是为您定制的保障方案',
  customerLine: '被保险人：男 · 30周岁',
  planLines: [
    ['基本保额', '50万元'],
    ['年交保费', '5,100.00元'],
  ],
  sections: [
    { kind: 'highlights', title: '产品亮点', items: ['110种重疾，确诊即赔', '轻症豁免保费'] },
    { kind: 'cover', title: '保障责任', lines: [['重疾赔付比例', '100%']] },
  ],
  agent: { realName: '演示经纪人', workId: 'DEMO001', phone: '13800138000', photo: null },
  shareUrl: 'https://example.test/#/share',
  notices: ['以上内容仅供参考，具体以保险合同条款为准'],
  watermark: null,
  ...over,
});

const rgb = async (png: Buffer) => {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
};
const hex = (colour: string) => [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));

describe('the colour page drawn in bands (decision 043)', () => {
  it('stacks into the picture the page laid out as one column draws', async () => {
    const bands = pageBands(page());
    const stacked = await rgb((await images.stack({ bands, width: 1080 })).png);
    // The same bands as children of one column, laid out and painted in one go.
    const column = {
      type: 'div',
      props: { style: { display: 'flex', flexDirection: 'column' }, children: bands },
    };
    const whole = await rgb(await images.draw({ element: column, width: 1080 }));
    expect([stacked.width, stacked.height]).toEqual([whole.width, whole.height]);
    // Glyph outlines are rounded to 0.1 px from the band's top rather than the page's: a few edge pixels
    // may shade differently, nothing more.
    let differing = 0;
    for (let i = 0; i < whole.data.length; i++)
      if (Math.abs((whole.data[i] ?? 0) - (stacked.data[i] ?? 0)) > 40) differing++;
    expect(differing).toBeLessThan(whole.data.length / 10_000);
  }, 60_000);

  it("draws again only the band that names the customer for another customer's page", async () => {
    await images.stack({ bands: pageBands(page()), width: 1080 });
    const other = pageBands(page({ greeting: '李女士，您好！这是为您定制的保障方案' }));
    const { drawn, reused } = await images.stack({ bands: other, width: 1080 });
    // Header (with the greeting), then the two cards, the agent's card and the notices.
    expect({ drawn, reused }).toEqual({ drawn: 1, reused: 4 });
  }, 60_000);

  it('lays the faint watermark over a page the assistant composed and hides nothing of it', async () => {
    const plain = await rgb(await renderPage(page(), images));
    const marked = await rgb(await renderPage(page({ watermark: 'AI生成 演示经纪人 DEMO001' }), images));
    expect([marked.width, marked.height]).toEqual([plain.width, plain.height]);
    // The header's gradient starts at the top-left corner in the theme's header colour, under the watermark too.
    const corner = [...marked.data.subarray(0, 3)];
    hex(THEMES.classic.header).forEach((c, i) =>
      expect(Math.abs((corner[i] ?? 0) - c)).toBeLessThanOrEqual(2),
    );
    // The watermark is black at 8% opacity: where it lies a pixel darkens by at most 8% (and rounding).
    let darkened = 0;
    let beyond = 0;
    for (let i = 0; i < plain.data.length; i++) {
      const before = plain.data[i] ?? 0;
      const drop = before - (marked.data[i] ?? 0);
      if (drop > 0) darkened++;
      if (drop < -1 || drop > Math.ceil(before * 0.08) + 1) beyond++;
    }
    expect(beyond).toBe(0);
    expect(darkened).toBeGreaterThan(10_000);
  }, 60_000);
});
