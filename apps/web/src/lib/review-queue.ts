import { callRoutes, type ReviewQueueRecord } from '@portal/domain';
import { useMutation, useQueryClient, useQuery } from '@tanstack/react-query';
import { call } from './api-client';
import { getStoredValue } from './storage';

/**
 * The review work queue, "To do" (docs/decisions/043): read by the To do page and by an application's
 * "Next application", so it lives here rather than in either feature.
 */
export const REVIEW_QUEUE_KEY = ['review-queue'] as const;

/** The branch whose queue a staff member works by default: their own; every branch ('') for an admin. */
export function ownQueueBranch(): string {
  return getStoredValue('isAdmin') === 'true' ? '' : (getStoredValue('branchCode') ?? '');
}

/** GetReviewQueue, read again each time a page that shows it opens (another clerk may have taken one). */
export function useReviewQueue(branchCode: string, enabled = true) {
  return useQuery({
    queryKey: [...REVIEW_QUEUE_KEY, branchCode],
    queryFn: ({ signal }) => call(callRoutes.GetReviewQueue, { BranchCode: branchCode }, { signal }),
    refetchOnMount: 'always',
    enabled,
  });
}

/**
 * TakeApplication or ReleaseApplication; the queue is read again after either, a refusal too (a 409
 * means someone else took it meanwhile, and the row then shows who).
 */
export function useAssignment(kind: 'take' | 'release') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (registrationId: number) =>
      call(kind === 'take' ? callRoutes.TakeApplication : callRoutes.ReleaseApplication, {
        RegistrationId: registrationId,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: REVIEW_QUEUE_KEY }),
  });
}

/**
 * The application "Next application" opens after `currentId`: the first the caller has taken (their
 * work in hand, in the queue's order), else the next free one after the current one in the queue's
 * order (the first free one when the current one has left the queue, just verified or returned).
 * Undefined when nothing is left.
 */
export function nextInQueue(
  records: readonly ReviewQueueRecord[],
  currentId: number,
  userName: string,
): ReviewQueueRecord | undefined {
  const others = records.filter((record) => record.id !== currentId);
  const mine = others.find((record) => record.assignedTo === userName);
  if (mine) return mine;
  const position = records.findIndex((record) => record.id === currentId);
  return records.slice(position + 1).find((record) => record.assignedTo === null);
}
