import {
  HUB_SECTION_HEADINGS,
  hubSectionsFor,
  maskMobile,
  messages,
  returnableSectionsOf,
  stepLabel,
  type AccountNumberFormat,
  type ApplicationDocument,
  type ApplicationHistoryEntry,
  type ApplicationSections,
  type FirstAccountHolderDetails,
  type GetApplicationResponse,
} from '@portal/domain';
import type { Database } from '@server/db/client.js';
import { AppError } from '@server/lib/app-error.js';
import { filePath } from '@server/modules/documents';
import { KYC_STEP_KEYS, KYC_STEPS, type HolderKycService } from '@server/modules/holder-kyc';
import { findHolderConsents } from '@server/modules/consent';
import { listHolders } from '@server/modules/holders';
import { findReviewState, listHolderPaths, type ReviewState } from '@server/modules/review';
import { readVisibleRegistration } from '@server/modules/registration';
import type { SectionService } from '@server/modules/sections';
import type { Principal } from '@server/modules/session';
import {
  findApplicationSummary,
  listApplicationAudit,
  listApplicationDocuments,
} from './staff-application-repository.js';

type Staff = Extract<Principal, { kind: 'staff' }>;
type Audit = Awaited<ReturnType<typeof listApplicationAudit>>[number];

/** Each holder step's audit action, for the history. */
const STEP_OF_ACTION = new Map(KYC_STEP_KEYS.map((step) => [KYC_STEPS[step].action, step]));

function isSection(name: string): name is keyof ApplicationSections {
  return name in HUB_SECTION_HEADINGS;
}

