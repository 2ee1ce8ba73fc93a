/** Image uploads: the in-browser shrink (DESIGN.md §9). */

/** Longest side of an uploaded image after shrinking: enough for a readable document. */
const MAX_SIDE = 1600;
/** Images smaller than this and within MAX_SIDE are sent as they are. */
const SHRINK_ABOVE_BYTES = 400_000;

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/**
 * The image as a data URL, shrunk to at most 1600 px on its longest side and re-encoded as JPEG when it
 * is large (a rural connection is slow). Where the browser cannot decode or draw it, the file is sent
 * unchanged and the server's size check decides.
 */
export async function shrinkImage(file: File): Promise<string> {
  if (typeof createImageBitmap !== 'function') return readAsDataUrl(file);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return readAsDataUrl(file);
  }
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  if (scale === 1 && file.size <= SHRINK_ABOVE_BYTES) {
    bitmap.close();
    return readAsDataUrl(file);
  }
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  const context = canvas.getContext('2d');
  if (!context) {
    bitmap.close();
    return readAsDataUrl(file);
  }
  // JPEG has no transparency: a white page rather than black behind a transparent PNG.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return canvas.toDataURL('image/jpeg', 0.85);
}
