import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { messages } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { SmsDeliveryError, type SmsSender } from '../../sms/sms-sender.js';
import type { SessionService } from '../session/session-service.js';
import {
  consumeChallenge,
  deleteChallenge,
  countChallengesSince,
  findChallengeForUpdate,
  guidExists,
  insertChallenge,
  lockMobile,
  recordWrongAttempt,
} from './otp-repository.js';

export const OTP_LIFETIME_MS = 5 * 60_000;
export const OTP_MAX_WRONG_ATTEMPTS = 3;
/**
 * Codes per mobile, counted per client address so that a stranger who spends them stops only
 * himself (docs/decisions/014); the ceiling over all addresses bounds SMS cost and guessing.
 */
export const OTP_MAX_PER_HOUR = 5;
export const OTP_MAX_PER_DAY = 10;
export const OTP_MAX_PER_DAY_ALL_SOURCES = 20;

export interface OtpServiceOptions {
  db: Database;
  clock: Clock;
  sms: SmsSender;
  sessions: SessionService;
  secret: string;
  otpLength: 4 | 6;
  bankName: string;
}

export function createOtpService({ db, clock, sms, sessions, secret, otpLength, bankName }: OtpServiceOptions) {
  // A key of its own, so that an OTP hash can never be confused with any other use of the secret.
  const hashKey = createHmac('sha256', secret).update('otp-hash-key').digest();
  const hashCode = (guid: string, mobile: string, code: string) =>
    createHmac('sha256', hashKey).update(`${guid}\u0000${mobile}\u0000${code}`).digest('base64url');

  return {
    /** Sends a fresh code. The answer is the same whether or not the mobile has applied before. */
    async sendOtp(input: { guid: string; mobile: string; email: string; ip: string }): Promise<void> {
      const code = String(randomInt(0, 10 ** otpLength)).padStart(otpLength, '0');
      await db.transaction().execute(async (tx) => {
        await lockMobile(tx, input.mobile);
        const now = clock.now();
        const lastHour = await countChallengesSince(tx, input.mobile, input.ip, new Date(now.getTime() - 60 * 60_000));
        const lastDay = await countChallengesSince(
          tx,
          input.mobile,
          input.ip,
          new Date(now.getTime() - 24 * 60 * 60_000),
        );
        if (
          lastHour.thisSource >= OTP_MAX_PER_HOUR ||
          lastDay.thisSource >= OTP_MAX_PER_DAY ||
          lastDay.allSources >= OTP_MAX_PER_DAY_ALL_SOURCES
        ) {
          throw new AppError('RATE_LIMITED', messages.otpTooManySends);
        }
        if (await guidExists(tx, input.guid)) {
          throw new AppError('CONFLICT', 'This request was already used. Please ask for a new OTP.');
        }
        await insertChallenge(tx, {
          guid: input.guid,
          mobile: input.mobile,
          email: input.email,
          codeHash: hashCode(input.guid, input.mobile, code),
          now,
          expiresAt: new Date(now.getTime() + OTP_LIFETIME_MS),
          ip: input.ip,
        });
      });
      // Sent after the commit, so a slow gateway holds no database connection (nor the embedded
      // database's only one). The sender has its own timeout.
      try {
        await sms.send(
          input.mobile,
          `${code} is your OTP for ${bankName} online account opening. It is valid for 5 minutes. Do not share it with anyone.`,
        );
      } catch (error) {
        if (!(error instanceof SmsDeliveryError)) throw error;
        await deleteChallenge(db, input.guid);
        throw new AppError('SERVICE_UNAVAILABLE', messages.otpSendFailed);
      }
    },

    /** Checks a code; a right one is used up and opens a customer session. */
    async verifyOtp(input: { guid: string; mobile: string; otp: string }) {
      const outcome = await db.transaction().execute(async (tx) => {
        const now = clock.now();
        const challenge = await findChallengeForUpdate(tx, input.guid);
        if (
          !challenge ||
          challenge.mobile !== input.mobile ||
          challenge.consumed_at !== null ||
          challenge.expires_at <= now ||
          challenge.failed_attempts >= OTP_MAX_WRONG_ATTEMPTS
        ) {
          return null;
        }
        const expected = Buffer.from(challenge.code_hash);
        const actual = Buffer.from(hashCode(input.guid, input.mobile, input.otp));
        if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
          await recordWrongAttempt(tx, challenge.id);
          return null;
        }
        await consumeChallenge(tx, challenge.id, now);
        return { mobile: challenge.mobile, email: challenge.email };
      });
      if (!outcome) {
        throw new AppError('UNAUTHORIZED', messages.otpInvalid, undefined, {
          returnSuccess: 0,
          returnMessage: messages.otpInvalid,
        });
      }
      const token = await sessions.startCustomerSession(outcome.mobile);
      return { token, ...outcome };
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;
