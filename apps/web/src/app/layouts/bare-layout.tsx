import { Box, Group } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LanguageSwitcher } from '@/components/language-switcher';
import { SignInSkeleton } from '@/components/sign-in-skeleton';

/** /login and /BranchLogin: no banner and no footer (portal.md §2); the language is chosen before sign-in. */
export function BareLayout() {
  return (
    <Box maw={480} mx="auto" px="md" pt="xs">
      <Group component="header" justify="flex-end">
        <LanguageSwitcher />
      </Group>
      <Box component="main" pb="xl">
        <Suspense fallback={<SignInSkeleton />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
