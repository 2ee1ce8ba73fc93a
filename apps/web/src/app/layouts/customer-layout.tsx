import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageMain } from './page-main';
import { ConfirmationModal } from '@/components/confirmation-modal';
import { LanguageSwitcher } from '@/components/language-switcher';
import { SiteFooter } from '@/components/site-footer';
import { useLogout } from '@/lib/logout';
import { usePortalConfig } from '@/lib/portal-config';
import { useBranchUser } from '@/lib/branch-user';
import { hasUnsavedChanges } from '@/lib/unsaved-changes';

export function CustomerLayout() {
  const { t } = useTranslation();
  const { data: config } = usePortalConfig();
  const { logout, loggingOut } = useLogout('customer');
  const bankName = config?.bankName ?? '';
  const branchUser = useBranchUser();
  // Logout clears everything on this device: typing not yet saved is asked about first.
  const [askingToLeave, setAskingToLeave] = useState(false);
  function requestLogout() {
    if (hasUnsavedChanges()) setAskingToLeave(true);
    else void logout();
  }

  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box component="header" bg="blue.9" c="white" px="md" py="sm">
        {/* On a phone the language and Logout go under the names, which then keep the whole width. */}
        <Group justify="space-between" wrap="wrap" maw={1200} mx="auto">
          <Stack gap={0} style={{ minWidth: 0, flex: '1 1 12rem' }}>
            <Text fw={700} size="lg" lh={1.2}>
              {t('product.name')}
            </Text>
            {bankName && (
              <Text size="sm" lh={1.3}>
                {bankName}
              </Text>
            )}
            {branchUser && (
              <Text size="sm" lh={1.3}>
                {t('common.branchUser', { userName: branchUser.userName })}
              </Text>
            )}
          </Stack>
          <Group gap="sm" wrap="nowrap" align="flex-end" style={{ flexShrink: 0 }}>
            <LanguageSwitcher variant="on-dark" />
            <Button
              variant="white"
              color="blue"
              leftSection={<IconLogout size={18} aria-hidden />}
              onClick={requestLogout}
              loading={loggingOut}
            >
              {t('common.logout')}
            </Button>
          </Group>
        </Group>
      </Box>
      <PageMain />
      <SiteFooter bankName={bankName} />
      <ConfirmationModal
        opened={askingToLeave}
        title={t('unsavedLogout.title')}
        message={t('unsavedLogout.message')}
        confirmLabel={t('unsavedLogout.confirm')}
        cancelLabel={t('unsavedLogout.stay')}
        onCancel={() => setAskingToLeave(false)}
        onConfirm={() => {
          setAskingToLeave(false);
          void logout();
        }}
      />
    </Box>
  );
}
