import { contract } from '@portal/domain';
import { call } from '@/lib/api-client';
import { useRegistrationQuery } from './hub-request';

export const getRegistrationDetails = (registrationId: number, signal?: AbortSignal) =>
  call(contract.GetRegistrationDetails, { RegistrationId: registrationId }, { signal });

/** The stored application's primary details and status; nothing is fetched before one exists. */
export const useRegistrationDetails = (registrationId: number | null) =>
  useRegistrationQuery(registrationId ?? 0, 'details', getRegistrationDetails, registrationId !== null);
