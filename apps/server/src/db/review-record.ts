import type { InferResult } from 'kysely';
import type { ReviewStatus } from '@portal/domain';
import type { Database } from './client.js';

/**
 * An application (`r`) with what its branch review (`ar`) has recorded: who verified, decided and
 * returned it, as the staff's read and the PDF's office box show it. The columns are null before the
 * review's first step.
 */
export function selectReviewRecord(db: Database, registrationId: number) {
  return db
    .selectFrom('registrations as r')
    .leftJoin('application_reviews as ar', 'ar.registration_id', 'r.id')
    .select(['ar.verified_by', 'ar.verified_at'])
    .select(['ar.decided_by', 'ar.decided_at', 'ar.account_number', 'ar.rejection_reason'])
    .select(['ar.returned_by', 'ar.returned_at', 'ar.return_reasons'])
    .where('r.id', '=', registrationId);
}

/**
 * The review record as both read it: a decision counts only while `reviewStatus` is that decision
 * (a reopened one shows as neither approval nor rejection); the last return stays, for the record.
 */
export function reviewRecordOf(
  reviewStatus: ReviewStatus | null,
  row: InferResult<ReturnType<typeof selectReviewRecord>>[number],
) {
  const approved = reviewStatus === 'Approved';
  const rejected = reviewStatus === 'Rejected';
  return {
    verifiedBy: row.verified_by,
    verifiedAt: row.verified_at,
    approvedBy: approved ? row.decided_by : null,
    approvedAt: approved ? row.decided_at : null,
    accountNumber: approved ? row.account_number : null,
    rejectedBy: rejected ? row.decided_by : null,
    rejectedAt: rejected ? row.decided_at : null,
    rejectionReason: rejected ? row.rejection_reason : null,
    returnedBy: row.returned_by,
    returnedAt: row.returned_at,
    returnReasons: row.return_reasons ?? [],
  };
}
