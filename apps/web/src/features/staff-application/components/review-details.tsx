import { Paper, Stack, Title } from '@mantine/core';
import type { GetApplicationResponse } from '@portal/domain';
import { formatDateTime } from '@/lib/format-date';
import type { LabelledValue } from '@/components/value-list';
import { ValueList } from '@/components/value-list';

function byOn(by: string | null, at: string | null): string {
  if (by === null) return '';
  return at === null ? by : `${by} on ${formatDateTime(at)}`;
}

/** The decision an admin reopened, in words: who decided it and when, and its account number or reason. */
function reopenedDecision(reopened: GetApplicationResponse['review']['reopened']): string {
  if (reopened === null) return '';
  const { decision } = reopened;
  const byWhom = byOn(decision.by, decision.at);
  const what = decision.status === 'Approved' ? decision.accountNumber : decision.rejectionReason;
  return [`${decision.status}${byWhom === '' ? '' : ` by ${byWhom}`}`, what].filter(Boolean).join(': ');
}

/**
 * The review's facts as staff read them (decision 028): each step taken, by whom and when, and what it
 * recorded. A step not taken yet is left out rather than shown empty.
 */
export function reviewValues({ review, documents }: GetApplicationResponse): LabelledValue[] {
  const returned = review.reviewStatus === 'Returned';
  const values: LabelledValue[] = [
    { label: 'Review status', value: review.reviewStatus ?? '' },
    { label: 'Verified by', value: byOn(review.verifiedBy, review.verifiedAt) },
    {
      label: 'Originals seen',
      value: review.verifiedBy === null ? '' : `${review.originalsSeen.length} of ${documents.length} documents`,
    },
    { label: 'Remarks', value: review.remarks },
    { label: 'Approved by', value: byOn(review.approvedBy, review.approvedAt) },
    { label: 'Account Number', value: review.accountNumber ?? '' },
    { label: 'Rejected by', value: byOn(review.rejectedBy, review.rejectedAt) },
    { label: 'Rejection reason', value: review.rejectionReason ?? '' },
    // The last correction (docs/decisions/044): who reopened which decision, and why.
    { label: 'Reopened by', value: byOn(review.reopened?.by ?? null, review.reopened?.at ?? null) },
    { label: 'Decision reopened', value: reopenedDecision(review.reopened) },
    { label: 'Reopen reason', value: review.reopened?.reason ?? '' },
    // Kept after the resubmit, so the clerk verifying again knows what was asked for.
    { label: returned ? 'Returned by' : 'Last returned by', value: byOn(review.returnedBy, review.returnedAt) },
  ];
  return values.filter((entry) => entry.value !== '');
}

/** The 'Review' card of a submitted application: nothing for a draft, which has no review yet. */
export function ReviewDetails({ answer }: { answer: GetApplicationResponse }) {
  const { review } = answer;
  if (review.reviewStatus === null) return null;
  const reasons = review.returnReasons.map((entry) => ({ label: entry.section, value: entry.reason }));
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="review-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="review-heading">
          Review
        </Title>
        <ValueList values={reviewValues(answer)} />
        {reasons.length > 0 && (
          <section aria-labelledby="return-reasons-heading">
            <Title order={3} size="h5" id="return-reasons-heading" mb="xs">
              {review.reviewStatus === 'Returned' ? 'Return reasons' : 'Last return reasons'}
            </Title>
            <ValueList values={reasons} />
          </section>
        )}
      </Stack>
    </Paper>
  );
}
