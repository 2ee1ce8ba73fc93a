export const name = 'return-digests';

export const sql = /* sql */ `
-- Returned means only that (docs/decisions/045): when the branch returns an application, the SHA-256
-- of each returned part's saved values, by part ('family', 'nomination', ...). A resubmit that changed
-- none of them is refused. Empty for applications returned before this migration: they are not checked.
ALTER TABLE application_reviews ADD COLUMN return_digests jsonb NOT NULL DEFAULT '{}'::jsonb;
`;
