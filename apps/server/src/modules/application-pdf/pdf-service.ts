import { messages } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Principal } from '../session/session-service.js';
import { renderApplicationPdf } from './application-pdf.js';
import { loadApplicationForPrint, type ApplicationPrintData } from './pdf-data-repository.js';
import { makePrintImage } from './print-image.js';

/** The holders' photos as printed: the print image made at submit, or one made now when there is none. */
async function printPhotos(documents: ApplicationPrintData['documents']): Promise<Map<number, Buffer>> {
  const photos = new Map<number, Buffer>();
  for (const document of documents) {
    if (document.kind !== 'photo' || !document.image) continue;
    // PGlite answers bytea as a Uint8Array, node-postgres as a Buffer; pdfkit wants a Buffer.
    const bytes = document.image;
    const image = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    photos.set(document.holder_id, document.is_print_image ? image : await makePrintImage(image));
  }
  return photos;
}

export function createApplicationPdfService(db: Database, bankName: string) {
  return {
    /**
     * The application PDF of a Completed application the principal may see. A Partially Filled one
     * has no PDF yet, and answers 404 exactly as a missing or someone else's application does.
     */
    async renderApplication(principal: Principal, registrationId: number) {
      const data = await loadApplicationForPrint(db, registrationId, principal);
      if (!data) throw new AppError('NOT_FOUND', messages.notFound);
      const pdf = await renderApplicationPdf(data, { bankName, photos: await printPhotos(data.documents) });
      return { fileName: `${data.registration.reference_no}.pdf`, pdf };
    },
  };
}

export type ApplicationPdfService = ReturnType<typeof createApplicationPdfService>;
