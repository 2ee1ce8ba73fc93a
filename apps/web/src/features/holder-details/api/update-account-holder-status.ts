import type { UpdateAccountHolderStatusRequest } from '@portal/domain';
import { useStepSave, type HolderKey } from './wizard-request';

/** POST /api/Registration/UpdateAccountHolderStatus: the holder accepts the declaration (step 8). */
export const useUpdateAccountHolderStatus = (holder: HolderKey) =>
  useStepSave<UpdateAccountHolderStatusRequest>(holder, 'UpdateAccountHolderStatus');
