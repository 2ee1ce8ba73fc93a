import { documentsToBring, messages, namedMessages, type SubmittedApplication } from '@portal/domain';
import type { Database } from '@server/db/client.js';
import { AppError } from '@server/lib/app-error.js';
import type { Clock } from '@server/lib/clock.js';
import type { Principal } from '@server/modules/session';
import { findApplicationParts } from './application-progress.js';
import { makePrintImage } from '@server/modules/application-pdf';
import { recordAudit } from '@server/modules/audit';
import { documentStore } from '@server/modules/documents';
import { findNominationNoticeMobiles, type SendNominationNotice } from '@server/modules/sections';
import { findBranch } from '@server/modules/reference';
import { restartReview, refuseUnchangedResubmit } from '@server/modules/review';
import {
  lockOwnRegistration,
  readOwnRegistration,
  type Customer,
  type OwnRegistration,
} from '@server/modules/registration';
import { listDocumentKinds, listHoldersToVisit, listPhotoFiles, markSubmitted } from './submit-repository.js';

export type StaffPrincipal = Extract<Principal, { kind: 'staff' }>;

/**
 * Who filled the application (decision 012): a branch user name counts only when the
 * request also carries a live staff session of that user and of the application's branch. Without
 * a staff session the name is not believed and 'Customer' is recorded; a staff session that does
 * not match the name or the branch is refused.
 */
function formFilledBy(
  registration: OwnRegistration,
  branchUserName: string | null | undefined,
  staff: StaffPrincipal | null,
): string {
  if (!staff) return 'Customer';
  if (!branchUserName || staff.username !== branchUserName || staff.branchCode !== registration.branch_code) {
    throw new AppError('FORBIDDEN', messages.forbidden);
  }
  return staff.username;
}

/** The application PDF's file name. */
export function applicationPdfFileName(referenceNo: string): string {
  return `${referenceNo}.pdf`;
}

/** A submit as the call makes it: the caller, the application, and who says they filled it (decision 012). */
interface SubmitCall {
  customer: Customer;
  registrationId: number;
  branchUserName: string | null | undefined;
  staff: StaffPrincipal | null;
}

/** A submit is refused while the application misses any part the submit needs, each named. */
async function refuseIncomplete(tx: Database, registration: OwnRegistration): Promise<void> {
  const { missing: problems } = await findApplicationParts(tx, registration);
  if (problems.length > 0) {
    throw new AppError(
      'VALIDATION_ERROR',
      namedMessages.applicationIncomplete(problems.map((problem) => problem.message)),
      problems,
    );
  }
}

/** The print image of every holder's photo, made once: the application PDF prints these. */
async function makePrintImages(tx: Database, registrationId: number): Promise<void> {
  for (const fileName of await listPhotoFiles(tx, registrationId)) {
    if (await documentStore.readPrintImage(tx, fileName)) continue;
    const photo = await documentStore.read(tx, fileName);
    if (photo) await documentStore.writePrintImage(tx, fileName, await makePrintImage(photo));
  }
}

/**
 * The submit's transaction, with the application locked: answers the PDF's name and every holder's
 * mobile to tell of the nomination once it is committed (none when nothing was submitted now).
 */
async function markApplicationSubmitted(tx: Database, clock: Clock, call: SubmitCall) {
  const { customer, branchUserName, staff } = call;
  const registration = await lockOwnRegistration(tx, customer, call.registrationId);
  const formFillBy = formFilledBy(registration, branchUserName, staff);
  const referenceNo = registration.reference_no;
  const resubmit = registration.status === 'Completed' && registration.review_status === 'Returned';
  if (registration.status === 'Completed' && !resubmit) {
    const fileName = registration.pdf_file_name ?? applicationPdfFileName(referenceNo);
    return { fileName, referenceNo, nominationNoticeTo: [] };
  }
  // Returned means only that (docs/decisions/045): a resubmit must have changed something returned.
  if (resubmit) await refuseUnchangedResubmit(tx, registration.id);
  await refuseIncomplete(tx, registration);
  await makePrintImages(tx, registration.id);
  const now = clock.now();
  const fileName = applicationPdfFileName(referenceNo);
  const nominationNoticeTo = await findNominationNoticeMobiles(
    tx,
    registration.id,
    resubmit ? registration.submitted_at : null,
  );
  await markSubmitted(tx, registration.id, { formFillBy, fileName, now });
  if (resubmit) await restartReview(tx, registration.id);
  await recordAudit(tx, {
    at: now,
    principal: customer,
    registrationId: registration.id,
    action: resubmit ? 'registration.resubmitted' : 'registration.submitted',
    detail: {
      referenceNo,
      fileName,
      formFillBy,
      ...(staff ? { branchUser: staff.username, branchCode: staff.branchCode } : {}),
      ...(branchUserName && !staff ? { branchUserNameIgnored: true } : {}),
    },
  });
  return { fileName, referenceNo, nominationNoticeTo };
}

