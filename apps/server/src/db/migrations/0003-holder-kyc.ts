export const name = 'holder-kyc';

export const sql = /* sql */ `
-- The wizard steps of one holder. Each step is kept as its call parsed it (the names the form sends
-- and reloads), null until saved. Aadhaar numbers inside are masked before they get here.
CREATE TABLE holder_kyc (
  holder_id integer PRIMARY KEY REFERENCES registration_holders (id) ON DELETE CASCADE,
  -- Set by the personal step: under 18 on the day it was saved, and PAN given (false: Form 60/61).
  is_minor boolean NOT NULL DEFAULT false,
  is_pan boolean NOT NULL DEFAULT true,
  personal jsonb,
  family jsonb,
  related_person jsonb,
  form_no_60 jsonb,
  additional jsonb,
  declaration_accepted_at timestamptz,
  updated_at timestamptz NOT NULL
);

-- Photo, PAN and proof documents (DESIGN.md §1: in the database, written with the row that refers
-- to them). A proof row of account type 5 may have no file.
CREATE TABLE holder_documents (
  id serial PRIMARY KEY,
  holder_id integer NOT NULL REFERENCES registration_holders (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('photo', 'pan', 'proof')),
  file_name text UNIQUE,
  content_type text,
  content bytea,
  byte_size integer,
  proof_name text NOT NULL DEFAULT '',
  proof_number text NOT NULL DEFAULT '',
  poi_poa text NOT NULL DEFAULT '',
  expiry_date date,
  created_at timestamptz NOT NULL,
  CHECK ((file_name IS NULL) = (content IS NULL)),
  CHECK (kind = 'proof' OR file_name IS NOT NULL),
  -- A full Aadhaar number is never kept (DESIGN.md §6).
  CHECK (proof_number !~ '[0-9]{12}')
);
CREATE INDEX holder_documents_holder_idx ON holder_documents (holder_id, id);
CREATE UNIQUE INDEX holder_documents_one_photo ON holder_documents (holder_id) WHERE kind = 'photo';
CREATE UNIQUE INDEX holder_documents_one_pan ON holder_documents (holder_id) WHERE kind = 'pan';

-- The wizard's DA-1 nomination shares the hub's record (DESIGN.md §5); a DA-1 nominee of 18 or
-- over has no date of birth.
ALTER TABLE nominations
  ADD COLUMN nature_of_deposit text NOT NULL DEFAULT '',
  ADD COLUMN distinguishing_no text NOT NULL DEFAULT '',
  ADD COLUMN additional_details text NOT NULL DEFAULT '',
  ADD COLUMN nominee_first_name text NOT NULL DEFAULT '',
  ADD COLUMN nominee_middle_name text NOT NULL DEFAULT '',
  ADD COLUMN nominee_last_name text NOT NULL DEFAULT '',
  ADD COLUMN nominee_address1 text NOT NULL DEFAULT '',
  ADD COLUMN nominee_address2 text NOT NULL DEFAULT '',
  ADD COLUMN nominee_address3 text NOT NULL DEFAULT '',
  ADD COLUMN age text NOT NULL DEFAULT '',
  ALTER COLUMN minor_dob DROP NOT NULL;

-- A holder's status is worked out from its saved steps (modules/holders/holder-progress.ts), so it
-- can never go stale; the stored column goes.
ALTER TABLE registration_holders DROP COLUMN status;
`;
