export const name = 'customer-list-paged';

export const sql = /* sql */ `
-- The customer list paged on the server (docs/decisions/032-customer-list-paged.md). Each tab is one
-- status, read newest "Last updated" first by keyset (updated_at, id): one branch's through the first
-- index, every branch's (admins) through the second. The dates bound updated_at in the same index,
-- and the total counts the same entries (an index-only scan, up to its limit); review_status is
-- included so that a review status filter is counted from the index too.
CREATE INDEX registrations_list_branch_idx ON registrations (branch_code, status, updated_at DESC, id DESC)
  INCLUDE (review_status);
CREATE INDEX registrations_list_status_idx ON registrations (status, updated_at DESC, id DESC)
  INCLUDE (review_status);
`;
