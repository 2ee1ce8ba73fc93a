import {
  FOLLOW_UP_MAX_ROWS,
  holderOneSteps,
  REMINDER_INTERVAL_HOURS,
  reviewMessages,
  type FirstHolderStep,
  type FollowUpRecord,
} from '@portal/domain';
import type { Database } from '@server/db/client.js';
import { AppError } from '@server/lib/app-error.js';
import type { Clock } from '@server/lib/clock.js';
import { recordAudit } from '@server/modules/audit';
import { branchScope, type Staff } from '@server/modules/customer-list';
import { lockInBranch } from './lock-in-branch.js';
import type { NotifyCustomer } from './notify-customer.js';
import { findFollowUpRows, giveBackMobileReminder, saveReview, takeMobileReminder } from './review-repository.js';

const DAY_MS = 86_400_000;
const REMINDER_INTERVAL_MS = REMINDER_INTERVAL_HOURS * 3_600_000;

type FollowUpRow = Awaited<ReturnType<typeof findFollowUpRows>>['rows'][number];

/** One draft as the follow-up list shows it, `now` in milliseconds. */
function followUpRecordOf(row: FollowUpRow, now: number): FollowUpRecord {
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
}

/** The branch's drafts to follow up, and the reminder SMS to their customers (docs/decisions/028, 044). */
export function createFollowUpService({ db, clock, notify }: { db: Database; clock: Clock; notify: NotifyCustomer }) {
  /** Takes the mobile's reminder for a draft, or refuses (409); answers what to give back if the SMS fails. */
  async function takeReminder(staff: Staff, registrationId: number) {
    return db.transaction().execute(async (tx) => {
      const application = await lockInBranch(tx, staff, registrationId);
      if (application.status !== 'Partially Filled') throw new AppError('CONFLICT', reviewMessages.notADraft);
      const now = clock.now();
      const taken = await takeMobileReminder(
        tx,
        application.mobile,
        now,
        new Date(now.getTime() - REMINDER_INTERVAL_MS),
      );
      if (!taken) {
        // 409, not 429: a rule of the customer's mobile (the follow-up list says when the next one is
        // allowed), not a per-client limit; the contract keeps 429 for the rate limiter's refusals.
        throw new AppError('CONFLICT', reviewMessages.reminderTooSoon);
      }
      await saveReview(tx, application.id, { last_reminder_at: now });
      return { application, now, previous: { mobile: taken.previous, application: application.lastReminderAt } };
    });
  }

  return {
    /** GetFollowUpList: the branch's drafts, the longest idle first (the web sorts them as asked). */
    async followUpList(
      staff: Staff,
      requestedBranch: string,
    ): Promise<{ records: FollowUpRecord[]; truncated: boolean }> {
      const branchCode = branchScope(staff, requestedBranch);
      const { rows, more } = await findFollowUpRows(db, { branchCode, limit: FOLLOW_UP_MAX_ROWS });
      const now = clock.now().getTime();
      return { records: rows.map((row) => followUpRecordOf(row, now)), truncated: more };
    },

    /**
     * SendReminder: one SMS to the customer of a draft, at most one per customer mobile per 24 hours,
     * whichever of its applications (409 within: docs/decisions/044). The mobile's reminder is taken in
     * a transaction and the SMS sent after it, then audited as sent; if the gateway fails, the reminder
     * is given back (the failure audited) and the answer is 503, so the branch may try again at once.
     */
    async sendReminder(staff: Staff, registrationId: number) {
      const { application, previous, now } = await takeReminder(staff, registrationId);
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
