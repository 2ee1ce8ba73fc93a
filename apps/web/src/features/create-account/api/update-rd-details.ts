import type { UpdateRdDetailsRequest } from '@portal/domain';
import { useSectionSave } from './hub-request';

/** POST /api/Registration/UpdateRDDetails, with the Information toast on success. */
export const useUpdateRdDetails = (registrationId: number, version: number) =>
  useSectionSave<UpdateRdDetailsRequest>(registrationId, 'rd', 'UpdateRDDetails', version);
