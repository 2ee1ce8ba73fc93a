import { z } from 'zod';
import { messages } from '../messages.js';
import {
  compareCalendarDates,
  formatDisplayDate,
  parseDisplayDate,
  parseIsoDate,
  type CalendarDate,
} from '../validators/display-date.js';
import { okResponseSchema } from './envelope.js';
import { whenParsed } from './fields.js';
import { APPLICATION_STATUSES } from './registration.js';
import { REVIEW_STATUSES } from './review.js';

/** portal.md §4: the list opens on the last 15 days up to today. */
export const CUSTOMER_LIST_DEFAULT_DAYS = 15;
/** The longest date range one search may ask for (docs/decisions/010-customer-list-bounds.md). */
export const CUSTOMER_LIST_MAX_RANGE_DAYS = 366;
/** The most records one answer carries, newest first (docs/decisions/010-customer-list-bounds.md). */
export const CUSTOMER_LIST_MAX_ROWS = 5000;
/** portal.md §5: digits only, at most 15. */
export const REFERENCE_NO_MAX_LENGTH = 15;
/**
 * What the reference box takes as typed: the 15 digits with room for the spaces or dashes a person
 * groups them with when reading one out of a letter or a phone ('2026 1105 0000 123').
 */
export const REFERENCE_NO_INPUT_MAX_LENGTH = 2 * REFERENCE_NO_MAX_LENGTH;
/** portal.md §9. */
export const CUSTOMER_LIST_PAGE_SIZE = 10;

export const customerListMessages = {
  dateFormat: 'Enter the date as DD-MMM-YYYY (for example 05-Nov-2026)',
  fromAfterTo: 'From Date must be on or before To Date',
  rangeTooLong: `Choose at most ${CUSTOMER_LIST_MAX_RANGE_DAYS} days between From Date and To Date`,
  branchCode: 'Branch Code must be digits (empty for all branches)',
  truncated: `More than ${CUSTOMER_LIST_MAX_ROWS.toLocaleString('en-IN')} applications match: showing the ${CUSTOMER_LIST_MAX_ROWS.toLocaleString('en-IN')} most recently updated. Narrow the dates to see the rest.`,
} as const;

const DAY_MS = 86_400_000;

function dayNumber(date: CalendarDate): number {
  return Date.UTC(date.year, date.month - 1, date.day) / DAY_MS;
}

