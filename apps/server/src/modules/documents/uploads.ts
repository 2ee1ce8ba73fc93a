import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import {
  IMAGE_FILE_TYPES,
  MAX_PROOF_ROWS,
  messages,
  UPLOAD_MAX_BYTES,
  UPLOAD_TOO_LARGE_MESSAGES,
  wrongFileTypeMessage,
  type FieldError,
  type UploadFileType,
  type UploadLimit,
} from '@portal/domain';
import { AppError } from '@server/lib/app-error.js';
import { loadSharp } from '@server/lib/load-sharp.js';
import { hasActivePdfContent } from './pdf-active-content.js';

/**
 * The body limit of a call that carries one holder's files: a photo, a PAN and the most proofs a
 * table can hold, base64 (4 bytes per 3), plus room for the rest of the form.
 */
export const HOLDER_UPLOAD_BODY_LIMIT =
  Math.ceil(((UPLOAD_MAX_BYTES.photo + UPLOAD_MAX_BYTES.document * (1 + MAX_PROOF_ROWS)) * 4) / 3) + 64 * 1024;

/** The largest image, in pixels, that is decoded at all (a small file can hold a huge image). */
const MAX_INPUT_PIXELS = 50_000_000;
/** Stored images fit inside this box; a phone photo of a document stays readable. */
const MAX_DIMENSION = 2000;

/** The extension of a stored file's name, by its type. */
const EXTENSIONS = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' } as const satisfies Record<
  UploadFileType,
  string
>;

export interface StoredFile {
  fileName: string;
  contentType: UploadFileType;
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

const storedName = (contentType: UploadFileType) => `${randomBytes(16).toString('hex')}.${EXTENSIONS[contentType]}`;

/**
 * Re-encodes an image: EXIF orientation applied, metadata dropped, dimensions bounded. Bytes that
 * begin as a JPEG or PNG but that sharp cannot decode are refused as a damaged image, the message
 * the browser gives when it cannot open one.
 */
async function reencodeImage(bytes: Buffer, contentType: 'image/jpeg' | 'image/png'): Promise<StoredFile> {
  const sharp = await loadSharp();
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(MAX_DIMENSION, MAX_DIMENSION, { fit: 'inside', withoutEnlargement: true });
    const content =
      contentType === 'image/jpeg'
        ? await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer()
        : await image.png().toBuffer();
    return { fileName: storedName(contentType), contentType, content };
  } catch {
    throw new UploadProblem(messages.damagedImage);
  }
}

/**
 * Checks an upload by its bytes against the types its field allows (DESIGN.md §6); images are
 * re-encoded. A PDF (where allowed) is kept as it came, bounded by the document size: sharp cannot
 * re-encode one. One with scripts, actions or attached files is refused; the rest are served back
 * as attachments with nosniff, and the application PDF does not embed them.
 */
async function prepareFile(bytes: Buffer, allowed: readonly UploadFileType[]): Promise<StoredFile> {
  const wrongType = wrongFileTypeMessage(allowed);
  const detected = (await fileTypeFromBuffer(bytes))?.mime;
  const contentType = allowed.find((type) => type === detected);
  if (!contentType) throw new UploadProblem(wrongType);
  if (contentType === 'application/pdf') {
    if (hasActivePdfContent(bytes)) throw new UploadProblem(messages.pdfActiveContent);
    return { fileName: storedName(contentType), contentType, content: bytes };
  }
  return reencodeImage(bytes, contentType);
}

export interface UploadRequest {
  /** The field path errors name, e.g. registrationHolders.0.Base64Photo. */
  field: string;
  value: string;
  limit: UploadLimit;
  /** The types the file may be (the PAN document's depend on the flow); JPEG and PNG when not given. */
  allowedTypes?: readonly UploadFileType[];
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
    try {
      const bytes = decodeBase64(
        request.value,
        UPLOAD_MAX_BYTES[request.limit],
        UPLOAD_TOO_LARGE_MESSAGES[request.limit],
      );
      prepared.set(request.field, await prepareFile(bytes, request.allowedTypes ?? IMAGE_FILE_TYPES));
    } catch (error) {
      if (!(error instanceof UploadProblem)) throw error;
      errors.push({ field: request.field, message: error.message });
    }
  }
  if (errors.length > 0) throw new AppError('VALIDATION_ERROR', errors[0]?.message ?? messages.wrongFileType, errors);
  return prepared;
}
