import type { UpdateFormNo60Request } from '@portal/domain';
import { useStepSave, type HolderKey } from './wizard-request';

/** POST /api/Registration/UpdateFormNo60 (step 4, without PAN). */
export const useUpdateFormNo60 = (holder: HolderKey) => useStepSave<UpdateFormNo60Request>(holder, 'UpdateFormNo60');
