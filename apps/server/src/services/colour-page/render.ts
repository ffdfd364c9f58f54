import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { COLOUR_PAGE_LIMITS } from '@broker/contract';
import { pageFonts } from './fonts.js';
import { pageLayout, watermarkTile } from './layout.js';
import type { PageModel } from './model.js';
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
    return `data:image/png;base64,${new Resvg(svg).render().asPng().toString('base64')}`;
  });
}

/**
 * Draws the page on the server (satori lays out and turns text into paths with the bundled font;
 * resvg rasterises), so every phone and web view gets the same pixels.
 */
export async function renderPage(model: PageModel): Promise<Buffer> {
  const fonts = await pageFonts();
  const tile = model.watermark ? await tileOf(model.watermark, fonts) : undefined;
  const svg = await satori(pageLayout(model, tile) as never, { width: WIDTH, fonts });
  return new Resvg(svg, { fitTo: { mode: 'width', value: WIDTH }, background: '#ffffff' }).render().asPng();
}
