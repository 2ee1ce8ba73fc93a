import type { Database } from '@server/db/client.js';
import { OTP_MAX_WRONG_ATTEMPTS, sameHash } from './one-time-codes.js';
import { consumeChallenge, recordWrongAttempt, type CodeTable } from './otp-repository.js';

/** A one-time code as sign-in's and the consent links' tables both keep it. */
interface StoredCode {
  id: number;
  code_hash: string;
  consumed_at: Date | null;
  expires_at: Date;
  failed_attempts: number;
}

/**
 * Checks a typed code, by its hash, against the live code: a right one is used up, a wrong one spends
 * a try. No live code (none, used, expired or out of tries) answers 0 tries left, whatever the reason.
 */
export async function spendCode<Code extends StoredCode>(
  tx: Database,
  table: CodeTable,
  code: Code | undefined,
  typedHash: string,
  now: Date,
): Promise<{ refused: true; triesLeft: number } | { refused: false; code: Code }> {
  if (!code || code.consumed_at !== null || code.expires_at <= now || code.failed_attempts >= OTP_MAX_WRONG_ATTEMPTS) {
    return { refused: true, triesLeft: 0 };
  }
  if (!sameHash(code.code_hash, typedHash)) {
    await recordWrongAttempt(tx, code.id, table);
    return { refused: true, triesLeft: OTP_MAX_WRONG_ATTEMPTS - code.failed_attempts - 1 };
  }
  await consumeChallenge(tx, code.id, now, table);
  return { refused: false, code };
}
