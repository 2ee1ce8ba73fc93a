import { Alert, Button, Group, Text } from '@mantine/core';
import { messages } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/lib/i18n';

/**
 * A save refused because the section or step was saved elsewhere after this form was opened (409,
 * docs/decisions/018). What was typed stays in the form until the person chooses Reload.
 */
export function StaleVersionAlert({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert" title={t('form.changedElsewhere')}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">{translateMessage(messages.staleVersion)}</Text>
        <Button size="xs" onClick={onReload}>
          {t('form.reload')}
        </Button>
      </Group>
    </Alert>
  );
}
