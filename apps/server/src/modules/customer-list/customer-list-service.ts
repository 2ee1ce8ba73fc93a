import {
  calendarDateInIndia,
  CUSTOMER_LIST_CSV_FILE_NAMES,
  CUSTOMER_LIST_CSV_HEADERS,
  CUSTOMER_LIST_EXACT_COUNT_LIMIT,
  CUSTOMER_LIST_MAX_ROWS,
  createCustomerListCsvQuerySchema,
  createCustomerListPageRequestSchema,
  createCustomerListRequestSchema,
  customerListCsvCells,
  encodeCustomerListCursor,
  messages,
  type CalendarDate,
  type CustomerListCursor,
  type CustomerListPageResponse,
  type CustomerListRecord,
  type CustomerListSearch,
} from '@portal/domain';
import Papa from 'papaparse';
import type { Database } from '@server/db/client.js';
import { AppError } from '@server/lib/app-error.js';
import type { Clock } from '@server/lib/clock.js';
import { parseOrThrow } from '@server/lib/parse-or-throw.js';
import type { Principal } from '@server/modules/session';
import {
  countCustomerList,
  findCustomerListBatch,
  findCustomerListRecords,
  type CustomerListBatch,
  type CustomerListPageFilter,
} from './customer-list-repository.js';

export type Staff = Extract<Principal, { kind: 'staff' }>;

const IST_OFFSET_MS = 330 * 60_000;

/** Midnight at the start of a calendar day in India, as an instant. */
function startOfIndianDay(date: CalendarDate, plusDays = 0): Date {
  return new Date(Date.UTC(date.year, date.month - 1, date.day + plusDays) - IST_OFFSET_MS);
}

/**
 * Which branch a staff member may list (DESIGN.md §6): their own; an admin any, or all with an empty
 * code. Anything else is refused.
 */
export function branchScope(staff: Staff, requested: string): string | null {
  if (staff.isAdmin) return requested === '' ? null : requested;
  if (requested !== staff.branchCode) throw new AppError('FORBIDDEN', messages.forbidden);
  return staff.branchCode;
}

/** Whether a staff member may open an application of this branch: their own; an admin any. */
export function mayOpenBranch(staff: Staff, branchCode: string): boolean {
  return staff.isAdmin || branchCode === staff.branchCode;
}

/** The CSV is read this many records at a time, so its memory stays flat whatever its size. */
export const CUSTOMER_LIST_CSV_BATCH = 1_000;

// Every cell quoted, Windows line ends: the file Excel opens as the web's export always was.
const CSV_OPTIONS = { quotes: true, newline: '\r\n' } as const;

/** A staff member's search as the repository's filter, in the branch they may list. */
function pageFilterOf(staff: Staff, search: CustomerListSearch): CustomerListPageFilter {
  return {
    branchCode: branchScope(staff, search.branchCode),
    status: search.status,
    ...(search.dates
      ? { updated: { from: startOfIndianDay(search.dates.from), before: startOfIndianDay(search.dates.to, 1) } }
      : {}),
    referenceNo: search.referenceNo,
    reviewStatus: search.reviewStatus,
    search: search.search,
    sortBy: search.sortBy,
    direction: search.direction,
  };
}

/**
 * The cursors of the pages either side of a batch: Next after its last record while more follow (or
 * it was read backwards, from a later page), Previous before its first while more precede (or it was
 * read forwards from a cursor). An empty batch has neither: a new search starts again.
 */
function cursorsOf(
  filter: CustomerListPageFilter,
  batch: CustomerListBatch,
  from: CustomerListCursor | undefined,
): { nextCursor: string | null; previousCursor: string | null } {
  const first = batch.records[0];
  const last = batch.records.at(-1);
  if (!first || !last || batch.firstValue === undefined || batch.lastValue === undefined) {
    return { nextCursor: null, previousCursor: null };
  }
  const backwards = from?.before === true;
  const at = (value: string | number, id: number, before: boolean) =>
    encodeCustomerListCursor({ sortBy: filter.sortBy, direction: filter.direction, value, id, before });
  return {
    nextCursor: backwards || batch.more ? at(batch.lastValue, last.id, false) : null,
    previousCursor: (backwards ? batch.more : from !== undefined) ? at(batch.firstValue, first.id, true) : null,
  };
}

