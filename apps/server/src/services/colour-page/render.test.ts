import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { renderer } from '../rendering/renderer.js';

const images = renderer({ workers: 1 });
afterAll(() => images.close());

/** Dark pixels per column band of a line of text drawn with the bundled fonts (in the render worker). */
async function draw(text: string): Promise<Uint8Array> {
  const element = {
    type: 'div',
    props: { style: { display: 'flex', fontSize: 40, color: '#000', background: '#fff' }, children: text },
  };
  const png = await images.draw({ element, width: 800, height: 60 });
  return Uint8Array.from(await sharp(png).ensureAlpha().raw().toBuffer());
}
const dark = (px: Uint8Array) => {
  let n = 0;
  for (let i = 0; i < px.length; i += 4) if ((px[i] ?? 255) < 128) n++;
  return n;
};

describe('the bundled Chinese font', () => {
  it('draws real glyphs for the compliance notice, not the boxes of a missing character', async () => {
    const notice = await draw('以上内容仅供参考，具体以保险合同条款为准');
    const other = await draw('保险合同条款为准以上内容仅供参考，具体以');
    const boxes = await draw('\uE000'.repeat(20));
    // Text covers some of the line but far from all of it, and reordering the characters changes the pixels.
    expect(dark(notice)).toBeGreaterThan(2000);
    expect(dark(notice)).toBeLessThan(800 * 60 * 0.5);
    expect(Buffer.from(notice).equals(Buffer.from(other))).toBe(false);
    expect(Buffer.from(notice).equals(Buffer.from(boxes))).toBe(false);
    // Every character of a line of boxes is the same glyph; the notice's are not.
    const columns = (px: Uint8Array) =>
      Array.from({ length: 20 }, (_, c) => {
        let n = 0;
        for (let y = 0; y < 60; y++)
          for (let x = c * 40; x < c * 40 + 40; x++) if ((px[(y * 800 + x) * 4] ?? 255) < 128) n++;
        return n;
      });
    expect(new Set(columns(notice)).size).toBeGreaterThan(10);
  }, 60_000);
});
