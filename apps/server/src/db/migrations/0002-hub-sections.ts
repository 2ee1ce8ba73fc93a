export const name = 'hub-sections';

export const sql = /* sql */ `
-- Holders are renumbered in one statement when one is deleted: the check must wait for its end.
ALTER TABLE registration_holders
  DROP CONSTRAINT registration_holders_registration_id_holder_sr_no_key,
  ADD CONSTRAINT registration_holders_sr_no_unique UNIQUE (registration_id, holder_sr_no) DEFERRABLE INITIALLY IMMEDIATE;

ALTER TABLE registrations ADD COLUMN account_operations text
  CHECK (account_operations IN ('Self', 'Either or survivor', 'Former or survivor', 'Anyone or survivor', 'Jointly by all'));

-- One nomination per registration (DESIGN.md §5); the wizard's DA-1 form adds its own columns later.
CREATE TABLE nominations (
  registration_id integer PRIMARY KEY REFERENCES registrations (id) ON DELETE CASCADE,
  nominee_name text NOT NULL,
  nominee_address text NOT NULL,
  relationship text NOT NULL DEFAULT '',
  minor_dob date NOT NULL,
  guardian_name text NOT NULL DEFAULT '',
  guardian_address text NOT NULL DEFAULT '',
  guardian_relation text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL
);

CREATE TABLE techno_products (
  registration_id integer PRIMARY KEY REFERENCES registrations (id) ON DELETE CASCADE,
  debit_card boolean NOT NULL,
  sms_banking boolean NOT NULL,
  mobile_banking boolean NOT NULL,
  statement_on_email boolean NOT NULL,
  aadhaar_card_seeding boolean NOT NULL,
  internet_banking boolean NOT NULL,
  updated_at timestamptz NOT NULL
);

-- FD and RD details share one table: an application is one or the other (by its account type).
CREATE TABLE deposit_details (
  registration_id integer PRIMARY KEY REFERENCES registrations (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('FD', 'RD')),
  deposit_amount text NOT NULL CHECK (deposit_amount ~ '^[0-9]{1,10}$'),
  tenure_years text NOT NULL,
  tenure_months text NOT NULL,
  tenure_days text NOT NULL,
  interest_payout text NOT NULL,
  interest_payout_mode text NOT NULL,
  bank_name text NOT NULL,
  branch_name text NOT NULL,
  account_no text NOT NULL,
  ifsc text NOT NULL,
  is_auto_renewal boolean NOT NULL,
  period_years text NOT NULL DEFAULT '',
  period_months text NOT NULL DEFAULT '',
  period_days text NOT NULL DEFAULT '',
  tds_membership_no text NOT NULL DEFAULT '',
  debit_account_no text NOT NULL DEFAULT '',
  rd_amount text NOT NULL DEFAULT '',
  rd_months text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL
);
`;