/** The CSV's text, the header first, then each batch of records read by keyset as the reply asks for more. */
async function* customerListCsvChunks(db: Database, filter: CustomerListPageFilter): AsyncGenerator<string> {
  yield `\uFEFF${Papa.unparse([CUSTOMER_LIST_CSV_HEADERS], CSV_OPTIONS)}`;
  let from: { value: string | number; id: number; before: false } | undefined;
  for (;;) {
    const batch = await findCustomerListBatch(db, filter, CUSTOMER_LIST_CSV_BATCH, from);
    const last = batch.records.at(-1);
    if (!last || batch.lastValue === undefined) return;
    yield `${CSV_OPTIONS.newline}${Papa.unparse(batch.records.map(customerListCsvCells), CSV_OPTIONS)}`;
    if (!batch.more) return;
    from = { value: batch.lastValue, id: last.id, before: false };
  }
}

export function createCustomerListService(db: Database, clock: Clock) {
  return {
    /** GetAllBranchLoginCustomerList: one branch's (or, for admins, every branch's) applications by Last updated. */
    async listByDates(staff: Staff, body: unknown): Promise<{ records: CustomerListRecord[]; truncated: boolean }> {
      const input = parseOrThrow(createCustomerListRequestSchema(calendarDateInIndia(clock.now())), body);
      const branchCode = branchScope(staff, input.branchCode);
      const { records, more } = await findCustomerListRecords(db, {
        branchCode,
        reviewStatus: input.reviewStatus,
        from: startOfIndianDay(input.from),
        before: startOfIndianDay(input.to, 1),
        limit: CUSTOMER_LIST_MAX_ROWS,
      });
      return { records, truncated: more };
    },

    /** GetCustomerListPage: one page of a tab, by keyset, with the total (exact up to a limit). */
    async listPage(
      staff: Staff,
      body: unknown,
    ): Promise<Omit<CustomerListPageResponse, 'responseCode' | 'responseMessage'>> {
      const { search, pageSize, cursor } = parseOrThrow(
        createCustomerListPageRequestSchema(calendarDateInIndia(clock.now())),
        body,
      );
      const filter = pageFilterOf(staff, search);
      const [batch, count] = await Promise.all([
        findCustomerListBatch(db, filter, pageSize, cursor),
        countCustomerList(db, filter, CUSTOMER_LIST_EXACT_COUNT_LIMIT),
      ]);
      return { data: batch.records, ...cursorsOf(filter, batch, cursor), total: count.total, totalExact: count.exact };
    },

    /**
     * CustomerListCsv: the file's name and its text as it is read. The search is checked and scoped
     * here, before the reply starts, so a refusal is still the error envelope.
     */
    exportCsv(staff: Staff, query: unknown): { fileName: string; chunks: AsyncGenerator<string> } {
      const search = parseOrThrow(createCustomerListCsvQuerySchema(calendarDateInIndia(clock.now())), query);
      const filter = pageFilterOf(staff, search);
      return { fileName: CUSTOMER_LIST_CSV_FILE_NAMES[search.status], chunks: customerListCsvChunks(db, filter) };
    },

    /** GetRegistrationDetailsByRefNo: another branch's application answers as an unknown one (empty). */
    async findByReference(staff: Staff, referenceNo: string): Promise<CustomerListRecord[]> {
      const { records } = await findCustomerListRecords(db, {
        branchCode: staff.isAdmin ? null : staff.branchCode,
        referenceNo,
        limit: 1,
      });
      return records;
    },
  };
}

export type CustomerListService = ReturnType<typeof createCustomerListService>;
