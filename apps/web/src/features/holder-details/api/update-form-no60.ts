import { contract, type UpdateFormNo60Request } from '@portal/domain';
import { call } from '@/lib/api-client';
import { useStepSave, type HolderKey } from './wizard-request';

/** POST /api/Registration/UpdateFormNo60 (step 4, without PAN). */
export const useUpdateFormNo60 = (holder: HolderKey) =>
  useStepSave(holder, (request: UpdateFormNo60Request) => call(contract.UpdateFormNo60, request));
