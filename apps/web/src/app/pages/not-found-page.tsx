import { Anchor, Stack, Title } from '@mantine/core';
import { messages } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { translateMessage } from '@/lib/i18n';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack align="center" ta="center" py="xl">
      <Title order={1} size="h3">
        {translateMessage(messages.notFound)}
      </Title>
      <Anchor component={Link} to="/">
        {t('common.backToHome')}
      </Anchor>
    </Stack>
  );
}
