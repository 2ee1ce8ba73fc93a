import { messages } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { downloadRegistrationPdf, openPdfTab, viewRegistrationPdf } from './registration-pdf';
import { showErrorToast } from './toasts';

/*
 * Branch staff's View and Download of an application's PDF, fetched with the branch session: the
 * customer list's rows and the application page offer the same two.
 */

/** Download: the PDF saved as `{referenceNo}.pdf`. */
export function useDownloadStaffPdf() {
  return useMutation({
    mutationFn: (target: { registrationId: number; referenceNo: string }) =>
      downloadRegistrationPdf({ ...target, audience: 'staff' }),
  });
}

/** View: the tab opens inside the click, then shows the PDF's blob URL (never a token in a URL). */
export function useViewStaffPdf() {
  const mutation = useMutation({
    mutationFn: ({ registrationId, tab }: { registrationId: number; tab: Window }) =>
      viewRegistrationPdf(registrationId, tab, 'staff'),
  });
  function view(registrationId: number) {
    const tab = openPdfTab();
    if (tab) mutation.mutate({ registrationId, tab });
    else showErrorToast(messages.pdfTabBlocked);
  }
  return { view, viewingId: mutation.isPending ? mutation.variables.registrationId : null };
}
