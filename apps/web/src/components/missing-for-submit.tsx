import { Alert, List, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FieldError } from '../lib/api-client';

interface MissingForSubmitProps {
  /** What a refused submit named: one entry a hub section or holder step. */
  items: FieldError[];
  /** A way to where the missing parts are done (e.g. back to the hub). */
  children?: ReactNode;
}

/** After a refused final submit: each part of the application that is still to be done. */
export function MissingForSubmit({ items, children }: MissingForSubmitProps) {
  if (items.length === 0) return null;
  return (
    <Alert color="red" title="The application cannot be submitted yet" role="alert">
      <Stack gap="xs" align="flex-start">
        <List size="sm" spacing={4}>
          {items.map((item) => (
            <List.Item key={`${item.field}:${item.message}`}>{item.message}</List.Item>
          ))}
        </List>
        {children}
      </Stack>
    </Alert>
  );
}
