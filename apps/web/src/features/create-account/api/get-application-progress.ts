import type { ApplicationProgressResponse } from '@portal/domain';
import { PROGRESS_PART, readRegistration, useRegistrationQuery } from './hub-request';

export const getApplicationProgress = readRegistration<ApplicationProgressResponse>('GetApplicationProgress');

/**
 * What the application still needs before its submit, in the submit's own words: read with the hub's
 * key, so each save (hub section or holder step) reads it again.
 */
export const useApplicationProgress = (registrationId: number) =>
  useRegistrationQuery(registrationId, PROGRESS_PART, getApplicationProgress);
