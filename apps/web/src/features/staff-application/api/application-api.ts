import { contract, messages } from '@portal/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError, call, callForFile } from '@/lib/api-client';
import { downloadRegistrationPdf, openPdfTab, viewRegistrationPdf } from '@/lib/registration-pdf';
import { showErrorToast } from '@/lib/toasts';

/** GetApplication: one application of the staff member's branch, drafts included. */
export function useApplication(registrationId: number) {
  return useQuery({
    queryKey: ['staff-application', registrationId],
    queryFn: ({ signal }) => call(contract.GetApplication, { RegistrationId: registrationId }, { signal }),
    enabled: Number.isInteger(registrationId) && registrationId > 0,
  });
}

const FOLDER_CALLS = { Photo: contract.GetPhoto, POIFiles: contract.GetPOIFile };

/** A document at the URL GetApplication gives it (/Photo/… or /POIFiles/…), fetched with the branch session. */
export function fetchStaffDocument(url: string, signal?: AbortSignal): Promise<Blob> {
  const [, folder, file] = /^\/(Photo|POIFiles)\/([^/]+)$/.exec(url) ?? [];
  if (!file || (folder !== 'Photo' && folder !== 'POIFiles')) {
    return Promise.reject(new ApiError(404, { responseCode: 'NOT_FOUND' }, messages.notFound));
  }
  return callForFile(FOLDER_CALLS[folder], { file: decodeURIComponent(file) }, { audience: 'staff', signal });
}

/**
 * The document's object URL while it is shown ('' while it loads, null when it could not be read or
 * there is none),
 * revoked when the component lets it go: a token never goes into a URL.
 */
export function useDocumentUrl(url: string): string | null {
  const [shown, setShown] = useState<{ url: string; objectUrl: string | null } | null>(null);
  useEffect(() => {
    if (url === '') return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetchStaffDocument(url, controller.signal)
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setShown({ url, objectUrl });
      })
      .catch(() => {
        if (!controller.signal.aborted) setShown({ url, objectUrl: null });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  if (url === '') return null;
  if (shown === null || shown.url !== url) return '';
  return shown.objectUrl;
}

/** Download: the PDF saved as `{referenceNo}.pdf`, fetched with the branch session. */
export function useDownloadPdf() {
  return useMutation({
    mutationFn: (target: { registrationId: number; referenceNo: string }) =>
      downloadRegistrationPdf({ ...target, audience: 'staff' }),
  });
}

/** View: the tab opens inside the click, then shows the PDF's blob URL. */
export function useViewPdf() {
  const mutation = useMutation({
    mutationFn: ({ registrationId, tab }: { registrationId: number; tab: Window }) =>
      viewRegistrationPdf(registrationId, tab, 'staff'),
  });
  function view(registrationId: number) {
    const tab = openPdfTab();
    if (tab) mutation.mutate({ registrationId, tab });
    else showErrorToast(messages.pdfTabBlocked);
  }
  return { view, viewing: mutation.isPending };
}
