import {
  createApproveRequestSchema,
  partsOfSections,
  returnableSectionsOf,
  reviewMessages,
  type AccountNumberFormat,
  type ReturnReason,
  type ReviewPart,
  type ReviewStatus,
} from '@portal/domain';
import type { Database } from '@server/db/client.js';
import { AppError, validationError } from '@server/lib/app-error.js';
import { parseOrThrow } from '@server/lib/parse-or-throw.js';
import type { Staff } from '@server/modules/customer-list';
import { recordReturnDigests } from './return-digests.js';
import {
  accountNumberTaken,
  listDocumentIds,
  listHolderPaths,
  type LockedApplication,
  type ReviewValues,
} from './review-repository.js';

/**
 * What each transition records beside its new status (the table is review-transitions.ts): its own
 * input rules (400, or 409 for a taken account number), checked after the table's, and the review
 * row's columns it writes.
 */

export interface VerifyInput {
  RegistrationId: number;
  OriginalsSeen: number[];
  Remarks: string;
}
export interface ReturnInput {
  RegistrationId: number;
  Reasons: { Section: string; Reason: string }[];
}
export interface ApproveInput {
  RegistrationId: number;
  AccountNumber: string;
}
/** Reject's and Reopen's: the reason, kept in the review row, never in the audit log. */
export interface ReasonInput {
  RegistrationId: number;
  Reason: string;
}

export interface TransitionContext<Input, From extends ReviewStatus = ReviewStatus> {
  tx: Database;
  staff: Staff;
  application: LockedApplication;
  /** The status the application leaves, one the table allows. */
  from: From;
  input: Input;
  now: Date;
  accountNumberFormat: AccountNumberFormat;
}

export interface TransitionRecord {
  review: ReviewValues;
  /** Never free text (remarks, reasons): it may name the customer. Never the account number. */
  auditDetail?: Record<string, unknown>;
  /** What a Returned application reopens to the customer's saves. */
  returnedParts?: readonly ReviewPart[];
}

/** The clerk has seen the original of every document of the application, and none other. */
export async function recordVerification({
  tx,
  staff,
  application,
  input,
  now,
}: TransitionContext<VerifyInput>): Promise<TransitionRecord> {
  const documents = await listDocumentIds(tx, application.id);
  const seen = new Set(input.OriginalsSeen);
  if ([...seen].some((id) => !documents.includes(id))) {
    throw validationError('OriginalsSeen', reviewMessages.originalsUnknown);
  }
  const missing = documents.filter((id) => !seen.has(id)).length;
  if (missing > 0) throw validationError('OriginalsSeen', reviewMessages.originalsMissing(missing));
  return {
    review: { verified_by: staff.username, verified_at: now, originals_seen: documents, verify_remarks: input.Remarks },
    auditDetail: { documents: documents.length },
  };
}

/**
 * A reason per section, each a section this application has (the customer would have nothing to
 * change in another). Keeps the returned parts' digests, for the resubmit to show a change
 * (docs/decisions/045).
 */
export async function recordReturn({
  tx,
  staff,
  application,
  from,
  input,
  now,
}: TransitionContext<ReturnInput>): Promise<TransitionRecord> {
  const returnable: readonly string[] = returnableSectionsOf({
    accountTypeId: application.account_type_id,
    holders: await listHolderPaths(tx, application.id),
  });
  input.Reasons.forEach(({ Section }, index) => {
    if (!returnable.includes(Section)) {
      throw validationError(`Reasons.${index}.Section`, reviewMessages.sectionNotInApplication(Section));
    }
  });
  const reasons: ReturnReason[] = input.Reasons.map((r) => ({ section: r.Section, reason: r.Reason }));
  const sections = reasons.map((reason) => reason.section);
  const returnedParts = partsOfSections(sections);
  await recordReturnDigests(tx, application.id, returnedParts);
  return {
    review: { returned_by: staff.username, returned_at: now, return_reasons: reasons },
    // The headings only: the reasons are free text and may name the customer.
    auditDetail: { from, sections },
    returnedParts,
  };
}

/**
 * The account number the bank's core system opened, in the bank's format and unique as typed (no
 * character dropped, leading zeros kept).
 */
export async function recordApproval({
  tx,
  staff,
  application,
  input,
  now,
  accountNumberFormat,
}: TransitionContext<ApproveInput>): Promise<TransitionRecord> {
  const { AccountNumber } = parseOrThrow(createApproveRequestSchema(accountNumberFormat), input);
  if (await accountNumberTaken(tx, application.id, AccountNumber)) {
    throw new AppError('CONFLICT', reviewMessages.accountNumberTaken);
  }
  return {
    review: { decided_by: staff.username, decided_at: now, account_number: AccountNumber, rejection_reason: null },
  };
}

export async function recordRejection({
  staff,
  input,
  now,
}: TransitionContext<ReasonInput>): Promise<TransitionRecord> {
  return {
    review: { decided_by: staff.username, decided_at: now, account_number: null, rejection_reason: input.Reason },
  };
}

/**
 * The decision as it stood is kept beside the reopen, for the record (docs/decisions/044), and
 * cleared for the new one.
 */
export async function recordReopen({
  staff,
  application,
  from,
  input,
  now,
}: TransitionContext<ReasonInput, 'Approved' | 'Rejected'>): Promise<TransitionRecord> {
  const { decision } = application;
  return {
    review: {
      reopened_by: staff.username,
      reopened_at: now,
      reopen_reason: input.Reason,
      reopened_decision: {
        status: from,
        by: decision.by,
        at: decision.at?.toISOString() ?? null,
        accountNumber: decision.accountNumber,
        rejectionReason: decision.rejectionReason,
      },
      // The account number is free for the new decision (or another application) again.
      decided_by: null,
      decided_at: null,
      account_number: null,
      rejection_reason: null,
    },
    // The decision reopened only: the reason is free text and may name the customer.
    auditDetail: { from },
  };
}
