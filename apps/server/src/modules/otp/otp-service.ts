import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  messages,
  otpResendWaitMessage,
  otpTooManySendsMessage,
  type GetOtpResponse,
  type Language,
} from '@portal/domain';
import type { Database } from '@server/db/client.js';
import { AppError } from '@server/lib/app-error.js';
import type { Clock } from '@server/lib/clock.js';
import { SmsDeliveryError, type SmsSender } from '@server/sms/sms-sender.js';
import { composeSms, type SmsSettings } from '@server/sms/sms-templates.js';
import type { SessionService } from '../session/session-service.js';
import {
  consumeChallenge,
  deleteChallenge,
  findChallengeForUpdate,
  guidExists,
  insertChallenge,
  listChallengesSince,
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
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

type SendAnswer = Omit<GetOtpResponse, 'responseCode' | 'responseMessage'>;

/** When the newest `max`-th of these times leaves a window of `windowMs`, if `max` are in it. */
function windowFreesAt(times: Date[], max: number, windowMs: number): number | undefined {
  const oldestCounted = times[times.length - max];
  return times.length >= max && oldestCounted ? oldestCounted.getTime() + windowMs : undefined;
}

function rateLimited(message: string, waitMs: number): AppError {
  return new AppError('RATE_LIMITED', message, undefined, { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) });
}

export interface OtpServiceOptions {
  db: Database;
  clock: Clock;
  sms: SmsSender;
  sessions: SessionService;
  secret: string;
  otpLength: 4 | 6;
  bankName: string;
  /** Seconds before one client may ask for another code for the same mobile (0: no cool-down). */
  resendAfterSeconds: number;
  /** Ends each SMS with the WebOTP origin line `@host #code` (web.dev/articles/web-otp); unset: no line. */
  webOtpHost: string | undefined;
  /** The code SMS's text, DLT template id and sender id, per language. */
  smsSettings: SmsSettings;
  /** The language the customer chose and the portal keeps for their mobile, if any. */
  languageOf: (mobile: string) => Promise<Language | null>;
}

export function createOtpService({
  db,
  clock,
  sms,
  sessions,
  secret,
  otpLength,
  bankName,
  resendAfterSeconds,
  webOtpHost,
  smsSettings,
  languageOf,
}: OtpServiceOptions) {
  // A key of its own, so that an OTP hash can never be confused with any other use of the secret.
  const hashKey = createHmac('sha256', secret).update('otp-hash-key').digest();
  const hashCode = (guid: string, mobile: string, code: string) =>
    createHmac('sha256', hashKey).update(`${guid}\u0000${mobile}\u0000${code}`).digest('base64url');

  return {
    /**
     * Sends a fresh code. The answer is the same whether or not the mobile has applied before: the
     * portal's constants, and on a 429 when this client may ask again, from counts it could keep itself
     * (its own requests) or that the refusal already reveals (the ceiling over all addresses).
     * The SMS is in the language kept for the mobile, else the one the sign-in screen shows
     * (`language`); the code is made the same way whatever the language.
     */
    async sendOtp(input: {
      guid: string;
      mobile: string;
      email: string;
      ip: string;
      language?: Language;
    }): Promise<SendAnswer> {
      const code = String(randomInt(0, 10 ** otpLength)).padStart(otpLength, '0');
      await db.transaction().execute(async (tx) => {
        await lockMobile(tx, input.mobile);
        const now = clock.now();
        const lastDay = await listChallengesSince(tx, input.mobile, new Date(now.getTime() - DAY_MS));
        const fromSource = lastDay.filter((challenge) => challenge.request_ip === input.ip);
        const hourAgo = now.getTime() - HOUR_MS;
        const limitEnds = [
          windowFreesAt(
            fromSource.filter((c) => c.created_at.getTime() > hourAgo).map((c) => c.created_at),
            OTP_MAX_PER_HOUR,
            HOUR_MS,
          ),
          windowFreesAt(
            fromSource.map((c) => c.created_at),
            OTP_MAX_PER_DAY,
            DAY_MS,
          ),
          windowFreesAt(
            lastDay.map((c) => c.created_at),
            OTP_MAX_PER_DAY_ALL_SOURCES,
            DAY_MS,
          ),
        ].filter((end): end is number => end !== undefined);
        if (limitEnds.length > 0) {
          const until = new Date(Math.max(...limitEnds));
          throw rateLimited(otpTooManySendsMessage(until, now), until.getTime() - now.getTime());
        }
        // The cool-down runs from this client's last code that can still be used: a code used to sign
        // in, or spent by wrong tries, does not hold up the next one.
        const lastLive = fromSource.findLast(
          (c) => c.consumed_at === null && c.failed_attempts < OTP_MAX_WRONG_ATTEMPTS,
        );
        const coolDownEnds = lastLive ? lastLive.created_at.getTime() + resendAfterSeconds * 1000 : 0;
        if (coolDownEnds > now.getTime()) {
          const waitMs = coolDownEnds - now.getTime();
          throw rateLimited(otpResendWaitMessage(Math.ceil(waitMs / 1000)), waitMs);
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
        // The code comes first (phones and the tests read it there); the WebOTP line last, so that
        // Android Chrome offers the code to the portal's origin and no other.
        const originLine = webOtpHost ? `\n\n@${webOtpHost} #${code}` : '';
        // Looked up only when it can change the text: with SMS_UNICODE off every SMS is English.
        const language = smsSettings.unicode ? ((await languageOf(input.mobile)) ?? input.language ?? null) : null;
        const { message, route } = composeSms(smsSettings, 'code', language, { code, bank: bankName });
        await sms.send(input.mobile, `${message}${originLine}`, route);
      } catch (error) {
        if (!(error instanceof SmsDeliveryError)) throw error;
        await deleteChallenge(db, input.guid);
        throw new AppError('SERVICE_UNAVAILABLE', messages.otpSendFailed);
      }
      return {
        resendAfterSeconds,
        expiresInSeconds: OTP_LIFETIME_MS / 1000,
        triesLeft: OTP_MAX_WRONG_ATTEMPTS,
      };
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
          // No live code for this Guid and mobile, whatever the reason: nothing more is said.
          return { refused: true as const, triesLeft: 0 };
        }
        const expected = Buffer.from(challenge.code_hash);
        const actual = Buffer.from(hashCode(input.guid, input.mobile, input.otp));
        if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
          await recordWrongAttempt(tx, challenge.id);
          return { refused: true as const, triesLeft: OTP_MAX_WRONG_ATTEMPTS - challenge.failed_attempts - 1 };
        }
        await consumeChallenge(tx, challenge.id, now);
        return { refused: false as const, mobile: challenge.mobile, email: challenge.email };
      });
      if (outcome.refused) {
        throw new AppError('UNAUTHORIZED', messages.otpInvalid, undefined, {
          returnSuccess: 0,
          returnMessage: messages.otpInvalid,
          triesLeft: outcome.triesLeft,
        });
      }
      const token = await sessions.startCustomerSession(outcome.mobile);
      return { token, mobile: outcome.mobile, email: outcome.email };
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;
