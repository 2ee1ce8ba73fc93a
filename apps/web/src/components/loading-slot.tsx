import { Center, Loader } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A spinner that says what is loading ("Loading the nomination"), to a screen reader too. */
export function LoadingIndicator({ what }: { what: string }) {
  const { t } = useTranslation();
  return (
    <Center py="lg">
      <Loader role="status" aria-label={t('common.loading', { what })} />
    </Center>
  );
}

/** Where a component loaded on first render (lazyComponent) shows: the loading indicator until it is here. */
export function LoadingSlot({ what, children }: { what: string; children: ReactNode }) {
  return <Suspense fallback={<LoadingIndicator what={what} />}>{children}</Suspense>;
}