/** An audit action the history has no words for (a later kind of change): its name in plain words. */
function plainWords(action: string): string {
  const words = action
    .split('.')
    .flatMap((part) => part.replace(/([a-z])([A-Z])/g, '$1 $2').split(' '))
    .join(' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * What an audit entry did, in words: the step by the name the wizard shows (for the application's
 * form type) and which holder. Never the values saved: the log does not keep them.
 */
function describe(entry: Audit, accountTypeId: number, holderSrNos: ReadonlyMap<number, number>): string {
  const detail = entry.detail;
  const holderId = typeof detail.holderId === 'number' ? detail.holderId : undefined;
  const srNo =
    typeof detail.holderSrNo === 'number'
      ? detail.holderSrNo
      : holderId === undefined
        ? undefined
        : holderSrNos.get(holderId);
  const ofHolder = srNo === undefined ? '' : ` (holder ${srNo})`;
  const step = STEP_OF_ACTION.get(entry.action);
  if (step) {
    const label = srNo === undefined || srNo === 1 ? stepLabel(step, accountTypeId) : stepLabel(step);
    return `${label} ${step === 'declaration' ? 'accepted' : 'saved'}${ofHolder}`;
  }
  const section = /^section\.(\w+)\.saved$/.exec(entry.action)?.[1];
  if (section !== undefined && isSection(section)) return `${HUB_SECTION_HEADINGS[section]} saved`;
  switch (entry.action) {
    case 'registration.created':
      return 'Application created';
    case 'registration.submitted':
      return 'Application submitted';
    case 'holder.added':
      return `Holder added${ofHolder}`;
    case 'holder.deleted':
      return `Holder removed${ofHolder}`;
    case 'holder.proof.deleted':
      return `Proof removed${ofHolder}`;
    case 'review.verified':
      return 'Verified, originals seen';
    case 'review.returned':
      return 'Returned to the customer';
    case 'review.approved':
      return 'Approved';
    case 'review.rejected':
      return 'Rejected';
    case 'review.reopened':
      return detail.from === 'Rejected'
        ? 'Rejection reopened for a new decision'
        : 'Approval reopened for a new decision';
    case 'review.reminder.sent':
      return 'Reminder sent by SMS';
    case 'review.reminder.failed':
      return 'Reminder SMS failed';
    case 'consent.requested':
      return `Link to agree sent by SMS${ofHolder}`;
    case 'consent.agreed':
      return `Agreed by one-time code${ofHolder}`;
    case 'consent.declined':
      return `Declined, asking for changes${ofHolder}`;
    default:
      return plainWords(entry.action);
  }
}

function actorOf(entry: Audit): string {
  if (entry.actor_kind === 'customer') return 'Customer';
  if (entry.actor_kind === 'staff') return entry.actor;
  return 'System';
}

const DOCUMENT_LABELS = { photo: 'Photo', pan: 'PAN' } as const;

type ApplicationDocumentRow = Awaited<ReturnType<typeof listApplicationDocuments>>[number];

/** The application's stored documents (a row without a file is a proof never uploaded). */
function documentsOf(rows: ApplicationDocumentRow[]): ApplicationDocument[] {
  return rows.flatMap((document) =>
    document.file_name === null
      ? []
      : [
          {
            documentId: document.id,
            registrationHolderId: document.holder_id,
            holderSrNo: document.holder_sr_no,
            kind: document.kind,
            label: document.kind === 'proof' ? (document.proof_name ?? 'Proof') : DOCUMENT_LABELS[document.kind],
            fileName: document.file_name,
            contentType: document.content_type ?? '',
            url: filePath(document.kind, document.file_name),
          },
        ],
  );
}

/** The review as the staff's page shows it, its times as ISO text. */
function reviewOf(review: ReviewState): GetApplicationResponse['review'] {
  return {
    reviewStatus: review.reviewStatus,
    verifiedBy: review.verifiedBy,
    verifiedAt: review.verifiedAt?.toISOString() ?? null,
    originalsSeen: review.originalsSeen,
    remarks: review.verifyRemarks,
    approvedBy: review.approvedBy,
    approvedAt: review.approvedAt?.toISOString() ?? null,
    accountNumber: review.accountNumber,
    rejectedBy: review.rejectedBy,
    rejectedAt: review.rejectedAt?.toISOString() ?? null,
    rejectionReason: review.rejectionReason,
    returnedBy: review.returnedBy,
    returnedAt: review.returnedAt?.toISOString() ?? null,
    returnReasons: review.returnReasons,
    reopened: review.reopened && { ...review.reopened, at: review.reopened.at.toISOString() },
  };
}

/** Each holder's consent and its answers, the mobile masked, as the staff's page shows them. */
function consentsOf(states: Awaited<ReturnType<typeof findHolderConsents>>): GetApplicationResponse['consents'] {
  return states.map(({ holderId: _id, declarationAccepted: _accepted, history: answers, ...state }) => ({
    ...state,
    history: answers.map((answer) => ({
      status: answer.status,
      at: answer.at.toISOString(),
      mobileMasked: maskMobile(answer.mobile),
      clientAddress: answer.client_ip,
      userAgent: answer.user_agent,
      shownSha256: answer.shown_sha256,
      language: answer.language,
      declineReason: answer.decline_reason,
    })),
  }));
}

/** GetApplication (DESIGN.md §5, 'Branch review after submit'): one application as branch staff review it. */
export function createStaffApplicationService(
  db: Database,
  kyc: HolderKycService,
  sections: SectionService,
  accountNumberFormat: AccountNumberFormat,
) {
  async function hubSections(staff: Staff, registrationId: number, accountTypeId: number) {
    const applies = hubSectionsFor(accountTypeId);
    const read = <Value>(section: keyof ApplicationSections, get: () => Promise<Value>) =>
      applies[section] ? get() : Promise.resolve(null);
    const [accountOperations, nomination, technoProducts, fixedDeposit, recurringDeposit] = await Promise.all([
      read('accountOperations', () => sections.getAccountOperations(staff, registrationId)),
      read('nomination', () => sections.getNominees(staff, registrationId)),
      read('technoProducts', () => sections.getTechnoProducts(staff, registrationId)),
      read('fixedDeposit', () => sections.getFdDetails(staff, registrationId)),
      read('recurringDeposit', async () => (await sections.getRdDetails(staff, registrationId))[0] ?? null),
    ]);
    return { accountOperations, nomination, technoProducts, fixedDeposit, recurringDeposit };
  }

  return {
    /**
     * The application with every holder's saved steps, its documents and history, drafts included.
     * Staff see their own branch's and an admin any, as the list, the PDF and the documents scope
     * it (readVisibleRegistration); another branch's application answers 404, as a missing one.
     */
    async getApplication(
      staff: Staff,
      registrationId: number,
    ): Promise<Omit<GetApplicationResponse, 'responseCode' | 'responseMessage'>> {
      const registration = await readVisibleRegistration(db, staff, registrationId);
      const [summary, review, holderRows, documentRows, auditRows, consentStates, holderPaths] = await Promise.all([
        findApplicationSummary(db, registration.id),
        findReviewState(db, registration.id),
        listHolders(db, registration.id),
        listApplicationDocuments(db, registration.id),
        listApplicationAudit(db, registration.id),
        findHolderConsents(db, registration),
        listHolderPaths(db, registration.id),
      ]);
      if (!summary || !review) throw new AppError('NOT_FOUND', messages.notFound);
      const holders: FirstAccountHolderDetails[] = await Promise.all(
        holderRows.map(async (holder) =>
          holder.holder_sr_no === 1
            ? kyc.getHolderDetails(staff, registration.id, holder.id)
            : {
                ...(await kyc.getOtherHolderDetails(staff, registration.id, holder.id)),
                familyDetails: null,
                relatedPerson: null,
                nomination: null,
              },
        ),
      );
      const holderSrNos = new Map(holderRows.map((holder) => [holder.id, holder.holder_sr_no]));
      const history: ApplicationHistoryEntry[] = auditRows.map((entry) => ({
        at: entry.at.toISOString(),
        action: describe(entry, summary.accountTypeId, holderSrNos),
        by: actorOf(entry),
      }));
      return {
        application: { ...summary, holdersCount: holderRows.length },
        review: reviewOf(review),
        sections: await hubSections(staff, registration.id, summary.accountTypeId),
        holders,
        documents: documentsOf(documentRows),
        history,
        returnableSections: returnableSectionsOf({ accountTypeId: summary.accountTypeId, holders: holderPaths }),
        accountNumberFormat,
        consents: consentsOf(consentStates),
      };
    },
  };
}

export type StaffApplicationService = ReturnType<typeof createStaffApplicationService>;
