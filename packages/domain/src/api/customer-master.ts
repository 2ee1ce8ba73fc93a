import { z } from 'zod';
import { messages } from '../messages.js';
import { GENDERS, TITLES } from '../rules/kyc-options.js';
import { compareCalendarDates, parseIsoDate, type CalendarDate } from '../validators/display-date.js';
import { okResponseSchema } from './envelope.js';
import {
  branchCodeField,
  idField,
  optionalDigitsField,
  optionalLettersField,
  optionalPanField,
  requiredLettersField,
  requiredTextField,
} from './fields.js';
import { holderAddressFields, holderContactFields } from './personal-details.js';

/**
 * The columns of the bank's customer master file (`npm run cli -- customers import FILE.csv`, for
 * account type 5: DESIGN.md §4, §5), in the order the README documents them. `state`, `occupation`
 * and `education` are the ids of the portal's State, Occupation and Education lists.
 */
export const CUSTOMER_MASTER_COLUMNS = [
  'customer_id',
  'branch_code',
  'title',
  'first_name',
  'middle_name',
  'last_name',
  'dob',
  'gender',
  'mobile',
  'email',
  'pan',
  'address1',
  'address2',
  'address3',
  'city',
  'pin',
  'state',
  'average_income',
  'education',
  'occupation',
] as const;
export type CustomerMasterColumn = (typeof CUSTOMER_MASTER_COLUMNS)[number];
/** Columns a file may leave out entirely (every row's value is then empty). */
export const OPTIONAL_CUSTOMER_MASTER_COLUMNS: readonly CustomerMasterColumn[] = [
  'middle_name',
  'email',
  'pan',
  'address2',
  'address3',
  'average_income',
  'education',
  'occupation',
];

const choice = (values: readonly string[], message: string) =>
  requiredTextField(2, message).refine((value) => values.includes(value), message);
const optionalId = (message: string) => z.union([z.literal(''), idField(message)]).default('');

/** One row of the customer master file, checked as the holder wizards check the same values. */
export function createCustomerMasterRowSchema(today: CalendarDate) {
  return z.strictObject({
    customer_id: requiredTextField(20, messages.customerIdRequired).pipe(
      z.string().regex(/^[A-Za-z0-9-]+$/, 'Customer Id may hold letters, digits and - only'),
    ),
    branch_code: branchCodeField(messages.branchRequired),
    title: choice(
      TITLES.map((title) => title.value),
      messages.titleRequired,
    ),
    first_name: requiredLettersField(50, messages.firstNameRequired),
    middle_name: optionalLettersField(50),
    last_name: requiredLettersField(50, messages.lastNameRequired),
    dob: requiredTextField(10, messages.dateOfBirthRequired).superRefine((value, ctx) => {
      const date = parseIsoDate(value);
      if (!date) ctx.addIssue({ code: 'custom', message: messages.dateInvalid });
      else if (compareCalendarDates(date, today) > 0) ctx.addIssue({ code: 'custom', message: messages.dateInFuture });
    }),
    gender: choice(
      GENDERS.map((gender) => gender.value),
      messages.genderRequired,
    ),
    ...holderContactFields(),
    pan: optionalPanField(messages.panInvalid),
    ...holderAddressFields(),
    average_income: optionalDigitsField(15),
    education: optionalId(messages.reasonRequired),
    occupation: optionalId(messages.occupationRequired),
  });
}
export type CustomerMasterRow = z.output<ReturnType<typeof createCustomerMasterRowSchema>>;

/** POST /api/Registration/GetCustomerDataByCustomerId (account type 5: holder-wizards.md §7). */
export const getCustomerDataByCustomerIdRequestSchema = z.strictObject({
  customerId: requiredTextField(20, messages.customerIdRequired),
});
export type GetCustomerDataByCustomerIdRequest = z.input<typeof getCustomerDataByCustomerIdRequestSchema>;

/**
 * The master record, to pre-fill the wizard. Ids (title, gender, state, education, occupation) are
 * those of the wizard's option sets and lists; null where the master has none; dob is ISO.
 */
export const getCustomerDataByCustomerIdResponseSchema = okResponseSchema({
  customerId: z.string(),
  branchCode: z.string(),
  title: z.string(),
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  dob: z.string(),
  gender: z.string(),
  mobile: z.string(),
  email: z.string(),
  pan: z.string(),
  address1: z.string(),
  address2: z.string(),
  address3: z.string(),
  city: z.string(),
  pin: z.string(),
  state: z.number().int(),
  averageIncome: z.string(),
  education: z.number().int().nullable(),
  occupation: z.number().int().nullable(),
});
export type CustomerData = z.infer<typeof getCustomerDataByCustomerIdResponseSchema>;
