import { sql } from 'kysely';
import { selectApplicationDocuments } from '@server/db/application-holders.js';
import type { Database } from '@server/db/client.js';
import { countRows } from '@server/db/count-rows.js';
import type { DocumentKind } from '@server/db/schema.js';
import { visibleTo, type Principal } from '@server/modules/session';
import { documentStore } from './document-store.js';
import type { StoredFile } from './uploads.js';

export interface ProofValues {
  proofName: string;
  /** Already masked when it is an Aadhaar number. */
  proofNumber: string;
  poiPoa: string;
  expiryDate: string | null;
}

/** What the row knows of its file; the bytes are the document store's (writeFile). */
function fileColumns(file: StoredFile | null) {
  return {
    file_name: file?.fileName ?? null,
    content_type: file?.contentType ?? null,
    byte_size: file?.content.length ?? null,
  };
}

async function writeFile(db: Database, file: StoredFile | null): Promise<void> {
  if (file) await documentStore.write(db, file.fileName, file.content);
}

/** Forgets the bytes of the files these rows name, before the rows go. */
async function removeFiles(db: Database, rows: readonly { file_name: string | null }[]): Promise<void> {
  await documentStore.remove(
    db,
    rows.flatMap((row) => (row.file_name === null ? [] : [row.file_name])),
  );
}

/** A holder's documents without their contents, oldest first. */
export async function listHolderDocuments(db: Database, holderId: number) {
  return db
    .selectFrom('holder_documents')
    .select([
      'id',
      'kind',
      'file_name',
      'proof_name',
      'proof_number',
      'poi_poa',
      sql<string>`coalesce(to_char(expiry_date, 'YYYY-MM-DD'), '')`.as('expiry_date'),
    ])
    .where('holder_id', '=', holderId)
    .orderBy('id')
    .execute();
}
export type HolderDocument = Awaited<ReturnType<typeof listHolderDocuments>>[number];

/** Replaces the holder's photo or PAN document (at most one of each). */
export async function replaceSingleDocument(
  db: Database,
  holderId: number,
  kind: 'photo' | 'pan',
  file: StoredFile,
  now: Date,
): Promise<void> {
  await deleteDocumentsOfKind(db, holderId, kind);
  await db
    .insertInto('holder_documents')
    .values({ holder_id: holderId, kind, ...fileColumns(file), created_at: now })
    .execute();
  await writeFile(db, file);
}

export async function deleteDocumentsOfKind(db: Database, holderId: number, kind: DocumentKind): Promise<void> {
  const files = db.selectFrom('holder_documents').select('file_name').where('holder_id', '=', holderId);
  await removeFiles(db, await files.where('kind', '=', kind).execute());
  await db.deleteFrom('holder_documents').where('holder_id', '=', holderId).where('kind', '=', kind).execute();
}

export async function insertProof(
  db: Database,
  holderId: number,
  proof: ProofValues,
  file: StoredFile | null,
  now: Date,
): Promise<void> {
  await db
    .insertInto('holder_documents')
    .values({
      holder_id: holderId,
      kind: 'proof',
      proof_name: proof.proofName,
      proof_number: proof.proofNumber,
      poi_poa: proof.poiPoa,
      expiry_date: proof.expiryDate,
      ...fileColumns(file),
      created_at: now,
    })
    .execute();
  await writeFile(db, file);
}

/** Updates a saved proof row; its file is replaced only when a new one is given. */
export async function updateProof(
  db: Database,
  proofId: number,
  proof: ProofValues,
  file: StoredFile | null,
): Promise<void> {
  // A new file takes the place of the old one, whose bytes go.
  if (file) await removeFiles(db, await proofFiles(db).where('id', '=', proofId).execute());
  await db
    .updateTable('holder_documents')
    .set({
      proof_name: proof.proofName,
      proof_number: proof.proofNumber,
      poi_poa: proof.poiPoa,
      expiry_date: proof.expiryDate,
      ...(file ? fileColumns(file) : {}),
    })
    .where('id', '=', proofId)
    .where('kind', '=', 'proof')
    .execute();
  await writeFile(db, file);
}

/** The files of a holder's proof rows (narrowed by the caller). */
function proofFiles(db: Database) {
  return db.selectFrom('holder_documents').select('file_name').where('kind', '=', 'proof');
}

export async function deleteProofsExcept(db: Database, holderId: number, keep: readonly number[]): Promise<void> {
  let files = proofFiles(db).where('holder_id', '=', holderId);
  let query = db.deleteFrom('holder_documents').where('holder_id', '=', holderId).where('kind', '=', 'proof');
  if (keep.length > 0) {
    files = files.where('id', 'not in', keep);
    query = query.where('id', 'not in', keep);
  }
  await removeFiles(db, await files.execute());
  await query.execute();
}

/** A proof row of one registration (any of its holders). */
export async function findProofOfRegistration(db: Database, registrationId: number, proofId: number) {
  return selectApplicationDocuments(db, registrationId)
    .select(['d.id', 'd.holder_id'])
    .where('d.id', '=', proofId)
    .where('d.kind', '=', 'proof')
    .executeTakeFirst();
}

export function countProofs(db: Database, holderId: number): Promise<number> {
  return countRows(db.selectFrom('holder_documents').where('holder_id', '=', holderId).where('kind', '=', 'proof'));
}

export async function deleteDocument(db: Database, id: number): Promise<void> {
  await removeFiles(db, await db.selectFrom('holder_documents').select('file_name').where('id', '=', id).execute());
  await db.deleteFrom('holder_documents').where('id', '=', id).execute();
}

/**
 * A stored file, only when the principal may see it: the customer whose mobile the registration
 * carries, staff of its branch, or an admin. Anything else matches nothing, like an unknown name.
 */
export async function findVisibleFile(
  db: Database,
  fileName: string,
  kinds: readonly DocumentKind[],
  principal: Principal,
) {
  const found = await db
    .selectFrom('holder_documents as d')
    .innerJoin('registration_holders as h', 'h.id', 'd.holder_id')
    .innerJoin('registrations as r', 'r.id', 'h.registration_id')
    .select(['d.file_name', 'd.content_type'])
    .where('d.file_name', '=', fileName)
    .where('d.kind', 'in', kinds)
    .where(visibleTo(principal, { mobile: 'r.mobile', branchCode: 'r.branch_code' }))
    .executeTakeFirst();
  if (!found?.file_name) return undefined;
  return { ...found, content: await documentStore.read(db, found.file_name) };
}
