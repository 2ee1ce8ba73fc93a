import { Alert } from '@mantine/core';
import { messages } from '@portal/domain';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/lib/i18n';

/** Shown above any page of a Completed application: it is read-only, on the page and on the server. */
export function CompletedNotice() {
  const { t } = useTranslation();
  return (
    <Alert color="blue" icon={<IconLock aria-hidden />} title={t('form.completedTitle')}>
      {translateMessage(messages.completedReadOnly)}
    </Alert>
  );
}
