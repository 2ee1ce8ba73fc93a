export const name = 'review-corrections';

export const sql = /* sql */ `
-- Corrections with four eyes (docs/decisions/044): an admin reopens an approval or a rejection for a
-- new decision. The last reopen is kept with the decision it reopened; the audit log keeps every one.
-- The admin who reopened may not make the new decision, as the clerk who verified may not.
ALTER TABLE application_reviews ADD COLUMN reopened_by text;
ALTER TABLE application_reviews ADD COLUMN reopened_at timestamptz;
ALTER TABLE application_reviews ADD COLUMN reopen_reason text;
ALTER TABLE application_reviews ADD COLUMN reopened_decision jsonb;
ALTER TABLE application_reviews ADD CONSTRAINT application_reviews_reopener_does_not_decide
  CHECK (decided_by IS NULL OR reopened_by IS NULL OR decided_by <> reopened_by);

-- At most one reminder SMS per customer mobile a day, whichever of its applications (decision 044). One
-- row per mobile, taken with a conditional upsert, so two reminders for two applications of one
-- mobile cannot both pass the check.
CREATE TABLE reminder_mobiles (
  mobile text PRIMARY KEY,
  last_sent_at timestamptz NOT NULL
);
INSERT INTO reminder_mobiles (mobile, last_sent_at)
  SELECT r.mobile, max(ar.last_reminder_at)
  FROM application_reviews ar JOIN registrations r ON r.id = ar.registration_id
  WHERE ar.last_reminder_at IS NOT NULL
  GROUP BY r.mobile;
`;
