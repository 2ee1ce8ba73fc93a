import { callRoutes, type ConsentRequestResponse, type Language } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError, call } from '@/lib/api-client';

/** The request of one link, in each language read; an answer invalidates all of them. */
export const consentRequestKeys = {
  link: (token: string) => ['consent-request', token] as const,
  inLanguage: (token: string, language: Language) => [...consentRequestKeys.link(token), language] as const,
};

export function getConsentRequest(
  token: string,
  language: Language,
  signal?: AbortSignal,
): Promise<ConsentRequestResponse> {
  return call(callRoutes.GetConsentRequest, { Token: token, Language: language }, { signal });
}

/**
 * What the holder of the link is asked to agree to, in the language shown (the server words the
 * declaration in it, so a change of language reads it again). A refusal is the page's own message.
 */
export function useConsentRequest(token: string, language: Language) {
  return useQuery({
    queryKey: consentRequestKeys.inLanguage(token, language),
    queryFn: ({ signal }) => getConsentRequest(token, language, signal),
    // The previous language's page stays while the next one's is read.
    placeholderData: (previous) => previous,
    meta: { errorToast: false },
  });
}

/** The link is unknown, expired, replaced or altered, or its application submitted: the server says 404. */
export function isLinkGone(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
