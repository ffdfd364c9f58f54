import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byte-range.js';

const SIZE = 1000;
const part = (start: number, end: number) => ({ kind: 'part', start, end });
const WHOLE = { kind: 'whole' };
const BAD = { kind: 'unsatisfiable' };

describe('parseByteRange', () => {
  it('reads a closed, an open and a suffix range', () => {
    expect(parseByteRange('bytes=0-99', SIZE)).toEqual(part(0, 99));
    expect(parseByteRange('bytes=500-', SIZE)).toEqual(part(500, 999));
    expect(parseByteRange('bytes=-100', SIZE)).toEqual(part(900, 999));
    expect(parseByteRange('bytes=0-0', SIZE)).toEqual(part(0, 0));
    expect(parseByteRange(' Bytes = 10-20', SIZE)).toEqual(part(10, 20));
  });

  it('cuts a range that runs past the end, and a suffix longer than the file, to the file', () => {
    expect(parseByteRange('bytes=900-5000', SIZE)).toEqual(part(900, 999));
    expect(parseByteRange('bytes=-5000', SIZE)).toEqual(part(0, 999));
  });

  it('sends the whole file without a header, for another unit, and for several ranges', () => {
    expect(parseByteRange(undefined, SIZE)).toEqual(WHOLE);
    expect(parseByteRange('items=0-5', SIZE)).toEqual(WHOLE);
    expect(parseByteRange('bytes=0-1,5-6', SIZE)).toEqual(WHOLE);
  });

  it('refuses a range outside the file or malformed (416)', () => {
    expect(parseByteRange('bytes=1000-', SIZE)).toEqual(BAD);
    expect(parseByteRange('bytes=1000-1001', SIZE)).toEqual(BAD);
    expect(parseByteRange('bytes=-0', SIZE)).toEqual(BAD);
    expect(parseByteRange('bytes=9-3', SIZE)).toEqual(BAD);
    expect(parseByteRange('bytes=-', SIZE)).toEqual(BAD);
    expect(parseByteRange('bytes=abc', SIZE)).toEqual(BAD);
    expect(parseByteRange('bytes=1-2-3', SIZE)).toEqual(BAD);
    expect(parseByteRange('bytes=0-1,x', SIZE)).toEqual(BAD);
    expect(parseByteRange('bytes=99999999999999999999-', SIZE)).toEqual(BAD);
    expect(parseByteRange('garbage', SIZE)).toEqual(BAD);
    expect(parseByteRange('bytes=0-', 0)).toEqual(BAD);
  });
});
