import { Box } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { RouteLoading } from './root-layout';

/** The page's own content under a signed-in layout's header: the route shown, a loader while it loads. */
export function PageMain() {
  return (
    <Box component="main" px="md" py="lg" maw={1200} w="100%" mx="auto" style={{ flex: 1 }}>
      <Suspense fallback={<RouteLoading />}>
        <Outlet />
      </Suspense>
    </Box>
  );
}
