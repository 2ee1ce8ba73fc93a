export const name = 'document-store';

export const sql = /* sql */ `
-- Document bytes are kept behind the DocumentStore interface (docs/decisions/025): the row says
-- which file a document is, the store keeps its bytes. The PostgreSQL store writes them into the
-- row just after it is written, and clears them before it is deleted, so a row may name a file
-- whose bytes are (for that moment) not in it. The check that tied content to file_name goes.
ALTER TABLE holder_documents DROP CONSTRAINT IF EXISTS holder_documents_check;
`;
