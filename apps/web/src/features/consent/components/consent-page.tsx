import { Alert, Box, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LanguageSwitcher } from '@/components/language-switcher';
import { QueryContent } from '@/components/query-content';
import { SiteFooter } from '@/components/site-footer';
import { currentLanguage } from '@/lib/i18n';
import { usePortalConfig } from '@/lib/portal-config';
import { isLinkGone, useConsentRequest } from '../api/get-consent-request';
import { ConsentView } from './consent-view';

/**
 * /Consent/:token: a holder opens the SMS link on their own phone, without signing in, reads what
 * they are asked to agree to (their own details, the nominees, the deposit, the declaration) in the
 * language they choose, and agrees with a one-time code or asks for changes (DESIGN.md §5, "Every
 * depositor agrees for themselves").
 */
export function ConsentPage() {
  const { t } = useTranslation();
  const token = useParams().token ?? '';
  const request = useConsentRequest(token, currentLanguage());
  const { data: config } = usePortalConfig();
  const bankName = config?.bankName ?? '';

  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box component="header" bg="blue.9" c="white" px="md" py="sm">
        <Group justify="space-between" align="center" wrap="wrap" maw={728} mx="auto">
          <Text fw={700} size="lg" lh={1.2} style={{ minWidth: 0, flex: '1 1 12rem' }}>
            {bankName}
          </Text>
          <LanguageSwitcher variant="on-dark" />
        </Group>
      </Box>
      <Box component="main" px="md" py="lg" maw={760} w="100%" mx="auto" style={{ flex: 1 }}>
        <Stack gap="lg">
          <Title order={1} size="h2">
            {t('consent.title')}
          </Title>
          {isLinkGone(request.error) ? (
            <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} c="red.9" role="alert">
              {t('consent.linkGone')}
            </Alert>
          ) : (
            <QueryContent query={request} label={t('consent.loading')}>
              {(view) => <ConsentView view={view} token={token} />}
            </QueryContent>
          )}
        </Stack>
      </Box>
      <SiteFooter bankName={bankName} />
    </Box>
  );
}
