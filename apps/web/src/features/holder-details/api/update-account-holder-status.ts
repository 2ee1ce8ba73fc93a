import { contract, type UpdateAccountHolderStatusRequest } from '@portal/domain';
import { call } from '@/lib/api-client';
import { useStepSave, type HolderKey } from './wizard-request';

/** POST /api/Registration/UpdateAccountHolderStatus: the holder accepts the declaration (step 8). */
export const useUpdateAccountHolderStatus = (holder: HolderKey) =>
  useStepSave(holder, (request: UpdateAccountHolderStatusRequest) => call(contract.UpdateAccountHolderStatus, request));
