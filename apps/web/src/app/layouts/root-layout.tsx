import { Center, Loader } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PRODUCT_NAME } from '@/lib/portal-config';

/** The spec's title rule: the first path segment, capitalised, then the product suffix. */
export function getDocumentTitle(pathname: string): string {
  const segment = pathname.split('/').find(Boolean);
  if (!segment) return PRODUCT_NAME;
  return `${segment.charAt(0).toUpperCase()}${segment.slice(1)} | ${PRODUCT_NAME}`;
}

export function RouteLoading() {
  return (
    <Center mih="50vh">
      <Loader role="status" aria-label="Loading page" />
    </Center>
  );
}

export function RootLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = getDocumentTitle(pathname);
  }, [pathname]);
  return (
    <Suspense fallback={<RouteLoading />}>
      <Outlet />
    </Suspense>
  );
}
