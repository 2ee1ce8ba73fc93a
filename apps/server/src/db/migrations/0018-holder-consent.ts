export const name = 'holder-consent';

export const sql = /* sql */ `
-- Every depositor agrees for themselves (DESIGN.md §5, docs/decisions/041). A holder whose own mobile
-- is not the one that signed in agrees from their own phone, through a link sent by SMS.

-- One link sent to one holder of one application. Only the SHA-256 of its token is kept (the token is
-- 128 random bits: a hash without a key is enough, and a database reader cannot rebuild a link). A new
-- request replaces the holder's earlier one; a link works until it expires or is replaced.
CREATE TABLE consent_requests (
  id serial PRIMARY KEY,
  registration_id integer NOT NULL REFERENCES registrations(id) ON DELETE CASCADE,
  holder_id integer NOT NULL REFERENCES registration_holders(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  -- The mobile the link went to: its codes go there too, whatever the holder's record says later.
  mobile text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  replaced_at timestamptz,
  -- The holder's last answer through this link (agreed or declined).
  answered_at timestamptz,
  request_ip text NOT NULL
);
CREATE INDEX consent_requests_holder ON consent_requests (holder_id, created_at);
-- The SMS limits count a mobile's links of the last day.
CREATE INDEX consent_requests_mobile ON consent_requests (mobile, created_at);

-- The one-time codes of a link, kept as the sign-in codes are: a keyed hash, a short life, a few
-- wrong tries each. Wrong tries spend only their own code, never the link or the holder's next code.
CREATE TABLE consent_codes (
  id serial PRIMARY KEY,
  consent_request_id integer NOT NULL REFERENCES consent_requests(id) ON DELETE CASCADE,
  mobile text NOT NULL,
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0,
  consumed_at timestamptz,
  request_ip text NOT NULL
);
CREATE INDEX consent_codes_request ON consent_codes (consent_request_id, created_at);
CREATE INDEX consent_codes_mobile ON consent_codes (mobile, created_at);

-- Every answer a holder gave, in order: the latest one counts, the earlier ones are the history the
-- branch sees. shown_sha256 is the SHA-256 of exactly what the holder was shown; when what the holder
-- would be shown now hashes otherwise, the agreement is Outdated.
CREATE TABLE consent_answers (
  id serial PRIMARY KEY,
  registration_id integer NOT NULL REFERENCES registrations(id) ON DELETE CASCADE,
  holder_id integer NOT NULL REFERENCES registration_holders(id) ON DELETE CASCADE,
  consent_request_id integer NOT NULL REFERENCES consent_requests(id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('Agreed', 'Declined')),
  at timestamptz NOT NULL,
  mobile text NOT NULL,
  client_ip text NOT NULL,
  user_agent text NOT NULL,
  shown_sha256 text NOT NULL,
  language text NOT NULL CHECK (language IN ('en', 'mr', 'hi')),
  decline_reason text,
  CHECK ((status = 'Declined') = (decline_reason IS NOT NULL))
);
CREATE INDEX consent_answers_holder ON consent_answers (holder_id, at);
`;
