import type { UpdateFamilyDetailsRequest } from '@portal/domain';
import { useStepSave, type HolderKey } from './wizard-request';

/** POST /api/Registration/UpdateFamilyDetails (step 2). */
export const useUpdateFamilyDetails = (holder: HolderKey) =>
  useStepSave<UpdateFamilyDetailsRequest>(holder, 'UpdateFamilyDetails');
