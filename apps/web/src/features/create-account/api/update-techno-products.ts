import { contract, type UpdateTechnoProductsRequest } from '@portal/domain';
import { call } from '@/lib/api-client';
import { useSectionSave } from './hub-request';

/** POST /api/Registration/UpdateTechnoProducts, with the Information toast on success. */
export const useUpdateTechnoProducts = (registrationId: number, version: number) =>
  useSectionSave(
    registrationId,
    'techno-products',
    (request: UpdateTechnoProductsRequest) => call(contract.UpdateTechnoProducts, request),
    version,
  );
