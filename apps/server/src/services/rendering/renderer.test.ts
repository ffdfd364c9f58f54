import { afterEach, describe, expect, it } from 'vitest';
import { defaultRenderWorkers, renderer, RendererClosedError, type Renderer } from './renderer.js';

const line = (text: string) => ({
  type: 'div',
  props: { style: { display: 'flex', fontSize: 30, color: '#000' }, children: text },
});
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const open: Renderer[] = [];
const pool = (workers: number) => {
  const r = renderer({ workers });
  open.push(r);
  return r;
};
afterEach(async () => {
  for (const r of open.splice(0)) await r.close();
});

describe('the render worker pool', () => {
  it('one worker on two cores, one fewer than the cores elsewhere, never more than four', () => {
    expect(defaultRenderWorkers(1)).toBe(1);
    expect(defaultRenderWorkers(2)).toBe(1);
    expect(defaultRenderWorkers(4)).toBe(3);
    expect(defaultRenderWorkers(32)).toBe(4);
  });

  it('starts no worker until asked, draws PNGs in a worker, and ends it on close', async () => {
    const images = pool(1);
    expect(images.workers).toBe(0);
    const png = await images.draw({ element: line('保险合同'), width: 300, height: 40 });
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(pngSize(png)).toEqual({ width: 300, height: 40 });
    expect(images.workers).toBe(1);
    // Without a height the image is as tall as its content.
    const tall = await images.draw({
      element: { type: 'div', props: { style: { display: 'flex', height: 123 }, children: '高' } },
      width: 200,
    });
    expect(pngSize(tall)).toEqual({ width: 200, height: 123 });
    await images.close();
    expect(images.workers).toBe(0);
    await expect(images.draw({ element: line('再画'), width: 100, height: 40 })).rejects.toBeInstanceOf(
      RendererClosedError,
    );
  }, 60_000);

  it('warm() starts every worker and resolves when each has parsed the fonts', async () => {
    const images = pool(2);
    const ready = await images.warm();
    expect(ready).toHaveLength(2);
    for (const worker of ready) expect(worker).toEqual({ ms: expect.any(Number) });
    expect(images.workers).toBe(2);
    // Two at once, one per worker; answers go to their own callers.
    const [a, b] = await Promise.all([
      images.draw({ element: line('甲'), width: 111, height: 40 }),
      images.draw({ element: line('乙'), width: 222, height: 40 }),
    ]);
    expect(pngSize(a).width).toBe(111);
    expect(pngSize(b).width).toBe(222);
  }, 60_000);

  it('a refused job fails alone, jobs queue in order behind a busy worker, closing rejects those left', async () => {
    const images = pool(1);
    await expect(images.draw({ element: { type: 'nonsense-tag', props: {} }, width: 100 })).rejects.toThrow(
      /drawing failed/,
    );
    const sizes = [101, 102, 103];
    const drawn = await Promise.all(
      sizes.map((width) => images.draw({ element: line('排队'), width, height: 30 })),
    );
    expect(drawn.map((png) => pngSize(png).width)).toEqual(sizes);
    expect(images.workers).toBe(1);

    const busy = images.draw({ element: line('正在画'), width: 120, height: 30 });
    const waiting = images.draw({ element: line('等待'), width: 130, height: 30 });
    const closing = images.close();
    await expect(waiting).rejects.toBeInstanceOf(RendererClosedError);
    await expect(busy).rejects.toBeInstanceOf(RendererClosedError);
    await closing;
    expect(images.workers).toBe(0);
  }, 60_000);

  it('stacks bands one under another, each as tall as its content, and copies a band it drew before', async () => {
    const images = pool(1);
    const box = (height: number, background: string) => ({
      type: 'div',
      props: { style: { display: 'flex', height, background } },
    });
    const first = await images.stack({ bands: [box(40, '#ff0000'), box(60, '#0000ff')], width: 120 });
    expect(pngSize(first.png)).toEqual({ width: 120, height: 100 });
    expect({ drawn: first.drawn, reused: first.reused }).toEqual({ drawn: 2, reused: 0 });
    const again = await images.stack({
      bands: [box(60, '#0000ff'), box(40, '#ff0000'), box(10, '#00ff00')],
      width: 120,
    });
    expect(pngSize(again.png)).toEqual({ width: 120, height: 110 });
    expect({ drawn: again.drawn, reused: again.reused }).toEqual({ drawn: 1, reused: 2 });
    // The same tree at another width is another picture.
    expect((await images.stack({ bands: [box(40, '#ff0000')], width: 121 })).drawn).toBe(1);
  }, 60_000);
});
