import { callRoutes, type SubmitAccountResponse } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError, call, type FieldError } from './api-client';
import { useBranchUser, type BranchUser } from './branch-user';
import { clearRegistrationSelection } from './storage';

/** The success page of one submitted application: its id is in the URL, so a reload reads it again. */
export function successPath(registrationId: number): string {
  return `/success/${registrationId}`;
}

/**
 * The final submit (portal.md §4, holder-wizards.md §4 step 8): POST /api/Registration/SubmitAccount.
 * Nothing downloads by itself any more (decision 019: a silent download goes unnoticed on a phone): the
 * success page offers 'Download PDF' and Share, and reads the reference number from the server.
 *
 * On the branch host (portal.md §1) the signed-in branch user's name is sent as branchUserName; the
 * server vouches for it with that user's own session cookie (decisions 012 and 017).
 */
export async function submitApplication(
  registrationId: number,
  branchUser: BranchUser | null = null,
): Promise<SubmitAccountResponse> {
  return call(callRoutes.SubmitAccount, {
    RegistrationId: registrationId,
    branchUserName: branchUser?.userName ?? null,
  });
}

/** What a refused (incomplete) submit says is still missing: one entry a section or holder step. */
export function missingForSubmit(error: unknown): FieldError[] {
  return error instanceof ApiError && error.status === 400 ? error.errors : [];
}

interface SubmitOptions {
  /** The page shows what is left as the next steps (holder 1's last step): no toast for a refusal. */
  refusalAsProgress?: boolean;
  /** After a refusal for what is missing, e.g. to read again the list of what is left. */
  onRefused?: () => void;
}

/**
 * The final submit for a page: on success to /success/{registrationId}; refused, the Error toast has
 * the server's message and `missing` lists what is still to be done (see SubmitOptions). The
 * customer stays signed in; only the finished application stops being the one the wizard pages work on.
 */
export function useSubmitApplication({ refusalAsProgress = false, onRefused }: SubmitOptions = {}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const branchUser = useBranchUser();
  const mutation = useMutation({
    mutationFn: (registrationId: number) => submitApplication(registrationId, branchUser),
    onSuccess: (_answer, registrationId) => {
      // The application is Completed now: whatever was read of it (the Status list too) is out of date,
      // and is read again where it is next shown.
      void queryClient.invalidateQueries({ refetchType: 'none' });
      clearRegistrationSelection();
      void navigate(successPath(registrationId));
    },
    onError: (error) => {
      if (missingForSubmit(error).length > 0) onRefused?.();
    },
    meta: { errorToast: (error) => !(refusalAsProgress && missingForSubmit(error).length > 0) },
  });
  return {
    submit: (registrationId: number) => mutation.mutate(registrationId),
    isPending: mutation.isPending,
    missing: missingForSubmit(mutation.error),
  };
}