/**
 * What the caller's own application still needs before its submit, from the very check the submit
 * makes. Another customer's id is 404.
 */
async function readApplicationProgress(db: Database, customer: Customer, registrationId: number) {
  const registration = await readOwnRegistration(db, customer, registrationId);
  const { missing, progress } = await findApplicationParts(db, registration);
  return { ...progress, missing };
}

/**
 * The caller's own Completed application as the success page shows it (decision 019). Another
 * customer's id is 404 like a missing one; an application not yet submitted is 409, so no success
 * page is shown for it.
 */
async function readSubmittedApplication(
  db: Database,
  customer: Customer,
  registrationId: number,
): Promise<Omit<SubmittedApplication, 'responseCode' | 'responseMessage'>> {
  const registration = await readOwnRegistration(db, customer, registrationId);
  if (registration.status !== 'Completed') throw new AppError('CONFLICT', messages.applicationNotSubmitted);
  const [branch, holders, documents] = await Promise.all([
    findBranch(db, registration.branch_code),
    listHoldersToVisit(db, registration.id),
    listDocumentKinds(db, registration.id),
  ]);
  return {
    registrationId: registration.id,
    referenceNo: registration.reference_no,
    status: 'Completed',
    submittedAt: registration.submitted_at?.toISOString() ?? null,
    branch: {
      code: registration.branch_code,
      name: branch?.name ?? '',
      address: branch?.address ?? '',
    },
    holders: holders.map((holder) => {
      const own = documents.filter((document) => document.holder_id === holder.id);
      return {
        holderSrNo: holder.holder_sr_no,
        holderName: holder.name,
        documents: documentsToBring({
          isPan: holder.is_pan,
          hasPhoto: own.some((document) => document.kind === 'photo'),
          proofs: own
            .filter((document) => document.kind === 'proof')
            .map((document) => ({ name: document.proof_name, poiPoa: document.poi_poa })),
        }),
      };
    }),
  };
}

export function createSubmitService(db: Database, clock: Clock, sendNominationNotice: SendNominationNotice) {
  return {
    /**
     * POST /api/Registration/SubmitAccount. One transaction with the application locked: check it is
     * complete, make the photos' print images, mark it Completed (form filled by, PDF name, submitted
     * time) and audit. A Completed application is answered again, unchanged, unless the branch
     * returned it: then this is the resubmit, checked as the first submit was, and it is Submitted
     * again for a new review round (docs/decisions/028).
     *
     * `branchUserName` is the branch host's (decision 012): it is recorded as the form's filler only when
     * `staff` (the request's X-Branch-Authorization session) is that user, of the application's branch;
     * a mismatch is 403; without a staff session 'Customer' is recorded, whatever name is sent.
     */
    async submitAccount(
      customer: Customer,
      registrationId: number,
      branchUserName: string | null | undefined,
      staff: StaffPrincipal | null = null,
    ) {
      const call = { customer, registrationId, branchUserName, staff };
      const { nominationNoticeTo, ...submitted } = await db
        .transaction()
        .execute((tx) => markApplicationSubmitted(tx, clock, call));
      await sendNominationNotice(registrationId, submitted.referenceNo, nominationNoticeTo);
      return submitted;
    },

    /** POST /api/Registration/GetApplicationProgress. */
    getApplicationProgress: (customer: Customer, registrationId: number) =>
      readApplicationProgress(db, customer, registrationId),

    /** POST /api/Registration/GetSubmittedApplication. */
    getSubmittedApplication: (customer: Customer, registrationId: number) =>
      readSubmittedApplication(db, customer, registrationId),
  };
}

export type SubmitService = ReturnType<typeof createSubmitService>;
