import { messages } from '../messages.js';

/** The file types an upload may be, as its bytes tell them (DESIGN.md §6). */
export const UPLOAD_FILE_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type UploadFileType = (typeof UPLOAD_FILE_TYPES)[number];

/** Photos and proofs in every flow, and the PAN document outside the second flow (holder-wizards.md §5). */
export const IMAGE_FILE_TYPES = ['image/jpeg', 'image/png'] as const satisfies readonly UploadFileType[];

/** Which size bound an upload has: the applicant's photo, or a document (PAN, proofs). */
export type UploadLimit = 'photo' | 'document';

const MB = 1024 * 1024;
/**
 * The most bytes an upload may have once it is sent (DESIGN.md §6). The browser shrinks images to
 * fit before sending; the server refuses anything above.
 */
export const UPLOAD_MAX_BYTES: Record<UploadLimit, number> = { photo: 2 * MB, document: 5 * MB };

/** The message for an upload over its limit. */
export const UPLOAD_TOO_LARGE_MESSAGES: Record<UploadLimit, string> = {
  photo: messages.photoTooLarge,
  document: messages.documentTooLarge,
};

/** How the spec's messages name each type: a JPEG is 'JPG,JPEG' (both extensions). */
const TYPE_NAMES: Record<UploadFileType, readonly string[]> = {
  'image/jpeg': ['JPG', 'JPEG'],
  'image/png': ['PNG'],
  'application/pdf': ['PDF'],
};

/**
 * The names of the `allowed` types in one fixed order, whatever order the list has (the web words its
 * upload help around them in the chosen language).
 */
export function uploadTypeNames(allowed: readonly UploadFileType[]): string[] {
  return UPLOAD_FILE_TYPES.filter((type) => allowed.includes(type)).flatMap((type) => TYPE_NAMES[type]);
}

/**
 * The message for a file of none of the `allowed` types, worded as the spec's
 * 'Kindly upload document in JPG,JPEG,PNG format only' (messages.wrongFileType for images,
 * messages.wrongFileTypeJpgPdf for the second flow's PAN).
 */
export function wrongFileTypeMessage(allowed: readonly UploadFileType[]): string {
  return `Kindly upload document in ${uploadTypeNames(allowed).join(',')} format only`;
}

/**
 * The help shown under an upload before anything is chosen, e.g. 'JPG, JPEG or PNG, up to 2 MB.
 * Bigger photos are shrunk to fit.' The last sentence is there only where images are taken: the
 * browser shrinks those, never a PDF.
 */
export function uploadHelpText(allowed: readonly UploadFileType[], limit: UploadLimit): string {
  const names = uploadTypeNames(allowed);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? '');
  const takesImages = allowed.some((type) => (IMAGE_FILE_TYPES as readonly string[]).includes(type));
  const size = `up to ${UPLOAD_MAX_BYTES[limit] / MB} MB`;
  return takesImages ? `${list}, ${size}. Bigger photos are shrunk to fit.` : `${list}, ${size}.`;
}
