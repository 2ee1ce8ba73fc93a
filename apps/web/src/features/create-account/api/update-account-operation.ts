import type { UpdateAccountOperationRequest } from '@portal/domain';
import { useSectionSave } from './hub-request';

/** POST /api/Registration/UpdateAccountOperation, with the Information toast on success. */
export const useUpdateAccountOperation = (registrationId: number, version: number) =>
  useSectionSave<UpdateAccountOperationRequest>(
    registrationId,
    'account-operations',
    'UpdateAccountOperation',
    version,
  );
