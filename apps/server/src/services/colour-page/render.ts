import { COLOUR_PAGE_LIMITS } from '@broker/contract';
import { pageBands, watermarkTile } from './layout.js';
import type { PageModel } from './model.js';
import { contentHash } from '../rendering/drawn-cache.js';
import type { Renderer } from '../rendering/renderer.js';

/** Raise when the layout changes, so every saved image is drawn again on its next save. */
const LAYOUT_VERSION = 2;

/** The image's cache key: the same model (and layout) always draws the same picture. */
export const modelHash = (model: PageModel): string => contentHash(LAYOUT_VERSION, model);

const WIDTH = COLOUR_PAGE_LIMITS.imageWidth;

/**
 * Draws the page on the server (satori lays out and turns text into paths with the bundled font;
 * resvg rasterises, both in the renderer's worker threads), so every phone and web view gets the same
 * pixels. The page travels to the worker as bands (plain element objects) stacked into one image; a band
 * the worker drew before is copied (decision 043). The watermark's tile is drawn transparent around its
 * text and repeated over the whole page.
 */
export async function renderPage(model: PageModel, renderer: Renderer): Promise<Buffer> {
  const { png } = await renderer.stack({
    bands: pageBands(model),
    width: WIDTH,
    ...(model.watermark && { overlay: { element: watermarkTile(model.watermark), width: 540, height: 360 } }),
  });
  return png;
}
