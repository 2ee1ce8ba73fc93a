import type { UpdateFdDetailsRequest } from '@portal/domain';
import { useSectionSave } from './hub-request';

/** POST /api/Registration/UpdateFDDetails, with the Information toast on success. */
export const useUpdateFdDetails = (registrationId: number, version: number) =>
  useSectionSave<UpdateFdDetailsRequest>(registrationId, 'fd', 'UpdateFDDetails', version);
