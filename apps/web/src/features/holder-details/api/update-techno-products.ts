import { contract, type UpdateTechnoProductsRequest } from '@portal/domain';
import { call } from '@/lib/api-client';
import { useStepSave, type HolderKey } from './wizard-request';

/** POST /api/Registration/UpdateTechnoProducts (step 6; one record per application). */
export const useUpdateTechnoProducts = (holder: HolderKey) =>
  useStepSave(holder, (request: UpdateTechnoProductsRequest) => call(contract.UpdateTechnoProducts, request));
