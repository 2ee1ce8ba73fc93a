import { callRoutes } from '@portal/domain';
import { callForFile, type Audience } from './api-client';
import { downloadBlob } from './download-blob';
import { currentLanguage } from './i18n';

/** A Completed application's PDF: where it is read and the name it is saved under. */
export interface PdfTarget {
  registrationId: number;
  referenceNo: string;
  /** Whose token fetches it; the customer's unless said. */
  audience?: PdfAudience;
}

/** Whose session fetches the PDF: the customer's (/Status) or branch staff's (/CustomerList). */
type PdfAudience = Extract<Audience, 'customer' | 'staff'>;

/**
 * GET /RegistrationPrintPDF/{id}.pdf with the session cookie (never a token in a URL). A customer's PDF
 * is in the language the portal shows them now; staff get it in the customer's saved language
 * (docs/decisions/031), so no language is sent for them.
 */
export function fetchRegistrationPdf(registrationId: number, audience: PdfAudience = 'customer'): Promise<Blob> {
  return callForFile(
    callRoutes.RegistrationPrintPDF,
    { file: `${registrationId}.pdf` },
    audience === 'customer' ? { audience, query: { language: currentLanguage() } } : { audience },
  );
}

/** Fetches the application's PDF and saves it as `{referenceNo}.pdf`. */
export async function downloadRegistrationPdf({
  registrationId,
  referenceNo,
  audience = 'customer',
}: PdfTarget): Promise<void> {
  downloadBlob(await fetchRegistrationPdf(registrationId, audience), `${referenceNo}.pdf`);
}

/**
 * Opens the empty tab a PDF will be shown in. Call it inside the click, before anything is awaited, so
 * a popup blocker lets the tab through; null when it was blocked all the same.
 */
export function openPdfTab(): Window | null {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  return tab;
}

/**
 * Shows the application's PDF in the tab `openPdfTab` opened: the tab is pointed at the blob's object
 * URL once the PDF has arrived (closed again if it could not be read), and the URL revoked a minute later.
 */
export async function viewRegistrationPdf(
  registrationId: number,
  tab: Window,
  audience: PdfAudience = 'customer',
): Promise<void> {
  try {
    const url = URL.createObjectURL(await fetchRegistrationPdf(registrationId, audience));
    tab.location.href = url;
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab.close();
    throw error;
  }
}
