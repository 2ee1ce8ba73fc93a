import { z } from 'zod';
import { messages, namedMessages } from '../messages.js';
import { isMinor } from '../rules/age.js';
import {
  areOrdersOneToCount,
  formatShareHundredths,
  FULL_SHARE_HUNDREDTHS,
  MAX_NOMINEES,
  NOMINATION_MODES,
  shareInHundredths,
  type NominationMode,
} from '../rules/nomination.js';
import { compareCalendarDates, parseIsoDate, type CalendarDate } from '../validators/display-date.js';
import { PINCODE_PATTERN } from '../validators/kyc-numbers.js';
import { okResponseSchema, savedResponseSchema } from './envelope.js';
import {
  booleanLikeField,
  idField,
  isoDateField,
  optionalLettersField,
  optionalTextField,
  requiredLettersField,
  requiredTextField,
  versionField,
  whenParsed,
} from './fields.js';

export { MAX_NOMINEES, NOMINATION_MODES, type NominationMode } from '../rules/nomination.js';

/** Each mode in the words a customer reads (catalogue messages, so they are translated). */
export const NOMINATION_MODE_WORDS: Record<NominationMode, string> = {
  Successive: messages.nominationModeSuccessive,
  Simultaneous: messages.nominationModeSimultaneous,
  None: messages.nominationModeNone,
};

const NAME_LENGTH = 50;
const ADDRESS_LINE_LENGTH = 300;
const CITY_LENGTH = 50;

/** A pincode may be left out (the address lines may hold the whole address); when given, six digits. */
function optionalPincodeField() {
  return optionalTextField(6).pipe(
    z.string().refine((value) => value === '' || PINCODE_PATTERN.test(value), messages.pincodeInvalid),
  );
}

/** A state from the States list, or none (a select left empty sends '' or nothing). */
function optionalStateField() {
  return z
    .union([z.literal(''), z.literal(0), z.null(), idField(messages.stateRequired)])
    .optional()
    .transform((value) => (typeof value === 'number' && value > 0 ? value : null));
}

/**
 * A share in percent: a number or numeric text with at most two decimals, at most 100; empty when the
 * mode has no shares. Parsed as hundredths so the value kept is exactly the one typed.
 */
function shareField() {
  return z
    .union([z.number(), z.string(), z.null()], { error: messages.nomineeShareInvalid })
    .optional()
    .transform((value, ctx) => {
      if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
      const hundredths = shareInHundredths(value);
      if (hundredths === null) {
        ctx.addIssue({ code: 'custom', message: messages.nomineeShareInvalid });
        return z.NEVER;
      }
      if (hundredths > FULL_SHARE_HUNDREDTHS) {
        ctx.addIssue({ code: 'custom', message: messages.nomineeShareTooLarge });
        return z.NEVER;
      }
      return hundredths / 100;
    });
}

/** A successive nominee's place, 1..MAX_NOMINEES; empty when the mode has no order. */
function orderField() {
  return z
    .union(
      [
        z.number().int(messages.nomineeOrderRequired),
        z
          .string()
          .regex(/^\d{1,2}$/, messages.nomineeOrderRequired)
          .transform(Number),
        z.literal('').transform(() => null),
        z.null(),
      ],
      { error: messages.nomineeOrderRequired },
    )
    .optional()
    .transform((value) => value ?? null)
    .refine((value) => value === null || (value >= 1 && value <= MAX_NOMINEES), messages.nomineeOrderRequired);
}

/** The adult who receives the money for a minor nominee (the Rules' "appointee"). */
export const appointeeShape = z.strictObject({
  FirstName: requiredLettersField(NAME_LENGTH, messages.appointeeNameRequired),
  LastName: requiredLettersField(NAME_LENGTH, messages.lastNameRequired),
  Relationship: requiredLettersField(NAME_LENGTH, messages.relationshipRequired),
  Address1: requiredTextField(ADDRESS_LINE_LENGTH, messages.address1Required),
  Address2: optionalTextField(ADDRESS_LINE_LENGTH),
  City: optionalTextField(CITY_LENGTH),
  Pincode: optionalPincodeField(),
});
export type AppointeeInput = z.input<typeof appointeeShape>;

