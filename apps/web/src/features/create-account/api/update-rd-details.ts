import { contract, type UpdateRdDetailsRequest } from '@portal/domain';
import { call } from '@/lib/api-client';
import { useSectionSave } from './hub-request';

/** POST /api/Registration/UpdateRDDetails, with the Information toast on success. */
export const useUpdateRdDetails = (registrationId: number, version: number) =>
  useSectionSave(
    registrationId,
    'rd',
    (request: UpdateRdDetailsRequest) => call(contract.UpdateRDDetails, request),
    version,
  );
