import { contract, type UpdateAccountOperationRequest } from '@portal/domain';
import { call } from '@/lib/api-client';
import { useSectionSave } from './hub-request';

/** POST /api/Registration/UpdateAccountOperation, with the Information toast on success. */
export const useUpdateAccountOperation = (registrationId: number, version: number) =>
  useSectionSave(
    registrationId,
    'account-operations',
    (request: UpdateAccountOperationRequest) => call(contract.UpdateAccountOperation, request),
    version,
  );
