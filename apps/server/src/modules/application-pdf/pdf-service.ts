import { DEFAULT_LANGUAGE, messages, type Language } from '@portal/domain';
import type { Database } from '@server/db/client.js';
import { AppError } from '@server/lib/app-error.js';
import { findLanguage } from '@server/modules/customer-language';
import { documentStore } from '@server/modules/documents';
import type { Principal } from '@server/modules/session';
import { renderApplicationPdf, type OfficeUse, type ReviewOutcome } from './application-pdf.js';
import { makePrintImage } from './print-image.js';
import {
  loadApplicationForPrint,
  type ApplicationPrintData,
  type PrintFilter,
  type PrintReview,
} from './print-query.js';

/**
 * The applications whose PDF the principal may see (DESIGN.md §6): a Completed one for the customer
 * whose mobile it carries, staff of its branch or an admin; a Partially Filled one (printed as a
 * draft) for staff of its branch or an admin only (docs/decisions/009).
 */
function printFilterOf(principal: Principal): PrintFilter {
  // The customer edits a draft in the wizard; only the submitted form is theirs to print.
  if (principal.kind === 'customer') return { mobile: principal.mobile, submittedOnly: true };
  return principal.isAdmin ? {} : { branchCode: principal.branchCode };
}

/** The holders' photos as printed: the print image made at submit, or one made now when there is none. */
async function printPhotos(db: Database, documents: ApplicationPrintData['documents']): Promise<Map<number, Buffer>> {
  const photos = new Map<number, Buffer>();
  for (const document of documents) {
    if (document.kind !== 'photo' || !document.file_name) continue;
    const printImage = await documentStore.readPrintImage(db, document.file_name);
    const photo = printImage ? undefined : await documentStore.read(db, document.file_name);
    if (printImage) photos.set(document.holder_id, printImage);
    else if (photo) photos.set(document.holder_id, await makePrintImage(photo));
  }
  return photos;
}

/**
 * The office box as the branch's review has filled it so far: verified, then approved with the account
 * number or rejected with its reason; while Returned, who returned it, when and why (the last return
 * stays on record after the resubmit, but the box shows it only while the customer has it).
 */
function officeUseOf(review: PrintReview): OfficeUse {
  const outcome: ReviewOutcome | undefined =
    review.rejectedBy && review.rejectedAt
      ? { kind: 'Rejected', by: review.rejectedBy, at: review.rejectedAt, reason: review.rejectionReason ?? '' }
      : review.returned && review.returnedBy && review.returnedAt
        ? { kind: 'Returned', by: review.returnedBy, at: review.returnedAt, reasons: review.returnReasons }
        : undefined;
  return {
    verifiedBy: review.verifiedBy ?? undefined,
    verifiedAt: review.verifiedAt ?? undefined,
    approvedBy: review.approvedBy ?? undefined,
    approvedAt: review.approvedAt ?? undefined,
    accountNumber: review.accountNumber ?? undefined,
    outcome,
  };
}

/** `insuredAmount`: rupees DICGC insures per depositor, undefined for a bank it does not insure. */
export function createApplicationPdfService(db: Database, bankName: string, insuredAmount: number | undefined) {
  return {
    /**
     * The application PDF the principal may see: a Completed application's, or for branch staff a
     * Partially Filled one's as it stands, marked as a draft on every page. Anything else answers 404
     * exactly as a missing or someone else's application does. The form is in `language` when the
     * caller asks for one (the customer's web sends the language it shows), else in the language the
     * customer saved (staff print what the customer reads), else English (docs/decisions/031).
     */
    async renderApplication(principal: Principal, registrationId: number, language?: Language) {
      const data = await loadApplicationForPrint(db, registrationId, printFilterOf(principal));
      if (!data) throw new AppError('NOT_FOUND', messages.notFound);
      const pdf = await renderApplicationPdf(data, {
        language: language ?? (await findLanguage(db, data.registration.mobile)) ?? DEFAULT_LANGUAGE,
        bankName,
        insuredAmount,
        photos: await printPhotos(db, data.documents),
        draft: data.registration.status !== 'Completed',
        office: officeUseOf(data.review),
      });
      return { fileName: `${data.registration.reference_no}.pdf`, pdf };
    },
  };
}

export type ApplicationPdfService = ReturnType<typeof createApplicationPdfService>;
