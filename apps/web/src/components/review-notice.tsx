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
  return (
    <List size="sm" spacing={4}>
      {reasons.map(({ section, reason }) => (
        <List.Item key={section}>
          <Text span fw={700} size="sm">{`${section}: `}</Text>
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
  if (review.status !== 'Completed') return null;
  if (review.reviewStatus !== 'Returned') return <CompletedNotice />;
  return (
    <ReturnedAlert title={REVIEW_STATUS_WORDS.Returned}>
      <Text size="sm" mb="xs">
        {`The branch asks you to change these parts. Only they can be changed now; the rest stays as you submitted it. When you have saved them, ${resubmitWhere}.`}
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
  if (review.status !== 'Completed' || review.reviewStatus !== 'Returned') return null;
  const reasons = returnReasonsOf(review.returnReasons, parts);
  if (reasons.length === 0) {
    return (
      <Text size="sm" c="gray.7">
        The branch did not return this part, so it stays as you submitted it.
      </Text>
    );
  }
  return (
    <ReturnedAlert title="The branch asks you to change this">
      <ReturnReasonList reasons={reasons} />
    </ReturnedAlert>
  );
}
