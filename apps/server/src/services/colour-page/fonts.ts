import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export interface FontSpec {
  name: string;
  data: Buffer;
  weight: 400 | 700;
  style: 'normal';
}

const WEIGHTS = [400, 700] as const;

/**
 * Satori tries the fonts in order for each character: Latin first, then the numbered CJK slices from
 * the highest, where Google's slicing puts the most frequent characters, so common text resolves early.
 */
function rank(file: string): number {
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
async function loadFonts(): Promise<FontSpec[]> {
  const require = createRequire(import.meta.url);
  const dir = join(dirname(require.resolve('@fontsource/noto-sans-sc/package.json')), 'files');
  const names = await readdir(dir);
  const fonts: FontSpec[] = [];
  for (const weight of WEIGHTS) {
    // Latin first, so digits and letters take the Latin slice's metrics.
    const files = names.filter((n) => n.endsWith(`-${weight}-normal.woff`)).sort((a, b) => rank(a) - rank(b));
    for (const file of files)
      fonts.push({
        name: `NotoSansSC-${file}`,
        data: await readFile(join(dir, file)),
        weight,
        style: 'normal',
      });
  }
  if (fonts.length === 0) throw new Error(`no fonts in ${dir}`);
  return fonts;
}

let cached: Promise<FontSpec[]> | undefined;
/** Loaded once per process; the same array every time, so satori parses each font only once. */
export const pageFonts = (): Promise<FontSpec[]> => (cached ??= loadFonts());
