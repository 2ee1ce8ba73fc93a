import { Stack, Text } from '@mantine/core';
import { REVIEW_STATUS_WORDS, type ApplicationListItem } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { ReturnReasonList, ReturnedAlert } from '@/components/review-notice';
import { translateMessage } from '@/lib/i18n';

/**
 * Above the list: each application the branch returned, with its reasons, so the customer reads what
 * to change before opening it (the row's Make changes opens it).
 */
export function ReturnedApplications({ rows }: { rows: readonly ApplicationListItem[] }) {
  const { t } = useTranslation();
  const returned = rows.filter((row) => row.reviewStatus === 'Returned');
  if (returned.length === 0) return null;
  return (
    <Stack gap="sm">
      {returned.map((row) => (
        <ReturnedAlert
          key={row.id}
          title={t('status.returnedTitle', {
            referenceNo: row.referenceNo,
            status: translateMessage(REVIEW_STATUS_WORDS.Returned),
          })}
        >
          <Text size="sm" mb="xs">
            {t('status.returnedHelp')}
          </Text>
          <ReturnReasonList reasons={row.returnReasons} />
        </ReturnedAlert>
      ))}
    </Stack>
  );
}
