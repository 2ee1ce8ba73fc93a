import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** What a part of the page says when it has nothing to show. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}
