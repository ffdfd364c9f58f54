/**
 * One `Range: bytes=…` header against a file of `size` bytes (RFC 9110 §14). Video players ask for
 * one range at a time; a request for several gets the whole file (a server may ignore Range), so
 * there is no multipart/byteranges body to get wrong.
 */
export type ByteRange =
  /** No usable Range header (absent, another unit, several ranges): send everything, 200. */
  | { kind: 'whole' }
  /** Send bytes start…end inclusive, 206. */
  | { kind: 'part'; start: number; end: number }
  /** A bytes range that is malformed or lies outside the file: 416 with `Content-Range: bytes *\/size`. */
  | { kind: 'unsatisfiable' };

const SPEC = /^(\d*)-(\d*)$/;

export function parseByteRange(header: string | undefined, size: number): ByteRange {
  if (header === undefined) return { kind: 'whole' };
  const match = /^\s*([A-Za-z]+)\s*=\s*(.*)$/.exec(header);
  if (!match) return { kind: 'unsatisfiable' };
  if ((match[1] ?? '').toLowerCase() !== 'bytes') return { kind: 'whole' };
  const specs = (match[2] ?? '').split(',').map((s) => s.trim());
  if (specs.length > 1)
    return specs.every((s) => SPEC.test(s)) ? { kind: 'whole' } : { kind: 'unsatisfiable' };

  const spec = SPEC.exec(specs[0] ?? '');
  if (!spec) return { kind: 'unsatisfiable' };
  const [, first = '', last = ''] = spec;
  if (first === '' && last === '') return { kind: 'unsatisfiable' };
  // Digits beyond what a number holds exactly are not a file position.
  if (first.length > 15 || last.length > 15) return { kind: 'unsatisfiable' };

  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return { kind: 'unsatisfiable' };
  if (last === '') return { kind: 'part', start, end: size - 1 };
  const end = Number(last);
  if (end < start) return { kind: 'unsatisfiable' };
  return { kind: 'part', start, end: Math.min(end, size - 1) };
}
