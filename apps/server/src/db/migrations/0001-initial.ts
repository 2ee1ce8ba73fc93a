export const name = 'initial';

export const sql = /* sql */ `
CREATE TABLE reference_items (
  list_name text NOT NULL,
  id integer NOT NULL,
  name text NOT NULL,
  sort_order integer NOT NULL,
  PRIMARY KEY (list_name, id)
);

CREATE TABLE branches (
  code text PRIMARY KEY,
  name text NOT NULL,
  location_id integer NOT NULL
);
CREATE INDEX branches_location_idx ON branches (location_id);

CREATE TABLE branch_users (
  id serial PRIMARY KEY,
  username text NOT NULL,
  password_hash text NOT NULL,
  branch_code text NOT NULL REFERENCES branches (code),
  is_admin boolean NOT NULL DEFAULT false,
  disabled_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX branch_users_username_idx ON branch_users (lower(username));

CREATE TABLE login_failures (
  id serial PRIMARY KEY,
  username text NOT NULL,
  failed_at timestamptz NOT NULL
);
CREATE INDEX login_failures_username_idx ON login_failures (username, failed_at);

CREATE TABLE otp_challenges (
  id serial PRIMARY KEY,
  guid uuid NOT NULL UNIQUE,
  mobile text NOT NULL,
  email text NOT NULL DEFAULT '',
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0,
  consumed_at timestamptz,
  request_ip text NOT NULL
);
CREATE INDEX otp_challenges_mobile_idx ON otp_challenges (mobile, created_at);

CREATE TABLE sessions (
  id uuid PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('customer', 'staff')),
  subject text NOT NULL,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_expires_idx ON sessions (expires_at);

CREATE TABLE registrations (
  id serial PRIMARY KEY,
  reference_no text NOT NULL UNIQUE CHECK (reference_no ~ '^[0-9]{12,15}$'),
  mobile text NOT NULL,
  email text NOT NULL DEFAULT '',
  account_type_id integer NOT NULL,
  entity_type_id integer NOT NULL,
  location_id integer NOT NULL,
  branch_code text NOT NULL REFERENCES branches (code),
  status text NOT NULL CHECK (status IN ('Partially Filled', 'Completed')),
  form_fill_by text NOT NULL,
  pdf_file_name text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX registrations_mobile_idx ON registrations (mobile, updated_at DESC);
CREATE INDEX registrations_branch_idx ON registrations (branch_code, updated_at DESC);

CREATE TABLE registration_holders (
  id serial PRIMARY KEY,
  registration_id integer NOT NULL REFERENCES registrations (id) ON DELETE CASCADE,
  holder_sr_no integer NOT NULL,
  first_name text NOT NULL DEFAULT '',
  middle_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  status text NOT NULL CHECK (status IN ('Partially Filled', 'Completed')),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (registration_id, holder_sr_no)
);

-- Who changed what and when. Kept when a registration is deleted: no foreign key on purpose.
CREATE TABLE audit_log (
  id serial PRIMARY KEY,
  at timestamptz NOT NULL,
  actor_kind text NOT NULL,
  actor text NOT NULL,
  registration_id integer,
  action text NOT NULL,
  detail jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX audit_log_registration_idx ON audit_log (registration_id);
`;
