import { messages } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { downloadRegistrationPdf, openPdfTab, viewRegistrationPdf } from '@/lib/registration-pdf';
import { showErrorToast } from '@/lib/toasts';

/** Download on /Status: the Completed application's PDF saved as `{referenceNo}.pdf`. */
export function useDownloadRegistrationPdf() {
  return useMutation({ mutationFn: downloadRegistrationPdf });
}

/** View on /Status: the PDF in a new tab; `view` must be called inside the click so the tab may open. */
export function useViewRegistrationPdf() {
  const mutation = useMutation({
    mutationFn: ({ registrationId, tab }: { registrationId: number; tab: Window }) =>
      viewRegistrationPdf(registrationId, tab),
  });
  function view(registrationId: number) {
    const tab = openPdfTab();
    if (tab) mutation.mutate({ registrationId, tab });
    else showErrorToast(messages.pdfTabBlocked);
  }
  return { view, viewingId: mutation.isPending ? mutation.variables.registrationId : null };
}
