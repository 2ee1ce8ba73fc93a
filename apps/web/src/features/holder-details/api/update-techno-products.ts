import type { UpdateTechnoProductsRequest } from '@portal/domain';
import { useStepSave, type HolderKey } from './wizard-request';

/** POST /api/Registration/UpdateTechnoProducts (step 6; one record per application). */
export const useUpdateTechnoProducts = (holder: HolderKey) =>
  useStepSave<UpdateTechnoProductsRequest>(holder, 'UpdateTechnoProducts');
