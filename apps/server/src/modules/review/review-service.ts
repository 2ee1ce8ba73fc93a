import type { FastifyBaseLogger } from 'fastify';
import type { AccountNumberFormat, ReviewStatus } from '@portal/domain';
import type { Database } from '@server/db/client.js';
import type { Clock } from '@server/lib/clock.js';
import { recordAudit } from '@server/modules/audit';
import type { Staff } from '@server/modules/customer-list';
import type { SendCustomerSms } from '@server/sms/customer-sms.js';
import { createFollowUpService } from './follow-up-service.js';
import { lockInBranch } from './lock-in-branch.js';
import { createCustomerNotifier } from './notify-customer.js';
import { saveReview, setReviewStatus } from './review-repository.js';
import { checkTransition, REVIEW_TRANSITIONS, type ReviewTransition } from './review-transitions.js';
import type { ApproveInput, ReasonInput, ReturnInput, VerifyInput } from './transition-records.js';

export interface ReviewServiceOptions {
  db: Database;
  clock: Clock;
  sendCustomerSms: SendCustomerSms;
  logger: FastifyBaseLogger;
  /** The bank's account-number format (ACCOUNT_NUMBER_PATTERN, ACCOUNT_NUMBER_FORMAT). */
  accountNumberFormat: AccountNumberFormat;
}

/**
 * The branch review after submit (DESIGN.md §5, docs/decisions/028): its transitions, each a row of
 * REVIEW_TRANSITIONS, and the follow-up of drafts. A transition is one transaction with the
 * application locked: branch (404), then the row's checks (403, 409), then its own input rules (400),
 * then the change and its audit entry. The customer's SMS goes after the commit.
 */
export function createReviewService({ db, clock, sendCustomerSms, logger, accountNumberFormat }: ReviewServiceOptions) {
  const notify = createCustomerNotifier(sendCustomerSms, logger);

  async function run<Input extends { RegistrationId: number }, From extends ReviewStatus>(
    rule: ReviewTransition<Input, From>,
    staff: Staff,
    input: Input,
  ) {
    const application = await db.transaction().execute(async (tx) => {
      const locked = await lockInBranch(tx, staff, input.RegistrationId);
      const now = clock.now();
      const from = checkTransition(rule, staff, locked);
      const context = { tx, staff, application: locked, from, input, now, accountNumberFormat };
      const { review, auditDetail, returnedParts } = await rule.record(context);
      await saveReview(tx, locked.id, review);
      await setReviewStatus(tx, locked.id, rule.to, now, returnedParts);
      await recordAudit(tx, {
        at: now,
        principal: staff,
        registrationId: locked.id,
        action: rule.audit,
        detail: auditDetail,
      });
      return locked;
    });
    const smsSent = rule.sms ? await notify(rule.sms, application) : false;
    return { registrationId: application.id, reviewStatus: rule.to, smsSent };
  }

  return {
    verify: (staff: Staff, input: VerifyInput) => run(REVIEW_TRANSITIONS.verify, staff, input),
    returnToCustomer: (staff: Staff, input: ReturnInput) => run(REVIEW_TRANSITIONS.return, staff, input),
    approve: (staff: Staff, input: ApproveInput) => run(REVIEW_TRANSITIONS.approve, staff, input),
    reject: (staff: Staff, input: ReasonInput) => run(REVIEW_TRANSITIONS.reject, staff, input),
    reopen: (staff: Staff, input: ReasonInput) => run(REVIEW_TRANSITIONS.reopen, staff, input),
    ...createFollowUpService({ db, clock, notify }),
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
