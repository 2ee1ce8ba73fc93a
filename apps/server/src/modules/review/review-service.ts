import type { FastifyBaseLogger } from 'fastify';
import {
  createApproveRequestSchema,
  FOLLOW_UP_MAX_ROWS,
  holderOneSteps,
  messages,
  partsOfSections,
  REMINDER_INTERVAL_HOURS,
  returnableSectionsOf,
  REVIEW_ROLES,
  reviewMessages,
  type AccountNumberFormat,
  type FirstHolderStep,
  type FollowUpRecord,
  type ReturnReason,
  type ReviewStatus,
  type StaffRole,
} from '@portal/domain';
import type { Database } from '@server/db/client.js';
import { AppError, validationError } from '@server/lib/app-error.js';
import type { Clock } from '@server/lib/clock.js';
import { parseOrThrow } from '@server/lib/parse-or-throw.js';
import type { CustomerSmsKind, SendCustomerSms } from '@server/sms/customer-sms.js';
import { recordAudit } from '../audit/audit-repository.js';
import { branchScope, type Staff } from '../customer-list/customer-list-service.js';
import {
  accountNumberTaken,
  findFollowUpRows,
  giveBackMobileReminder,
  listDocumentIds,
  listHolderPaths,
  lockApplicationForReview,
  saveReview,
  setReviewStatus,
  takeMobileReminder,
} from './review-repository.js';
import { recordReturnDigests } from './return-digests.js';

const DAY_MS = 86_400_000;
const REMINDER_INTERVAL_MS = REMINDER_INTERVAL_HOURS * 3_600_000;

export interface ReviewServiceOptions {
  db: Database;
  clock: Clock;
  sendCustomerSms: SendCustomerSms;
  logger: FastifyBaseLogger;
  /** The bank's account-number format (ACCOUNT_NUMBER_PATTERN, ACCOUNT_NUMBER_FORMAT). */
  accountNumberFormat: AccountNumberFormat;
}

type Locked = NonNullable<Awaited<ReturnType<typeof lockApplicationForReview>>>;

function hasRole(staff: Staff, roles: readonly StaffRole[]): boolean {
  return roles.includes(staff.role);
}

/**
 * The application, locked, when it is of the staff member's branch (an admin's: any); otherwise 404
 * exactly as a missing one, as the customer list's and the PDF's scoping answer (DESIGN.md §6).
 */
async function lockInBranch(tx: Database, staff: Staff, registrationId: number): Promise<Locked> {
  const application = await lockApplicationForReview(tx, registrationId);
  if (!application || (!staff.isAdmin && application.branch_code !== staff.branchCode)) {
    throw new AppError('NOT_FOUND', messages.notFound);
  }
  return application;
}

/** A submitted application's review status; a draft cannot be reviewed (409). */
function reviewStatusOf(application: Locked): ReviewStatus {
  if (application.status !== 'Completed' || application.review_status === null) {
    throw new AppError('CONFLICT', reviewMessages.notSubmitted);
  }
  return application.review_status;
}

function refuseClosed(status: ReviewStatus): void {
  if (status === 'Approved' || status === 'Rejected') throw new AppError('CONFLICT', reviewMessages.reviewClosed);
}

/**
 * The branch review after submit (DESIGN.md §5, docs/decisions/028). Each transition is one
 * transaction with the application locked: branch (404), role (403), order (409), the four-eyes
 * rule (403), then the change and its audit entry. The customer's SMS goes after the commit, so a
 * slow or failing gateway neither holds a lock nor undoes the transition.
 */
