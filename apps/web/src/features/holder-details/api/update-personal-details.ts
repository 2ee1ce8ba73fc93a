import { contract, type UpdatePersonalDetailsRequest } from '@portal/domain';
import { call } from '@/lib/api-client';
import { useStepSave, type HolderKey } from './wizard-request';

/** POST /api/Registration/UpdatePersonalDetails: another holder's personal details, photo, PAN and proofs. */
export const useUpdatePersonalDetails = (holder: HolderKey) =>
  useStepSave(holder, (request: UpdatePersonalDetailsRequest) => call(contract.UpdatePersonalDetails, request));

/** A 400 names the fields as `objRegistrationHolders.FirstName`; the form knows them as `FirstName`. */
export const PERSONAL_DETAILS_FIELD_PREFIX = 'objRegistrationHolders.';
