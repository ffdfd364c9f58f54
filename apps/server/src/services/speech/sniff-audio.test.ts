import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.js';
import { sniffAudio } from './sniff-audio.js';

const bytes = (head: number[] | string, size = 64) => {
  const start = typeof head === 'string' ? Buffer.from(head, 'latin1') : Buffer.from(head);
  return Buffer.concat([start, Buffer.alloc(Math.max(0, size - start.length))]);
};
const refusal = (buffer: Buffer) => {
  try {
    sniffAudio(buffer);
  } catch (error) {
    if (error instanceof AppError) return { status: error.statusCode, detail: error.detail };
    throw error;
  }
  throw new Error('accepted');
};

describe('sniffAudio', () => {
  it.each([
    ['WebM (Chrome, Android web views)', bytes([0x1a, 0x45, 0xdf, 0xa3]), 'audio/webm'],
    ['Ogg/Opus (Firefox)', bytes('OggS'), 'audio/ogg'],
    ['MP4/AAC (iOS Safari, WKWebView)', bytes('\0\0\0\x1cftypM4A '), 'audio/mp4'],
    ['MP4 of another brand', bytes('\0\0\0\x18ftypmp42'), 'audio/mp4'],
    ['3GP', bytes('\0\0\0\x18ftyp3gp4'), 'audio/mp4'],
    ['WAV', bytes('RIFF\x24\x00\x00\x00WAVEfmt '), 'audio/wav'],
    ['MP3 with ID3', bytes('ID3\x04'), 'audio/mpeg'],
    ['MP3 frame', bytes([0xff, 0xfb, 0x90, 0x64]), 'audio/mpeg'],
    ['MPEG-2 layer III frame', bytes([0xff, 0xf3, 0x90, 0x64]), 'audio/mpeg'],
    ['ADTS AAC', bytes([0xff, 0xf1, 0x50, 0x80]), 'audio/aac'],
    ['ADTS AAC (MPEG-2)', bytes([0xff, 0xf9, 0x50, 0x80]), 'audio/aac'],
    ['AMR (old Android, WeChat voice)', bytes('#!AMR\n'), 'audio/amr'],
    ['AMR-WB', bytes('#!AMR-WB\n'), 'audio/amr'],
    ['FLAC', bytes('fLaC'), 'audio/flac'],
  ])('%s', (_name, buffer, mime) => {
    expect(sniffAudio(buffer)).toBe(mime);
  });

  it('refuses what is not sound, saying what it is', () => {
    expect(refusal(Buffer.alloc(0))).toEqual({ status: 400, detail: '录音为空，请重新录音' });
    expect(refusal(bytes([0xff, 0xd8, 0xff, 0xe0]))).toMatchObject({ status: 415, detail: /图片/ });
    expect(refusal(bytes([0x89, 0x50, 0x4e, 0x47]))).toMatchObject({ status: 415, detail: /图片/ });
    expect(refusal(bytes('\0\0\0\x18ftypheic'))).toMatchObject({ status: 415, detail: /图片/ });
    expect(refusal(bytes('%PDF-1.7'))).toMatchObject({ status: 415, detail: /PDF/ });
    expect(refusal(bytes('MZ\x90\x00'))).toMatchObject({ status: 415, detail: /可执行程序/ });
    expect(refusal(bytes('RIFF\x24\x00\x00\x00WEBPVP8 '))).toMatchObject({
      status: 415,
      detail: /不是可识别的录音/,
    });
    expect(refusal(bytes('{"text":"hi"}'))).toMatchObject({ status: 415, detail: /不是可识别的录音/ });
    // 0xFF followed by too few sync bits is not a frame.
    expect(refusal(bytes([0xff, 0x00, 0x00, 0x00]))).toMatchObject({ status: 415 });
  });
});
