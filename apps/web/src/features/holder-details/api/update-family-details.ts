import { contract, type UpdateFamilyDetailsRequest } from '@portal/domain';
import { call } from '@/lib/api-client';
import { useStepSave, type HolderKey } from './wizard-request';

/** POST /api/Registration/UpdateFamilyDetails (step 2). */
export const useUpdateFamilyDetails = (holder: HolderKey) =>
  useStepSave(holder, (request: UpdateFamilyDetailsRequest) => call(contract.UpdateFamilyDetails, request));
