import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryContent } from '@/components/query-content';
import { ApplicationNotice, DRAFT_REVIEW, type ApplicationReview } from '@/components/review-notice';
import { useRegistrationQuery } from '@/lib/registration-queries';

interface ReviewLoaderProps {
  registrationId: number;
  /** The application's status, from the holder's details. */
  status: ApplicationReview['status'];
  children: (review: ApplicationReview) => ReactNode;
}

/**
 * The branch review of the holder's application, which decides the steps a submitted application
 * opens (only the returned ones, while Returned), with its notice above them. A draft has none, so
 * only a submitted one is read (the hub usually has it already).
 */
export function ReviewLoader({ registrationId, status, children }: ReviewLoaderProps) {
  const { t } = useTranslation();
  const submitted = status === 'Completed';
  const details = useRegistrationQuery(registrationId, 'details', { enabled: submitted });
  const withNotice = (review: ApplicationReview) => (
    <>
      <ApplicationNotice review={review} resubmitWhere={t('holderWizard.resubmitFromHub')} />
      {children(review)}
    </>
  );
  if (!submitted) return withNotice(DRAFT_REVIEW);
  return (
    <QueryContent query={details} label={t('holderWizard.branchReview')}>
      {withNotice}
    </QueryContent>
  );
}
