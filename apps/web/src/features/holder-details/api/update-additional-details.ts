import type { UpdateAdditionalDetailsRequest } from '@portal/domain';
import { useStepSave, type HolderKey } from './wizard-request';

/** POST /api/Registration/UpdateAdditionalDetails (step 5). */
export const useUpdateAdditionalDetails = (holder: HolderKey) =>
  useStepSave<UpdateAdditionalDetailsRequest>(holder, 'UpdateAdditionalDetails');
