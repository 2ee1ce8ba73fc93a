import { render } from '@testing-library/react';
import { BrowserRouter, MemoryRouter, useLocation, type Location } from 'react-router';
import { onTestFinished, vi } from 'vitest';
import { contract } from '@portal/domain';
import { Providers } from '@/app/providers';
import { AppRoutes } from '@/app/router';
import { installHistoryGuard } from '@/lib/history-guard';
import { createQueryClient } from '@/lib/query-client';
import { answerOf, ContractMismatch } from '@/test/answer-of';

function LocationProbe({ onChange }: { onChange: (location: Location) => void }) {
  onChange(useLocation());
  return null;
}

/**
 * Renders the real route tree at `path`, as the browser would after navigating there. With
 * `history: 'browser'` the router is the app's own BrowserRouter over jsdom's window.history (the
 * browser's Back is `window.history.back()`); otherwise an in-memory router.
 */
export function renderApp(path: string, { history = 'memory' }: { history?: 'memory' | 'browser' } = {}) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const current: { location: Location | null } = { location: null };
  const probe = <LocationProbe onChange={(location) => (current.location = location)} />;
  if (history === 'browser') {
    // As main.tsx does, before the router listens.
    installHistoryGuard();
    window.history.replaceState(null, '', path);
  }
  const result = render(
    <Providers queryClient={queryClient} env="test">
      {history === 'browser' ? (
        <BrowserRouter>
          <AppRoutes />
          {probe}
        </BrowserRouter>
      ) : (
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          {probe}
        </MemoryRouter>
      )}
    </Providers>,
  );
  const router = {
    get location(): Location {
      if (!current.location) throw new Error('The router has not rendered');
      return current.location;
    },
  };
  return { ...result, router, queryClient };
}

export interface StubbedCall {
  method: string;
  /** Without the query string: handlers are found by method and path alone. */
  path: string;
  /** The query string's parameters ('' for none), as `language=mr`. */
  query: string;
  body: unknown;
  headers: Record<string, string>;
}

type StubAnswer = { status?: number; body: unknown };
type StubHandler = (call: StubbedCall) => StubAnswer | Promise<StubAnswer>;

export const portalConfig = answerOf(contract.PortalConfig, {
  responseCode: 'OK',
  responseMessage: 'OK',
  bankName: 'Demo Co-operative Bank',
  otpLength: 4,
  lanHostMarker: null,
  branchHostMarker: null,
  lanParentOrigin: null,
  depositInsurance: { insuredAmount: 500_000, officialLogo: false },
}).body;

/**
 * Replaces fetch with a table of "METHOD /path" handlers; the portal config is answered by default.
 * Unknown calls fail the test loudly instead of hanging.
 */
export function stubFetch(handlers: Record<string, StubHandler>) {
  const calls: StubbedCall[] = [];
  const all: Record<string, StubHandler> = { 'GET /api/Portal/Config': () => ({ body: portalConfig }), ...handlers };
  // The app shows a throwing handler as a network failure; an answer that does not match the contract
  // (answerOf) fails the test with its own message instead.
  const failures: ContractMismatch[] = [];
  onTestFinished(() => {
    if (failures.length > 0) throw failures[0];
  });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname + input.search : input.url;
    const [path = url, query = ''] = url.split('?');
    const method = init?.method ?? 'GET';
    const call: StubbedCall = {
      method,
      path,
      query,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const handler = all[`${method} ${path}`];
    if (!handler) throw new Error(`Unexpected call ${method} ${path}`);
    let answer: StubAnswer;
    try {
      answer = await handler(call);
    } catch (error) {
      if (error instanceof ContractMismatch) failures.push(error);
      throw error;
    }
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
