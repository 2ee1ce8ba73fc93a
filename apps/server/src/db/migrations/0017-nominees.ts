export const name = 'nominees';

export const sql = /* sql */ `
-- The 2025 nomination rules (Banking Laws (Amendment) Act 2025, Banking Companies (Nomination) Rules
-- 2025): up to four nominees, one after another or at once in shares, or none with the depositor's
-- declaration. nominations stays the record's header (its version guards the whole record); each
-- nominee is a row of nominees. docs/decisions/040.
ALTER TABLE nominations
  ADD COLUMN mode text NOT NULL DEFAULT 'Successive' CHECK (mode IN ('Successive', 'Simultaneous', 'None')),
  ADD COLUMN no_nomination_declared boolean NOT NULL DEFAULT false;
ALTER TABLE nominations ALTER COLUMN mode DROP DEFAULT;

CREATE TABLE nominees (
  registration_id integer NOT NULL REFERENCES nominations (registration_id) ON DELETE CASCADE,
  -- The successive order, or the place in the list of simultaneous nominees.
  position smallint NOT NULL CHECK (position BETWEEN 1 AND 4),
  first_name text NOT NULL,
  middle_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  relationship text NOT NULL DEFAULT '',
  -- Null only for an adult carried over from the single nomination, which asked no adult's birth date.
  date_of_birth date,
  address1 text NOT NULL,
  address2 text NOT NULL DEFAULT '',
  address3 text NOT NULL DEFAULT '',
  city text NOT NULL DEFAULT '',
  pincode text NOT NULL DEFAULT '',
  state_id integer,
  share_percent numeric(5, 2) NOT NULL DEFAULT 0 CHECK (share_percent BETWEEN 0 AND 100),
  -- A minor's appointee as GetNominees answers it ({firstName, lastName, relationship, address1,
  -- address2, city, pincode}); null for an adult.
  appointee jsonb,
  PRIMARY KEY (registration_id, position)
);

-- Every existing nomination becomes one successive nominee: the DA-1 name parts and address lines
-- where the record has them, else the simple form's name split into words (first, last, the rest
-- between) and its address as the first line; a minor's guardian becomes the appointee.
INSERT INTO nominees (registration_id, position, first_name, middle_name, last_name, relationship, date_of_birth,
  address1, address2, address3, appointee)
SELECT n.registration_id, 1,
  CASE WHEN n.nominee_first_name <> '' THEN n.nominee_first_name ELSE coalesce(words[1], '') END,
  CASE WHEN n.nominee_first_name <> '' THEN n.nominee_middle_name
    ELSE array_to_string(words[2:cardinality(words) - 1], ' ') END,
  CASE WHEN n.nominee_first_name <> '' THEN n.nominee_last_name
    WHEN cardinality(words) > 1 THEN words[cardinality(words)] ELSE '' END,
  n.relationship,
  n.minor_dob,
  CASE WHEN n.nominee_address1 <> '' THEN n.nominee_address1 ELSE n.nominee_address END,
  CASE WHEN n.nominee_address1 <> '' THEN n.nominee_address2 ELSE '' END,
  CASE WHEN n.nominee_address1 <> '' THEN n.nominee_address3 ELSE '' END,
  CASE WHEN n.guardian_name <> '' THEN jsonb_build_object(
    'firstName', guardian[1],
    'lastName', CASE WHEN cardinality(guardian) > 1 THEN array_to_string(guardian[2:], ' ') ELSE '' END,
    'relationship', n.guardian_relation,
    'address1', n.guardian_address,
    'address2', '',
    'city', '',
    'pincode', '') END
FROM nominations n
CROSS JOIN LATERAL (SELECT regexp_split_to_array(btrim(n.nominee_name), '\\s+') AS words) AS name_words
CROSS JOIN LATERAL (SELECT regexp_split_to_array(btrim(n.guardian_name), '\\s+') AS guardian) AS guardian_words;

ALTER TABLE nominations
  DROP COLUMN nominee_name,
  DROP COLUMN nominee_address,
  DROP COLUMN relationship,
  DROP COLUMN minor_dob,
  DROP COLUMN minor_dob_day_known,
  DROP COLUMN guardian_name,
  DROP COLUMN guardian_address,
  DROP COLUMN guardian_relation,
  DROP COLUMN nature_of_deposit,
  DROP COLUMN distinguishing_no,
  DROP COLUMN additional_details,
  DROP COLUMN nominee_first_name,
  DROP COLUMN nominee_middle_name,
  DROP COLUMN nominee_last_name,
  DROP COLUMN nominee_address1,
  DROP COLUMN nominee_address2,
  DROP COLUMN nominee_address3,
  DROP COLUMN age;
`;
