import { Center, Loader } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';

/** Where a component loaded on first render (lazyComponent) shows: a loader named `label` while it loads. */
export function LoadingSlot({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Center mih="8rem">
          <Loader role="status" aria-label={label} />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}
