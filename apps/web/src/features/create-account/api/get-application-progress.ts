import { contract } from '@portal/domain';
import { call } from '@/lib/api-client';
import { PROGRESS_PART, useRegistrationQuery } from './hub-request';

export const getApplicationProgress = (registrationId: number, signal?: AbortSignal) =>
  call(contract.GetApplicationProgress, { RegistrationId: registrationId }, { signal });

/**
 * What the application still needs before its submit, in the submit's own words: read with the hub's
 * key, so each save (hub section or holder step) reads it again.
 */
export const useApplicationProgress = (registrationId: number) =>
  useRegistrationQuery(registrationId, PROGRESS_PART, getApplicationProgress);
