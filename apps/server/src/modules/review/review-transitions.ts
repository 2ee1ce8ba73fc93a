import {
  decisionFourEyesRefusal,
  REVIEW_ROLES,
  reviewMessages,
  type ReviewStatus,
  type StaffRole,
} from '@portal/domain';
import { AppError } from '@server/lib/app-error.js';
import type { Staff } from '@server/modules/customer-list';
import type { CustomerSmsKind } from '@server/sms/customer-sms.js';
import type { LockedApplication } from './review-repository.js';
import {
  recordApproval,
  recordRejection,
  recordReopen,
  recordReturn,
  recordVerification,
  type TransitionContext,
  type TransitionRecord,
} from './transition-records.js';

/** The rules of one transition of the branch review, as a row of REVIEW_TRANSITIONS. */
export interface TransitionRules<From extends ReviewStatus> {
  /** The statuses it leaves, each with the roles that may take it from there. */
  from: Record<From, readonly StaffRole[]>;
  to: ReviewStatus;
  /** Who may not take it for what they did before on this application (the refusal), or null. */
  fourEyes: typeof decisionFourEyesRefusal | null;
  /** The 403 for a role that may not take it, the 409 for a status it does not leave. */
  refusals: { role: string; status: string };
  /** The audit log's action. */
  audit: string;
  /** The SMS the customer gets once it is committed, or null. */
  sms: CustomerSmsKind | null;
}

export interface ReviewTransition<Input, From extends ReviewStatus> extends TransitionRules<From> {
  /** Its own input rules, and what it writes in the review row (transition-records.ts). */
  record: (context: TransitionContext<Input, NoInfer<From>>) => Promise<TransitionRecord>;
}

/** Types one row: its input and the statuses it leaves come from its `record` and `from`. */
function transition<Input, From extends ReviewStatus>(rule: ReviewTransition<Input, From>) {
  return rule;
}

/**
 * Approve and Reject are the two outcomes of one decision, with its rules: an officer or an admin, on
 * a Verified application, who neither verified it nor reopened its last decision.
 */
const DECISION = {
  from: { Verified: REVIEW_ROLES.decide },
  fourEyes: decisionFourEyesRefusal,
  refusals: { role: reviewMessages.roleCannotDecide, status: reviewMessages.notAwaitingDecision },
};

/**
 * The branch review as data (docs/decisions/052; the statuses: 028; reopen and its four-eyes rule:
 * 044). One function runs every row (review-service.ts): lock the application in the caller's
 * branch, check the row (checkTransition), record it, move the status, audit it, and after the
 * commit send the SMS. The customer's resubmit, Returned -> Submitted, is the submission's.
 */
export const REVIEW_TRANSITIONS = {
  verify: transition({
    from: { Submitted: REVIEW_ROLES.verify },
    to: 'Verified',
    fourEyes: null,
    refusals: { role: reviewMessages.roleCannotVerify, status: reviewMessages.notAwaitingVerification },
    audit: 'review.verified',
    sms: null,
    record: recordVerification,
  }),
  return: transition({
    // A clerk returns what waits for verification; an officer a Verified one, for a problem found before deciding.
    from: { Submitted: REVIEW_ROLES.verify, Verified: REVIEW_ROLES.decide },
    to: 'Returned',
    fourEyes: null,
    refusals: { role: reviewMessages.roleCannotReturn, status: reviewMessages.notReturnable },
    audit: 'review.returned',
    sms: 'return',
    record: recordReturn,
  }),
  approve: transition({
    ...DECISION,
    to: 'Approved',
    audit: 'review.approved',
    sms: 'approval',
    record: recordApproval,
  }),
  reject: transition({
    ...DECISION,
    to: 'Rejected',
    audit: 'review.rejected',
    sms: 'rejection',
    record: recordRejection,
  }),
  reopen: transition({
    // The customer was told the outcome, so they hear that it is being reviewed again.
    from: { Approved: REVIEW_ROLES.reopen, Rejected: REVIEW_ROLES.reopen },
    to: 'Verified',
    fourEyes: null,
    refusals: { role: reviewMessages.roleCannotReopen, status: reviewMessages.notReopenable },
    audit: 'review.reopened',
    sms: 'reopen',
    record: recordReopen,
  }),
};

/** Decided: no transition but a reopen leaves these. */
const CLOSED: readonly ReviewStatus[] = ['Approved', 'Rejected'];

/** A submitted application's review status; a draft cannot be reviewed (409). */
function submittedReviewStatus(application: LockedApplication): ReviewStatus {
  if (application.status !== 'Completed' || application.review_status === null) {
    throw new AppError('CONFLICT', reviewMessages.notSubmitted);
  }
  return application.review_status;
}

/**
 * Refuses what the row does not allow, in decision 028's order: the role (403), the status left
 * (409: a closed application says so), the four-eyes rule (403). Where the roles depend on the
 * status left (a Return), the status comes first. Answers the status left.
 */
export function checkTransition<From extends ReviewStatus>(
  rules: TransitionRules<From>,
  staff: Staff,
  application: LockedApplication,
): From {
  const mayAct = (roles: readonly StaffRole[]) => roles.includes(staff.role);
  const rolesFrom: Partial<Record<ReviewStatus, readonly StaffRole[]>> = rules.from;
  const roleSets = Object.values(rolesFrom);
  const sameRolesFromEveryStatus = new Set(roleSets.map((roles) => roles.join())).size === 1;
  if (sameRolesFromEveryStatus && !roleSets.every(mayAct)) throw new AppError('FORBIDDEN', rules.refusals.role);
  const status = submittedReviewStatus(application);
  const roles = rolesFrom[status];
  if (!roles) {
    throw new AppError('CONFLICT', CLOSED.includes(status) ? reviewMessages.reviewClosed : rules.refusals.status);
  }
  if (!mayAct(roles)) throw new AppError('FORBIDDEN', rules.refusals.role);
  const refusal = rules.fourEyes?.(application, staff.username);
  if (refusal) throw new AppError('FORBIDDEN', refusal);
  // One of the row's `from`: it has roles for it.
  return status as From;
}
