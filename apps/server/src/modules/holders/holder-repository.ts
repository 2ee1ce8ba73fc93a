import { sql } from 'kysely';
import type { Database } from '@server/db/client.js';
import { countRows } from '@server/db/count-rows.js';
import { holderFullName } from '@server/db/holder-name.js';

export async function listHolders(db: Database, registrationId: number) {
  return db
    .selectFrom('registration_holders as h')
    .innerJoin('registrations as r', 'r.id', 'h.registration_id')
    .select(['h.id', 'h.holder_sr_no', 'h.updated_at', holderFullName('h').as('customer_name')])
    .select(['r.account_type_id', 'r.location_id', 'r.branch_code'])
    .where('h.registration_id', '=', registrationId)
    .orderBy('h.holder_sr_no')
    .execute();
}

export function countHolders(db: Database, registrationId: number): Promise<number> {
  return countRows(db.selectFrom('registration_holders').where('registration_id', '=', registrationId));
}

export async function insertNextHolder(db: Database, registrationId: number, now: Date): Promise<number> {
  const row = await db
    .insertInto('registration_holders')
    .values((eb) => ({
      registration_id: registrationId,
      holder_sr_no: eb
        .selectFrom('registration_holders')
        .select(sql<number>`coalesce(max(holder_sr_no), 0) + 1`.as('next'))
        .where('registration_id', '=', registrationId),
      created_at: now,
      updated_at: now,
    }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findHolder(db: Database, registrationId: number, holderId: number) {
  return db
    .selectFrom('registration_holders')
    .select(['id', 'holder_sr_no'])
    .where('registration_id', '=', registrationId)
    .where('id', '=', holderId)
    .executeTakeFirst();
}

/** Removes a holder and closes the gap, so holders stay numbered 1, 2, 3… */
export async function deleteHolderAndRenumber(
  db: Database,
  registrationId: number,
  holder: { id: number; holder_sr_no: number },
) {
  await db.deleteFrom('registration_holders').where('id', '=', holder.id).execute();
  await db
    .updateTable('registration_holders')
    .set((eb) => ({ holder_sr_no: eb('holder_sr_no', '-', 1) }))
    .where('registration_id', '=', registrationId)
    .where('holder_sr_no', '>', holder.holder_sr_no)
    .execute();
}

export async function clearAccountOperations(db: Database, registrationId: number): Promise<void> {
  await db.updateTable('registrations').set({ account_operations: null }).where('id', '=', registrationId).execute();
}
