import type { AudioMimeType } from '@broker/contract';
import { AppError } from '../../errors.js';

const ascii = (bytes: Buffer, from: number, to: number) => bytes.subarray(from, to).toString('latin1');

/** ISO-BMFF brands that are pictures, not sound (an iPhone photo renamed .m4a). */
const IMAGE_BRANDS = /^(heic|heix|hevc|heim|heis|mif1|msf1|avif|avis)/;

/**
 * What a recording is, from its first bytes, never its name or Content-Type: the formats browsers'
 * MediaRecorder writes (WebM/Opus in Chrome and Android web views, MP4/AAC in iOS Safari and WKWebView)
 * and the ones a host app or a file might hand over (Ogg, WAV, MP3, AAC, AMR, FLAC).
 */
export function sniffAudio(bytes: Buffer): AudioMimeType {
  if (bytes.length === 0) throw new AppError('invalid:audio_empty');
  const [b0, b1] = [bytes[0] ?? 0, bytes[1] ?? 0];
  if (b0 === 0x1a && b1 === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return 'audio/webm';
  if (ascii(bytes, 0, 4) === 'OggS') return 'audio/ogg';
  if (ascii(bytes, 4, 8) === 'ftyp') {
    if (IMAGE_BRANDS.test(ascii(bytes, 8, 12)))
      throw new AppError('invalid:audio_type', { detail: '上传的是图片，不是录音，请重新录音' });
    return 'audio/mp4';
  }
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WAVE') return 'audio/wav';
  if (ascii(bytes, 0, 5) === '#!AMR') return 'audio/amr';
  if (ascii(bytes, 0, 4) === 'fLaC') return 'audio/flac';
  if (ascii(bytes, 0, 3) === 'ID3') return 'audio/mpeg';
  // A bare frame sync (11 bits set): ADTS AAC has layer bits 00, MPEG audio layers I–III do not.
  if (b0 === 0xff && (b1 & 0xf6) === 0xf0) return 'audio/aac';
  if (b0 === 0xff && (b1 & 0xe0) === 0xe0 && (b1 & 0x06) !== 0) return 'audio/mpeg';
  throw new AppError('invalid:audio_type', { detail: `${notAudio(bytes)}，请重新录音` });
}

/** What the refused bytes look like, so the detail says more than "not supported". */
function notAudio(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return '上传的是图片，不是录音';
  if (ascii(bytes, 1, 4) === 'PNG') return '上传的是图片，不是录音';
  if (bytes.subarray(0, 1024).toString('latin1').includes('%PDF-')) return '上传的是 PDF 文件，不是录音';
  if (bytes[0] === 0x4d && bytes[1] === 0x5a) return '上传的是可执行程序，不是录音';
  return '上传的内容不是可识别的录音（支持 webm、ogg、mp4/m4a、wav、mp3、aac、amr）';
}

/** The file name the speech service gets: OpenAI-compatible servers pick the decoder by extension. */
export const AUDIO_EXTENSION: Record<AudioMimeType, string> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'm4a',
  'audio/wav': 'wav',
  'audio/mpeg': 'mp3',
  'audio/aac': 'aac',
  'audio/amr': 'amr',
  'audio/flac': 'flac',
};