export function createReviewService({ db, clock, sendCustomerSms, logger, accountNumberFormat }: ReviewServiceOptions) {
  const approveRequestSchema = createApproveRequestSchema(accountNumberFormat);

  /** Sends one SMS of `kind` to the application's mobile; answers whether the gateway took it. */
  async function notify(kind: CustomerSmsKind, application: Locked): Promise<boolean> {
    try {
      await sendCustomerSms(kind, application.mobile, { referenceNo: application.reference_no });
      return true;
    } catch (error) {
      // The message names the gateway's failure only: no number, no text.
      logger.warn({ registrationId: application.id, kind, err: (error as Error).message }, 'Review SMS not sent');
      return false;
    }
  }

  /** Runs one transition and, once committed, tells the customer when `kind` is given. */
  async function transition(
    staff: Staff,
    registrationId: number,
    change: (tx: Database, application: Locked, now: Date) => Promise<ReviewStatus>,
    kind?: CustomerSmsKind,
  ) {
    const { application, status } = await db.transaction().execute(async (tx) => {
      const locked = await lockInBranch(tx, staff, registrationId);
      return { application: locked, status: await change(tx, locked, clock.now()) };
    });
    const smsSent = kind ? await notify(kind, application) : false;
    return { registrationId: application.id, reviewStatus: status, smsSent };
  }

  /**
   * Approve and Reject: an officer or admin, on a Verified application, who did not verify it, nor
   * reopened its last decision (docs/decisions/044).
   */
  function checkDecision(staff: Staff, application: Locked): void {
    if (!hasRole(staff, REVIEW_ROLES.decide)) throw new AppError('FORBIDDEN', reviewMessages.roleCannotDecide);
    const status = reviewStatusOf(application);
    refuseClosed(status);
    if (status !== 'Verified') throw new AppError('CONFLICT', reviewMessages.notAwaitingDecision);
    if (application.verifiedBy === staff.username) throw new AppError('FORBIDDEN', reviewMessages.fourEyes);
    if (application.reopenedBy === staff.username) throw new AppError('FORBIDDEN', reviewMessages.reopenedByYou);
  }

  return {
    /** Verify: a clerk (or admin) who has seen the original of every document of the application. */
    async verify(staff: Staff, input: { RegistrationId: number; OriginalsSeen: number[]; Remarks: string }) {
      return transition(staff, input.RegistrationId, async (tx, application, now) => {
        if (!hasRole(staff, REVIEW_ROLES.verify)) throw new AppError('FORBIDDEN', reviewMessages.roleCannotVerify);
        const status = reviewStatusOf(application);
        refuseClosed(status);
        if (status !== 'Submitted') throw new AppError('CONFLICT', reviewMessages.notAwaitingVerification);
        const documents = await listDocumentIds(tx, application.id);
        const seen = new Set(input.OriginalsSeen);
        if ([...seen].some((id) => !documents.includes(id))) {
          throw validationError('OriginalsSeen', reviewMessages.originalsUnknown);
        }
        const missing = documents.filter((id) => !seen.has(id)).length;
        if (missing > 0) throw validationError('OriginalsSeen', reviewMessages.originalsMissing(missing));
        await saveReview(tx, application.id, {
          verified_by: staff.username,
          verified_at: now,
          originals_seen: documents,
          verify_remarks: input.Remarks,
        });
        await setReviewStatus(tx, application.id, 'Verified', now);
        await recordAudit(tx, {
          at: now,
          principal: staff,
          registrationId: application.id,
          action: 'review.verified',
          detail: { documents: documents.length },
        });
        return 'Verified';
      });
    },

    /**
     * Return to the customer with a reason per section: a Submitted application by a clerk (or
     * admin), a Verified one by an officer (or admin) who finds a problem before deciding.
     */
    async returnToCustomer(
      staff: Staff,
      input: { RegistrationId: number; Reasons: { Section: string; Reason: string }[] },
    ) {
      return transition(
        staff,
        input.RegistrationId,
        async (tx, application, now) => {
          const status = reviewStatusOf(application);
          refuseClosed(status);
          if (status !== 'Submitted' && status !== 'Verified')
            throw new AppError('CONFLICT', reviewMessages.notReturnable);
          const roles = status === 'Submitted' ? REVIEW_ROLES.verify : REVIEW_ROLES.decide;
          if (!hasRole(staff, roles)) throw new AppError('FORBIDDEN', reviewMessages.roleCannotReturn);
          // Only a section this application has: the customer would have nothing to change in another.
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
          await saveReview(tx, application.id, {
            returned_by: staff.username,
            returned_at: now,
            return_reasons: reasons,
          });
          await setReviewStatus(tx, application.id, 'Returned', now, partsOfSections(sections));
          await recordReturnDigests(tx, application.id, partsOfSections(sections));
          await recordAudit(tx, {
            at: now,
            principal: staff,
            registrationId: application.id,
            action: 'review.returned',
            // The headings only: the reasons are free text and may name the customer.
            detail: { from: status, sections },
          });
          return 'Returned';
        },
        'return',
      );
    },

    /**
     * Approve: records the account number the bank's core system opened, in the bank's format and
     * unique as typed (no character dropped, leading zeros kept).
     */
    async approve(staff: Staff, input: { RegistrationId: number; AccountNumber: string }) {
      return transition(
        staff,
        input.RegistrationId,
        async (tx, application, now) => {
          checkDecision(staff, application);
          const { AccountNumber } = parseOrThrow(approveRequestSchema, input);
          if (await accountNumberTaken(tx, application.id, AccountNumber)) {
            throw new AppError('CONFLICT', reviewMessages.accountNumberTaken);
          }
          await saveReview(tx, application.id, {
            decided_by: staff.username,
            decided_at: now,
            account_number: AccountNumber,
            rejection_reason: null,
          });
          await setReviewStatus(tx, application.id, 'Approved', now);
          await recordAudit(tx, {
            at: now,
            principal: staff,
            registrationId: application.id,
            action: 'review.approved',
          });
          return 'Approved';
        },
        'approval',
      );
    },

    async reject(staff: Staff, input: { RegistrationId: number; Reason: string }) {
      return transition(
        staff,
        input.RegistrationId,
        async (tx, application, now) => {
          checkDecision(staff, application);
          await saveReview(tx, application.id, {
            decided_by: staff.username,
            decided_at: now,
            account_number: null,
            rejection_reason: input.Reason,
          });
          await setReviewStatus(tx, application.id, 'Rejected', now);
          await recordAudit(tx, {
            at: now,
            principal: staff,
            registrationId: application.id,
            action: 'review.rejected',
          });
          return 'Rejected';
        },
        'rejection',
      );
    },

    /**
     * Reopen (docs/decisions/044): an admin takes back an approval or a rejection, with a reason, for
     * a new decision. The application is Verified again, the decision is kept beside the reopen for the
     * record, and an officer who neither verified it nor reopened it decides (checkDecision). The
     * customer was told the outcome, so they hear by SMS that it is being reviewed again.
     */
    async reopen(staff: Staff, input: { RegistrationId: number; Reason: string }) {
      return transition(
        staff,
        input.RegistrationId,
        async (tx, application, now) => {
          if (!hasRole(staff, REVIEW_ROLES.reopen)) throw new AppError('FORBIDDEN', reviewMessages.roleCannotReopen);
          const status = reviewStatusOf(application);
          if (status !== 'Approved' && status !== 'Rejected')
            throw new AppError('CONFLICT', reviewMessages.notReopenable);
          const { decision } = application;
          await saveReview(tx, application.id, {
            reopened_by: staff.username,
            reopened_at: now,
            reopen_reason: input.Reason,
            reopened_decision: {
              status,
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
          });
          await setReviewStatus(tx, application.id, 'Verified', now);
          await recordAudit(tx, {
            at: now,
            principal: staff,
            registrationId: application.id,
            action: 'review.reopened',
            // The decision reopened only: the reason is free text and may name the customer.
            detail: { from: status },
          });
          return 'Verified';
        },
        'reopen',
      );
    },

    /** GetFollowUpList: the branch's drafts, the longest idle first (the web sorts them as asked). */
    async followUpList(
      staff: Staff,
      requestedBranch: string,
    ): Promise<{ records: FollowUpRecord[]; truncated: boolean }> {
      const branchCode = branchScope(staff, requestedBranch);
      const { rows, more } = await findFollowUpRows(db, { branchCode, limit: FOLLOW_UP_MAX_ROWS });
      const now = clock.now().getTime();
      const records = rows.map((row): FollowUpRecord => {
        const saved = holderOneSteps(row.account_type_id).filter((step) => row[step.key as FirstHolderStep]);
        return {
          id: row.id,
          referenceNo: row.reference_no,
          customerName: row.customer_name,
          mobileNo: row.mobile,
          accountTypeName: row.account_type_name,
          branchCode: row.branch_code,
          lastStep: saved.at(-1)?.label ?? 'Primary details',
          lastUpdated: row.updated_at.toISOString(),
          daysSinceChange: Math.max(0, Math.floor((now - row.updated_at.getTime()) / DAY_MS)),
          lastReminderAt: row.last_reminder_at?.toISOString() ?? null,
          // As SendReminder decides it: by the last reminder to the mobile, whichever application.
          reminderAllowed: !row.mobile_reminder_at || now - row.mobile_reminder_at.getTime() >= REMINDER_INTERVAL_MS,
        };
      });
      return { records, truncated: more };
    },

    /**
     * SendReminder: one SMS to the customer of a draft, at most one per customer mobile per 24 hours,
     * whichever of its applications (409 within: docs/decisions/044). The mobile's reminder is taken in
     * a transaction and the SMS sent after it, then audited as sent; if the gateway fails, the reminder
     * is given back (the failure audited) and the answer is 503, so the branch may try again at once.
     */
    async sendReminder(staff: Staff, registrationId: number) {
      const { application, previous, now } = await db.transaction().execute(async (tx) => {
        const locked = await lockInBranch(tx, staff, registrationId);
        if (locked.status !== 'Partially Filled') throw new AppError('CONFLICT', reviewMessages.notADraft);
        const at = clock.now();
        const taken = await takeMobileReminder(tx, locked.mobile, at, new Date(at.getTime() - REMINDER_INTERVAL_MS));
        if (!taken) {
          // 409, not 429: a rule of the customer's mobile (the follow-up list says when the next one is
          // allowed), not a per-client limit; the contract keeps 429 for the rate limiter's refusals.
          throw new AppError('CONFLICT', reviewMessages.reminderTooSoon);
        }
        await saveReview(tx, locked.id, { last_reminder_at: at });
        return {
          application: locked,
          previous: { mobile: taken.previous, application: locked.lastReminderAt },
          now: at,
        };
      });
      if (!(await notify('reminder', application))) {
        await db.transaction().execute(async (tx) => {
          await giveBackMobileReminder(tx, application.mobile, now, previous.mobile);
          await saveReview(tx, application.id, { last_reminder_at: previous.application });
          await recordAudit(tx, {
            at: clock.now(),
            principal: staff,
            registrationId: application.id,
            action: 'review.reminder.failed',
          });
        });
        throw new AppError('SERVICE_UNAVAILABLE', reviewMessages.reminderFailed);
      }
      await recordAudit(db, {
        at: now,
        principal: staff,
        registrationId: application.id,
        action: 'review.reminder.sent',
      });
      return { registrationId: application.id, sentAt: now.toISOString() };
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
