import { callRoutes } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GetPossibleDuplicates: where else the bank has this application's PAN, Aadhaar reference or mobile. */
export function usePossibleDuplicates(registrationId: number) {
  return useQuery({
    queryKey: ['staff-application', registrationId, 'possible-duplicates'],
    queryFn: ({ signal }) => call(callRoutes.GetPossibleDuplicates, { RegistrationId: registrationId }, { signal }),
  });
}
