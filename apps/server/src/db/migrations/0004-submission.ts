export const name = 'submission';

export const sql = /* sql */ `
-- When SubmitAccount completed the application (the PDF's "submitted" date); null while Partially Filled.
ALTER TABLE registrations ADD COLUMN submitted_at timestamptz;

-- The photo as the application PDF prints it (a small JPEG), made once at submit: a stored photo
-- may be 2000 px, and shrinking it on every print would take most of the PDF's time budget.
ALTER TABLE holder_documents ADD COLUMN print_image bytea;
`;
