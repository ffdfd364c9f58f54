import type { Comparison } from '@broker/contract';
import { contentHash, drawnCache } from '../rendering/drawn-cache.js';
import type { Renderer } from '../rendering/renderer.js';
import { comparisonLayout, IMAGE_WIDTH, type ImageAgent } from './image-layout.js';

/** Raise when the layout changes, so cached copies (ETag) are drawn again. */
const LAYOUT_VERSION = 2;

/** The image's validator and cache key: the same frozen comparison and agent draw the same picture. */
export const comparisonImageHash = (comparison: Comparison, agent: ImageAgent): string =>
  contentHash(LAYOUT_VERSION, { comparison, agent });

/**
 * Drawn images by that hash: a download repeated (another tap, the customer's copy saved twice) is
 * not drawn again; saving the comparison changes its hash, so a changed comparison is drawn anew and
 * the old picture ages out. A PNG with the illustration is 0.5–2 MB, so few are kept.
 */
const drawn = drawnCache<Buffer>(16);

/** The comparison's PNG, from the cache when the same content was drawn before. */
export function comparisonImage(
  comparison: Comparison,
  agent: ImageAgent,
  renderer: Renderer,
): { hash: string; png: () => Promise<Buffer> } {
  const hash = comparisonImageHash(comparison, agent);
  return { hash, png: () => drawn.get(hash, () => renderComparisonImage(comparison, agent, renderer)) };
}

/**
 * The comparison as a PNG drawn on the server with the colour pages' engine (satori lays out and turns
 * every glyph into a path with the bundled Noto Sans SC; resvg rasterises): the same pixels on every
 * phone, no missing-glyph boxes. Drawn in the renderer's worker threads.
 */
export function renderComparisonImage(
  comparison: Comparison,
  agent: ImageAgent,
  renderer: Renderer,
): Promise<Buffer> {
  return renderer.draw({ element: comparisonLayout(comparison, agent), width: IMAGE_WIDTH });
}

/** `attachment; filename="comparison.png"; filename*=UTF-8''<title>.png` (RFC 6266 / 8187). */
export function attachmentDisposition(title: string): string {
  const name = `${
    title
      .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
      .trim()
      .slice(0, 80) || '产品对比'
  }.png`;
  return `attachment; filename="comparison.png"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
