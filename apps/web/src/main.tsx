import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import { installHistoryGuard } from './lib/history-guard';
import { portalConfigQueryOptions } from './lib/portal-config';
import { createQueryClient } from './lib/query-client';

const queryClient = createQueryClient();
// Started before the first render so the OTP length and bank name are ready when the screens need them.
void queryClient.prefetchQuery(portalConfigQueryOptions);

// Before the router: a screen with unsaved changes must see the browser's Back before the router does.
installHistoryGuard();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>,
);
