export const name = 'edit-versions';

export const sql = /* sql */ `
-- Optimistic concurrency (docs/decisions/018): every hub section and wizard step counts its saves.
-- A save names the version it started from; next_version raises PT409 when another save came
-- first, inside the saving statement, so the whole save (its audit row included) is undone.
CREATE FUNCTION next_version(current_version integer, expected integer) RETURNS integer
LANGUAGE plpgsql AS $$
BEGIN
  IF expected IS NOT NULL AND expected <> current_version THEN
    RAISE EXCEPTION 'stale version: % expected, % on record', expected, current_version USING ERRCODE = 'PT409';
  END IF;
  RETURN current_version + 1;
END
$$;

-- Rows saved before this have been saved at least once.
ALTER TABLE nominations ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE techno_products ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE deposit_details ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE registrations ADD COLUMN account_operations_version integer NOT NULL DEFAULT 0;
UPDATE registrations SET account_operations_version = 1 WHERE account_operations IS NOT NULL;

-- holder_kyc keeps every step of a holder in one row: each step has its own count.
ALTER TABLE holder_kyc
  ADD COLUMN personal_version integer NOT NULL DEFAULT 0,
  ADD COLUMN family_version integer NOT NULL DEFAULT 0,
  ADD COLUMN related_person_version integer NOT NULL DEFAULT 0,
  ADD COLUMN form_no_60_version integer NOT NULL DEFAULT 0,
  ADD COLUMN additional_version integer NOT NULL DEFAULT 0,
  ADD COLUMN declaration_version integer NOT NULL DEFAULT 0;
UPDATE holder_kyc SET
  personal_version = CASE WHEN personal IS NULL THEN 0 ELSE 1 END,
  family_version = CASE WHEN family IS NULL THEN 0 ELSE 1 END,
  related_person_version = CASE WHEN related_person IS NULL THEN 0 ELSE 1 END,
  form_no_60_version = CASE WHEN form_no_60 IS NULL THEN 0 ELSE 1 END,
  additional_version = CASE WHEN additional IS NULL THEN 0 ELSE 1 END,
  declaration_version = CASE WHEN declaration_accepted_at IS NULL THEN 0 ELSE 1 END;
`;
