import type { NomineeAnswer, NomineeAppointee } from '@portal/domain';

/** A nominee as GetNominees answers it: an adult at the holder's address in Pune, unless `fields` say. */
export function nomineeAnswer(fields: Partial<NomineeAnswer> = {}): NomineeAnswer {
  return {
    firstName: 'Asha',
    middleName: '',
    lastName: 'Patil',
    relationship: 'Wife',
    dateOfBirth: '1990-04-12',
    address1: '12 MG Road',
    address2: '',
    address3: '',
    city: 'Pune',
    pincode: '411001',
    stateId: 27,
    sharePercent: 0,
    order: 1,
    isMinor: false,
    appointee: null,
    ...fields,
  };
}

/** A minor nominee's appointee, at the same address. */
export function appointee(fields: Partial<NomineeAppointee> = {}): NomineeAppointee {
  return {
    firstName: 'Sunita',
    lastName: 'Patil',
    relationship: 'Mother',
    address1: '12 MG Road',
    address2: '',
    city: 'Pune',
    pincode: '411001',
    ...fields,
  };
}
