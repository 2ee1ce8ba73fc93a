import { ActionIcon, Box, Group, Text, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface SignInHeaderProps {
  bankName: string | undefined;
  title: string;
  intro: string;
}

/** The head of the bare sign-in pages: bank name, page title, a line of guidance and the home icon. */
export function SignInHeader({ bankName, title, intro }: SignInHeaderProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap">
      <Box>
        {bankName && <Text fw={600}>{bankName}</Text>}
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text>{intro}</Text>
      </Box>
      <ActionIcon component={Link} to="/" variant="subtle" size="lg" aria-label={t('common.home')}>
        <IconHome size={22} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
