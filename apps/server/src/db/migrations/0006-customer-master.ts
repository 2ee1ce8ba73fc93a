export const name = 'customer-master';

export const sql = /* sql */ `
-- The bank's customer master (account type 5, an existing customer: DESIGN.md §4, §5), loaded with
-- \`npm run cli -- customers import FILE.csv\`. state, education and occupation hold the ids of the
-- portal's State, Education and Occupation lists, as the wizard's fields do.
CREATE TABLE customer_master (
  customer_id text PRIMARY KEY,
  branch_code text NOT NULL REFERENCES branches (code),
  mobile text NOT NULL,
  title text NOT NULL,
  first_name text NOT NULL,
  middle_name text NOT NULL DEFAULT '',
  last_name text NOT NULL,
  dob date NOT NULL,
  gender text NOT NULL,
  email text NOT NULL DEFAULT '',
  pan text NOT NULL DEFAULT '',
  address1 text NOT NULL,
  address2 text NOT NULL DEFAULT '',
  address3 text NOT NULL DEFAULT '',
  city text NOT NULL,
  pin text NOT NULL,
  state integer NOT NULL,
  average_income text NOT NULL DEFAULT '',
  education integer,
  occupation integer,
  updated_at timestamptz NOT NULL
);

-- A customer may read only the records of their own mobile; staff those of their branch.
CREATE INDEX customer_master_mobile ON customer_master (mobile);
CREATE INDEX customer_master_branch ON customer_master (branch_code);
`;
