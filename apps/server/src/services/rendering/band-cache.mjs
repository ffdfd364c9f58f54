// The bands of stacked images the render worker has drawn (decision 043), by what they show: a colour
// page's product highlights, cover, claims and insurer cards are the same for every customer of a
// product and theme, so most of a page is drawn once and copied afterwards. Plain JavaScript, as the
// worker that uses it (decision 039).
import { createHash } from 'node:crypto';

/** A band as drawn: `width` × `height` pixels, RGB (opaque) or RGBA. */
/** @typedef {{ pixels: Buffer; width: number; height: number }} Band */

/** The key of a band: its element tree and width (the same tree at another width is another picture). */
export const bandKey = (/** @type {unknown} */ element, /** @type {number} */ width) =>
  createHash('sha256')
    .update(`${width}\n${JSON.stringify(element)}`)
    .digest('base64url');

/**
 * The most recently used bands up to `maxBytes` of pixels (a 1080-px band 600 px tall is ~1.9 MB):
 * least recently used first out, a band bigger than the whole budget never kept.
 * @param {number} maxBytes
 */
export function bandCache(maxBytes) {
  /** @type {Map<string, Band>} */
  const bands = new Map();
  let bytes = 0;
  return {
    /** @param {string} key */
    get(key) {
      const band = bands.get(key);
      if (!band) return undefined;
      // Map keeps insertion order: moved to the end, the first key is the least recently used.
      bands.delete(key);
      bands.set(key, band);
      return band;
    },
    /** @param {string} key @param {Band} band */
    set(key, band) {
      if (bands.has(key) || band.pixels.length > maxBytes) return;
      bands.set(key, band);
      bytes += band.pixels.length;
      for (const [oldest, old] of bands) {
        if (bytes <= maxBytes) break;
        bands.delete(oldest);
        bytes -= old.pixels.length;
      }
    },
    get bytes() {
      return bytes;
    },
  };
}