/** The calendar date `days` before `date` (negative: after). */
export function calendarDaysBefore(date: CalendarDate, days: number): CalendarDate {
  const shifted = new Date((dayNumber(date) - days) * DAY_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** Days from `from` to `to`, both counted: the same day is 1. */
export function calendarDaysInRange(from: CalendarDate, to: CalendarDate): number {
  return dayNumber(to) - dayNumber(from) + 1;
}

/**
 * The customer list's dates (null: not a date): each a date and not after `today` (India), From Date
 * on or before To Date and at most CUSTOMER_LIST_MAX_RANGE_DAYS days apart, both counted. Answers
 * the range when both are dates.
 */
export function checkCustomerListDates(
  from: CalendarDate | null,
  to: CalendarDate | null,
  today: CalendarDate,
  ctx: z.RefinementCtx,
): { from: CalendarDate; to: CalendarDate } | null {
  for (const [date, field] of [
    [from, 'fromDate'],
    [to, 'toDate'],
  ] as const) {
    if (!date) ctx.addIssue({ code: 'custom', path: [field], message: customerListMessages.dateFormat });
    else if (compareCalendarDates(date, today) > 0) {
      ctx.addIssue({ code: 'custom', path: [field], message: messages.dateInFuture });
    }
  }
  if (!from || !to) return null;
  if (compareCalendarDates(from, to) > 0) {
    ctx.addIssue({ code: 'custom', path: ['fromDate'], message: customerListMessages.fromAfterTo });
  } else if (calendarDaysInRange(from, to) > CUSTOMER_LIST_MAX_RANGE_DAYS) {
    ctx.addIssue({ code: 'custom', path: ['toDate'], message: customerListMessages.rangeTooLong });
  }
  return { from, to };
}

/** The default search: the last 15 days up to today, both as DD-MMM-YYYY. */
export function defaultCustomerListRange(today: CalendarDate): { fromDate: string; toDate: string } {
  return {
    fromDate: formatDisplayDate(calendarDaysBefore(today, CUSTOMER_LIST_DEFAULT_DAYS - 1)),
    toDate: formatDisplayDate(today),
  };
}

/** A list date: DD-MMM-YYYY (portal.md §9), a real calendar date. */
function listDateField() {
  return z
    .string({ error: customerListMessages.dateFormat })
    .trim()
    .refine((value) => parseDisplayDate(value) !== null, customerListMessages.dateFormat);
}

/** Empty means every branch (admins only); otherwise a branch code (lbrcode). */
const listBranchCodeField = z.union(
  [
    z
      .string()
      .trim()
      .regex(/^\d{0,10}$/, customerListMessages.branchCode),
    z.number().int().nonnegative().transform(String),
  ],
  { error: customerListMessages.branchCode },
);

// The spec writes fromDate/toDate; FromDate/ToDate are accepted too, and read as the spec's names.
function normaliseDateNames(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const out: Record<string, unknown> = { ...value };
  for (const [upper, lower] of [
    ['FromDate', 'fromDate'],
    ['ToDate', 'toDate'],
  ] as const) {
    if (out[upper] !== undefined && out[lower] === undefined) {
      out[lower] = out[upper];
      delete out[upper];
    }
  }
  return out;
}

const customerListRequestFields = {
  BranchCode: listBranchCodeField.optional().default(''),
  fromDate: listDateField(),
  toDate: listDateField(),
  /** Only the Completed applications with this review status (docs/decisions/028); absent: all. */
  ReviewStatus: z
    .enum(REVIEW_STATUSES, { error: `Review Status must be one of ${REVIEW_STATUSES.join(', ')}` })
    .optional(),
};

/** The call's shape, for the route and the API document; the rules that need today run in the service. */
export const getAllBranchLoginCustomerListRequestShape = z.preprocess(
  normaliseDateNames,
  z.strictObject(customerListRequestFields),
);
export type GetAllBranchLoginCustomerListRequest = z.input<typeof getAllBranchLoginCustomerListRequestShape>;

/**
 * POST /api/Registration/GetAllBranchLoginCustomerList with its dated rules: From Date on or before
 * To Date, neither after `today` (India), and at most CUSTOMER_LIST_MAX_RANGE_DAYS days, both counted.
 */
export function createCustomerListRequestSchema(today: CalendarDate) {
  return z
    .preprocess(normaliseDateNames, z.strictObject(customerListRequestFields))
    .superRefine(
      (value, ctx) => {
        const from = parseDisplayDate(value.fromDate);
        const to = parseDisplayDate(value.toDate);
        if (!from || !to) return;
        checkCustomerListDates(from, to, today, ctx);
      },
      whenParsed(['fromDate', 'toDate']),
    )
    .transform((value) => ({
      branchCode: value.BranchCode,
      reviewStatus: value.ReviewStatus,
      from: parseDisplayDate(value.fromDate) as CalendarDate,
      to: parseDisplayDate(value.toDate) as CalendarDate,
    }));
}

/** A reference number as stored: the spaces and dashes it was grouped with removed. */
export function normaliseReferenceNo(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/**
 * The reference box as typed: digits and the spaces or dashes that group them (anything else is
 * stripped). The count of digits is the schema's to check, after normaliseReferenceNo: cutting the
 * typed text at 15 characters would cut a grouped number short.
 */
export function cleanReferenceNoInput(value: string): string {
  return value.replace(/[^\d\s-]/g, '').slice(0, REFERENCE_NO_INPUT_MAX_LENGTH);
}

/** POST /api/Registration/GetRegistrationDetailsByRefNo */
export const getRegistrationDetailsByRefNoRequestSchema = z.strictObject({
  ReferenceNo: z
    .union([z.string(), z.number().int().nonnegative().transform(String)], { error: messages.referenceRequired })
    // Spaces and dashes are grouping, on the web field and in any client: removed before the digits check.
    .transform(normaliseReferenceNo)
    .pipe(
      z
        .string()
        .min(1, messages.referenceRequired)
        .regex(/^\d+$/, messages.referenceRequired)
        .max(REFERENCE_NO_MAX_LENGTH, `Maximum ${REFERENCE_NO_MAX_LENGTH} digits`),
    ),
});
export type GetRegistrationDetailsByRefNoRequest = z.input<typeof getRegistrationDetailsByRefNoRequestSchema>;

/**
 * The web form of the search (portal.md §2, §4, §5): in date mode both dates (ISO, as the date
 * fields hold them) with the server's rules; in reference mode the reference number.
 */
export function createCustomerListSearchFormSchema(today: CalendarDate) {
  return z
    .object({
      byReference: z.boolean(),
      fromDate: z.string(),
      toDate: z.string(),
      referenceNo: z.string(),
    })
    .superRefine((value, ctx) => {
      if (value.byReference) {
        const parsed = getRegistrationDetailsByRefNoRequestSchema.shape.ReferenceNo.safeParse(value.referenceNo);
        if (!parsed.success) {
          ctx.addIssue({
            code: 'custom',
            path: ['referenceNo'],
            message: parsed.error.issues[0]?.message ?? messages.referenceRequired,
          });
        }
        return;
      }
      checkCustomerListDates(parseIsoDate(value.fromDate), parseIsoDate(value.toDate), today, ctx);
    })
    .transform((value) => ({ ...value, referenceNo: normaliseReferenceNo(value.referenceNo) }));
}
export type CustomerListSearchForm = z.input<ReturnType<typeof createCustomerListSearchFormSchema>>;

/**
 * portal.md §3, the branch customer list record. `mobileNoMismatch` is true when holder 1's mobile
 * differs from the mobile that signed in, null while holder 1 has no personal details yet.
 */
export const customerListRecordSchema = z.object({
  id: z.number().int(),
  status: z.enum(APPLICATION_STATUSES),
  lastUpdated: z.string(),
  createdOn: z.string(),
  referenceNo: z.string(),
  mobileNo: z.string(),
  mobileNoMismatch: z.boolean().nullable(),
  customerName: z.string(),
  accountTypeName: z.string(),
  entityTypeName: z.string(),
  holdersCount: z.number().int(),
  formFillBy: z.string(),
  branchCode: z.string(),
  branchName: z.string(),
  /** The branch review of a Completed application (docs/decisions/028); null while Partially Filled. */
  reviewStatus: z.enum(REVIEW_STATUSES).nullable(),
});
export type CustomerListRecord = z.infer<typeof customerListRecordSchema>;

/** `truncated` is true when more than CUSTOMER_LIST_MAX_ROWS matched (the message then says so). */
export const customerListResponseSchema = okResponseSchema({
  data: z.array(customerListRecordSchema),
  truncated: z.boolean(),
});
export type CustomerListResponse = z.infer<typeof customerListResponseSchema>;
