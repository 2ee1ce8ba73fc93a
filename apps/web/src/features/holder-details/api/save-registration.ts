import { contract, type RegistrationRequest } from '@portal/domain';
import { call } from '@/lib/api-client';
import { useStepSave, type HolderKey } from './wizard-request';

/** POST /api/Registration/Registration: holder 1's personal details, photo, PAN and proofs (step 1). */
export const useSaveRegistration = (holder: HolderKey) =>
  useStepSave(holder, (request: RegistrationRequest) => call(contract.Registration, request));

/** A 400 names the fields as `registrationHolders.0.FirstName`; the form knows them as `FirstName`. */
export const REGISTRATION_FIELD_PREFIX = 'registrationHolders.0.';
