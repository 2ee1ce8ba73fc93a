import { Box } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { SignInSkeleton } from '@/components/sign-in-skeleton';

/** /login and /BranchLogin: no banner and no footer (portal.md §2). */
export function BareLayout() {
  return (
    <Box component="main" px="md" py="xl" maw={480} mx="auto">
      <Suspense fallback={<SignInSkeleton />}>
        <Outlet />
      </Suspense>
    </Box>
  );
}
