import type { AnswerPart } from './types.js';

const MAX_CHUNK = 16;
const MIN_CHUNK = 6;
const BREAKS = /[，。；：！？、,.;:!?\s）)]/;

/**
 * Splits answer Markdown into stream deltas of about 6–16 characters, breaking after punctuation when
 * one is near. A Markdown table row goes out whole, so a client that renders as text arrives never
 * shows a half row.
 */
export function chunkText(text: string): string[] {
  const chunks: string[] = [];
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    const piece = i < lines.length - 1 ? `${line}\n` : line;
    if (line.startsWith('|')) {
      chunks.push(piece);
      return;
    }
    let rest = piece;
    while (rest.length > MAX_CHUNK) {
      let cut = MAX_CHUNK;
      for (let j = MAX_CHUNK; j >= MIN_CHUNK; j -= 1) {
        if (BREAKS.test(rest[j - 1] ?? '')) {
          cut = j;
          break;
        }
      }
      chunks.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    if (rest) chunks.push(rest);
  });
  return chunks;
}

type Schedule = (callback: () => void) => unknown;
// The package compiles without Node's types; setImmediate is Node's macrotask, setTimeout elsewhere.
const schedule: Schedule =
  (globalThis as { setImmediate?: Schedule }).setImmediate ?? ((callback) => setTimeout(callback, 0));

/** Yields to the event loop (a macrotask), so an abort or a client disconnect is seen between chunks. */
export const nextTick = () => new Promise<void>((resolve) => schedule(resolve));

/** Streams computed parts: text split into chunks, a macrotask between them, quiet stop on abort. */
export async function* streamParts(
  parts: readonly AnswerPart[],
  signal?: AbortSignal,
): AsyncGenerator<AnswerPart> {
  for (const part of parts) {
    if (signal?.aborted) return;
    if (part.kind !== 'text') {
      yield part;
      continue;
    }
    for (const chunk of chunkText(part.text)) {
      if (signal?.aborted) return;
      yield { kind: 'text', text: chunk };
      await nextTick();
    }
  }
}
