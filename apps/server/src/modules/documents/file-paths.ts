import type { DocumentKind } from '@server/db/schema.js';

/** Where each kind of document is served: the photo under /Photo/, the PAN and proofs under /POIFiles/. */
export const FILE_FOLDERS = {
  Photo: ['photo'],
  POIFiles: ['pan', 'proof'],
} as const satisfies Record<string, readonly DocumentKind[]>;
export type FileFolder = keyof typeof FILE_FOLDERS;

/** The path the web client fetches a stored file from ('' when there is no file). */
export function filePath(kind: DocumentKind, fileName: string | null): string {
  if (!fileName) return '';
  return kind === 'photo' ? `/Photo/${fileName}` : `/POIFiles/${fileName}`;
}
