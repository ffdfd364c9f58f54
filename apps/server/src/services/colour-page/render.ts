import { renderAsync } from '@resvg/resvg-js';
import satori from 'satori';
import { COLOUR_PAGE_LIMITS } from '@broker/contract';
import { pageFonts } from './fonts.js';
import { h } from './elements.js';
import { pageLayout, watermarkTile } from './layout.js';
import { COMPLIANCE_NOTICE, type PageModel } from './model.js';
import { contentHash, drawnCache } from '../rendering/drawn-cache.js';

/** Raise when the layout changes, so every saved image is drawn again on its next save. */
const LAYOUT_VERSION = 1;

/** The image's cache key: the same model (and layout) always draws the same picture. */
export const modelHash = (model: PageModel): string => contentHash(LAYOUT_VERSION, model);

const WIDTH = COLOUR_PAGE_LIMITS.imageWidth;

const tiles = drawnCache<string>(200);

function tileOf(text: string, fonts: Awaited<ReturnType<typeof pageFonts>>): Promise<string> {
  return tiles.get(text, async () => {
    const svg = await satori(watermarkTile(text) as never, { width: 540, height: 360, fonts });
    return `data:image/png;base64,${(await renderAsync(svg)).asPng().toString('base64')}`;
  });
}

/**
 * Rasterises satori's SVG on libuv's thread pool (resvg's parse and paint, about half the render):
 * the event loop serves other requests meanwhile, and two renders use both cores.
 */
export async function rasterise(svg: string, width: number): Promise<Buffer> {
  const image = await renderAsync(svg, { fitTo: { mode: 'width', value: width }, background: '#ffffff' });
  return image.asPng();
}

/**
 * Draws the page on the server (satori lays out and turns text into paths with the bundled font;
 * resvg rasterises), so every phone and web view gets the same pixels.
 */
export async function renderPage(model: PageModel): Promise<Buffer> {
  const fonts = await pageFonts();
  const tile = model.watermark ? await tileOf(model.watermark, fonts) : undefined;
  return rasterise(await satori(pageLayout(model, tile) as never, { width: WIDTH, fonts }), WIDTH);
}

const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

let warming: Promise<void> | undefined;
let warmingStopped = false;
/** Ends a warm-up in progress after its current slice: a shutdown must not share the loop with it. */
export function stopWarmingRenderer(): void {
  warmingStopped = true;
}
/**
 * Readies the renderer off the request path, once per process: the first render otherwise pays 2–3 s
 * of parsing the ~200 font slices (bench/README.md). Satori parses a font once per buffer and keeps
 * it, so each slice is parsed by a tiny render of its own with a pause between them: no request waits
 * behind more than one slice. One small page with every font then builds the font set and starts
 * resvg, so the first real render costs what every later one does. Call it after listening.
 */
export function warmRenderer(): Promise<void> {
  warming ??= (async () => {
    const fonts = await pageFonts();
    const dot = h('div', { fontSize: 12 }, '保');
    for (const font of fonts) {
      await yieldToRequests();
      if (warmingStopped) return;
      await satori(dot as never, { width: 16, height: 16, fonts: [font] });
    }
    await yieldToRequests();
    if (warmingStopped) return;
    const sample = h('div', { fontSize: 34, fontWeight: 700 }, `${COMPLIANCE_NOTICE} 0123456789万元`);
    await rasterise(await satori(sample as never, { width: WIDTH, fonts }), WIDTH);
  })();
  return warming;
}
