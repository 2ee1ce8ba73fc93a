import { z } from 'zod';
import { messages } from '../messages.js';
import type { StaffRole } from '../rules/staff-roles.js';
import { okResponseSchema } from './envelope.js';
import { idField } from './fields.js';
import { applicationIdentityFields } from './registration.js';
import { followUpListRequestSchema, REVIEW_ROLES, type ReviewStatus } from './review.js';

/**
 * The branch's review work queue, "To do" (docs/decisions/043-review-work-queue.md): the
 * applications waiting for the branch's next review step, oldest first by when they entered that
 * status, whatever their date, each with its age, due-by and who has taken it.
 */

/** The review statuses that wait for a step: Submitted for a clerk to verify, Verified for an officer to decide. */
export const QUEUE_STATUSES = ['Submitted', 'Verified'] as const satisfies readonly ReviewStatus[];
export type QueueStatus = (typeof QUEUE_STATUSES)[number];

/** Which of them wait for this role: a clerk's Submitted, an officer's Verified, an admin's both. */
export function queueStatusesOf(role: StaffRole): QueueStatus[] {
  return QUEUE_STATUSES.filter((status) =>
    (status === 'Submitted' ? REVIEW_ROLES.verify : REVIEW_ROLES.decide).some((allowed) => allowed === role),
  );
}

/** Most rows one answer carries, the oldest first. */
export const REVIEW_QUEUE_MAX_ROWS = 500;

/** POST /api/Review/GetReviewQueue: empty BranchCode is every branch (admins only), as in the customer list. */
export const getReviewQueueRequestSchema = z.strictObject({ BranchCode: followUpListRequestSchema.shape.BranchCode });
export type GetReviewQueueRequest = z.input<typeof getReviewQueueRequestSchema>;

export const reviewQueueRecordSchema = z.object({
  ...applicationIdentityFields(),
  branchCode: z.string(),
  reviewStatus: z.enum(QUEUE_STATUSES),
  /** When the application entered its review status (submitted, resubmitted, verified or reopened). */
  waitingSince: z.string(),
  /** Whole days since then. */
  ageDays: z.number().int(),
  /** waitingSince plus the bank's review time (REVIEW_DUE_DAYS). */
  dueBy: z.string(),
  overdue: z.boolean(),
  /** The staff member who has taken it for this step; null: free to take. */
  assignedTo: z.string().nullable(),
  assignedAt: z.string().nullable(),
});
export type ReviewQueueRecord = z.infer<typeof reviewQueueRecordSchema>;

export const getReviewQueueResponseSchema = okResponseSchema({
  data: z.array(reviewQueueRecordSchema),
  /** More waited than REVIEW_QUEUE_MAX_ROWS: the oldest are answered. */
  truncated: z.boolean(),
  /** Days an application may wait for a step before it is overdue (REVIEW_DUE_DAYS). */
  reviewDueDays: z.number().int(),
});
export type GetReviewQueueResponse = z.infer<typeof getReviewQueueResponseSchema>;

/** POST /api/Review/TakeApplication and /api/Review/ReleaseApplication. */
export const assignmentRequestSchema = z.strictObject({ RegistrationId: idField(messages.registrationRequired) });
export type AssignmentRequest = z.input<typeof assignmentRequestSchema>;

/** Who has the application now (null after a release). */
export const assignmentResponseSchema = okResponseSchema({
  registrationId: z.number().int(),
  assignedTo: z.string().nullable(),
  assignedAt: z.string().nullable(),
});
export type AssignmentResponse = z.infer<typeof assignmentResponseSchema>;
