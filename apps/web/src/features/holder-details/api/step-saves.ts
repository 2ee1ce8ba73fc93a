import {
  callRoutes,
  type AccountOperation,
  type RegistrationRequest,
  type UpdateAccountHolderStatusRequest,
  type UpdateAdditionalDetailsRequest,
  type UpdateFamilyDetailsRequest,
  type UpdateNomineesRequest,
  type UpdatePersonalDetailsRequest,
  type UpdateRelatedPersonRequest,
  type UpdateTechnoProductsRequest,
  type ValuesStep,
  type ValuesStepRequest,
} from '@portal/domain';
import { useRef } from 'react';
import { call } from '@/lib/api-client';
import { useRegistrationSave, type HolderKey } from '@/lib/registration-queries';

/*
 * The wizard steps' saves. Each marks every read of the application stale and waits for them before
 * the step moves on, so a step opened later starts from what the server has (new proof rows get their
 * POIId).
 */

/** POST /api/Registration/Registration: holder 1's personal details, photo, PAN and proofs (step 1). */
export const useSaveRegistration = (holder: HolderKey) =>
  useRegistrationSave(holder.registrationId, 'holder-step', (request: RegistrationRequest) =>
    call(callRoutes.Registration, request),
  );

/** A 400 names the fields as `registrationHolders.0.FirstName`; the form knows them as `FirstName`. */
export const REGISTRATION_FIELD_PREFIX = 'registrationHolders.0.';

/** POST /api/Registration/UpdatePersonalDetails: another holder's personal details, photo, PAN and proofs. */
export const useUpdatePersonalDetails = (holder: HolderKey) =>
  useRegistrationSave(holder.registrationId, 'holder-step', (request: UpdatePersonalDetailsRequest) =>
    call(callRoutes.UpdatePersonalDetails, request),
  );

/** A 400 names the fields as `objRegistrationHolders.FirstName`; the form knows them as `FirstName`. */
export const PERSONAL_DETAILS_FIELD_PREFIX = 'objRegistrationHolders.';

/** POST /api/Registration/UpdateFamilyDetails (step 2). */
export const useUpdateFamilyDetails = (holder: HolderKey) =>
  useRegistrationSave(holder.registrationId, 'holder-step', (request: UpdateFamilyDetailsRequest) =>
    call(callRoutes.UpdateFamilyDetails, request),
  );

/** POST /api/Registration/UpdateDetailOfRelatedPerson (step 3, a minor's guardian). */
export const useUpdateDetailOfRelatedPerson = (holder: HolderKey) =>
  useRegistrationSave(holder.registrationId, 'holder-step', (request: UpdateRelatedPersonRequest) =>
    call(callRoutes.UpdateDetailOfRelatedPerson, request),
  );

/** A values step's save, POST /api/Registration/<its call> (Form 60/61's UpdateFormNo60: step 4, without PAN). */
export const useValuesStepSave = (step: ValuesStep, holder: HolderKey) =>
  useRegistrationSave(holder.registrationId, 'holder-step', (request: ValuesStepRequest) =>
    call(callRoutes[step.call], request),
  );

/** POST /api/Registration/UpdateAdditionalDetails (step 5). */
export const useUpdateAdditionalDetails = (holder: HolderKey) =>
  useRegistrationSave(holder.registrationId, 'holder-step', (request: UpdateAdditionalDetailsRequest) =>
    call(callRoutes.UpdateAdditionalDetails, request),
  );

/** POST /api/Registration/UpdateTechnoProducts (step 6; one record per application, shared with the hub). */
export const useUpdateTechnoProducts = (holder: HolderKey) =>
  useRegistrationSave(holder.registrationId, 'holder-step', (request: UpdateTechnoProductsRequest) =>
    call(callRoutes.UpdateTechnoProducts, request),
  );

/** Step 7's request: the nominees (UpdateNominees) with the account-operations instruction. */
export type NominationStepRequest = UpdateNomineesRequest & { AccountOperations: AccountOperation };

/** The account-operations instruction as on record (the hub's section): its value and version. */
export interface SavedAccountOperations {
  accountOperations: AccountOperation | null;
  version: number;
}

/**
 * Step 7: POST /api/Registration/UpdateAccountOperation when the instruction is not the one on record,
 * then POST /api/Registration/UpdateNominees. Each record keeps its own version, as the hub saves them
 * apart; the step's Version is the nominees'. When the instruction may not change (`operationsOpen`
 * false: a Returned application whose branch returned only the nomination) it is never sent.
 */
export function useSaveNominationStep(holder: HolderKey, saved: SavedAccountOperations, operationsOpen: boolean) {
  const operations = useRef(saved);
  return useRegistrationSave(
    holder.registrationId,
    'holder-step',
    async ({ AccountOperations, ...nominees }: NominationStepRequest) => {
      if (operationsOpen && AccountOperations !== operations.current.accountOperations) {
        const answer = await call(callRoutes.UpdateAccountOperation, {
          RegistrationId: holder.registrationId,
          AccountOperations,
          Version: operations.current.version,
        });
        operations.current = { accountOperations: AccountOperations, version: answer.version };
      }
      return call(callRoutes.UpdateNominees, nominees);
    },
  );
}

/** POST /api/Registration/UpdateAccountHolderStatus: the holder accepts the declaration (step 8). */
export const useUpdateAccountHolderStatus = (holder: HolderKey) =>
  useRegistrationSave(holder.registrationId, 'holder-step', (request: UpdateAccountHolderStatusRequest) =>
    call(callRoutes.UpdateAccountHolderStatus, request),
  );
