// The image renderer's worker thread (decisions 022, 039): satori lays out an element tree and turns every
// glyph into an SVG path with the bundled Noto Sans SC; resvg rasterises it to a PNG. Both are CPU work
// of hundreds of milliseconds, here off the server's event loop. Plain JavaScript so Node runs it as is
// (the server runs TypeScript through tsx and vitest, which do not reach into worker threads); the
// typed layouts stay on the main thread and arrive as plain element objects.
// Messages in: { id, element, width, height? }, or { id, bands, width, overlay? } for bands stacked into one
// image (decision 043). Out: { type: 'ready', ms } once the fonts are parsed, or { type: 'ready', ms: -1,
// error } when they could not be, then per job { id, png } (a Uint8Array, its memory transferred; for
// bands also how many were drawn and how many reused) or { id, error }.
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parentPort } from 'node:worker_threads';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import sharp from 'sharp';
import { bandCache, bandKey } from './band-cache.mjs';

/**
 * Regular only. Every slice has its own font name, so satori's fallback walks them in order and takes
 * the first that has the character: always a regular slice, the bold slices having the same characters.
 * Bold text was therefore always drawn from the regular glyphs emboldened by a stroke (satori's synthetic
 * bold), and the ~100 bold slices were parsed (1–1.5 s per worker) and searched but never drawn from;
 * leaving them out draws the same SVG (checked byte for byte on a colour page, decision 043).
 */
const WEIGHT = 400;

/**
 * Satori tries the fonts in order for each character: Latin first, then the numbered CJK slices from
 * the highest, where Google's slicing puts the most frequent characters, so common text resolves early.
 * @param {string} file
 */
function rank(file) {
  if (file.includes('-latin-4') || file.includes('-latin-7')) return -2;
  if (file.includes('-latin-ext-')) return -1;
  const slice = /-(\d+)-\d00-normal/.exec(file);
  return slice ? 1000 - Number(slice[1]) : 2000;
}

/**
 * Noto Sans SC from @fontsource/noto-sans-sc (OFL-1.1), as the package ships it: about a hundred
 * unicode-range slices per weight in WOFF (satori reads WOFF, not WOFF2). Each slice gets its own
 * name so satori falls back from one to the next per character; with one shared name it keeps only
 * one slice and draws the rest as boxes.
 */
async function loadFonts() {
  const require = createRequire(import.meta.url);
  const dir = join(dirname(require.resolve('@fontsource/noto-sans-sc/package.json')), 'files');
  const names = await readdir(dir);
  /** @type {{ name: string; data: Buffer; weight: 400; style: 'normal' }[]} */
  const fonts = [];
  // Latin first, so digits and letters take the Latin slice's metrics.
  const files = names.filter((n) => n.endsWith(`-${WEIGHT}-normal.woff`)).sort((a, b) => rank(a) - rank(b));
  for (const file of files)
    fonts.push({
      name: `NotoSansSC-${file}`,
      data: await readFile(join(dir, file)),
      weight: WEIGHT,
      style: 'normal',
    });
  if (fonts.length === 0) throw new Error(`no fonts in ${dir}`);
  return fonts;
}

/**
 * The element tree laid out by satori and painted by resvg: RGBA pixels (premultiplied, as resvg keeps
 * them), on white, or transparent where nothing is drawn when `transparent`.
 * @param {unknown} element @param {number} width @param {number | undefined} height @param {any[]} fonts
 * @param {boolean} [transparent]
 */
async function paint(element, width, height, fonts, transparent = false) {
  const svg = await satori(/** @type {any} */ (element), { width, ...(height && { height }), fonts });
  // satori's SVG has no text left (every glyph is a path), so resvg needs no fonts: by default it would
  // scan the system's fonts on every render (0.1–0.5 s on this machine, the "SVG parsing" of decision 039).
  const image = new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    ...(!transparent && { background: '#ffffff' }),
    font: { loadSystemFonts: false },
  }).render();
  return { rgba: image.pixels, width: image.width, height: image.height };
}

/**
 * Encoded by libvips rather than resvg's own encoder: on a 1080 × 5400 page about 50 ms instead of
 * 120–230 ms, and 0.4 MB instead of 0.55 MB (an opaque image: faster zlib level, no filter search).
 * `overlay` (RGBA with transparency) is repeated over the whole image from its top-left corner.
 * @param {Buffer} pixels @param {{ width: number; height: number; channels: 3 | 4 }} raw @param {Band} [overlay]
 */
function encode(pixels, raw, overlay) {
  const image = sharp(pixels, { raw });
  if (overlay)
    image.composite([
      {
        input: overlay.pixels,
        raw: { width: overlay.width, height: overlay.height, channels: 4, premultiplied: true },
        tile: true,
        gravity: 'northwest',
      },
    ]);
  return image.removeAlpha().png({ compressionLevel: 3, adaptiveFiltering: false }).toBuffer();
}

/** @param {unknown} element @param {number} width @param {number | undefined} height @param {any[]} fonts */
async function draw(element, width, height, fonts) {
  const { rgba, width: w, height: h } = await paint(element, width, height, fonts);
  return encode(rgba, { width: w, height: h, channels: 4 });
}

