import { contract } from '@portal/domain';
import { call } from '@/lib/api-client';
import { useRegistrationQuery } from './hub-request';

/** The spec reads the RD details as a list and uses its first item; there is none before the first save. */
export async function getRdDetails(registrationId: number, signal?: AbortSignal) {
  return (await call(contract.GetRDDetails, { RegistrationId: registrationId }, { signal })).data[0] ?? null;
}

export const useRdDetails = (registrationId: number) => useRegistrationQuery(registrationId, 'rd', getRdDetails);
