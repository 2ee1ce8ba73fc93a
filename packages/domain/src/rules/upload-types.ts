/** The file types an upload may be, as its bytes tell them (DESIGN.md §6). */
export const UPLOAD_FILE_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type UploadFileType = (typeof UPLOAD_FILE_TYPES)[number];

/** Photos and proofs in every flow, and the PAN document outside the second flow (holder-wizards.md §5). */
export const IMAGE_FILE_TYPES = ['image/jpeg', 'image/png'] as const satisfies readonly UploadFileType[];

/** How the spec's messages name each type: a JPEG is 'JPG,JPEG' (both extensions). */
const TYPE_NAMES: Record<UploadFileType, string> = {
  'image/jpeg': 'JPG,JPEG',
  'image/png': 'PNG',
  'application/pdf': 'PDF',
};

/**
 * The message for a file of none of the `allowed` types, worded as the spec's
 * 'Kindly upload document in JPG,JPEG,PNG format only' (messages.wrongFileType for images,
 * messages.wrongFileTypeJpgPdf for the second flow's PAN). The types are named in one fixed order,
 * whatever order the list has.
 */
export function wrongFileTypeMessage(allowed: readonly UploadFileType[]): string {
  const names = UPLOAD_FILE_TYPES.filter((type) => allowed.includes(type)).map((type) => TYPE_NAMES[type]);
  return `Kindly upload document in ${names.join(',')} format only`;
}
