import Ocr from '@gutenye/ocr-node';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ColourPage } from '@broker/contract';
import { writeFixtureJson } from './fixtures/catalogue.js';
import { tempFolder } from './helpers/catalogue.js';
import { testBackends } from './helpers/databases.js';
import { agentTokens } from './helpers/agents.js';
import { post, sharedTestApp } from './helpers/test-app.js';

/**
 * The colour page's PNG carries real text (issue 14): the offline OCR the underwriting reader uses
 * (@gutenye/ocr-node, PaddleOCR models shipped through npm) reads the customer's copy, fetched without a
 * session, and finds the product's name, the customer, the agent and the compliance notice. The drawing
 * is checked, not the inputs: missing-glyph boxes or a broken font would read as nothing. One database
 * is enough here (the API tests cover both); loading the models takes a while.
 */
const [backend] = testBackends();
if (!backend) throw new Error('the embedded database is always a test backend');
const temp = tempFolder();
const INPUT = {
  productCode: 'AK-CI-01',
  customer: { name: '王先生', gender: 'M', age: 22 },
  factors: {},
  sections: ['highlights', 'premium', 'insurer'],
  theme: 'classic',
  agent: { phone: '13800138000' },
};
/** OCR reads a phone-width band at a time: the detector scales a whole tall page down past legibility. */
const BAND = 1200;

/** Punctuation and spaces are where OCR differs from the source; the characters are what matter. */
const letters = (text: string) => text.replace(/[\s，。、：:,.;；（）()]/g, '');

describe('the colour page image read back by OCR', () => {
  const dir = temp();
  writeFixtureJson(dir);
  const t = sharedTestApp(backend, { CATALOGUE_DIR: dir });
  const token = agentTokens(t);

  it('shows the product, the customer, the agent and the compliance notice as real text', async () => {
    const saved = await post(t().app, '/v1/colourpage/save/new', await token(), INPUT);
    expect(saved.statusCode, saved.body).toBe(200);
    const page = saved.json<ColourPage>();
    const image = await t().app.inject({
      method: 'GET',
      url: `/v1/colourpage/shared/${page.id}/image?share_code=${page.shareCode}`,
    });
    expect(image.statusCode).toBe(200);
    const png = image.rawPayload;
    const { width = 0, height = 0 } = await sharp(png).metadata();
    expect(width).toBe(1080);

    const ocr = await Ocr.create({ onnxOptions: { intraOpNumThreads: 1, interOpNumThreads: 1 } });
    const read: string[] = [];
    for (let top = 0; top < height; top += BAND) {
      const band = await sharp(png)
        .extract({ left: 0, top, width, height: Math.min(BAND, height - top) })
        .png()
        .toBuffer();
      const lines = (await ocr.detect(band)) as { text: string }[];
      read.push(...lines.map((l) => l.text));
    }
    const text = letters(read.join(''));
    expect(text).toContain(letters(page.productName));
    expect(text).toContain('王先生');
    expect(text).toContain('演示经纪人');
    expect(text).toContain(letters('以上内容仅供参考，具体以保险合同条款为准'));
    expect(text).not.toMatch(/佣金/);
  }, 180_000);
});
