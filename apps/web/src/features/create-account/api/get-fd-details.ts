import type { fdDetailsResponseSchema } from '@portal/domain';
import { readRegistration, useRegistrationQuery, type ResponseOf } from './hub-request';

export const getFdDetails = readRegistration<ResponseOf<typeof fdDetailsResponseSchema>>('GetFDDetails');
export const useFdDetails = (registrationId: number) => useRegistrationQuery(registrationId, 'fd', getFdDetails);
