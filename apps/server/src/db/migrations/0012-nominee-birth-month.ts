export const name = 'nominee-birth-month';

export const sql = /* sql */ `
-- The DA-1 nomination may give a minor nominee's birth as a year and month alone (holder-wizards.md
-- §9 'nominee year 4, nominee month 2'; docs/decisions/027): minor_dob then holds the first day of
-- that month and this flag says the day is not known, so no read or print invents one.
ALTER TABLE nominations ADD COLUMN minor_dob_day_known boolean NOT NULL DEFAULT true;
`;
