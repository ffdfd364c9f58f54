import { COLOUR_PAGE_LIMITS } from '@broker/contract';

/** The card shows the photo at about 200 px on the 1080-px image; 480 px leaves room and stays small. */
const MAX_SIDE = 480;

/** Bytes a base64 data URL decodes to (what the server counts against its 512 KB limit). */
export const dataUrlBytes = (dataUrl: string) =>
  Math.floor(((dataUrl.length - dataUrl.indexOf(',') - 1) * 3) / 4);

/** The size to draw an image at: its longer side at most `max`, proportions kept, never enlarged. */
export function fitSize(width: number, height: number, max = MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export class PhotoError extends Error {
  constructor(readonly reason: 'not-image' | 'unreadable') {
    super(reason);
  }
}

function loadImage(file: File): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new PhotoError('unreadable'));
    };
    image.src = url;
  });
}

/**
 * The agent's photo as a JPEG data URL within the server's limit: any image the browser can read (a
 * 20 MB camera photo too) is scaled down on the phone, so only a small file travels.
 */
export async function scalePhoto(file: File): Promise<string> {
  if (!file.type.startsWith('image/')) throw new PhotoError('not-image');
  const image = await loadImage(file);
  const { width, height } = fitSize(image.naturalWidth, image.naturalHeight);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new PhotoError('unreadable');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0, width, height);
  for (const quality of [0.85, 0.7, 0.5, 0.3]) {
    const dataUrl = canvas.toDataURL('image/jpeg', quality);
    if (dataUrl.startsWith('data:image/jpeg') && dataUrlBytes(dataUrl) <= COLOUR_PAGE_LIMITS.photoBytesMax)
      return dataUrl;
  }
  throw new PhotoError('unreadable');
}
