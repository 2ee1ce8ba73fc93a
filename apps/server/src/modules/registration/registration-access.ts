import { messages, reviewMessages, type ReviewPart } from '@portal/domain';
import type { Database } from '@server/db/client.js';
import { AppError } from '@server/lib/app-error.js';
import { visibleTo, type Principal } from '@server/modules/session';

export type Customer = Extract<Principal, { kind: 'customer' }>;

/**
 * An application the principal may see: the customer whose mobile it carries, staff of its branch,
 * or an admin (DESIGN.md §6, as the customer list, the PDF and the documents scope it).
 */
async function findVisibleRegistration(db: Database, principal: Principal, registrationId: number, lock: boolean) {
  let query = db
    .selectFrom('registrations')
    .select([
      'id',
      'status',
      'reference_no',
      'account_type_id',
      'entity_type_id',
      'location_id',
      'branch_code',
      'mobile',
      'email',
      'account_operations',
      'account_operations_version',
      'pdf_file_name',
      'submitted_at',
      'review_status',
      'returned_parts',
    ])
    .where('id', '=', registrationId)
    .where(visibleTo(principal, { mobile: 'mobile', branchCode: 'branch_code' }));
  if (lock) query = query.forUpdate();
  const registration = await query.executeTakeFirst();
  // Someone else's (or another branch's) application answers exactly as a missing one: ids reveal nothing.
  if (!registration) throw new AppError('NOT_FOUND', 'No such application.');
  return registration;
}

/** An application for reading: the customer's own, or one of the staff member's branch (any for an admin). */
export function readVisibleRegistration(db: Database, principal: Principal, registrationId: number) {
  return findVisibleRegistration(db, principal, registrationId, false);
}

/** The caller's own application, for reading. */
export function readOwnRegistration(db: Database, customer: Customer, registrationId: number) {
  return findVisibleRegistration(db, customer, registrationId, false);
}

/**
 * The caller's own application, locked for the rest of the transaction, and open for a save of
 * `part`: Partially Filled, or Returned by the branch with that part among the returned sections
 * (docs/decisions/028). Any other Completed application is read-only (409). Without a part (deleting
 * the application, adding or removing a holder) only a Partially Filled one is open.
 */
export async function lockEditableRegistration(
  db: Database,
  customer: Customer,
  registrationId: number,
  part?: ReviewPart,
) {
  return refuseUnlessEditable(await findVisibleRegistration(db, customer, registrationId, true), part);
}

/** The same check without a lock: for work done before the transaction (decoding uploads). */
export async function readEditableRegistration(
  db: Database,
  customer: Customer,
  registrationId: number,
  part?: ReviewPart,
) {
  return refuseUnlessEditable(await findVisibleRegistration(db, customer, registrationId, false), part);
}

/** Refuses (409) a save of `part` to a submitted application, unless the branch returned that part. */
export function refuseUnlessEditable<
  R extends { status: string; review_status: string | null; returned_parts: readonly string[] },
>(registration: R, part?: ReviewPart): R {
  if (registration.status !== 'Completed') return registration;
  if (registration.review_status !== 'Returned') throw new AppError('CONFLICT', messages.completedReadOnly);
  if (part === undefined || !registration.returned_parts.includes(part)) {
    throw new AppError('CONFLICT', reviewMessages.returnedSectionOnly);
  }
  return registration;
}

/**
 * The caller's own application, locked for the rest of the transaction, whatever its status (the
 * final submit answers a Completed application again rather than refusing it).
 */
export function lockOwnRegistration(db: Database, customer: Customer, registrationId: number) {
  return findVisibleRegistration(db, customer, registrationId, true);
}

export type OwnRegistration = Awaited<ReturnType<typeof readOwnRegistration>>;

/** Every change to an application moves its "Last updated". */
export async function touchRegistration(db: Database, registrationId: number, now: Date): Promise<void> {
  await db.updateTable('registrations').set({ updated_at: now }).where('id', '=', registrationId).execute();
}
