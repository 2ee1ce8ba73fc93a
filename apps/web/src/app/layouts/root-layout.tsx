import { Center, Loader } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import en from '@/locales/en.json';

/**
 * The spec's title rule: the first path segment, capitalised, then the product suffix. In Marathi and
 * Hindi a page's segment gives way to its name in the language (the address stays English); English
 * keeps the rule as the spec words it.
 */
export function getDocumentTitle(pathname: string, productName: string, pageName?: (segment: string) => string) {
  const segment = pathname.split('/').find(Boolean);
  if (!segment) return productName;
  const capitalised = `${segment.charAt(0).toUpperCase()}${segment.slice(1)}`;
  return `${pageName?.(capitalised) ?? capitalised} | ${productName}`;
}

type Page = keyof typeof en.product.pageTitles;
const isPage = (segment: string): segment is Page => Object.hasOwn(en.product.pageTitles, segment);

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
  // A segment of no page (a mistyped address) stays as it is.
  const title = getDocumentTitle(pathname, productName, (segment) =>
    isPage(segment) ? t(`product.pageTitles.${segment}`) : segment,
  );
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <Suspense fallback={<RouteLoading />}>
      <Outlet />
    </Suspense>
  );
}
