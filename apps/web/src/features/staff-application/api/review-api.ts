import {
  callRoutes,
  type ApproveRequest,
  type RejectRequest,
  type ReopenRequest,
  type ReturnRequest,
  type VerifyRequest,
} from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/**
 * A review transition (decision 028) of the application on the page: after it, the page's read is
 * fetched again so the status, the history and the buttons follow. A refusal (403, 409) is the
 * query client's Error toast with the server's message.
 */
function useTransition<Request, Answer>(registrationId: number, send: (request: Request) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all(
        // The lists that show the status read it again too: To do, and the customer list on return.
        [['staff-application', registrationId], ['review-queue'], ['customer-list']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

export const useVerify = (registrationId: number) =>
  useTransition(registrationId, (request: VerifyRequest) => call(callRoutes.Verify, request));
export const useReturn = (registrationId: number) =>
  useTransition(registrationId, (request: ReturnRequest) => call(callRoutes.Return, request));
export const useApprove = (registrationId: number) =>
  useTransition(registrationId, (request: ApproveRequest) => call(callRoutes.Approve, request));
export const useReject = (registrationId: number) =>
  useTransition(registrationId, (request: RejectRequest) => call(callRoutes.Reject, request));
export const useReopen = (registrationId: number) =>
  useTransition(registrationId, (request: ReopenRequest) => call(callRoutes.Reopen, request));
