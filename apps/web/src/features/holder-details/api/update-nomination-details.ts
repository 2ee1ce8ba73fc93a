import type { UpdateNominationDa1Request } from '@portal/domain';
import { useStepSave, type HolderKey } from './wizard-request';

/** POST /api/Registration/UpdateNominationDetails in the DA-1 shape, with AccountOperations (step 7). */
export const useUpdateNominationDa1 = (holder: HolderKey) =>
  useStepSave<UpdateNominationDa1Request>(holder, 'UpdateNominationDetails');
