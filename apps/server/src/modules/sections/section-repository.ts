import { sql } from 'kysely';
import type { AccountOperation } from '@portal/domain';
import type { Database } from '../../db/client.js';
import type { NewDepositDetails, NewNomination, NewTechnoProducts } from '../../db/schema.js';

export async function findNomination(db: Database, registrationId: number) {
  return db
    .selectFrom('nominations')
    .select([
      'nominee_name',
      'nominee_address',
      'relationship',
      sql<string>`to_char(minor_dob, 'YYYY-MM-DD')`.as('minor_dob'),
      'guardian_name',
      'guardian_address',
      'guardian_relation',
    ])
    .where('registration_id', '=', registrationId)
    .executeTakeFirst();
}

export async function saveNomination(db: Database, nomination: NewNomination): Promise<void> {
  const { registration_id: _key, ...changes } = nomination;
  await db
    .insertInto('nominations')
    .values(nomination)
    .onConflict((oc) => oc.column('registration_id').doUpdateSet(changes))
    .execute();
}

export async function findTechnoProducts(db: Database, registrationId: number) {
  return db.selectFrom('techno_products').selectAll().where('registration_id', '=', registrationId).executeTakeFirst();
}

export async function saveTechnoProducts(db: Database, products: NewTechnoProducts): Promise<void> {
  const { registration_id: _key, ...changes } = products;
  await db
    .insertInto('techno_products')
    .values(products)
    .onConflict((oc) => oc.column('registration_id').doUpdateSet(changes))
    .execute();
}

export async function saveAccountOperations(db: Database, registrationId: number, operation: AccountOperation) {
  await db
    .updateTable('registrations')
    .set({ account_operations: operation })
    .where('id', '=', registrationId)
    .execute();
}

export async function findDepositDetails(db: Database, registrationId: number, kind: 'FD' | 'RD') {
  return db
    .selectFrom('deposit_details')
    .selectAll()
    .where('registration_id', '=', registrationId)
    .where('kind', '=', kind)
    .executeTakeFirst();
}

export async function saveDepositDetails(db: Database, details: NewDepositDetails): Promise<void> {
  const { registration_id: _key, ...changes } = details;
  await db
    .insertInto('deposit_details')
    .values(details)
    .onConflict((oc) => oc.column('registration_id').doUpdateSet(changes))
    .execute();
}
