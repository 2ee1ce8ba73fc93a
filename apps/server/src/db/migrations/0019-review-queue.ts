export const name = 'review-queue';

export const sql = /* sql */ `
-- The branch's review work queue (docs/decisions/043-review-work-queue.md): the applications waiting for
-- a clerk (Submitted) or an officer (Verified), oldest first by when they entered that status, whatever
-- their date.

-- A Completed application always has its review status written, so the queue reads it from the column
-- (and the index below) rather than through migration 0013's "null reads as Submitted".
UPDATE registrations SET review_status = 'Submitted' WHERE status = 'Completed' AND review_status IS NULL;

-- When the application entered its review status. Written only by the trigger below, so every write
-- path (submit, resubmit, each review transition) keeps it right without knowing about it: the time is
-- the write's updated_at, which each of them sets from the portal's clock with the new status.
ALTER TABLE registrations ADD COLUMN review_status_at timestamptz;
UPDATE registrations r SET review_status_at = CASE
    WHEN r.review_status = 'Verified' THEN coalesce(
      (SELECT ar.verified_at FROM application_reviews ar WHERE ar.registration_id = r.id), r.updated_at)
    WHEN r.review_status = 'Submitted' THEN coalesce(r.submitted_at, r.updated_at)
    ELSE r.updated_at
  END
  WHERE r.review_status IS NOT NULL;

CREATE FUNCTION registrations_review_status_at_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.review_status IS DISTINCT FROM OLD.review_status THEN
    NEW.review_status_at := CASE WHEN NEW.review_status IS NULL THEN NULL ELSE NEW.updated_at END;
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER registrations_review_status_at BEFORE INSERT OR UPDATE OF review_status ON registrations
  FOR EACH ROW EXECUTE FUNCTION registrations_review_status_at_trigger();

-- The queue, oldest first: one branch's step through the first index (a clerk's Submitted, an
-- officer's Verified, in order with no sort), every branch's (an admin's) through the second. Partial:
-- only the applications waiting for the branch are in them, a small part of all.
CREATE INDEX registrations_review_queue_branch_idx ON registrations (branch_code, review_status, review_status_at, id)
  WHERE review_status IN ('Submitted', 'Verified');
CREATE INDEX registrations_review_queue_idx ON registrations (review_status_at, id)
  WHERE review_status IN ('Submitted', 'Verified');

-- Who has taken the application off the queue ("Assigned to me"). An assignment is for one stay of the
-- application in one review status: it stands while the application's review status and the time it
-- entered it are the ones it was taken in. Verified, returned or resubmitted, it is back in a queue
-- unassigned, with nothing to clear in the review's own transitions.
ALTER TABLE application_reviews ADD COLUMN assigned_to text;
ALTER TABLE application_reviews ADD COLUMN assigned_at timestamptz;
ALTER TABLE application_reviews ADD COLUMN assigned_status text CHECK (assigned_status IN ('Submitted', 'Verified'));
ALTER TABLE application_reviews ADD COLUMN assigned_status_at timestamptz;
ALTER TABLE application_reviews ADD CONSTRAINT application_reviews_assignment_whole CHECK (
  (assigned_to IS NULL AND assigned_at IS NULL AND assigned_status IS NULL AND assigned_status_at IS NULL)
  OR (assigned_to IS NOT NULL AND assigned_at IS NOT NULL AND assigned_status IS NOT NULL
      AND assigned_status_at IS NOT NULL));
`;
