import { callRoutes, type SavedResponse } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './api-client';
import { SAVE_ERROR_TOAST } from './server-errors';
import { showInfoToast } from './toasts';

/** What one holder's wizard works on: the application and the holder. */
export interface HolderKey {
  registrationId: number;
  registrationHolderId: number;
}

const application = (registrationId: number) => ({ RegistrationId: registrationId });

/**
 * The reads that name only the application, by the last part of their query key: the hub's sections,
 * its holder list and what is left before Submit, which the holder wizards read too. The key and the
 * call stand together, so two features can never read one key with different calls.
 */
const APPLICATION_READS = {
  details: (registrationId: number, signal?: AbortSignal) =>
    call(callRoutes.GetRegistrationDetails, application(registrationId), { signal }),
  holders: async (registrationId: number, signal?: AbortSignal) =>
    (await call(callRoutes.GetCustomerAccountHolderList, application(registrationId), { signal })).data,
  progress: (registrationId: number, signal?: AbortSignal) =>
    call(callRoutes.GetApplicationProgress, application(registrationId), { signal }),
  // Each holder's own agreement, which a save of what they agreed to makes outdated.
  consent: async (registrationId: number, signal?: AbortSignal) =>
    (await call(callRoutes.GetConsentStatus, application(registrationId), { signal, audience: 'customer' })).data,
  // The hub's section and holder 1's step 7 are two views of this one record.
  nominees: (registrationId: number, signal?: AbortSignal) =>
    call(callRoutes.GetNominees, application(registrationId), { signal, audience: 'customer' }),
  'techno-products': (registrationId: number, signal?: AbortSignal) =>
    call(callRoutes.GetCustomerTechnoProductsDetails, application(registrationId), { signal }),
  'account-operations': (registrationId: number, signal?: AbortSignal) =>
    call(callRoutes.GetCustomerAccountOperationsDetails, application(registrationId), { signal }),
  fd: (registrationId: number, signal?: AbortSignal) =>
    call(callRoutes.GetFDDetails, application(registrationId), { signal }),
  // The spec reads the RD details as a list and uses its first item; there is none before the first save.
  rd: async (registrationId: number, signal?: AbortSignal) =>
    (await call(callRoutes.GetRDDetails, application(registrationId), { signal })).data[0] ?? null,
};

/** A read of the application by the last part of its key ('details', 'holders', 'fd', …). */
export type ApplicationPart = keyof typeof APPLICATION_READS;
/** What a read answers. */
export type ApplicationRead<Part extends ApplicationPart> = Awaited<ReturnType<(typeof APPLICATION_READS)[Part]>>;

/**
 * Every query key of an application, in one place. Each read of one application starts with
 * `all(registrationId)`, so a holder's step save can mark them all stale at once.
 */
export const registrationKeys = {
  all: (registrationId: number) => ['registration', registrationId] as const,
  part: (registrationId: number, part: ApplicationPart) => [...registrationKeys.all(registrationId), part] as const,
  progress: (registrationId: number) => registrationKeys.part(registrationId, 'progress'),
  /** One holder's steps as saved (GetFirstAccountHolderDetails or GetOtherHolderDetails). */
  holder: ({ registrationId, registrationHolderId }: HolderKey) =>
    [...registrationKeys.all(registrationId), 'holder', registrationHolderId] as const,
  /** The applications of one mobile number (/Status). */
  list: (mobileNo: string) => ['customer-account-list', mobileNo] as const,
  /** A Completed application as /success reads it, and its PDF. */
  submitted: (registrationId: number) => ['submitted-application', registrationId] as const,
  pdf: (registrationId: number) => ['registration-pdf', registrationId] as const,
};

/**
 * A read of one application; `enabled` is false while there is nothing to read (no application yet);
 * `refetchOnWindowFocus` for what changes elsewhere (a holder agreeing on their own phone).
 */
export function useRegistrationQuery<Part extends ApplicationPart>(
  registrationId: number,
  part: Part,
  { enabled = true, refetchOnWindowFocus = false }: { enabled?: boolean; refetchOnWindowFocus?: boolean } = {},
) {
  return useQuery({
    queryKey: registrationKeys.part(registrationId, part),
    queryFn: ({ signal }) => APPLICATION_READS[part](registrationId, signal) as Promise<ApplicationRead<Part>>,
    enabled,
    refetchOnWindowFocus,
  });
}

/**
 * What a save changes. A hub section: its own read and what is left before Submit are read again
 * (not waited for: the form stays open with what was typed, and other open sections are left alone).
 * A holder's step: every read of the application, waited for before the step moves on, so the next
 * step starts from what the server has (new proof rows get their POIId).
 */
export type SaveScope = { section: ApplicationPart } | 'holder-step';

/**
 * The save of a hub section or a wizard step: the Information toast with the server's message on
 * success (the Error toast is the query client's; a stale version is the form's Reload, not a toast)
 * and the reads the save changed marked stale. The form (FormShell) adds the version it started from.
 */
export function useRegistrationSave<Request extends object>(
  registrationId: number,
  scope: SaveScope,
  save: (request: Request) => Promise<SavedResponse>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    meta: SAVE_ERROR_TOAST,
    onSuccess: async (response) => {
      showInfoToast(response.responseMessage);
      if (scope === 'holder-step') {
        await queryClient.invalidateQueries({ queryKey: registrationKeys.all(registrationId) });
        return;
      }
      for (const queryKey of [
        registrationKeys.part(registrationId, scope.section),
        registrationKeys.progress(registrationId),
        // A section a holder agreed to (the nominees, the operations, the deposit) asks them again.
        registrationKeys.part(registrationId, 'consent'),
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
