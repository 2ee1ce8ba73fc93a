import { sql } from 'kysely';
import type { Database } from '@server/db/client.js';

export async function findNomination(db: Database, registrationId: number) {
  return db
    .selectFrom('nominations')
    .select([
      'nominee_name',
      'nominee_address',
      'relationship',
      // A birth given as a year and month alone has no date to show (docs/decisions/027).
      sql<string | null>`CASE WHEN minor_dob_day_known THEN to_char(minor_dob, 'YYYY-MM-DD') END`.as('minor_dob'),
      'guardian_name',
      'guardian_address',
      'guardian_relation',
      'version',
    ])
    .where('registration_id', '=', registrationId)
    .executeTakeFirst();
}

export async function findTechnoProducts(db: Database, registrationId: number) {
  return db.selectFrom('techno_products').selectAll().where('registration_id', '=', registrationId).executeTakeFirst();
}

export async function findDepositDetails(db: Database, registrationId: number, kind: 'FD' | 'RD') {
  return db
    .selectFrom('deposit_details')
    .selectAll()
    .where('registration_id', '=', registrationId)
    .where('kind', '=', kind)
    .executeTakeFirst();
}
