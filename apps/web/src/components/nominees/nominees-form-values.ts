import { zodResolver } from '@hookform/resolvers/zod';
import {
  createUpdateNomineesRequestSchema,
  isMinor,
  parseIsoDate,
  type CalendarDate,
  type NominationMode,
  type NomineesDetails,
  type UpdateNomineesRequest,
  type UpdateNomineesValues,
} from '@portal/domain';
import type { Resolver } from 'react-hook-form';

export interface AppointeeFormValues {
  FirstName: string;
  LastName: string;
  Relationship: string;
  Address1: string;
  Address2: string;
  City: string;
  Pincode: string;
}

/** One nominee as the form holds it; its place in the list is its successive order. */
export interface NomineeFormValues {
  FirstName: string;
  MiddleName: string;
  LastName: string;
  Relationship: string;
  DateOfBirth: string;
  Address1: string;
  Address2: string;
  Address3: string;
  City: string;
  Pincode: string;
  /** The state's id as the select holds it, '' for none. */
  StateId: string;
  SharePercent: string;
  /** Kept while the nominee is an adult (a date of birth corrected back brings it back); sent only for a minor. */
  Appointee: AppointeeFormValues;
}

export interface NomineesFormValues {
  Mode: NominationMode | '';
  Nominees: NomineeFormValues[];
  NoNominationDeclared: boolean;
}

/** What the nominees' part of a form answers once valid: the request without its version. */
export type NomineesFormOutput = Omit<UpdateNomineesValues, 'Version'>;

export const EMPTY_APPOINTEE: AppointeeFormValues = {
  FirstName: '',
  LastName: '',
  Relationship: '',
  Address1: '',
  Address2: '',
  City: '',
  Pincode: '',
};

export const EMPTY_NOMINEE: NomineeFormValues = {
  FirstName: '',
  MiddleName: '',
  LastName: '',
  Relationship: '',
  DateOfBirth: '',
  Address1: '',
  Address2: '',
  Address3: '',
  City: '',
  Pincode: '',
  StateId: '',
  SharePercent: '',
  Appointee: EMPTY_APPOINTEE,
};

/** Whether a nominee born on `isoDate` is under 18 on `today` (false while the date is not a date). */
export function isMinorNominee(isoDate: string, today: CalendarDate): boolean {
  const born = parseIsoDate(isoDate);
  return born !== null && isMinor(born, today);
}

/** The record as GetNominees answers it, as the form starts from it (the saved order is the list's). */
export function nomineesFormValuesOf(saved: NomineesDetails): NomineesFormValues {
  return {
    Mode: saved.mode,
    NoNominationDeclared: saved.noNominationDeclared,
    Nominees: saved.nominees.map((nominee) => ({
      FirstName: nominee.firstName,
      MiddleName: nominee.middleName,
      LastName: nominee.lastName,
      Relationship: nominee.relationship,
      DateOfBirth: nominee.dateOfBirth,
      Address1: nominee.address1,
      Address2: nominee.address2,
      Address3: nominee.address3,
      City: nominee.city,
      Pincode: nominee.pincode,
      StateId: nominee.stateId === null ? '' : String(nominee.stateId),
      SharePercent: saved.mode === 'Simultaneous' ? String(nominee.sharePercent) : '',
      Appointee: nominee.appointee
        ? {
            FirstName: nominee.appointee.firstName,
            LastName: nominee.appointee.lastName,
            Relationship: nominee.appointee.relationship,
            Address1: nominee.appointee.address1,
            Address2: nominee.appointee.address2,
            City: nominee.appointee.city,
            Pincode: nominee.appointee.pincode,
          }
        : EMPTY_APPOINTEE,
    })),
  };
}

/**
 * The request the form's values stand for: no nominees for `None`, the declaration only for `None`, the
 * list's order as the successive order, shares only for `Simultaneous`, and an appointee only for a
 * nominee who is a minor today. What the form keeps beyond that (nominees typed before choosing `None`)
 * stays in the form, so changing the choice back loses nothing.
 */
export function nomineesRequestOf(
  registrationId: number,
  values: NomineesFormValues,
  today: CalendarDate,
): Omit<UpdateNomineesRequest, 'Version'> {
  const none = values.Mode === 'None';
  return {
    RegistrationId: registrationId,
    Mode: values.Mode as NominationMode,
    NoNominationDeclared: none && values.NoNominationDeclared,
    Nominees: none
      ? []
      : values.Nominees.map(({ Appointee, SharePercent, ...nominee }, index) => ({
          ...nominee,
          Order: index + 1,
          SharePercent: values.Mode === 'Simultaneous' ? SharePercent : '',
          Appointee: isMinorNominee(nominee.DateOfBirth, today) ? Appointee : null,
        })),
  };
}

/**
 * The form's check: the request its values stand for, through the schema the server checks it with
 * (createUpdateNomineesRequestSchema); its field paths are the form's (`Nominees.1.SharePercent`).
 */
export function nomineesResolver(
  registrationId: number,
  today: CalendarDate,
): Resolver<NomineesFormValues, unknown, NomineesFormOutput> {
  const resolve = zodResolver(createUpdateNomineesRequestSchema(today));
  return (values, context, options) =>
    resolve(nomineesRequestOf(registrationId, values, today), context, options as never) as ReturnType<
      Resolver<NomineesFormValues, unknown, NomineesFormOutput>
    >;
}
