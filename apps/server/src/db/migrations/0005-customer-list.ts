export const name = 'customer-list';

export const sql = /* sql */ `
-- The branch customer list (docs/decisions/010-customer-list-bounds.md). One branch's dates use
-- registrations_branch_idx (branch_code, updated_at DESC) from 0001; an admin's all-branch search
-- reads the newest first and stops at the row cap, which needs the dates on their own.
CREATE INDEX registrations_updated_idx ON registrations (updated_at DESC, id DESC);
`;
