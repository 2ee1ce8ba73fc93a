import { messages, type ApplicationListItem, type ApplicationProgress } from '@portal/domain';
import type { Database } from '@server/db/client.js';
import { AppError, validationError } from '@server/lib/app-error.js';
import type { Clock } from '@server/lib/clock.js';
import { recordAudit } from '@server/modules/audit';
import { findBranch, referenceItemExists } from '@server/modules/reference';
import { generateReferenceNumber } from './reference-number.js';
import { lockEditableRegistration, type Customer } from './registration-access.js';
import {
  deleteRegistration,
  hasRegistrations,
  insertHolder,
  insertRegistration,
  listRegistrationsOfMobile,
} from './registration-repository.js';

const UNIQUE_VIOLATION = '23505';

/** A customer acts only for the mobile number that signed in; naming another is refused. */
export function assertOwnMobile(customer: Customer, mobile: string): void {
  if (mobile !== customer.mobile) throw new AppError('FORBIDDEN', messages.forbidden);
}

/** The Primary details of a new application (the hub's Generate Details, or the spec's Registration call). */
export interface NewRegistration {
  email: string;
  accountTypeId: number;
  entityTypeId: number;
  locationId: number;
  branchCode: string;
}

/** The primary details must be entries of the bank's lists, and the branch one of the location's. */
export async function checkPrimaryDetails(db: Database, input: Omit<NewRegistration, 'email'>): Promise<void> {
  if (!(await referenceItemExists(db, 'AccountType', input.accountTypeId))) {
    throw validationError('AccountTypeId', messages.unknownFormType);
  }
  if (!(await referenceItemExists(db, 'EntityType', input.entityTypeId))) {
    throw validationError('EntityTypeId', messages.unknownEntityType);
  }
  if (!(await referenceItemExists(db, 'Location', input.locationId))) {
    throw validationError('LocationId', messages.unknownLocation);
  }
  const branch = await findBranch(db, input.branchCode);
  if (!branch || branch.location_id !== input.locationId) {
    throw validationError('BranchId', messages.branchNotInLocation);
  }
}

export interface CreatedRegistration {
  registrationId: number;
  referenceNo: string;
}

/**
 * Creates the signed-in customer's application with its holder 1 and a fresh reference number, and
 * runs `work` in the same transaction (a failed `work` leaves no application behind). The primary
 * details are checked first (checkPrimaryDetails).
 */
export async function withNewRegistration<Result>(
  db: Database,
  clock: Clock,
  customer: Customer,
  input: NewRegistration,
  work: (tx: Database, created: CreatedRegistration) => Promise<Result>,
): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    const now = clock.now();
    const referenceNo = generateReferenceNumber(now);
    try {
      return await db.transaction().execute(async (tx) => {
        const registrationId = await insertRegistration(tx, {
          referenceNo,
          mobile: customer.mobile,
          email: input.email,
          accountTypeId: input.accountTypeId,
          entityTypeId: input.entityTypeId,
          locationId: input.locationId,
          branchCode: input.branchCode,
          formFillBy: 'Customer',
          now,
        });
        await insertHolder(tx, registrationId, 1, now);
        await recordAudit(tx, {
          at: now,
          principal: customer,
          registrationId,
          action: 'registration.created',
          detail: { referenceNo },
        });
        return await work(tx, { registrationId, referenceNo });
      });
    } catch (error) {
      // Two random references colliding is rare; retrying a few times makes it a non-event.
      if ((error as { code?: string }).code === UNIQUE_VIOLATION && attempt < 5) continue;
      throw error;
    }
  }
}

/**
 * How far an application is, as the submit counts it. The submission module answers it and app.ts
 * hands it in: a registration sits below the submit in the layers (docs/decisions/050).
 */
export type ApplicationProgressOf = (
  db: Database,
  registration: { id: number; account_type_id: number; mobile: string },
) => Promise<{ progress: ApplicationProgress }>;

export function createRegistrationService(db: Database, clock: Clock, progressOf: ApplicationProgressOf) {
  return {
    async customerExists(customer: Customer, mobile: string): Promise<0 | 1> {
      assertOwnMobile(customer, mobile);
      return (await hasRegistrations(db, mobile)) ? 1 : 0;
    },

    async createNewAccount(
      customer: Customer,
      input: NewRegistration & { mobile: string },
    ): Promise<CreatedRegistration> {
      assertOwnMobile(customer, input.mobile);
      await checkPrimaryDetails(db, input);
      return withNewRegistration(db, clock, customer, input, async (_tx, created) => created);
    },

    async listApplications(customer: Customer, mobile: string): Promise<ApplicationListItem[]> {
      assertOwnMobile(customer, mobile);
      const rows = await listRegistrationsOfMobile(db, mobile);
      // One customer's applications are few (the list a phone shows): a progress read each.
      const parts = await Promise.all(rows.map((row) => progressOf(db, { ...row, mobile })));
      return rows.map((row, index) => ({
        id: row.id,
        lastUpdated: row.updated_at.toISOString(),
        referenceNo: row.reference_no,
        customerName: row.customer_name,
        accountTypeName: row.account_type_name ?? '',
        entityTypeName: row.entity_type_name ?? '',
        holdersCount: Number(row.holders_count ?? 0),
        status: row.status,
        formFillBy: row.form_fill_by,
        pdfAvailable: row.pdf_file_name !== null,
        progress: parts[index]!.progress,
        reviewStatus: row.review_status,
        returnReasons: row.review_status === 'Returned' ? (row.return_reasons ?? []) : [],
      }));
    },

    /** Deletes the caller's own application while it is Partially Filled; a Completed one is kept. */
    async deleteAccount(customer: Customer, registrationId: number): Promise<void> {
      await db.transaction().execute(async (tx) => {
        const registration = await lockEditableRegistration(tx, customer, registrationId);
        await deleteRegistration(tx, registrationId);
        await recordAudit(tx, {
          at: clock.now(),
          principal: customer,
          registrationId,
          action: 'registration.deleted',
          detail: { referenceNo: registration.reference_no },
        });
      });
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
