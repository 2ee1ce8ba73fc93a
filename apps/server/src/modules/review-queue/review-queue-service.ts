import {
  messages,
  QUEUE_STATUSES,
  queueStatusesOf,
  REVIEW_QUEUE_MAX_ROWS,
  reviewMessages,
  reviewQueueMessages,
  type QueueStatus,
  type ReviewQueueRecord,
} from '@portal/domain';
import type { Database } from '@server/db/client.js';
import { AppError } from '@server/lib/app-error.js';
import type { Clock } from '@server/lib/clock.js';
import { recordAudit } from '../audit/audit-repository.js';
import { branchScope, type Staff } from '../customer-list/customer-list-service.js';
import { clearAssignment, findQueueRows, lockAssignment, saveAssignment } from './review-queue-repository.js';

const DAY_MS = 86_400_000;

type Locked = NonNullable<Awaited<ReturnType<typeof lockAssignment>>>;

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
 * The branch's review work queue, "To do" (docs/decisions/043): what waits for the caller's step, and
 * taking an application off it. An assignment is a courtesy between colleagues, not a lock: the
 * review's transitions check roles and the four-eyes rule as before, and an application that leaves
 * the status it was taken in goes to the next queue unassigned.
 */
export function createReviewQueueService({ db, clock, reviewDueDays }: ReviewQueueServiceOptions) {
  /**
   * The application, locked, when it is of the staff member's branch (an admin's: any); otherwise 404
   * exactly as a missing one, as the review's calls answer (review-service.ts).
   */
  async function lockInBranch(tx: Database, staff: Staff, registrationId: number): Promise<Locked> {
    const application = await lockAssignment(tx, registrationId);
    if (!application || (!staff.isAdmin && application.branch_code !== staff.branchCode)) {
      throw new AppError('NOT_FOUND', messages.notFound);
    }
    return application;
  }

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
      const records = rows.map((row): ReviewQueueRecord => {
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
      });
      return { records, truncated: more, reviewDueDays };
    },

    /**
     * TakeApplication: an application waiting for a step the caller may take (a clerk's Submitted, an
     * officer's Verified; an officer never one they verified or reopened). Taking one another has taken
     * is refused naming them (409), but an admin takes it over (audited with whom it was taken from).
     * Taking one's own again changes nothing.
     */
    async take(staff: Staff, registrationId: number) {
      return db.transaction().execute(async (tx) => {
        const application = await lockInBranch(tx, staff, registrationId);
        const status = application.review_status;
        if (!isQueueStatus(status)) throw new AppError('CONFLICT', reviewQueueMessages.notWaiting);
        if (!queueStatusesOf(staff.role).includes(status)) {
          throw new AppError('FORBIDDEN', reviewQueueMessages.roleCannotTake(status));
        }
        if (status === 'Verified' && application.verified_by === staff.username) {
          throw new AppError('FORBIDDEN', reviewMessages.fourEyes);
        }
        if (status === 'Verified' && application.reopened_by === staff.username) {
          throw new AppError('FORBIDDEN', reviewMessages.reopenedByYou);
        }
        const holder = application.assigned_to;
        if (holder !== null && holder !== staff.username && !staff.isAdmin) {
          throw new AppError('CONFLICT', reviewQueueMessages.takenBy(holder));
        }
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
