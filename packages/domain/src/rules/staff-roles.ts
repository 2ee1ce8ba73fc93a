// No zod here: the web's entry imports these to read the signed-in user it keeps (docs/decisions/005).

/** Branch staff roles; `clerk` is the default of `branch-user add`, `admin` sees every branch. */
export const STAFF_ROLES = ['clerk', 'officer', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
