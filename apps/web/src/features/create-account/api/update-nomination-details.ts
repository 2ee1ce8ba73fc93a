import type { UpdateNominationRequest } from '@portal/domain';
import { useSectionSave } from './hub-request';

/** POST /api/Registration/UpdateNominationDetails, with the Information toast on success. */
export const useUpdateNominationDetails = (registrationId: number, version: number) =>
  useSectionSave<UpdateNominationRequest>(registrationId, 'nomination', 'UpdateNominationDetails', version);
