import { contract, type UpdateAdditionalDetailsRequest } from '@portal/domain';
import { call } from '@/lib/api-client';
import { useStepSave, type HolderKey } from './wizard-request';

/** POST /api/Registration/UpdateAdditionalDetails (step 5). */
export const useUpdateAdditionalDetails = (holder: HolderKey) =>
  useStepSave(holder, (request: UpdateAdditionalDetailsRequest) => call(contract.UpdateAdditionalDetails, request));
