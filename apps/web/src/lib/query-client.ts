import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-client';
import { isStaleVersionError } from './server-errors';
import { showErrorToast } from './toasts';

interface PortalMeta extends Record<string, unknown> {
  /** false when the caller shows its own message (e.g. VerifyOTP's returnMessage). */
  errorToast?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: PortalMeta;
    mutationMeta: PortalMeta;
  }
}

export function getErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.responseMessage;
  return NETWORK_ERROR_MESSAGE;
}

function toastUnlessHandled(error: unknown, meta: PortalMeta | undefined): void {
  // A stale version is shown in the form, with its Reload action (StaleVersionAlert).
  if (meta?.errorToast === false || isStaleVersionError(error)) return;
  showErrorToast(getErrorMessage(error));
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
