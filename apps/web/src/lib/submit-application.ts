import { messages, type SubmitAccountResponse } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError, requestJson, type FieldError } from './api-client';
import { downloadRegistrationPdf } from './registration-pdf';
import { useBranchUser, type BranchUser } from './branch-user';
import { STORAGE_KEYS } from './storage';
import { showErrorToast } from './toasts';

export const SUCCESS_PATH = '/success';

/**
 * The final submit (portal.md §4, holder-wizards.md §4 step 8): POST /api/Registration/SubmitAccount,
 * then ReferenceNo kept for /success and the application's PDF downloaded as `{referenceNo}.pdf`. A PDF
 * that cannot be fetched does not undo the submit: it is said in the Error toast and /Status offers it.
 *
 * On the branch host (portal.md §1) the signed-in branch user's name is sent as branchUserName; the
 * server vouches for it with that user's own session cookie (decisions 012 and 017).
 */
export async function submitApplication(
  registrationId: number,
  branchUser: BranchUser | null = null,
): Promise<SubmitAccountResponse> {
  const answer = await requestJson<SubmitAccountResponse>('/api/Registration/SubmitAccount', {
    audience: 'customer',
    body: { RegistrationId: registrationId, branchUserName: branchUser?.userName ?? null },
  });
  localStorage.setItem(STORAGE_KEYS.ReferenceNo, answer.referenceNo);
  try {
    await downloadRegistrationPdf({ registrationId, referenceNo: answer.referenceNo });
  } catch {
    showErrorToast(messages.pdfDownloadFailed);
  }
  return answer;
}

/** What a refused (incomplete) submit says is still missing: one entry a section or holder step. */
export function missingForSubmit(error: unknown): FieldError[] {
  return error instanceof ApiError && error.status === 400 ? error.errors : [];
}

/**
 * The final submit for a page: on success to /success; refused, the Error toast (the query client's)
 * has the server's message and `missing` lists what is still to be done.
 */
export function useSubmitApplication() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const branchUser = useBranchUser();
  const mutation = useMutation({
    mutationFn: (registrationId: number) => submitApplication(registrationId, branchUser),
    onSuccess: () => {
      // The application is Completed now: whatever was read of it is out of date. Nothing is read again
      // here: /success ends the session, so a read now would meet a 401.
      void queryClient.invalidateQueries({ refetchType: 'none' });
      void navigate(SUCCESS_PATH);
    },
  });
  return {
    submit: (registrationId: number) => mutation.mutate(registrationId),
    isPending: mutation.isPending,
    missing: missingForSubmit(mutation.error),
  };
}
