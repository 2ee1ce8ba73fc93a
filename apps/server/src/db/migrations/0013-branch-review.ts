export const name = 'branch-review';

export const sql = /* sql */ `
-- The branch review after submit (DESIGN.md §5 "Branch review after submit", docs/decisions/028).
-- Staff roles: clerk (the default), officer, admin. is_admin stays (sessions, scoping and the
-- customer list read it) and must agree with the role.
ALTER TABLE branch_users ADD COLUMN role text NOT NULL DEFAULT 'clerk'
  CHECK (role IN ('clerk', 'officer', 'admin'));
UPDATE branch_users SET role = 'admin' WHERE is_admin;
ALTER TABLE branch_users ADD CONSTRAINT branch_users_role_admin CHECK ((role = 'admin') = is_admin);

-- A Completed application's review status; null while Partially Filled (and read as Submitted for a
-- Completed application without one). On registrations, so the staff list filters it in its one query.
ALTER TABLE registrations ADD COLUMN review_status text
  CHECK (review_status IN ('Submitted', 'Verified', 'Returned', 'Approved', 'Rejected'));
UPDATE registrations SET review_status = 'Submitted' WHERE status = 'Completed';
-- While Returned: the parts of the application the customer may save again (REVIEW_PARTS).
ALTER TABLE registrations ADD COLUMN returned_parts jsonb NOT NULL DEFAULT '[]'::jsonb;

-- The current review round of an application: who did what and when. The audit log keeps every
-- round; this row is what the rules and the "For office use" box read.
CREATE TABLE application_reviews (
  registration_id integer PRIMARY KEY REFERENCES registrations(id) ON DELETE CASCADE,
  verified_by text,
  verified_at timestamptz,
  originals_seen jsonb NOT NULL DEFAULT '[]'::jsonb,
  verify_remarks text NOT NULL DEFAULT '',
  returned_by text,
  returned_at timestamptz,
  return_reasons jsonb NOT NULL DEFAULT '[]'::jsonb,
  decided_by text,
  decided_at timestamptz,
  account_number text,
  rejection_reason text,
  -- Follow-up of drafts: the last reminder SMS, at most one a day.
  last_reminder_at timestamptz,
  CHECK (decided_by IS NULL OR decided_by <> verified_by)
);
CREATE UNIQUE INDEX application_reviews_account_number ON application_reviews (account_number)
  WHERE account_number IS NOT NULL;
`;
