import { Anchor, Box, Button, Group, Menu, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUser } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { PageMain } from './page-main';
import { LanguageSwitcher } from '@/components/language-switcher';
import { useLogout } from '@/lib/logout';
import { PRODUCT_NAME, usePortalConfig } from '@/lib/portal-config';
import { getStoredValue } from '@/lib/storage';

/** The staff's pages; an application's page (/CustomerList/:id) counts as the list's. */
const STAFF_PAGES = [
  { to: '/ToDo', label: 'To do' },
  { to: '/CustomerList', label: 'Customer List' },
  { to: '/FollowUp', label: 'Follow-up' },
] as const;

function StaffNavigation() {
  const { pathname } = useLocation();
  return (
    <Group component="nav" aria-label="Staff pages" gap="lg" maw={1200} mx="auto" mt="xs">
      {STAFF_PAGES.map((page) => {
        const current = pathname === page.to || pathname.startsWith(`${page.to}/`);
        return (
          <Anchor
            key={page.to}
            component={Link}
            to={page.to}
            c="white"
            size="sm"
            fw={current ? 700 : 500}
            underline={current ? 'always' : 'hover'}
            aria-current={current ? 'page' : undefined}
            style={{ textUnderlineOffset: 4 }}
          >
            {page.label}
          </Anchor>
        );
      })}
    </Group>
  );
}

export function StaffLayout() {
  const { logout } = useLogout('staff');
  const userName = getStoredValue('userName') ?? '';
  const bankName = usePortalConfig().data?.bankName ?? '';

  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box component="header" bg="blue.9" c="white" px="md" py="sm">
        {/* On a phone the language select and the account menu go under the product name. */}
        <Group justify="space-between" wrap="wrap" maw={1200} mx="auto">
          <Stack gap={0} style={{ minWidth: 0, flex: '1 1 12rem' }}>
            <Text fw={700} size="lg" lh={1.2}>
              {PRODUCT_NAME}
            </Text>
            {/* Whose back office this is, as the customer's header and the sign-in page name it. */}
            {bankName && (
              <Text size="sm" lh={1.3}>
                {bankName}
              </Text>
            )}
          </Stack>
          <Group gap="sm" wrap="nowrap" align="flex-end" style={{ flexShrink: 0 }}>
            <LanguageSwitcher variant="on-dark" />
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button
                  variant="white"
                  color="blue"
                  leftSection={<IconUser size={18} aria-hidden />}
                  rightSection={<IconChevronDown size={16} aria-hidden />}
                  aria-label={`Signed in as ${userName}: account menu`}
                  style={{ flexShrink: 0 }}
                >
                  {userName}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void logout()}>
                  Logout
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
        <StaffNavigation />
      </Box>
      <PageMain />
    </Box>
  );
}
