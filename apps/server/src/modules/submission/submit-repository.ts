import { sql } from 'kysely';
import type { Database } from '@server/db/client.js';
import { selectApplicationDocuments, selectNamedHolders } from '@server/db/application-holders.js';

/** Which hub sections of a registration are on record (account operations live on the registration). */
export async function findSavedSections(db: Database, registrationId: number) {
  const row = await db
    .selectFrom('registrations as r')
    .select([
      sql<boolean>`r.account_operations IS NOT NULL`.as('accountOperations'),
      sql<boolean>`EXISTS (SELECT 1 FROM nominations n WHERE n.registration_id = r.id)`.as('nomination'),
      sql<boolean>`EXISTS (SELECT 1 FROM techno_products t WHERE t.registration_id = r.id)`.as('technoProducts'),
      sql<boolean>`EXISTS (SELECT 1 FROM deposit_details d WHERE d.registration_id = r.id AND d.kind = 'FD')`.as(
        'fixedDeposit',
      ),
      sql<boolean>`EXISTS (SELECT 1 FROM deposit_details d WHERE d.registration_id = r.id AND d.kind = 'RD')`.as(
        'recurringDeposit',
      ),
    ])
    .where('r.id', '=', registrationId)
    .executeTakeFirstOrThrow();
  return row;
}

/** The file names of the holders' photos (the document store keeps their bytes and print images). */
export async function listPhotoFiles(db: Database, registrationId: number): Promise<string[]> {
  const rows = await selectApplicationDocuments(db, registrationId)
    .select('d.file_name')
    .where('d.kind', '=', 'photo')
    .execute();
  return rows.flatMap((row) => (row.file_name === null ? [] : [row.file_name]));
}

export async function markSubmitted(
  db: Database,
  registrationId: number,
  submission: { formFillBy: string; fileName: string; now: Date },
): Promise<void> {
  await db
    .updateTable('registrations')
    .set({
      status: 'Completed',
      // A first submit and a resubmit after a return alike start the branch review (docs/decisions/028).
      review_status: 'Submitted',
      returned_parts: '[]',
      form_fill_by: submission.formFillBy,
      pdf_file_name: submission.fileName,
      submitted_at: submission.now,
      updated_at: submission.now,
    })
    .where('id', '=', registrationId)
    .execute();
}

/** Each holder's name and PAN-or-Form-60 choice, in holder order (for the originals to bring). */
export async function listHoldersToVisit(db: Database, registrationId: number) {
  return selectNamedHolders(db, registrationId)
    .select(sql<boolean>`coalesce(k.is_pan, true)`.as('is_pan'))
    .execute();
}

/** The holders' photo and proof rows, without their contents. */
export async function listDocumentKinds(db: Database, registrationId: number) {
  return selectApplicationDocuments(db, registrationId)
    .select(['d.holder_id', 'd.kind', 'd.proof_name', 'd.poi_poa'])
    .where('d.kind', 'in', ['photo', 'proof'])
    .orderBy('d.id')
    .execute();
}
