import { useMutation } from '@tanstack/react-query';
import { requestBlob } from '../../../lib/api-client';
import { downloadBlob } from '../../../lib/download-blob';

export interface PdfTarget {
  registrationId: number;
  referenceNo: string;
}

export async function downloadRegistrationPdf({ registrationId, referenceNo }: PdfTarget): Promise<void> {
  const blob = await requestBlob(`/RegistrationPrintPDF/${registrationId}.pdf`, { audience: 'customer' });
  downloadBlob(blob, `${referenceNo}.pdf`);
}

export function useDownloadRegistrationPdf() {
  return useMutation({ mutationFn: downloadRegistrationPdf });
}
