import { contract, type UpdateRelatedPersonRequest } from '@portal/domain';
import { call } from '@/lib/api-client';
import { useStepSave, type HolderKey } from './wizard-request';

/** POST /api/Registration/UpdateDetailOfRelatedPerson (step 3, a minor's guardian). */
export const useUpdateDetailOfRelatedPerson = (holder: HolderKey) =>
  useStepSave(holder, (request: UpdateRelatedPersonRequest) => call(contract.UpdateDetailOfRelatedPerson, request));
