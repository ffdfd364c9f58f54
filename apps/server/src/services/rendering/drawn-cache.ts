import { createHash } from 'node:crypto';

/**
 * The server draws images (colour pages, comparison downloads, watermark tiles) with satori + resvg,
 * which costs around a second; a picture is keyed by a hash of everything it shows, so the same content
 * is drawn once and a change of content (or of the layout's version) is a new key.
 */
export const contentHash = (layoutVersion: number, content: unknown): string =>
  createHash('sha256')
    .update(JSON.stringify({ v: layoutVersion, content }))
    .digest('hex');

/**
 * The most recently used drawings by content hash, at most `maxEntries`, in this process. Requests
 * for a key being drawn wait for that drawing instead of starting another; a failed drawing is not
 * kept.
 */
export function drawnCache<T>(maxEntries: number) {
  const entries = new Map<string, Promise<T>>();
  return {
    get(hash: string, draw: () => Promise<T>): Promise<T> {
      const known = entries.get(hash);
      if (known) {
        // Most recently used last: Map keeps insertion order, so the first key is the one to evict.
        entries.delete(hash);
        entries.set(hash, known);
        return known;
      }
      const drawing = draw();
      entries.set(hash, drawing);
      drawing.catch(() => {
        if (entries.get(hash) === drawing) entries.delete(hash);
      });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return drawing;
    },
    get size() {
      return entries.size;
    },
  };
}
