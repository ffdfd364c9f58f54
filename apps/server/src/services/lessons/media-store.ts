import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';

/**
 * Lesson media on disk. A medium is named by its content (`<128-bit SHA-256 prefix>.<ext>`), so a name
 * is unguessable, never collides, and can be checked with one pattern: a request for anything else
 * (`../`, an encoded slash, another extension) is not a medium at all, and no path is ever built from
 * what a client sent. Imported media are copied into `DATA_DIR/media/lessons`; the demo lessons' media
 * are served from the shipped folder where they lie (every instance has them; see decision 027).
 */

export const MEDIA_TYPES = {
  mp4: { mime: 'video/mp4', kind: 'video' },
  webm: { mime: 'video/webm', kind: 'video' },
  png: { mime: 'image/png', kind: 'image' },
  jpg: { mime: 'image/jpeg', kind: 'image' },
  webp: { mime: 'image/webp', kind: 'image' },
} as const;
export type MediaExt = keyof typeof MEDIA_TYPES;

export const MEDIA_NAME = /^[0-9a-f]{32}\.(mp4|webm|png|jpg|webp)$/;

export const MEDIA_LIMITS = { videoBytes: 200 * 1024 * 1024, imageBytes: 5 * 1024 * 1024 } as const;

/** The medium's type from its first bytes (never from its file name). */
export function sniffMedia(head: Uint8Array): MediaExt | undefined {
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (head[0] === 0x89 && ascii(1, 4) === 'PNG') return 'png';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpg';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (ascii(4, 8) === 'ftyp') return 'mp4';
  if (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return 'webm';
  return undefined;
}

export const mediaName = (bytes: Uint8Array, ext: MediaExt): string =>
  `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${ext}`;

export const mediaMime = (name: string): string =>
  MEDIA_TYPES[path.extname(name).slice(1) as MediaExt]?.mime ?? 'application/octet-stream';

/**
 * An MP4's length from its movie header (`moov/mvhd`), or null when the file has none readable (a
 * fragmented or damaged file): the player then learns it while loading.
 */
export function mp4Duration(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const find = (from: number, to: number, type: string): [number, number] | undefined => {
    let at = from;
    while (at + 8 <= to) {
      let size = view.getUint32(at);
      let header = 8;
      if (size === 1 && at + 16 <= to) {
        size = Number(view.getBigUint64(at + 8));
        header = 16;
      } else if (size === 0) size = to - at;
      if (size < header || at + size > to) return undefined;
      const name = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
      if (name === type) return [at + header, at + size];
      at += size;
    }
    return undefined;
  };
  const moov = find(0, bytes.length, 'moov');
  const mvhd = moov && find(moov[0], moov[1], 'mvhd');
  if (!mvhd) return null;
  const [at, end] = mvhd;
  const version = view.getUint8(at);
  const need = version === 1 ? 32 : 20;
  if (at + need > end) return null;
  const timescale = view.getUint32(at + (version === 1 ? 20 : 12));
  const duration = version === 1 ? Number(view.getBigUint64(at + 24)) : view.getUint32(at + 16);
  if (!timescale || !duration || duration === 0xffffffff) return null;
  return Math.round((duration / timescale) * 1000) / 1000;
}

export interface MediaStore {
  /** Copies a medium into the data folder under its name (once; an existing copy is kept). */
  save(name: string, bytes: Uint8Array): Promise<void>;
  /** The file of a medium, from the data folder or the shipped demo media; undefined when unknown. */
  resolve(name: string): Promise<string | undefined>;
}

async function* filesUnder(dir: string): AsyncGenerator<string> {
  const entries = await fsp.readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/** Names of the media files under `dir` (read and hashed once, on first use). */
async function indexFolder(dir: string): Promise<Map<string, string>> {
  const index = new Map<string, string>();
  for await (const file of filesUnder(dir)) {
    const bytes = await fsp.readFile(file);
    const ext = sniffMedia(bytes.subarray(0, 16));
    if (ext) index.set(mediaName(bytes, ext), file);
  }
  return index;
}

export function mediaStore(dataDir: string, shippedDirs: readonly string[]): MediaStore {
  const root = path.resolve(dataDir, 'media', 'lessons');
  let shipped: Promise<Map<string, string>> | undefined;
  const shippedIndex = () =>
    (shipped ??= Promise.all(shippedDirs.map(indexFolder)).then(
      (maps) => new Map(maps.flatMap((m) => [...m])),
    ));
  return {
    async save(name, bytes) {
      if (!MEDIA_NAME.test(name)) throw new Error(`not a media name: ${name}`);
      const target = path.join(root, name);
      if (fs.existsSync(target)) return;
      await fsp.mkdir(root, { recursive: true });
      const temp = `${target}.${process.pid}.tmp`;
      await fsp.writeFile(temp, bytes);
      await fsp.rename(temp, target);
    },
    async resolve(name) {
      if (!MEDIA_NAME.test(name)) return undefined;
      const own = path.join(root, name);
      if (path.dirname(own) === root && fs.existsSync(own)) return own;
      return (await shippedIndex()).get(name);
    },
  };
}
