import { sql } from 'kysely';
import { calendarDateInIndia, isMinor, parseIsoDate, type CalendarDate, type NomineesDetails } from '@portal/domain';
import type { Database } from './client.js';

/**
 * The application's nomination as GetNominees answers it: mode '' and no nominees before any save.
 * `today` decides who is a minor; callers with the app's clock pass its date in India. Read by the
 * sections (GetNominees) and by the PDF's print query, which depends on no other module
 * (docs/decisions/051).
 */
export async function findNominees(
  db: Database,
  registrationId: number,
  today: CalendarDate = calendarDateInIndia(new Date()),
): Promise<NomineesDetails> {
  const header = await db
    .selectFrom('nominations')
    .select(['mode', 'no_nomination_declared', 'version'])
    .where('registration_id', '=', registrationId)
    .executeTakeFirst();
  if (!header) return { mode: '', nominees: [], noNominationDeclared: false, version: 0 };
  const rows = await db
    .selectFrom('nominees')
    .select([
      'position',
      'first_name',
      'middle_name',
      'last_name',
      'relationship',
      sql<string>`coalesce(to_char(date_of_birth, 'YYYY-MM-DD'), '')`.as('date_of_birth'),
      'address1',
      'address2',
      'address3',
      'city',
      'pincode',
      'state_id',
      'share_percent',
      'appointee',
    ])
    .where('registration_id', '=', registrationId)
    .orderBy('position')
    .execute();
  return {
    mode: header.mode,
    noNominationDeclared: header.no_nomination_declared,
    version: header.version,
    nominees: rows.map((row) => {
      const born = parseIsoDate(row.date_of_birth);
      return {
        firstName: row.first_name,
        middleName: row.middle_name,
        lastName: row.last_name,
        relationship: row.relationship,
        dateOfBirth: row.date_of_birth,
        address1: row.address1,
        address2: row.address2,
        address3: row.address3,
        city: row.city,
        pincode: row.pincode,
        stateId: row.state_id,
        sharePercent: Number(row.share_percent),
        order: row.position,
        isMinor: born !== null && isMinor(born, today),
        appointee: row.appointee,
      };
    }),
  };
}
