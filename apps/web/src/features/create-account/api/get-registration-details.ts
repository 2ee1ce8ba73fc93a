import type { RegistrationDetails } from '@portal/domain';
import { readRegistration, useRegistrationQuery } from './hub-request';

export const getRegistrationDetails = readRegistration<RegistrationDetails>('GetRegistrationDetails');

/** The stored application's primary details and status; nothing is fetched before one exists. */
export const useRegistrationDetails = (registrationId: number | null) =>
  useRegistrationQuery(registrationId ?? 0, 'details', getRegistrationDetails, registrationId !== null);
