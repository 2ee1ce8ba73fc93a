export const name = 'customer-list-holder-summary';

export const sql = /* sql */ `
-- What the branch customer list shows of an application's holders, kept on the application itself so
-- that the list reads one table (docs/decisions/010-customer-list-bounds.md): looking up holder 1, its
-- KYC row and the holder count for each of thousands of records was most of the query's time.
-- Written only by the triggers below, in the same transaction as the change they follow, so every
-- write path keeps them right without knowing about them.
ALTER TABLE registrations
  -- Holder 1's names joined by single spaces, empty ones left out.
  ADD COLUMN holder1_name text NOT NULL DEFAULT '',
  -- The mobile in holder 1's personal details; null until they name one. The list compares it with
  -- registrations.mobile when it reads, so a change of either needs no other upkeep.
  ADD COLUMN holder1_mobile text,
  ADD COLUMN holders_count integer NOT NULL DEFAULT 0;

-- Works the three out again for the given applications; writes only those that changed. PL/pgSQL
-- rather than SQL so that the plan is kept between calls.
CREATE FUNCTION registration_holder_summary_refresh(registration_ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE registrations r
  SET holder1_name = s.holder1_name, holder1_mobile = s.holder1_mobile, holders_count = s.holders_count
  FROM (
    SELECT
      ids.id,
      concat_ws(' ', nullif(h1.first_name, ''), nullif(h1.middle_name, ''), nullif(h1.last_name, '')) AS holder1_name,
      nullif(k.personal ->> 'Mobile', '') AS holder1_mobile,
      (SELECT count(*)::int FROM registration_holders h WHERE h.registration_id = ids.id) AS holders_count
    FROM (SELECT DISTINCT unnest(registration_ids) AS id) AS ids
    LEFT JOIN registration_holders h1 ON h1.registration_id = ids.id AND h1.holder_sr_no = 1
    LEFT JOIN holder_kyc k ON k.holder_id = h1.id
  ) AS s
  WHERE r.id = s.id
    AND (r.holder1_name, r.holder1_mobile, r.holders_count)
      IS DISTINCT FROM (s.holder1_name, s.holder1_mobile, s.holders_count);
END;
$$;

-- Statement triggers with the statement's rows (transition tables), so that a bulk write refreshes
-- each application once rather than once a row. A trigger with transition tables serves one event,
-- hence three a table; the function tells them apart by TG_OP.
CREATE FUNCTION registration_holders_summary_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  registration_ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    registration_ids := array(SELECT registration_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    registration_ids := array(SELECT registration_id FROM old_rows);
  ELSE
    -- Only holders whose names, number or application changed: most updates move "Last updated".
    registration_ids := array(
      SELECT unnest(array[o.registration_id, n.registration_id])
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.registration_id, o.holder_sr_no, o.first_name, o.middle_name, o.last_name)
        IS DISTINCT FROM (n.registration_id, n.holder_sr_no, n.first_name, n.middle_name, n.last_name)
    );
  END IF;
  IF cardinality(registration_ids) > 0 THEN
    PERFORM registration_holder_summary_refresh(registration_ids);
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER registration_holders_summary_insert AFTER INSERT ON registration_holders
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION registration_holders_summary_trigger();
CREATE TRIGGER registration_holders_summary_update AFTER UPDATE ON registration_holders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION registration_holders_summary_trigger();
CREATE TRIGGER registration_holders_summary_delete AFTER DELETE ON registration_holders
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION registration_holders_summary_trigger();

-- Holder 1's KYC row gives the mobile. A KYC row deleted with its holder has no application left to
-- look up; the holders' trigger covers that.
CREATE FUNCTION holder_kyc_summary_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  holder_ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    holder_ids := array(SELECT holder_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    holder_ids := array(SELECT holder_id FROM old_rows);
  ELSE
    -- Only rows whose mobile changed: the other steps' saves leave it alone.
    holder_ids := array(
      SELECT n.holder_id
      FROM old_rows o JOIN new_rows n ON n.holder_id = o.holder_id
      WHERE o.personal ->> 'Mobile' IS DISTINCT FROM n.personal ->> 'Mobile'
    );
  END IF;
  IF cardinality(holder_ids) > 0 THEN
    PERFORM registration_holder_summary_refresh(array(
      SELECT registration_id FROM registration_holders WHERE id = ANY (holder_ids) AND holder_sr_no = 1
    ));
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER holder_kyc_summary_insert AFTER INSERT ON holder_kyc
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION holder_kyc_summary_trigger();
CREATE TRIGGER holder_kyc_summary_update AFTER UPDATE ON holder_kyc
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION holder_kyc_summary_trigger();
CREATE TRIGGER holder_kyc_summary_delete AFTER DELETE ON holder_kyc
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION holder_kyc_summary_trigger();

-- The applications already there.
SELECT registration_holder_summary_refresh(array(SELECT id FROM registrations));
`;
