import {
  callRoutes,
  type UpdateAccountOperationRequest,
  type UpdateFdDetailsRequest,
  type UpdateNomineesRequest,
  type UpdateRdDetailsRequest,
  type UpdateTechnoProductsRequest,
} from '@portal/domain';
import { call } from '@/lib/api-client';
import { useRegistrationSave } from '@/lib/registration-queries';

/** The hub sections' saves, each marking its own read and the application's progress stale. */
export const useUpdateNominees = (registrationId: number) =>
  useRegistrationSave(registrationId, { section: 'nominees' }, (request: UpdateNomineesRequest) =>
    call(callRoutes.UpdateNominees, request),
  );

export const useUpdateTechnoProducts = (registrationId: number) =>
  useRegistrationSave(registrationId, { section: 'techno-products' }, (request: UpdateTechnoProductsRequest) =>
    call(callRoutes.UpdateTechnoProducts, request),
  );

export const useUpdateAccountOperation = (registrationId: number) =>
  useRegistrationSave(registrationId, { section: 'account-operations' }, (request: UpdateAccountOperationRequest) =>
    call(callRoutes.UpdateAccountOperation, request),
  );

export const useUpdateFdDetails = (registrationId: number) =>
  useRegistrationSave(registrationId, { section: 'fd' }, (request: UpdateFdDetailsRequest) =>
    call(callRoutes.UpdateFDDetails, request),
  );

export const useUpdateRdDetails = (registrationId: number) =>
  useRegistrationSave(registrationId, { section: 'rd' }, (request: UpdateRdDetailsRequest) =>
    call(callRoutes.UpdateRDDetails, request),
  );
