import type { FileMimeType } from '@broker/contract';
import { AppError } from '../../errors.js';

const startsWith = (bytes: Buffer, signature: number[], at = 0) =>
  signature.every((b, k) => bytes[at + k] === b);

/**
 * The file's type from its first bytes, never its name: a renamed .exe, a HEIC photo or a ZIP is
 * refused with what it is and what to do.
 */
export function sniffFileType(bytes: Buffer): FileMimeType {
  if (bytes.length === 0) throw new AppError('invalid:file_empty');
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && bytes.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'image/webp';
  if (bytes.subarray(0, 1024).toString('latin1').includes('%PDF-')) return 'application/pdf';
  const brand = bytes.subarray(4, 12).toString('latin1');
  if (/^ftyp(heic|heix|hevc|mif1|msf1)/.test(brand))
    throw new AppError('invalid:file_type', {
      detail: '暂不支持 HEIC 格式照片，请在相机设置中选择“兼容性最佳”，或截图后上传',
    });
  if (startsWith(bytes, [0x4d, 0x5a]))
    throw new AppError('invalid:file_type', { detail: '该文件是可执行程序，不是图片或 PDF，已拒绝上传' });
  throw new AppError('invalid:file_type');
}

export const EXTENSION: Record<FileMimeType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};
