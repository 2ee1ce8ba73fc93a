import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { i18n, translateMessage } from './i18n';
import { showErrorToast } from './toasts';

interface PortalMeta extends Record<string, unknown> {
  /**
   * false when the caller shows its own message (e.g. VerifyOTP's returnMessage); a function when it
   * shows some errors itself (a stale version in its form) and leaves the toast to the others.
   */
  errorToast?: boolean | ((error: unknown) => boolean);
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: PortalMeta;
    mutationMeta: PortalMeta;
  }
}

/** The server's message in the chosen language (by the key it sent), or that it could not be reached. */
export function getErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status !== 0) return translateMessage(error.responseMessage);
  return i18n.t('common.networkError');
}

function toastUnlessHandled(error: unknown, meta: PortalMeta | undefined): void {
  const toast = meta?.errorToast ?? true;
  if (typeof toast === 'function' ? toast(error) : toast) showErrorToast(getErrorMessage(error));
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => toastUnlessHandled(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => toastUnlessHandled(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        // Retrying a refused (4xx) call cannot succeed and would repeat the error toast.
        retry: (failureCount, error) => failureCount < 2 && (!(error instanceof ApiError) || error.status >= 500),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
