import {
  calendarDateInIndia,
  CUSTOMER_LIST_MAX_ROWS,
  createCustomerListRequestSchema,
  messages,
  type CalendarDate,
  type CustomerListRecord,
} from '@portal/domain';
import type { Database } from '@server/db/client.js';
import { AppError } from '@server/lib/app-error.js';
import type { Clock } from '@server/lib/clock.js';
import { parseOrThrow } from '@server/lib/parse-or-throw.js';
import type { Principal } from '../session/session-service.js';
import { findCustomerListRecords } from './customer-list-repository.js';

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
