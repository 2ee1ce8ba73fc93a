import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import { DEFAULT_LANGUAGE } from '@portal/domain';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import { installHistoryGuard } from './lib/history-guard';
import { preferredLanguage, switchLanguage } from './lib/i18n';
import { portalConfigQueryOptions } from './lib/portal-config';
import { createQueryClient } from './lib/query-client';

const queryClient = createQueryClient();
// Started before the first render so the OTP length and bank name are ready when the screens need them.
void queryClient.prefetchQuery(portalConfigQueryOptions);

// Before the router: a screen with unsaved changes must see the browser's Back before the router does.
installHistoryGuard();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element');

function render(root: HTMLElement) {
  const reactRoot = createRoot(root);
  // As a transition the first render yields to the browser every few milliseconds instead of holding
  // the main thread for the whole tree (decision 034: a slow phone's total blocking time); index.html's
  // static first paint stays on screen until it is done.
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <Providers queryClient={queryClient}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </Providers>
      </StrictMode>,
    ),
  );
}

// A Marathi or Hindi reader keeps index.html's static first paint until their texts are here, rather
// than reading English first; English is in the bundle and renders at once.
const language = preferredLanguage();
if (language === DEFAULT_LANGUAGE) render(rootElement);
else
  void switchLanguage(language).then(
    () => render(rootElement),
    () => render(rootElement),
  );
