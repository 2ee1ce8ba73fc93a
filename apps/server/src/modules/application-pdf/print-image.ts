import { loadSharp } from '@server/lib/load-sharp.js';

/** Printed photos fit this box, in pixels: about 220 dpi at the PDF's passport-photo size. */
const PRINT_WIDTH = 300;
const PRINT_HEIGHT = 400;

/**
 * A stored photo (JPEG or PNG, up to 2000 px) as the application PDF prints it: a small JPEG on
 * white. Made once at submit and kept beside the photo, so printing never decodes the original.
 */
export async function makePrintImage(photo: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(photo)
    .resize(PRINT_WIDTH, PRINT_HEIGHT, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}