/** @typedef {import('./band-cache.mjs').Band} Band */

/** The opaque pixels of an RGBA image as RGB: a third less to keep. @param {Buffer} rgba */
function toRgb(rgba) {
  const rgb = Buffer.allocUnsafe((rgba.length / 4) * 3);
  for (let i = 0, o = 0; i < rgba.length; i += 4, o += 3) {
    rgb[o] = rgba[i];
    rgb[o + 1] = rgba[i + 1];
    rgb[o + 2] = rgba[i + 2];
  }
  return rgb;
}

/**
 * Per worker. A colour page's bands are ~17 MB of pixels; this keeps the product cards of a few
 * products and themes (the bands that name a customer churn through it).
 */
const bands = bandCache(64 * 1024 * 1024);

/**
 * The stacked image is written into one buffer kept for the next image: on this machine (a virtual
 * machine that hands freed memory back to its host) writing 17 MB of newly allocated memory costs
 * ~100–150 ms, rewriting memory already held ~2 ms. Jobs run one at a time, and encoding has finished
 * with the buffer before the next job.
 */
let canvas = Buffer.alloc(0);
/** @param {Band[]} parts @param {number} bytes */
function stitch(parts, bytes) {
  if (canvas.length < bytes) canvas = Buffer.alloc(bytes);
  let at = 0;
  for (const band of parts) at += band.pixels.copy(canvas, at);
  return canvas.subarray(0, bytes);
}

/**
 * The overlay tile, kept like a band: transparent where its element draws nothing.
 * @param {{ element: unknown; width: number; height: number }} overlay @param {any[]} fonts
 * @returns {Promise<Band>}
 */
async function overlayTile({ element, width, height }, fonts) {
  const key = bandKey({ overlay: element }, width);
  const known = bands.get(key);
  if (known) return known;
  const { rgba } = await paint(element, width, height, fonts, true);
  const tile = { pixels: rgba, width, height };
  bands.set(key, tile);
  return tile;
}

/**
 * Bands drawn one under another, each the full width and as tall as its content (decision 043): a band
 * drawn before (the same element tree) is copied, not drawn again. `overlay`, an element drawn at its
 * size, is repeated over the whole image (the watermark).
 * @param {unknown[]} elements @param {number} width
 * @param {{ element: unknown; width: number; height: number } | undefined} overlay @param {any[]} fonts
 */
async function stack(elements, width, overlay, fonts) {
  const parts = [];
  let reused = 0;
  for (const element of elements) {
    const key = bandKey(element, width);
    let band = bands.get(key);
    if (band) reused += 1;
    else {
      const { rgba, height } = await paint(element, width, undefined, fonts);
      band = { pixels: toRgb(rgba), width, height };
      bands.set(key, band);
    }
    parts.push(band);
  }
  const height = parts.reduce((sum, band) => sum + band.height, 0);
  const png = await encode(
    stitch(parts, width * height * 3),
    { width, height, channels: 3 },
    overlay && (await overlayTile(overlay, fonts)),
  );
  return { png, drawn: elements.length - reused, reused };
}

// At start, before any job: satori parses each font buffer once and keeps it, so one small line drawn
// with every font (the Latin and the CJK slices) pays the 1–1.5 s of parsing here, and
// starts resvg, so the first real render costs what every later one does.
const started = performance.now();
const ready = loadFonts().then(async (fonts) => {
  const sample = {
    type: 'div',
    props: {
      style: { display: 'flex', flexDirection: 'column', fontSize: 34 },
      children: [400, 700].map((fontWeight) => ({
        type: 'div',
        props: {
          style: { display: 'flex', fontWeight },
          children: '以上内容仅供参考，具体以保险合同条款为准 0123456789万元',
        },
      })),
    },
  };
  await draw(sample, 1080, undefined, fonts);
  return fonts;
});
ready.then(
  () => parentPort?.postMessage({ type: 'ready', ms: performance.now() - started }),
  // Reported again with every job; warm() learns it now.
  (error) => parentPort?.postMessage({ type: 'ready', ms: -1, error: String(error) }),
);

/** A PNG as a message: its memory transferred instead of copied when the buffer is the whole of it. @param {Buffer} png */
const transferable = (png) =>
  png.byteOffset === 0 && png.byteLength === png.buffer.byteLength
    ? new Uint8Array(png.buffer)
    : Uint8Array.from(png);

parentPort?.on(
  'message',
  async (
    /** @type {{ id: number; width: number } & ({ element: unknown; height?: number } | { bands: unknown[]; overlay?: { element: unknown; width: number; height: number } })} */ job,
  ) => {
    try {
      const fonts = await ready;
      if ('bands' in job) {
        const { png, drawn, reused } = await stack(job.bands, job.width, job.overlay, fonts);
        const out = transferable(png);
        parentPort?.postMessage({ id: job.id, png: out, drawn, reused }, [out.buffer]);
      } else {
        const out = transferable(await draw(job.element, job.width, job.height, fonts));
        parentPort?.postMessage({ id: job.id, png: out }, [out.buffer]);
      }
    } catch (error) {
      parentPort?.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
    }
  },
);
