import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { otpResendWaitMessage, otpTooManySendsMessage, type Language } from '@portal/domain';
import { AppError } from '@server/lib/app-error.js';
import { composeSms, type SmsSettings } from '@server/sms/sms-templates.js';

/**
 * One-time codes sent by SMS, as sign-in makes them and as a consent link's codes are made alike
 * (docs/decisions/041): digits from crypto.randomInt, kept only as a keyed hash bound to what the code
 * is for and the mobile it went to, a short life, a few wrong tries each, and limits per mobile.
 */
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
export const DAY_MS = 24 * HOUR_MS;

/** A fresh code of `length` digits. */
export function newCode(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

/**
 * The keyed hash of codes: `binding` names what the code is for (a sign-in request's Guid, a consent
 * link), so a code can never stand for another request, nor its hash for any other use of the secret.
 */
export function createCodeHasher(secret: string) {
  const hashKey = createHmac('sha256', secret).update('otp-hash-key').digest();
  return (binding: string, mobile: string, code: string) =>
    createHmac('sha256', hashKey).update(`${binding}\u0000${mobile}\u0000${code}`).digest('base64url');
}

/** Whether two hashes are the same, in a time that does not tell how much of them is. */
export function sameHash(expected: string, actual: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(actual);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** When the newest `max`-th of these times leaves a window of `windowMs`, if `max` are in it. */
function windowFreesAt(times: Date[], max: number, windowMs: number): number | undefined {
  const oldestCounted = times[times.length - max];
  return times.length >= max && oldestCounted ? oldestCounted.getTime() + windowMs : undefined;
}

export function rateLimited(message: string, waitMs: number): AppError {
  return new AppError('RATE_LIMITED', message, undefined, { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) });
}

/** A code (or a link) sent to a mobile: when, from which address, and whether it can still be used. */
export interface SentCode {
  created_at: Date;
  request_ip: string;
  consumed_at: Date | null;
  failed_attempts: number;
}

/**
 * Refuses (429) another SMS to a mobile past its limits, given what went to it in the last day, oldest
 * first: per client address 5 an hour and 10 a day, 20 a day from all addresses, and the cool-down of
 * `resendAfterSeconds` from this address's last code that can still be used (a code used, or spent by
 * wrong tries, does not hold up the next one). The answer says only what this client could count itself
 * or what the refusal reveals anyway.
 */
export function refuseSendOverLimits(
  lastDay: readonly SentCode[],
  ip: string,
  now: Date,
  resendAfterSeconds: number,
): void {
  const fromSource = lastDay.filter((sent) => sent.request_ip === ip);
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
  const lastLive = fromSource.findLast((c) => c.consumed_at === null && c.failed_attempts < OTP_MAX_WRONG_ATTEMPTS);
  const coolDownEnds = lastLive ? lastLive.created_at.getTime() + resendAfterSeconds * 1000 : 0;
  if (coolDownEnds > now.getTime()) {
    const waitMs = coolDownEnds - now.getTime();
    throw rateLimited(otpResendWaitMessage(Math.ceil(waitMs / 1000)), waitMs);
  }
}

/**
 * Sign-in codes to one mobile (docs/decisions/047), counted per mobile rather than per address, so
 * that customers behind one shared address (Wi-Fi, carrier NAT) never hold each other up, and in two
 * budgets: codes asked for from a device that signed in with this mobile before, and codes asked for
 * from anywhere else. A stranger, from however many addresses, spends only the second.
 */
const SIGN_IN_SENDS_PER_DAY = { unknownDevice: 5, knownDevice: 10 } as const;
/** The backoff between codes of one budget doubles from the resend cool-down up to this. */
const SIGN_IN_MAX_BACKOFF_MS = HOUR_MS;
/** A wait longer than this is told as the time it ends rather than in seconds. */
const SAID_IN_SECONDS_UP_TO_MS = 5 * 60_000;

/** A sign-in code sent to a mobile: when, whether it signed someone in, and from which budget. */
interface SignInSend {
  created_at: Date;
  consumed_at: Date | null;
  from_known_device: boolean;
}

/**
 * When the next code of one budget may be sent, given the mobile's last day of codes (oldest first):
 * after the n-th code of the budget, `resendAfterSeconds` × 2^(n−1) (at most an hour) after it, and
 * at most the budget's daily count in any 24 hours. A code that signed someone in counts for neither
 * (only the one who received it could use it), so the owner's sign-ins never spend the budget.
 */
export function nextSignInSendAt(
  lastDay: readonly SignInSend[],
  knownDevice: boolean,
  resendAfterSeconds: number,
): { at: number; byDailyCount: boolean } {
  const budget = lastDay.filter((sent) => sent.from_known_device === knownDevice && sent.consumed_at === null);
  const last = budget.at(-1);
  const backoffEnds = last
    ? last.created_at.getTime() + Math.min(resendAfterSeconds * 1000 * 2 ** (budget.length - 1), SIGN_IN_MAX_BACKOFF_MS)
    : 0;
  const perDay = knownDevice ? SIGN_IN_SENDS_PER_DAY.knownDevice : SIGN_IN_SENDS_PER_DAY.unknownDevice;
  const dailyEnds = windowFreesAt(
    budget.map((sent) => sent.created_at),
    perDay,
    DAY_MS,
  );
  return dailyEnds !== undefined && dailyEnds > backoffEnds
    ? { at: dailyEnds, byDailyCount: true }
    : { at: backoffEnds, byDailyCount: false };
}

/** Refuses (429) a sign-in code that `nextSignInSendAt` says is early, saying when it may be asked for. */
export function refuseEarlySignInSend(
  lastDay: readonly SignInSend[],
  knownDevice: boolean,
  now: Date,
  resendAfterSeconds: number,
): void {
  const next = nextSignInSendAt(lastDay, knownDevice, resendAfterSeconds);
  const waitMs = next.at - now.getTime();
  if (waitMs <= 0) return;
  const message =
    next.byDailyCount || waitMs > SAID_IN_SECONDS_UP_TO_MS
      ? otpTooManySendsMessage(new Date(next.at), now)
      : otpResendWaitMessage(Math.ceil(waitMs / 1000));
  throw rateLimited(message, waitMs);
}

/**
 * A code's SMS: the code first (phones and the tests read it there), the WebOTP origin line
 * `@host #code` last, so that Android Chrome offers the code to the portal's origin and no other.
 */
export function composeCodeSms(
  settings: { smsSettings: SmsSettings; webOtpHost: string | undefined; bankName: string },
  language: Language | null,
  code: string,
) {
  const originLine = settings.webOtpHost ? `\n\n@${settings.webOtpHost} #${code}` : '';
  const { message, route } = composeSms(settings.smsSettings, 'code', language, { code, bank: settings.bankName });
  return { message: `${message}${originLine}`, route };
}
