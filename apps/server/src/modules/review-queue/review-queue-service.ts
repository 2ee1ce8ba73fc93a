import {
  decisionFourEyesRefusal,
  messages,
  QUEUE_STATUSES,
  queueStatusesOf,
  REVIEW_QUEUE_MAX_ROWS,
  reviewQueueMessages,
  type QueueStatus,
  type ReviewQueueRecord,
} from '@portal/domain';
import type { Database } from '@server/db/client.js';
import { AppError } from '@server/lib/app-error.js';
import type { Clock } from '@server/lib/clock.js';
import { recordAudit } from '@server/modules/audit';
import { branchScope, mayOpenBranch, type Staff } from '@server/modules/customer-list';
import { clearAssignment, findQueueRows, lockAssignment, saveAssignment } from './review-queue-repository.js';

const DAY_MS = 86_400_000;

type Locked = NonNullable<Awaited<ReturnType<typeof lockAssignment>>>;
type QueueRow = Awaited<ReturnType<typeof findQueueRows>>['rows'][number];

function isQueueStatus(status: string | null): status is QueueStatus {
  return (QUEUE_STATUSES as readonly (string | null)[]).includes(status);
}

export interface ReviewQueueServiceOptions {
  db: Database;
  clock: Clock;
  /** Days an application may wait for a step before it is overdue (REVIEW_DUE_DAYS). */
  reviewDueDays: number;
}

/**
 * The application, locked, when it is of the staff member's branch (an admin's: any); otherwise 404
 * exactly as a missing one, as the review's calls answer (modules/review/lock-in-branch.ts).
 */
async function lockInBranch(tx: Database, staff: Staff, registrationId: number): Promise<Locked> {
  const application = await lockAssignment(tx, registrationId);
  if (!application || !mayOpenBranch(staff, application.branch_code)) {
    throw new AppError('NOT_FOUND', messages.notFound);
  }
  return application;
}

/** One application as the queue shows it, `now` in milliseconds: its age and when it is due. */
function queueRecordOf(row: QueueRow, now: number, reviewDueDays: number): ReviewQueueRecord {
  const since = row.waiting_since.getTime();
  const dueBy = since + reviewDueDays * DAY_MS;
  return {
    id: row.id,
    referenceNo: row.reference_no,
    customerName: row.customer_name,
    accountTypeName: row.account_type_name,
    branchCode: row.branch_code,
    reviewStatus: row.review_status,
    waitingSince: row.waiting_since.toISOString(),
    ageDays: Math.max(0, Math.floor((now - since) / DAY_MS)),
    dueBy: new Date(dueBy).toISOString(),
    overdue: now > dueBy,
    assignedTo: row.assigned_to,
    assignedAt: row.assigned_at?.toISOString() ?? null,
  };
}

/**
 * Whether the staff member may take the application: it waits for a step (409), their role takes that
 * step (403), a decision is not theirs to make by the four-eyes rule (403), and nobody else has it
 * unless they are an admin (409 naming who has it). Answers the status it waits in.
 */
function checkTake(staff: Staff, application: Locked): QueueStatus {
  const status = application.review_status;
  if (!isQueueStatus(status)) throw new AppError('CONFLICT', reviewQueueMessages.notWaiting);
  if (!queueStatusesOf(staff.role).includes(status)) {
    throw new AppError('FORBIDDEN', reviewQueueMessages.roleCannotTake(status));
  }
  const review = { verifiedBy: application.verified_by, reopenedBy: application.reopened_by };
  const refusal = status === 'Verified' ? decisionFourEyesRefusal(review, staff.username) : null;
  if (refusal) throw new AppError('FORBIDDEN', refusal);
  const holder = application.assigned_to;
  if (holder !== null && holder !== staff.username && !staff.isAdmin) {
    throw new AppError('CONFLICT', reviewQueueMessages.takenBy(holder));
  }
  return status;
}

/**
 * The branch's review work queue, "To do" (docs/decisions/043): what waits for the caller's step, and
 * taking an application off it. An assignment is a courtesy between colleagues, not a lock: the
 * review's transitions check roles and the four-eyes rule as before, and an application that leaves
 * the status it was taken in goes to the next queue unassigned.
 */
export function createReviewQueueService({ db, clock, reviewDueDays }: ReviewQueueServiceOptions) {
  return {
    /** GetReviewQueue: the caller's steps in the branch asked for (every branch: '' for an admin). */
    async queue(staff: Staff, requestedBranch: string) {
      const branchCode = branchScope(staff, requestedBranch);
      const { rows, more } = await findQueueRows(db, {
        branchCode,
        statuses: queueStatusesOf(staff.role),
        limit: REVIEW_QUEUE_MAX_ROWS,
      });
      const now = clock.now().getTime();
      return { records: rows.map((row) => queueRecordOf(row, now, reviewDueDays)), truncated: more, reviewDueDays };
    },

    /**
     * TakeApplication: an application waiting for a step the caller may take (checkTake). An admin
     * takes over one another has taken (audited with whom it was taken from); taking one's own again
     * changes nothing.
     */
    async take(staff: Staff, registrationId: number) {
      return db.transaction().execute(async (tx) => {
        const application = await lockInBranch(tx, staff, registrationId);
        const status = checkTake(staff, application);
        const holder = application.assigned_to;
        const now = clock.now();
        if (holder !== staff.username) {
          await saveAssignment(tx, application.id, { to: staff.username, at: now, status });
          await recordAudit(tx, {
            at: now,
            principal: staff,
            registrationId: application.id,
            action: 'review.taken',
            detail: { status, ...(holder === null ? {} : { from: holder }) },
          });
        }
        return { registrationId: application.id, assignedTo: staff.username, assignedAt: now.toISOString() };
      });
    },

    /**
     * ReleaseApplication: back in the queue for anyone. One's own, or anyone's for an admin (403 for
     * another's); releasing one nobody has taken changes nothing.
     */
    async release(staff: Staff, registrationId: number) {
      return db.transaction().execute(async (tx) => {
        const application = await lockInBranch(tx, staff, registrationId);
        const holder = application.assigned_to;
        if (holder !== null) {
          if (holder !== staff.username && !staff.isAdmin) {
            throw new AppError('FORBIDDEN', reviewQueueMessages.takenBy(holder));
          }
          await clearAssignment(tx, application.id);
          await recordAudit(tx, {
            at: clock.now(),
            principal: staff,
            registrationId: application.id,
            action: 'review.released',
            detail: { from: holder },
          });
        }
        return { registrationId: application.id, assignedTo: null, assignedAt: null };
      });
    },
  };
}

export type ReviewQueueService = ReturnType<typeof createReviewQueueService>;
