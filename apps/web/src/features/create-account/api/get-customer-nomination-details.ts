import type { nominationResponseSchema } from '@portal/domain';
import { readRegistration, useRegistrationQuery, type ResponseOf } from './hub-request';

export const getCustomerNominationDetails =
  readRegistration<ResponseOf<typeof nominationResponseSchema>>('GetCustomerNominationDetails');
export const useCustomerNominationDetails = (registrationId: number) =>
  useRegistrationQuery(registrationId, 'nomination', getCustomerNominationDetails);
