import { messages } from '@portal/domain';
import type { Language } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadBlob } from '@/lib/download-blob';
import { currentLanguage } from '@/lib/i18n';
import { fetchRegistrationPdf } from '@/lib/registration-pdf';
import { registrationKeys } from '@/lib/registration-queries';
import { showErrorToast } from '@/lib/toasts';

/**
 * The PDF as a file, fetched once for the page and language: Share and Download use the same bytes,
 * and a customer who switches language gets the form in the new one.
 */
function pdfQuery(registrationId: number, language: Language) {
  return {
    queryKey: [...registrationKeys.pdf(registrationId), language] as const,
    queryFn: () => fetchRegistrationPdf(registrationId),
    staleTime: Infinity,
    meta: { errorToast: false },
  };
}

function pdfFile(blob: Blob, referenceNo: string): File {
  return new File([blob], `${referenceNo}.pdf`, { type: 'application/pdf' });
}

/**
 * Whether this browser can share a PDF file (navigator.share with files, as phones have it): asked
 * with navigator.canShare and a PDF file, never assumed from the user agent.
 */
export function canSharePdf(): boolean {
  if (typeof navigator === 'undefined') return false;
  if (typeof navigator.share !== 'function' || typeof navigator.canShare !== 'function') return false;
  try {
    return navigator.canShare({ files: [new File(['%PDF-'], 'application.pdf', { type: 'application/pdf' })] });
  } catch {
    return false;
  }
}

/** 'Download PDF': saves `{referenceNo}.pdf` and says so on the page, where a phone shows nothing. */
export function useDownloadPdf(registrationId: number, referenceNo: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async () =>
      downloadBlob(await queryClient.fetchQuery(pdfQuery(registrationId, currentLanguage())), `${referenceNo}.pdf`),
    meta: { errorToast: false },
    onError: () => showErrorToast(messages.pdfDownloadFailed),
  });
  return { download: () => mutation.mutate(), downloading: mutation.isPending, downloaded: mutation.isSuccess };
}

/**
 * Share: the PDF is fetched as the page opens, where Share exists, so navigator.share runs within the
 * click (browsers refuse it once the tap is long past). Cancelling the share sheet is not an error.
 */
export function useSharePdf(registrationId: number, referenceNo: string) {
  const [shareable] = useState(canSharePdf);
  // The hook renders again when the language changes, so the PDF to share follows it.
  useTranslation();
  const pdf = useQuery({ ...pdfQuery(registrationId, currentLanguage()), enabled: shareable });
  async function share() {
    if (!pdf.data) return;
    try {
      await navigator.share({ files: [pdfFile(pdf.data, referenceNo)], title: `Application ${referenceNo}` });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      showErrorToast(messages.pdfShareFailed);
    }
  }
  // A PDF that could not be fetched for sharing leaves Download, which says what went wrong.
  return { shareable: shareable && !pdf.isError, ready: pdf.data !== undefined, share: () => void share() };
}
