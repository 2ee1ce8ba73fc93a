import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { cssVariablesResolver, theme } from './theme';

const ToastContainer = lazy(() => import('./toast-container').then((m) => ({ default: m.ToastContainer })));

/**
 * The toasts' container (Mantine's Notifications, its transitions and portal: about 8 KB gzipped) loads
 * with the first toast, not with the page: /login stays inside its JavaScript budget (DESIGN.md §8).
 * Toasts shown before it arrives wait in Mantine's store and appear when it mounts.
 */
function Toasts() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}

interface ProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns off Mantine transitions and portals so component tests see the DOM at once. */
  env?: 'default' | 'test';
}

export function Providers({ queryClient, children, env = 'default' }: ProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" env={env}>
        <Toasts />
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
