import { messages, UPLOAD_MAX_BYTES, UPLOAD_TOO_LARGE_MESSAGES, type UploadLimit } from '@portal/domain';

/** Image uploads: decoded, and shrunk when large, in the browser before they are sent (decision 022). */

/** Longest side of an uploaded image after shrinking: a document photographed at this size stays readable. */
export const MAX_SIDE = 1600;
/** Images within MAX_SIDE and under this many bytes are sent as they are: shrinking them saves little. */
export const SEND_AS_IS_BYTES = 400_000;
/** JPEG qualities tried in turn until the image fits its limit; the first is enough for any ordinary photo. */
const JPEG_QUALITIES = [0.85, 0.7, 0.5];

/** A chosen file that is not sent, with the message its field shows. */
export class UploadRefused extends Error {}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** The size an image is drawn at: its longest side at most `maxSide`, its shape kept, never enlarged. */
export function targetSize(width: number, height: number, maxSide = MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Whether an image is re-encoded before it is sent: more pixels than needed, or more bytes than a slow line likes. */
export function needsShrinking(width: number, height: number, bytes: number): boolean {
  return Math.max(width, height) > MAX_SIDE || bytes > SEND_AS_IS_BYTES;
}

/** The bytes a base64 data URL carries, as the server counts them after decoding. */
export function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/**
 * The image as a data URL ready to send. It is decoded first, so a damaged file (or one that only
 * claims to be an image) is refused here rather than by the server after a slow upload. A large one is
 * drawn at targetSize on a canvas and re-encoded as JPEG (EXIF orientation applied while decoding,
 * metadata dropped), at lower qualities only if it would still be over the field's limit.
 */
export async function shrinkImage(file: File, limit: UploadLimit): Promise<string> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new UploadRefused(messages.damagedImage);
  }
  try {
    if (!needsShrinking(bitmap.width, bitmap.height, file.size)) return await readAsDataUrl(file);
    const size = targetSize(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('The browser gave no canvas to shrink the image on');
    // JPEG has no transparency: a white page rather than black behind a transparent PNG.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    for (const quality of JPEG_QUALITIES) {
      const dataUrl = canvas.toDataURL('image/jpeg', quality);
      if (dataUrlBytes(dataUrl) <= UPLOAD_MAX_BYTES[limit]) return dataUrl;
    }
    throw new UploadRefused(UPLOAD_TOO_LARGE_MESSAGES[limit]);
  } finally {
    bitmap.close();
  }
}
