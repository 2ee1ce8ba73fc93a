import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { MAX_PROOF_ROWS, messages, type FieldError } from '@portal/domain';
import { AppError } from '../../lib/app-error.js';

const MB = 1024 * 1024;
/** Upload bounds of decoded bytes (DESIGN.md §6). */
export const PHOTO_MAX_BYTES = 2 * MB;
export const DOCUMENT_MAX_BYTES = 5 * MB;

/**
 * The body limit of a call that carries one holder's files: a photo, a PAN and the most proofs a
 * table can hold, base64 (4 bytes per 3), plus room for the rest of the form.
 */
export const HOLDER_UPLOAD_BODY_LIMIT =
  Math.ceil(((PHOTO_MAX_BYTES + DOCUMENT_MAX_BYTES * (1 + MAX_PROOF_ROWS)) * 4) / 3) + 64 * 1024;

/** The largest image, in pixels, that is decoded at all (a small file can hold a huge image). */
const MAX_INPUT_PIXELS = 50_000_000;
/** Stored images fit inside this box; a phone photo of a document stays readable. */
const MAX_DIMENSION = 2000;

const ALLOWED_TYPES = { 'image/jpeg': 'jpg', 'image/png': 'png' } as const;
type AllowedType = keyof typeof ALLOWED_TYPES;

export interface StoredFile {
  fileName: string;
  contentType: AllowedType;
  content: Buffer;
}

class UploadProblem extends Error {}

/** Raw base64 or a data URL; the data URL's claimed type is ignored, the bytes decide. */
function decodeBase64(value: string, maxBytes: number, tooLarge: string): Buffer {
  const base64 = value.replace(/^data:[^,]*;base64,/i, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length % 4 === 1) {
    throw new UploadProblem(messages.unreadableFile);
  }
  // Measured before decoding, so an oversized file costs no memory.
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  if (Math.floor((base64.length * 3) / 4) - padding > maxBytes) throw new UploadProblem(tooLarge);
  return Buffer.from(base64, 'base64');
}

/**
 * Checks an uploaded image by its bytes (JPEG or PNG only) and re-encodes it: EXIF orientation
 * applied, metadata dropped, dimensions bounded. Anything sharp cannot decode is refused the same
 * way as a wrong type.
 */
async function reencodeImage(bytes: Buffer): Promise<StoredFile> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !(detected.mime in ALLOWED_TYPES)) throw new UploadProblem(messages.wrongFileType);
  const contentType = detected.mime as AllowedType;
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(MAX_DIMENSION, MAX_DIMENSION, { fit: 'inside', withoutEnlargement: true });
    const content =
      contentType === 'image/jpeg'
        ? await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer()
        : await image.png().toBuffer();
    return { fileName: `${randomBytes(16).toString('hex')}.${ALLOWED_TYPES[contentType]}`, contentType, content };
  } catch {
    throw new UploadProblem(messages.wrongFileType);
  }
}

export type UploadLimit = 'photo' | 'document';

export interface UploadRequest {
  /** The field path errors name, e.g. registrationHolders.0.Base64Photo. */
  field: string;
  value: string;
  limit: UploadLimit;
}

/**
 * Prepares every file of one call, or refuses the call (400) with a field error per bad file. Empty
 * values (nothing new sent) are skipped: the answer has an entry only for the files sent.
 */
export async function prepareUploads(requests: readonly UploadRequest[]): Promise<Map<string, StoredFile>> {
  const prepared = new Map<string, StoredFile>();
  const errors: FieldError[] = [];
  for (const request of requests) {
    if (request.value === '') continue;
    const [maxBytes, tooLarge] =
      request.limit === 'photo'
        ? [PHOTO_MAX_BYTES, messages.photoTooLarge]
        : [DOCUMENT_MAX_BYTES, messages.documentTooLarge];
    try {
      prepared.set(request.field, await reencodeImage(decodeBase64(request.value, maxBytes, tooLarge)));
    } catch (error) {
      if (!(error instanceof UploadProblem)) throw error;
      errors.push({ field: request.field, message: error.message });
    }
  }
  if (errors.length > 0) throw new AppError('VALIDATION_ERROR', errors[0]?.message ?? messages.wrongFileType, errors);
  return prepared;
}
