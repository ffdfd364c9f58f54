import { COLOUR_PAGE_LIMITS } from '@broker/contract';
import { pageLayout, watermarkTile } from './layout.js';
import type { PageModel } from './model.js';
import { contentHash, drawnCache } from '../rendering/drawn-cache.js';
import type { Renderer } from '../rendering/renderer.js';

/** Raise when the layout changes, so every saved image is drawn again on its next save. */
const LAYOUT_VERSION = 1;

/** The image's cache key: the same model (and layout) always draws the same picture. */
export const modelHash = (model: PageModel): string => contentHash(LAYOUT_VERSION, model);

const WIDTH = COLOUR_PAGE_LIMITS.imageWidth;

const tiles = drawnCache<string>(200);

function tileOf(text: string, renderer: Renderer): Promise<string> {
  return tiles.get(text, async () => {
    const png = await renderer.draw({ element: watermarkTile(text), width: 540, height: 360 });
    return `data:image/png;base64,${png.toString('base64')}`;
  });
}

/**
 * Draws the page on the server (satori lays out and turns text into paths with the bundled font;
 * resvg rasterises, both in the renderer's worker threads), so every phone and web view gets the same
 * pixels. The layout is built here and travels to the worker as plain element objects.
 */
export async function renderPage(model: PageModel, renderer: Renderer): Promise<Buffer> {
  const tile = model.watermark ? await tileOf(model.watermark, renderer) : undefined;
  return renderer.draw({ element: pageLayout(model, tile), width: WIDTH });
}
