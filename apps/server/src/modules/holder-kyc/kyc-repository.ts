import { sql } from 'kysely';
import type { AccountOperation } from '@portal/domain';
import type { Database } from '../../db/client.js';

export type KycStepColumn = 'personal' | 'family' | 'related_person' | 'form_no_60' | 'additional';

/** A holder of the registration: the one named, or holder 1 when none is. */
export async function findHolderOfRegistration(db: Database, registrationId: number, holderId?: number) {
  let query = db
    .selectFrom('registration_holders')
    .select(['id', 'holder_sr_no'])
    .where('registration_id', '=', registrationId);
  query = holderId === undefined ? query.where('holder_sr_no', '=', 1) : query.where('id', '=', holderId);
  return query.executeTakeFirst();
}

export async function findKyc(db: Database, holderId: number) {
  return db.selectFrom('holder_kyc').selectAll().where('holder_id', '=', holderId).executeTakeFirst();
}

/** Saves one step's values (and, for the personal step, the path flags it decides). */
export async function saveKycStep(
  db: Database,
  holderId: number,
  column: KycStepColumn,
  values: Record<string, unknown>,
  now: Date,
  flags: { is_minor?: boolean; is_pan?: boolean } = {},
): Promise<void> {
  const changes = { [column]: JSON.stringify(values), ...flags, updated_at: now };
  await db
    .insertInto('holder_kyc')
    .values({ holder_id: holderId, ...changes })
    .onConflict((oc) => oc.column('holder_id').doUpdateSet(changes))
    .execute();
}

export async function acceptDeclaration(db: Database, holderId: number, now: Date): Promise<void> {
  const changes = { declaration_accepted_at: now, updated_at: now };
  await db
    .insertInto('holder_kyc')
    .values({ holder_id: holderId, ...changes })
    .onConflict((oc) => oc.column('holder_id').doUpdateSet(changes))
    .execute();
}

export async function setHolderNames(
  db: Database,
  holderId: number,
  names: { first_name: string; middle_name: string; last_name: string },
  now: Date,
): Promise<void> {
  await db
    .updateTable('registration_holders')
    .set({ ...names, updated_at: now })
    .where('id', '=', holderId)
    .execute();
}

/** Moves a holder's "Last updated" when one of its steps is saved. */
export async function touchHolder(db: Database, holderId: number, now: Date): Promise<void> {
  await db.updateTable('registration_holders').set({ updated_at: now }).where('id', '=', holderId).execute();
}

export async function findDa1Nomination(db: Database, registrationId: number) {
  return db
    .selectFrom('nominations')
    .select([
      'nature_of_deposit',
      'distinguishing_no',
      'additional_details',
      'nominee_first_name',
      'nominee_middle_name',
      'nominee_last_name',
      'nominee_address1',
      'nominee_address2',
      'nominee_address3',
      'relationship',
      'age',
      sql<string>`coalesce(to_char(minor_dob, 'YYYY-MM-DD'), '')`.as('minor_dob'),
    ])
    .where('registration_id', '=', registrationId)
    .where('nature_of_deposit', '<>', '')
    .executeTakeFirst();
}

export interface Da1Values {
  nature_of_deposit: string;
  distinguishing_no: string;
  additional_details: string;
  nominee_first_name: string;
  nominee_middle_name: string;
  nominee_last_name: string;
  nominee_address1: string;
  nominee_address2: string;
  nominee_address3: string;
  relationship: string;
  age: string;
  minor_dob: string | null;
  /** The hub's simple form reads these: the name parts and address lines joined. */
  nominee_name: string;
  nominee_address: string;
}

/** Saves the DA-1 form into the registration's one nomination record; guardian columns stay as they are. */
export async function saveDa1Nomination(
  db: Database,
  registrationId: number,
  values: Da1Values,
  now: Date,
): Promise<void> {
  const changes = { ...values, updated_at: now };
  await db
    .insertInto('nominations')
    .values({ registration_id: registrationId, ...changes })
    .onConflict((oc) => oc.column('registration_id').doUpdateSet(changes))
    .execute();
}

export async function setAccountOperations(
  db: Database,
  registrationId: number,
  operation: AccountOperation,
): Promise<void> {
  await db
    .updateTable('registrations')
    .set({ account_operations: operation })
    .where('id', '=', registrationId)
    .execute();
}
