export const name = 'sign-in-failures-by-source';

export const sql = /* sql */ `
-- Failed staff sign-ins are counted per user and client address (docs/decisions/014), so that a
-- stranger's guesses lock out the stranger rather than the clerk. Rows from before have no address.
ALTER TABLE login_failures ADD COLUMN source_ip text;
CREATE INDEX login_failures_source_idx ON login_failures (username, source_ip, failed_at);
CREATE INDEX otp_challenges_source_idx ON otp_challenges (mobile, request_ip, created_at);
`;
