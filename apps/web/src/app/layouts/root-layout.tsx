import { Center, Loader } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';

/** The spec's title rule: the first path segment, capitalised, then the product suffix (in the language). */
export function getDocumentTitle(pathname: string, productName: string): string {
  const segment = pathname.split('/').find(Boolean);
  if (!segment) return productName;
  return `${segment.charAt(0).toUpperCase()}${segment.slice(1)} | ${productName}`;
}

export function RouteLoading() {
  const { t } = useTranslation();
  return (
    <Center mih="50vh">
      <Loader role="status" aria-label={t('common.loadingPage')} />
    </Center>
  );
}

export function RootLayout() {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const productName = t('product.name');
  useEffect(() => {
    document.title = getDocumentTitle(pathname, productName);
  }, [pathname, productName]);
  return (
    <Suspense fallback={<RouteLoading />}>
      <Outlet />
    </Suspense>
  );
}
