import { sql } from 'kysely';
import { selectApplicationDocuments } from '@server/db/application-holders.js';
import { selectApplicationsWithNames } from '@server/db/application-names.js';
import type { Database } from '@server/db/client.js';

// ISO 8601 in UTC, as the customer list answers its dates.
const isoText = <Text extends string | null = string>(column: 'r.created_at' | 'r.updated_at' | 'r.submitted_at') =>
  sql<Text>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The application's summary with the names of its form type, entity type, location and branch. */
export async function findApplicationSummary(db: Database, registrationId: number) {
  return selectApplicationsWithNames(db)
    .select([
      'r.id as registrationId',
      'r.reference_no as referenceNo',
      'r.account_type_id as accountTypeId',
      sql<string>`coalesce(at.name, '')`.as('accountTypeName'),
      sql<string>`coalesce(et.name, '')`.as('entityTypeName'),
      sql<string>`coalesce(loc.name, '')`.as('locationName'),
      'r.branch_code as branchCode',
      sql<string>`coalesce(b.name, '')`.as('branchName'),
      'r.status',
      'r.form_fill_by as formFillBy',
      'r.mobile as mobileNo',
      sql<string>`coalesce(r.email, '')`.as('email'),
      isoText('r.created_at').as('createdOn'),
      isoText('r.updated_at').as('lastUpdated'),
      isoText<string | null>('r.submitted_at').as('submittedOn'),
    ])
    .where('r.id', '=', registrationId)
    .executeTakeFirst();
}

/** The application's uploaded files (rows without a file, as type 5's proofs can be, are left out). */
export async function listApplicationDocuments(db: Database, registrationId: number) {
  return selectApplicationDocuments(db, registrationId)
    .select(['d.id', 'd.kind', 'd.file_name', 'd.content_type', 'd.proof_name', 'h.id as holder_id', 'h.holder_sr_no'])
    .where('d.file_name', 'is not', null)
    .orderBy('h.holder_sr_no')
    .orderBy('d.id')
    .execute();
}

/** The application's audit entries, oldest first: no detail beyond what names the holder. */
export async function listApplicationAudit(db: Database, registrationId: number) {
  return db
    .selectFrom('audit_log')
    .select(['id', 'at', 'actor_kind', 'actor', 'action', 'detail'])
    .where('registration_id', '=', registrationId)
    .orderBy('at')
    .orderBy('id')
    .execute();
}
