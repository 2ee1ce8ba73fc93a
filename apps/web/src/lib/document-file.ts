import {
  callRoutes,
  messages,
  UPLOAD_MAX_BYTES,
  UPLOAD_TOO_LARGE_MESSAGES,
  wrongFileTypeMessage,
  type UploadFileType,
  type UploadLimit,
} from '@portal/domain';
import { useEffect, useState } from 'react';
import { ApiError, callForFile } from './api-client';
import { readAsDataUrl, shrinkImage, UploadRefused } from './shrink-image';
import { showErrorToast } from './toasts';
import { getErrorMessage } from './query-client';

/**
 * Uploaded documents (GET /Photo/{file}, /POIFiles/{file}) need a session (DESIGN.md §5), so
 * they are fetched as blobs and shown through object URLs; a token never goes into a URL.
 */
export function documentPath(folder: 'Photo' | 'POIFiles', fileOrPath: string): string {
  if (fileOrPath === '') return '';
  return fileOrPath.startsWith('/') ? fileOrPath : `/${folder}/${encodeURIComponent(fileOrPath)}`;
}

/** Each documents folder's call in the callRoutes. */
const FOLDER_CALLS = { Photo: callRoutes.GetPhoto, POIFiles: callRoutes.GetPOIFile };

/** A saved document's path (`/{folder}/{file}`, as documentPath gives it) fetched through its folder's call. */
export function getDocumentFile(path: string, signal?: AbortSignal): Promise<Blob> {
  const [, folder, file] = /^\/(Photo|POIFiles)\/([^/]+)$/.exec(path) ?? [];
  if (!file || (folder !== 'Photo' && folder !== 'POIFiles')) {
    return Promise.reject(new ApiError(404, { responseCode: 'NOT_FOUND' }, messages.notFound));
  }
  return callForFile(FOLDER_CALLS[folder], { file: decodeURIComponent(file) }, { audience: 'customer', signal });
}

/** An object URL of the saved document at `path` ('' for none), revoked when it is no longer shown. */
export function useDocumentObjectUrl(path: string): string | null {
  const [shown, setShown] = useState<{ path: string; url: string } | null>(null);
  useEffect(() => {
    if (path === '') return;
    const controller = new AbortController();
    let url: string | null = null;
    getDocumentFile(path, controller.signal)
      .then((blob) => {
        url = URL.createObjectURL(blob);
        setShown({ path, url });
      })
      .catch(() => {
        // A missing preview is not worth a toast: the View link reports a failure when asked.
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [path]);
  return shown !== null && shown.path === path ? shown.url : null;
}

/** Keeps an object URL alive long enough for the new tab to load it. */
const REVOKE_AFTER_MS = 60_000;

/**
 * Opens a document in a new tab: a chosen file at once, a saved one after it is fetched. The tab is
 * opened before the fetch so a popup blocker sees it as the answer to the click.
 */
export async function openDocumentInNewTab(source: Blob | string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const blob = typeof source === 'string' ? await getDocumentFile(source) : source;
    const url = URL.createObjectURL(blob);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  } catch (error) {
    tab?.close();
    showErrorToast(getErrorMessage(error));
  }
}

/** The `accept` of a file input that takes `types`. */
export function acceptOf(types: readonly UploadFileType[]): string {
  return types.join(',');
}

/**
 * Why a chosen file cannot be sent as it is, before anything is read: a type the field does not take
 * (as the browser tells it; the server checks the bytes), or a PDF over the field's limit. An image's
 * size is not a reason: it is shrunk to fit. Null when there is none.
 */
export function fileProblem(
  file: Pick<File, 'type' | 'size'>,
  types: readonly UploadFileType[],
  limit: UploadLimit,
): string | null {
  if (!(types as readonly string[]).includes(file.type)) return wrongFileTypeMessage(types);
  if (file.type === 'application/pdf' && file.size > UPLOAD_MAX_BYTES[limit]) return UPLOAD_TOO_LARGE_MESSAGES[limit];
  return null;
}

/** A saved document that is a PDF: opened through its View link, never shown as an image. */
export function isPdfPath(path: string): boolean {
  return /\.pdf$/i.test(path);
}

/**
 * A chosen file as a data URL for the upload: an image decoded and shrunk in the browser, a PDF as it
 * is (the browser cannot shrink one, and the server keeps it unchanged). Throws UploadRefused with the
 * field's message for a file that is not sent.
 */
export function readForUpload(file: File, types: readonly UploadFileType[], limit: UploadLimit): Promise<string> {
  const problem = fileProblem(file, types, limit);
  if (problem !== null) return Promise.reject(new UploadRefused(problem));
  return file.type === 'application/pdf' ? readAsDataUrl(file) : shrinkImage(file, limit);
}
