import type { Database } from '@server/db/client.js';

/**
 * Where the bytes of holders' documents are kept, apart from what is known about each document (its
 * holder_documents row: holder, kind, file name, type, size, proof values). Every module reads and
 * writes the bytes through this interface, so object storage can take the PostgreSQL store's place
 * in this one module.
 *
 * A file is known by the name the server gave it (32 random hex digits and an extension), never
 * reused. `db` is the caller's transaction: the PostgreSQL store works inside it, so a refused save
 * keeps no bytes. A store outside the database would ignore it; what it wrote for a transaction
 * that then rolled back is named by no row, so it is never served, and can be swept later.
 */
export interface DocumentStore {
  /** Keeps a file's bytes; the document's row already names the file. */
  write(db: Database, fileName: string, content: Buffer): Promise<void>;
  /** A file's bytes, or undefined when none are kept under its name. */
  read(db: Database, fileName: string): Promise<Buffer | undefined>;
  /** Keeps beside a photo its print image: the small JPEG the application PDF prints (made at submit). */
  writePrintImage(db: Database, fileName: string, image: Buffer): Promise<void>;
  /** A photo's print image, or undefined when none has been made. */
  readPrintImage(db: Database, fileName: string): Promise<Buffer | undefined>;
  /** Forgets the bytes (and print images) of files whose rows are about to be deleted. */
  remove(db: Database, fileNames: readonly string[]): Promise<void>;
}

/** PGlite answers bytea as a Uint8Array, node-postgres as a Buffer; callers get a Buffer either way. */
function asBuffer(bytes: Uint8Array | null | undefined): Buffer | undefined {
  if (!bytes) return undefined;
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** The file's bytes, or its print image, from its row. */
async function readBytes(db: Database, fileName: string, column: 'content' | 'print_image') {
  const row = await db
    .selectFrom('holder_documents')
    .select(`${column} as bytes`)
    .where('file_name', '=', fileName)
    .executeTakeFirst();
  return asBuffer(row?.bytes);
}

/** The bytes in the document's own row: holder_documents.content and .print_image (bytea). */
export const postgresDocumentStore: DocumentStore = {
  async write(db, fileName, content) {
    await db.updateTable('holder_documents').set({ content }).where('file_name', '=', fileName).execute();
  },

  read: (db, fileName) => readBytes(db, fileName, 'content'),

  async writePrintImage(db, fileName, image) {
    await db.updateTable('holder_documents').set({ print_image: image }).where('file_name', '=', fileName).execute();
  },

  readPrintImage: (db, fileName) => readBytes(db, fileName, 'print_image'),

  async remove(db, fileNames) {
    // Here the bytes would go with their rows anyway; clearing them first keeps the contract (read
    // answers nothing once removed) whatever then happens to the row.
    if (fileNames.length === 0) return;
    await db
      .updateTable('holder_documents')
      .set({ content: null, print_image: null })
      .where('file_name', 'in', fileNames)
      .execute();
  },
};

/**
 * The store the portal keeps documents in.
 * @alias of the chosen implementation (knip: not a duplicate export by mistake)
 */
export const documentStore: DocumentStore = postgresDocumentStore;
