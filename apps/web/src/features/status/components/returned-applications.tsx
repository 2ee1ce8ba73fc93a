import { Stack, Text } from '@mantine/core';
import { REVIEW_STATUS_WORDS, type ApplicationListItem } from '@portal/domain';
import { ReturnReasonList, ReturnedAlert } from '@/components/review-notice';

/**
 * Above the list: each application the branch returned, with its reasons, so the customer reads what
 * to change before opening it (the row's Make changes opens it).
 */
export function ReturnedApplications({ rows }: { rows: readonly ApplicationListItem[] }) {
  const returned = rows.filter((row) => row.reviewStatus === 'Returned');
  if (returned.length === 0) return null;
  return (
    <Stack gap="sm">
      {returned.map((row) => (
        <ReturnedAlert key={row.id} title={`Reference No. ${row.referenceNo}: ${REVIEW_STATUS_WORDS.Returned}`}>
          <Text size="sm" mb="xs">
            The branch asks you to change these parts. Select Make changes (the pencil button) below, save them and
            submit again.
          </Text>
          <ReturnReasonList reasons={row.returnReasons} />
        </ReturnedAlert>
      ))}
    </Stack>
  );
}
