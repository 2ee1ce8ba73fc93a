import { z } from 'zod';
import { parseDisplayDate, type CalendarDate } from '../validators/display-date.js';
import {
  checkCustomerListDates,
  customerListMessages,
  customerListRecordSchema,
  getRegistrationDetailsByRefNoRequestSchema,
} from './customer-list.js';
import { okResponseSchema } from './envelope.js';
import { REVIEW_STATUSES } from './review.js';

/*
 * The staff Customer List paged on the server (docs/decisions/032-customer-list-paged.md): one tab's
 * page of 10, 25, 50 or 100 records by keyset, sorted and searched in SQL, with a cheap total, and
 * its CSV streamed whatever its size.
 */

/** portal.md §9 shows 10 rows a page; staff may ask for 25, 50 or 100. */
export const CUSTOMER_LIST_PAGE_SIZES = [10, 25, 50, 100] as const;
export type CustomerListPageSize = (typeof CUSTOMER_LIST_PAGE_SIZES)[number];
/** Up to this many matching records the total is counted exactly; beyond it, PostgreSQL's estimate. */
export const CUSTOMER_LIST_EXACT_COUNT_LIMIT = 10_000;
/** The longest text the tab's search box sends. */
export const CUSTOMER_LIST_SEARCH_MAX_LENGTH = 100;

/** The tabs: each lists one status. */
export const CUSTOMER_LIST_TABS = ['Completed', 'Partially Filled'] as const;
export type CustomerListTab = (typeof CUSTOMER_LIST_TABS)[number];

/** The columns the list sorts on in SQL (each a column of `registrations`, not null, with `id` after it). */
export const CUSTOMER_LIST_SORT_COLUMNS = [
  'lastUpdated',
  'createdOn',
  'referenceNo',
  'customerName',
  'mobileNo',
  'holdersCount',
  'formFillBy',
] as const;
export type CustomerListSortColumn = (typeof CUSTOMER_LIST_SORT_COLUMNS)[number];
export const CUSTOMER_LIST_SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type CustomerListSortDirection = (typeof CUSTOMER_LIST_SORT_DIRECTIONS)[number];

export const customerListPageMessages = {
  cursor: 'The page link is not valid: search again',
  datesOrReference: 'Give From Date and To Date, or a Reference Number',
} as const;

/**
 * Where a page starts: after (or, for Previous, before) the record with this sort value and id, in
 * this sort. Opaque to clients: base64url of its JSON, made and read only by the server.
 */
export interface CustomerListCursor {
  sortBy: CustomerListSortColumn;
  direction: CustomerListSortDirection;
  /** The sort column's value of the record (timestamps to the microsecond, as ISO text). */
  value: string | number;
  id: number;
  /** true: the page before this record (Previous). */
  before: boolean;
}

const INT_MAX = 2_147_483_647;
/** A timestamp as the server writes it in a cursor: UTC to the microsecond. */
const CURSOR_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

// Each value must be of its column's type, so that no cursor can make the query itself fail.
const cursorShape = z
  .strictObject({
    s: z.enum(CUSTOMER_LIST_SORT_COLUMNS),
    d: z.enum(CUSTOMER_LIST_SORT_DIRECTIONS),
    v: z.union([z.string().max(200), z.number().int().min(0).max(INT_MAX)]),
    i: z.number().int().positive().max(INT_MAX),
    b: z.boolean(),
  })
  .refine(({ s, v }) => {
    if (s === 'holdersCount') return typeof v === 'number';
    if (typeof v !== 'string') return false;
    if (s === 'lastUpdated' || s === 'createdOn') {
      if (!CURSOR_TIMESTAMP.test(v)) return false;
      // A real instant (no 30 February): JavaScript's reading of its seconds writes them back the same.
      const instant = new Date(`${v.slice(0, 19)}Z`);
      return !Number.isNaN(instant.getTime()) && instant.toISOString().slice(0, 19) === v.slice(0, 19);
    }
    return true;
  });

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

export function encodeCustomerListCursor(cursor: CustomerListCursor): string {
  return toBase64Url(
    JSON.stringify({ s: cursor.sortBy, d: cursor.direction, v: cursor.value, i: cursor.id, b: cursor.before }),
  );
}

/** The cursor a client sent back, or undefined when it is not one this server made. */
export function decodeCustomerListCursor(text: string): CustomerListCursor | undefined {
  try {
    const parsed = cursorShape.safeParse(JSON.parse(fromBase64Url(text)));
    if (!parsed.success) return undefined;
    const { s, d, v, i, b } = parsed.data;
    return { sortBy: s, direction: d, value: v, id: i, before: b };
  } catch {
    return undefined;
  }
}

/** A cursor as sent: checked here (so the route refuses it), read by the schema with today's rules. */
const cursorField = z
  .string()
  .refine(
    (text) => text.length <= 400 && /^[A-Za-z0-9_-]+$/.test(text) && decodeCustomerListCursor(text) !== undefined,
    customerListPageMessages.cursor,
  );

