export const name = 'known-device-sign-ins';

export const sql = /* sql */ `
-- Sign-in limits keep a separate budget for a device that signed in before with the same mobile or
-- user (a signed known-device cookie, docs/decisions/047): a stranger's codes and failures, asked for
-- from devices that never signed in, never hold back the owner's.
ALTER TABLE otp_challenges ADD COLUMN from_known_device boolean NOT NULL DEFAULT false;
ALTER TABLE login_failures ADD COLUMN from_known_device boolean NOT NULL DEFAULT false;
`;
