import { contract, type UpdateFdDetailsRequest } from '@portal/domain';
import { call } from '@/lib/api-client';
import { useSectionSave } from './hub-request';

/** POST /api/Registration/UpdateFDDetails, with the Information toast on success. */
export const useUpdateFdDetails = (registrationId: number, version: number) =>
  useSectionSave(
    registrationId,
    'fd',
    (request: UpdateFdDetailsRequest) => call(contract.UpdateFDDetails, request),
    version,
  );
