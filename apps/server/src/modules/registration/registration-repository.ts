import { selectApplicationsWithTypes } from '@server/db/application-names.js';
import type { Database } from '@server/db/client.js';
import { holderFullName } from '@server/db/holder-name.js';
import { reviewStatusOf } from './review-status.js';

export async function insertRegistration(
  db: Database,
  registration: {
    referenceNo: string;
    mobile: string;
    email: string;
    accountTypeId: number;
    entityTypeId: number;
    locationId: number;
    branchCode: string;
    formFillBy: string;
    now: Date;
  },
): Promise<number> {
  const row = await db
    .insertInto('registrations')
    .values({
      reference_no: registration.referenceNo,
      mobile: registration.mobile,
      email: registration.email,
      account_type_id: registration.accountTypeId,
      entity_type_id: registration.entityTypeId,
      location_id: registration.locationId,
      branch_code: registration.branchCode,
      status: 'Partially Filled',
      form_fill_by: registration.formFillBy,
      pdf_file_name: null,
      created_at: registration.now,
      updated_at: registration.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertHolder(db: Database, registrationId: number, holderSrNo: number, now: Date): Promise<void> {
  await db
    .insertInto('registration_holders')
    .values({
      registration_id: registrationId,
      holder_sr_no: holderSrNo,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

export async function hasRegistrations(db: Database, mobile: string): Promise<boolean> {
  const row = await db
    .selectFrom('registrations')
    .select('id')
    .where('mobile', '=', mobile)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The Status list of one mobile number, newest first. */
export async function listRegistrationsOfMobile(db: Database, mobile: string) {
  return selectApplicationsWithTypes(db)
    .leftJoin('registration_holders as h1', (join) =>
      join.onRef('h1.registration_id', '=', 'r.id').on('h1.holder_sr_no', '=', 1),
    )
    .leftJoin('application_reviews as ar', 'ar.registration_id', 'r.id')
    .select([
      'r.id',
      'r.updated_at',
      reviewStatusOf('r').as('review_status'),
      'ar.return_reasons',
      'r.reference_no',
      'r.status',
      'r.form_fill_by',
      'r.pdf_file_name',
      'r.account_type_id',
      'at.name as account_type_name',
      'et.name as entity_type_name',
      holderFullName('h1').as('customer_name'),
      (eb) =>
        eb
          .selectFrom('registration_holders as h')
          .select((inner) => inner.fn.countAll<number>().as('count'))
          .whereRef('h.registration_id', '=', 'r.id')
          .as('holders_count'),
    ])
    .where('r.mobile', '=', mobile)
    .orderBy('r.updated_at', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
}

export async function deleteRegistration(db: Database, id: number): Promise<void> {
  await db.deleteFrom('registrations').where('id', '=', id).execute();
}

/** The application's e-mail (the Registration's Email, portal.md §3). */
export async function setRegistrationEmail(db: Database, registrationId: number, email: string): Promise<void> {
  await db.updateTable('registrations').set({ email }).where('id', '=', registrationId).execute();
}
