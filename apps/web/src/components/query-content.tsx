import { Alert, Button, Center, Group, Loader, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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

/** A spinner while a read is on its way, a retry when it failed, and the content once it is there. */
export function QueryContent<Data>({ query, label, failureActions, fresh = false, children }: QueryContentProps<Data>) {
  const { t } = useTranslation();
  if (query.isPending || (fresh && query.isFetching && !query.isFetchedAfterMount)) {
    return (
      <Center py="lg">
        <Loader role="status" aria-label={t('common.loading', { what: label })} />
      </Center>
    );
  }
  if (query.isError) {
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
  return <>{children(query.data)}</>;
}
