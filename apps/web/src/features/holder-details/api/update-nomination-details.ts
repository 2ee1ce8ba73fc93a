import { contract, type UpdateNominationDa1Request } from '@portal/domain';
import { call } from '@/lib/api-client';
import { useStepSave, type HolderKey } from './wizard-request';

/** POST /api/Registration/UpdateNominationDetails in the DA-1 shape, with AccountOperations (step 7). */
export const useUpdateNominationDa1 = (holder: HolderKey) =>
  useStepSave(holder, (request: UpdateNominationDa1Request) => call(contract.UpdateNominationDetails, request));