/**
 * One nominee as the form sends it. `SharePercent` counts only for `Simultaneous` and `Order` only for
 * `Successive`; the mode's own rules, and the appointee that depends on today's age, are checked by
 * the request schema.
 */
export const nomineeShape = z.strictObject({
  FirstName: requiredLettersField(NAME_LENGTH, messages.firstNameRequired),
  MiddleName: optionalLettersField(NAME_LENGTH),
  LastName: requiredLettersField(NAME_LENGTH, messages.lastNameRequired),
  Relationship: requiredLettersField(NAME_LENGTH, messages.relationshipRequired),
  DateOfBirth: isoDateField(messages.dateOfBirthRequired),
  Address1: requiredTextField(ADDRESS_LINE_LENGTH, messages.address1Required),
  Address2: optionalTextField(ADDRESS_LINE_LENGTH),
  Address3: optionalTextField(ADDRESS_LINE_LENGTH),
  City: optionalTextField(CITY_LENGTH),
  Pincode: optionalPincodeField(),
  StateId: optionalStateField(),
  SharePercent: shareField(),
  Order: orderField(),
  Appointee: appointeeShape
    .nullable()
    .optional()
    .transform((value) => value ?? null),
});
export type NomineeInput = z.input<typeof nomineeShape>;
export type Nominee = z.output<typeof nomineeShape>;

export const updateNomineesRequestShape = z.strictObject({
  RegistrationId: idField(messages.registrationRequired),
  Mode: z.enum(NOMINATION_MODES, { error: messages.nominationModeRequired }),
  Nominees: z.array(nomineeShape, { error: messages.nomineesRequired }).max(MAX_NOMINEES, messages.nomineesTooMany),
  NoNominationDeclared: booleanLikeField().optional().default(false),
  Version: versionField(),
});
export type UpdateNomineesRequest = z.input<typeof updateNomineesRequestShape>;
export type UpdateNomineesValues = z.output<typeof updateNomineesRequestShape>;

/** The shares' total in hundredths, null while any share is not a valid number (a form's running total). */
export function totalShareHundredths(shares: readonly (number | string | null | undefined)[]): number | null {
  let total = 0;
  for (const share of shares) {
    const hundredths = share === null || share === undefined || share === '' ? 0 : shareInHundredths(share);
    if (hundredths === null) return null;
    total += hundredths;
  }
  return total;
}

type Issue = (path: readonly (string | number)[], message: string) => void;

function checkSuccessive(nominees: readonly { Order?: unknown }[], add: Issue) {
  const orders = nominees.map((nominee) => nominee.Order);
  orders.forEach((order, index) => {
    if (order === null || order === undefined || order === '')
      add(['Nominees', index, 'Order'], messages.nomineeOrderRequired);
  });
  const numbers = orders.map(Number);
  if (numbers.every(Number.isInteger) && !areOrdersOneToCount(numbers)) {
    add(['Nominees'], namedMessages.nomineeOrders(nominees.length));
  }
}

function checkSimultaneous(nominees: readonly { SharePercent?: unknown }[], add: Issue) {
  const shares = nominees.map((nominee) => nominee.SharePercent);
  shares.forEach((share, index) => {
    if (share === null || share === undefined || share === '' || Number(share) === 0) {
      add(['Nominees', index, 'SharePercent'], messages.nomineeShareRequired);
    }
  });
  const total = totalShareHundredths(
    shares.map((share) => (typeof share === 'number' || typeof share === 'string' ? share : null)),
  );
  if (total !== null && total !== FULL_SHARE_HUNDREDTHS) {
    add(['Nominees'], namedMessages.nomineeSharesTotal(formatShareHundredths(total)));
  }
}

