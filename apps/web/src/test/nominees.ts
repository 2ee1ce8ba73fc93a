import type { NomineeAnswer, NomineeAppointee } from '@portal/domain';

/** The holder's address in Pune, which the nominees and the appointee share unless a test says. */
const HOLDER_ADDRESS = { address1: '12 MG Road', address2: '', city: 'Pune', pincode: '411001' };

/** A nominee as GetNominees answers it: an adult at the holder's address in Pune, unless `fields` say. */
export function nomineeAnswer(fields: Partial<NomineeAnswer> = {}): NomineeAnswer {
  return {
    ...HOLDER_ADDRESS,
    address3: '',
    stateId: 27,
    firstName: 'Asha',
    middleName: '',
    lastName: 'Patil',
    relationship: 'Wife',
    dateOfBirth: '1990-04-12',
    sharePercent: 0,
    order: 1,
    isMinor: false,
    appointee: null,
    ...fields,
  };
}

/** A minor nominee's appointee, at the same address. */
export function appointee(fields: Partial<NomineeAppointee> = {}): NomineeAppointee {
  return { ...HOLDER_ADDRESS, firstName: 'Sunita', lastName: 'Patil', relationship: 'Mother', ...fields };
}
