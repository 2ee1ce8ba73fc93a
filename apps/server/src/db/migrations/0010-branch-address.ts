export const name = 'branch-address';

export const sql = /* sql */ `
-- The success page tells the customer which branch to visit with their originals (decision 019): the
-- branch's postal address comes from the reference data file ('' until a bank's file gives one).
ALTER TABLE branches ADD COLUMN address text NOT NULL DEFAULT '';
`;
