import { Alert, Button, Center, Group, Loader, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

interface QueryContentProps<Data> {
  query: UseQueryResult<Data>;
  /** What is loading, in words that follow "Loading" (e.g. 'your applications', 'the FD details'). */
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
  if (query.isPending || (fresh && query.isFetching && !query.isFetchedAfterMount)) {
    return (
      <Center py="lg">
        <Loader role="status" aria-label={`Loading ${label}`} />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" title={`${label.charAt(0).toUpperCase()}${label.slice(1)} could not be loaded`}>
        <Text size="sm">Please try again.</Text>
        <Group gap="xs" mt="xs">
          <Button size="xs" variant="outline" color="red" onClick={() => void query.refetch()}>
            Try again
          </Button>
          {failureActions}
        </Group>
      </Alert>
    );
  }
  return <>{children(query.data)}</>;
}
