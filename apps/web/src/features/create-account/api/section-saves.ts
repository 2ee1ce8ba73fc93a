import {
  contract,
  type UpdateAccountOperationRequest,
  type UpdateFdDetailsRequest,
  type UpdateNominationRequest,
  type UpdateRdDetailsRequest,
  type UpdateTechnoProductsRequest,
} from '@portal/domain';
import { call } from '@/lib/api-client';
import { useRegistrationSave } from '@/lib/registration-queries';

/** The hub sections' saves, each marking its own read and the application's progress stale. */
export const useUpdateNominationDetails = (registrationId: number) =>
  useRegistrationSave(registrationId, { section: 'nomination' }, (request: UpdateNominationRequest) =>
    call(contract.UpdateNominationDetails, request),
  );

export const useUpdateTechnoProducts = (registrationId: number) =>
  useRegistrationSave(registrationId, { section: 'techno-products' }, (request: UpdateTechnoProductsRequest) =>
    call(contract.UpdateTechnoProducts, request),
  );

export const useUpdateAccountOperation = (registrationId: number) =>
  useRegistrationSave(registrationId, { section: 'account-operations' }, (request: UpdateAccountOperationRequest) =>
    call(contract.UpdateAccountOperation, request),
  );

export const useUpdateFdDetails = (registrationId: number) =>
  useRegistrationSave(registrationId, { section: 'fd' }, (request: UpdateFdDetailsRequest) =>
    call(contract.UpdateFDDetails, request),
  );

export const useUpdateRdDetails = (registrationId: number) =>
  useRegistrationSave(registrationId, { section: 'rd' }, (request: UpdateRdDetailsRequest) =>
    call(contract.UpdateRDDetails, request),
  );
