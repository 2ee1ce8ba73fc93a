import { Alert, Button, Group, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { memo, useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from './loading-slot';

interface QueryContentProps<Data> {
  query: UseQueryResult<Data>;
  /** What is loading, in the chosen language (e.g. 'your applications', 'the FD details'). */
  label: string;
  /** More ways out beside Try again when the read failed. */
  failureActions?: ReactNode;
  /**
   * Wait for the read made on mount rather than show the cache: a form must start from what is on
   * record, and send back the version it started from (docs/decisions/018).
   */
  fresh?: boolean;
  children: (data: Data) => ReactNode;
}

interface ShownContentProps {
  data: unknown;
  /** The content of `data`. */
  render: () => ReactNode;
  /** A newer read is on its way to the screen: what shows `data` stays as it is until then. */
  stale: boolean;
}

/**
 * The content of a read. While a newer read is on its way (`stale`), the content of the read on
 * screen is not rendered again: the synchronous render a query's update starts then ends here, and
 * the newer read's content renders next as a deferred update, in slices that let the browser in
 * (a slow phone's total blocking time, docs/decisions/037).
 */
const ShownContent = memo(
  function ShownContent({ render }: ShownContentProps) {
    return <>{render()}</>;
  },
  (before, now) => now.stale && before.data === now.data,
);

/** A spinner while a read is on its way, a retry when it failed, and the content once it is there. */
export function QueryContent<Data>({ query, label, failureActions, fresh = false, children }: QueryContentProps<Data>) {
  const { t } = useTranslation();
  const state =
    query.isPending || (fresh && query.isFetching && !query.isFetchedAfterMount)
      ? 'waiting'
      : query.isError
        ? 'failed'
        : 'ready';
  // What the screen shows follows the query as a deferred update (React renders it interruptibly).
  const shownState = useDeferredValue(state);
  const shownData = useDeferredValue(query.data);
  if (shownState === 'waiting') return <LoadingIndicator what={label} />;
  if (shownState === 'failed') {
    return (
      <Alert
        color="red"
        title={t('common.couldNotLoad', { what: `${label.charAt(0).toUpperCase()}${label.slice(1)}` })}
      >
        <Text size="sm">{t('common.pleaseTryAgain')}</Text>
        <Group gap="xs" mt="xs">
          <Button size="xs" variant="outline" color="red" onClick={() => void query.refetch()}>
            {t('common.tryAgain')}
          </Button>
          {failureActions}
        </Group>
      </Alert>
    );
  }
  return (
    <ShownContent
      data={shownData}
      // Ready: the data of a successful read, deferred alongside the state that says so.
      render={() => children(shownData as Data)}
      stale={shownState !== state || shownData !== query.data}
    />
  );
}
