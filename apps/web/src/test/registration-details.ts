import type { RegistrationDetails } from '@portal/domain';
import { OK } from './answer-of';
import { REGISTRATION_ID } from './holder-details';

/** Application 42 as GetRegistrationDetails answers it: one holder's savings account being filled in, unless `fields` say. */
export function registrationDetails(fields: Partial<RegistrationDetails> = {}): RegistrationDetails {
  return {
    ...OK,
    registrationId: REGISTRATION_ID,
    referenceNo: '2026030500042',
    accountTypeId: 1,
    entityTypeId: 1,
    locationId: 1,
    branchId: '101',
    noOfHolders: 1,
    mobile: '9876543210',
    email: '',
    status: 'Partially Filled',
    reviewStatus: null,
    returnReasons: [],
    returnedParts: [],
    ...fields,
  };
}