/** A minor (under 18 on `today`) needs an appointee; an adult must not have one. */
function checkAppointees(
  nominees: readonly { DateOfBirth?: unknown; Appointee?: unknown }[],
  today: CalendarDate,
  add: Issue,
) {
  nominees.forEach((nominee, index) => {
    const born = typeof nominee.DateOfBirth === 'string' ? parseIsoDate(nominee.DateOfBirth) : null;
    if (!born) return;
    if (compareCalendarDates(born, today) > 0) {
      add(['Nominees', index, 'DateOfBirth'], messages.dateInFuture);
      return;
    }
    const hasAppointee = nominee.Appointee !== null && nominee.Appointee !== undefined;
    const minor = isMinor(born, today);
    if (minor && !hasAppointee) add(['Nominees', index, 'Appointee'], messages.appointeeRequired);
    if (!minor && hasAppointee) add(['Nominees', index, 'Appointee'], messages.appointeeOnlyForMinor);
  });
}

/**
 * POST /api/Registration/UpdateNominees with its rules: `None` exactly when there are no nominees and
 * the depositor declares not to nominate; otherwise 1..MAX_NOMINEES nominees, `Successive` numbered 1..n
 * each once, `Simultaneous` with shares above 0 totalling exactly 100. The rules run even while a
 * nominee's own field is wrong, so a form shows every problem at once.
 */
export function createUpdateNomineesRequestSchema(today: CalendarDate) {
  return updateNomineesRequestShape.superRefine(
    (value, ctx) => {
      const add: Issue = (path, message) => ctx.addIssue({ code: 'custom', path: [...path], message });
      const nominees: Record<string, unknown>[] = Array.isArray(value.Nominees) ? value.Nominees : [];
      if (value.Mode === 'None') {
        if (nominees.length > 0) add(['Nominees'], messages.nomineesNotWithoutNomination);
        if (value.NoNominationDeclared !== true)
          add(['NoNominationDeclared'], messages.noNominationDeclarationRequired);
        return;
      }
      if (value.NoNominationDeclared === true) {
        add(['NoNominationDeclared'], messages.noNominationDeclarationOnlyWithoutNomination);
      }
      if (nominees.length === 0) {
        add(['Nominees'], messages.nomineesRequired);
        return;
      }
      if (value.Mode === 'Successive') checkSuccessive(nominees, add);
      else checkSimultaneous(nominees, add);
      checkAppointees(nominees, today, add);
    },
    whenParsed(['Mode', 'NoNominationDeclared']),
  );
}
/** UpdateNominees answers the record's new version. */
export const updateNomineesResponseSchema = savedResponseSchema;

/** A nominee as a person: name, relationship, date of birth and address. */
const nomineePersonSchema = z.object({
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  relationship: z.string(),
  /** ISO date; '' for a nominee carried over from the old single nomination without one (an adult). */
  dateOfBirth: z.string(),
  address1: z.string(),
  address2: z.string(),
  address3: z.string(),
  city: z.string(),
  pincode: z.string(),
  stateId: z.number().int().nullable(),
});

/** A minor's appointee: the nominee's person fields without middle name, date of birth, third address line or state. */
const appointeeAnswerSchema = nomineePersonSchema.pick({
  firstName: true,
  lastName: true,
  relationship: true,
  address1: true,
  address2: true,
  city: true,
  pincode: true,
});
export type NomineeAppointee = z.infer<typeof appointeeAnswerSchema>;

export const nomineeAnswerSchema = nomineePersonSchema.extend({
  /** Percent, for `Simultaneous`; 0 otherwise. */
  sharePercent: z.number(),
  /** 1..n: the successive order, or the place in the list. */
  order: z.number().int(),
  /** Under 18 on today's date in India. */
  isMinor: z.boolean(),
  appointee: appointeeAnswerSchema.nullable(),
});
export type NomineeAnswer = z.infer<typeof nomineeAnswerSchema>;

/** The application's nomination: '' as mode before any save; nominees in order. */
export const nomineesDetailsSchema = z.object({
  mode: z.union([z.enum(NOMINATION_MODES), z.literal('')]),
  nominees: z.array(nomineeAnswerSchema),
  noNominationDeclared: z.boolean(),
  /** The record's version (0 until saved): a save sends it back as `Version`. */
  version: z.number().int(),
});
export type NomineesDetails = z.infer<typeof nomineesDetailsSchema>;

/** POST /api/Registration/GetNominees {RegistrationId} */
export const getNomineesResponseSchema = okResponseSchema(nomineesDetailsSchema.shape);
export type GetNomineesResponse = z.infer<typeof getNomineesResponseSchema>;
