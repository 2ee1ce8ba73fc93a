import type { UpdateRelatedPersonRequest } from '@portal/domain';
import { useStepSave, type HolderKey } from './wizard-request';

/** POST /api/Registration/UpdateDetailOfRelatedPerson (step 3, a minor's guardian). */
export const useUpdateDetailOfRelatedPerson = (holder: HolderKey) =>
  useStepSave<UpdateRelatedPersonRequest>(holder, 'UpdateDetailOfRelatedPerson');
