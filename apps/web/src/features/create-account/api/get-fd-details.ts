import { contract } from '@portal/domain';
import { call } from '@/lib/api-client';
import { useRegistrationQuery } from './hub-request';

export const getFdDetails = (registrationId: number, signal?: AbortSignal) =>
  call(contract.GetFDDetails, { RegistrationId: registrationId }, { signal });
export const useFdDetails = (registrationId: number) => useRegistrationQuery(registrationId, 'fd', getFdDetails);
