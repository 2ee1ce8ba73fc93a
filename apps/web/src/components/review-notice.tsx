import { Alert, List, Text } from '@mantine/core';
import {
  REVIEW_STATUS_WORDS,
  returnReasonsOf,
  type RegistrationDetails,
  type ReturnReason,
  type ReviewPart,
} from '@portal/domain';
import { IconArrowBackUp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/lib/i18n';
import { CompletedNotice } from './completed-notice';

/** What the customer's pages know of an application's branch review (GetRegistrationDetails). */
export type ApplicationReview = Pick<
  RegistrationDetails,
  'status' | 'reviewStatus' | 'returnReasons' | 'returnedParts'
>;

/** The review of an application still being filled in: nothing returned, everything open. */
export const DRAFT_REVIEW: ApplicationReview = {
  status: 'Partially Filled',
  reviewStatus: null,
  returnReasons: [],
  returnedParts: [],
};

/**
 * What the branch asks of a Returned application, on an orange tint: its title in the text colour,
 * since even Mantine's darkest orange falls short of the 4.5:1 AA contrast on the tint. A note rather
 * than an alert: it is there when the page opens, not news to interrupt a screen reader with.
 */
export function ReturnedAlert({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Alert
      color="orange"
      role="note"
      icon={<IconArrowBackUp aria-hidden />}
      title={title}
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      {children}
    </Alert>
  );
}

/** Each returned heading with the branch's reason, as the branch wrote it. */
export function ReturnReasonList({ reasons }: { reasons: readonly ReturnReason[] }) {
  // Renders again in a newly chosen language: the headings are catalogue messages when the domain has them.
  useTranslation();
  return (
    <List size="sm" spacing={4}>
      {reasons.map(({ section, reason }) => (
        <List.Item key={section}>
          <Text span fw={700} size="sm">{`${translateMessage(section)}: `}</Text>
          {reason}
        </List.Item>
      ))}
    </List>
  );
}

/**
 * Above the hub and the holder wizards of a submitted application: read-only, or while the branch
 * has it Returned, what the branch asks and that only those parts can be changed (docs/decisions/028).
 */
export function ApplicationNotice({ review, resubmitWhere }: { review: ApplicationReview; resubmitWhere: string }) {
  const { t } = useTranslation();
  if (review.status !== 'Completed') return null;
  if (review.reviewStatus !== 'Returned') return <CompletedNotice />;
  return (
    <ReturnedAlert title={translateMessage(REVIEW_STATUS_WORDS.Returned)}>
      <Text size="sm" mb="xs">
        {t('form.returnedIntro', { where: resubmitWhere })}
      </Text>
      <ReturnReasonList reasons={review.returnReasons} />
    </ReturnedAlert>
  );
}

/**
 * Beside a section's or a step's heading of a Returned application: the branch's reason when it is
 * one of the returned parts, else a short note of why it cannot be changed. Nothing otherwise.
 */
export function ReturnedPartNote({ review, parts }: { review: ApplicationReview; parts: readonly ReviewPart[] }) {
  const { t } = useTranslation();
  if (review.status !== 'Completed' || review.reviewStatus !== 'Returned') return null;
  const reasons = returnReasonsOf(review.returnReasons, parts);
  if (reasons.length === 0) {
    return (
      <Text size="sm" c="gray.7">
        {t('form.notReturned')}
      </Text>
    );
  }
  return (
    <ReturnedAlert title={t('form.changeThis')}>
      <ReturnReasonList reasons={reasons} />
    </ReturnedAlert>
  );
}