/** What both the page and the CSV search by; the dates' and the reference's rules are checked below. */
const filterFields = {
  /** Empty means every branch (admins only). */
  BranchCode: z
    .string()
    .trim()
    .regex(/^\d{0,10}$/, customerListMessages.branchCode)
    .optional()
    .default(''),
  Status: z.enum(CUSTOMER_LIST_TABS, { error: `Status must be one of ${CUSTOMER_LIST_TABS.join(', ')}` }),
  fromDate: z.string().trim().optional(),
  toDate: z.string().trim().optional(),
  /** Instead of the dates: the one application with this reference number. */
  ReferenceNo: getRegistrationDetailsByRefNoRequestSchema.shape.ReferenceNo.optional(),
  ReviewStatus: z
    .enum(REVIEW_STATUSES, { error: `Review Status must be one of ${REVIEW_STATUSES.join(', ')}` })
    .optional(),
  /** The tab's search box: part of a reference number, a mobile number or the customer's name. */
  Search: z.string().trim().max(CUSTOMER_LIST_SEARCH_MAX_LENGTH).optional().default(''),
  SortBy: z.enum(CUSTOMER_LIST_SORT_COLUMNS).optional().default('lastUpdated'),
  SortDirection: z.enum(CUSTOMER_LIST_SORT_DIRECTIONS).optional().default('desc'),
};

/** POST GetCustomerListPage's body. */
export const getCustomerListPageRequestShape = z.strictObject({
  ...filterFields,
  PageSize: z.literal(CUSTOMER_LIST_PAGE_SIZES, {
    error: `Page Size must be one of ${CUSTOMER_LIST_PAGE_SIZES.join(', ')}`,
  }),
  /** Absent: the first page. */
  Cursor: cursorField.optional(),
});
export type GetCustomerListPageRequest = z.input<typeof getCustomerListPageRequestShape>;

/** GET CustomerListCsv's query string: the page's search without the page. */
export const customerListCsvQueryShape = z.strictObject(filterFields);
export type CustomerListCsvQuery = z.input<typeof customerListCsvQueryShape>;

/** The search, its dates checked against `today` (India) as GetAllBranchLoginCustomerList checks them. */
export interface CustomerListSearch {
  branchCode: string;
  status: CustomerListTab;
  /** Absent when searching by reference. */
  dates?: { from: CalendarDate; to: CalendarDate };
  referenceNo?: string;
  reviewStatus?: (typeof REVIEW_STATUSES)[number];
  search: string;
  sortBy: CustomerListSortColumn;
  direction: CustomerListSortDirection;
}

/** The rules that need today's date, on the parsed page or CSV input; the result is the search. */
export function checkCustomerListSearch(
  input: z.output<typeof customerListCsvQueryShape>,
  today: CalendarDate,
  ctx: z.RefinementCtx,
): CustomerListSearch {
  const common = {
    branchCode: input.BranchCode,
    status: input.Status,
    reviewStatus: input.ReviewStatus,
    search: input.Search,
    sortBy: input.SortBy,
    direction: input.SortDirection,
  };
  if (input.ReferenceNo !== undefined) return { ...common, referenceNo: input.ReferenceNo };
  if (input.fromDate === undefined || input.toDate === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: [input.fromDate === undefined ? 'fromDate' : 'toDate'],
      message: customerListPageMessages.datesOrReference,
    });
    return common;
  }
  const dates = checkCustomerListDates(parseDisplayDate(input.fromDate), parseDisplayDate(input.toDate), today, ctx);
  return dates ? { ...common, dates } : common;
}

/** GetCustomerListPage with the rules that need today; a cursor must be of the sort asked for. */
export function createCustomerListPageRequestSchema(today: CalendarDate) {
  return getCustomerListPageRequestShape.transform((input, ctx) => {
    const search = checkCustomerListSearch(input, today, ctx);
    const cursor = input.Cursor === undefined ? undefined : decodeCustomerListCursor(input.Cursor);
    if (cursor && (cursor.sortBy !== search.sortBy || cursor.direction !== search.direction)) {
      ctx.addIssue({ code: 'custom', path: ['Cursor'], message: customerListPageMessages.cursor });
    }
    return { search, pageSize: input.PageSize, cursor };
  });
}

/** CustomerListCsv with the rules that need today. */
export function createCustomerListCsvQuerySchema(today: CalendarDate) {
  return customerListCsvQueryShape.transform((input, ctx) => checkCustomerListSearch(input, today, ctx));
}

/**
 * One page: its records, the cursors of the pages after and before it (null at either end), and how
 * many match in all, `totalExact` false when the total is PostgreSQL's estimate (more than
 * CUSTOMER_LIST_EXACT_COUNT_LIMIT match).
 */
export const customerListPageResponseSchema = okResponseSchema({
  data: z.array(customerListRecordSchema),
  nextCursor: z.string().nullable(),
  previousCursor: z.string().nullable(),
  total: z.number().int().nonnegative(),
  totalExact: z.boolean(),
});
export type CustomerListPageResponse = z.infer<typeof customerListPageResponseSchema>;
