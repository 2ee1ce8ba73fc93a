import type { rdDetailsResponseSchema } from '@portal/domain';
import { readRegistration, useRegistrationQuery, type ResponseOf } from './hub-request';

const readRdList = readRegistration<ResponseOf<typeof rdDetailsResponseSchema>>('GetRDDetails');

/** The spec reads the RD details as a list and uses its first item; there is none before the first save. */
export async function getRdDetails(registrationId: number, signal?: AbortSignal) {
  return (await readRdList(registrationId, signal)).data[0] ?? null;
}

export const useRdDetails = (registrationId: number) => useRegistrationQuery(registrationId, 'rd', getRdDetails);
