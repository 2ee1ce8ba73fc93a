import type { UpdateTechnoProductsRequest } from '@portal/domain';
import { useSectionSave } from './hub-request';

/** POST /api/Registration/UpdateTechnoProducts, with the Information toast on success. */
export const useUpdateTechnoProducts = (registrationId: number, version: number) =>
  useSectionSave<UpdateTechnoProductsRequest>(registrationId, 'techno-products', 'UpdateTechnoProducts', version);
