import { contract, type UpdateNominationRequest } from '@portal/domain';
import { call } from '@/lib/api-client';
import { useSectionSave } from './hub-request';

/** POST /api/Registration/UpdateNominationDetails, with the Information toast on success. */
export const useUpdateNominationDetails = (registrationId: number, version: number) =>
  useSectionSave(
    registrationId,
    'nomination',
    (request: UpdateNominationRequest) => call(contract.UpdateNominationDetails, request),
    version,
  );
