import { messages, type GetOtpResponse, type Language } from '@portal/domain';
import type { Database } from '@server/db/client.js';
import { AppError } from '@server/lib/app-error.js';
import type { Clock } from '@server/lib/clock.js';
import { SmsDeliveryError, type SmsSender } from '@server/sms/sms-sender.js';
import type { SmsSettings } from '@server/sms/sms-templates.js';
import type { SessionService } from '@server/modules/session';
import {
  deleteChallenge,
  findChallengeForUpdate,
  guidExists,
  insertChallenge,
  listChallengesSince,
  lockMobile,
} from './otp-repository.js';
import {
  composeCodeSms,
  createCodeHasher,
  DAY_MS,
  newCode,
  OTP_LIFETIME_MS,
  OTP_MAX_WRONG_ATTEMPTS,
  nextSignInSendAt,
  refuseEarlySignInSend,
} from './one-time-codes.js';
import { spendCode } from './spend-code.js';

type SendAnswer = Omit<GetOtpResponse, 'responseCode' | 'responseMessage'>;

export interface OtpServiceOptions {
  db: Database;
  clock: Clock;
  sms: SmsSender;
  sessions: SessionService;
  secret: string;
  otpLength: 4 | 6;
  bankName: string;
  /** Seconds before another code for the same mobile, doubling with each (0: no cool-down). */
  resendAfterSeconds: number;
  /** Ends each SMS with the WebOTP origin line `@host #code` (web.dev/articles/web-otp); unset: no line. */
  webOtpHost: string | undefined;
  /** The code SMS's text, DLT template id and sender id, per language. */
  smsSettings: SmsSettings;
  /** The language the customer chose and the portal keeps for their mobile, if any. */
  languageOf: (mobile: string) => Promise<Language | null>;
}

/** The service's options with the code hasher made from its secret. */
type OtpContext = OtpServiceOptions & { hashCode: ReturnType<typeof createCodeHasher> };

/** A sign-in code's request: the mobile, where it is asked from, and the sign-in screen's language. */
interface SendOtpInput {
  guid: string;
  mobile: string;
  email: string;
  ip: string;
  knownDevice: boolean;
  language?: Language;
}

/**
 * Records a fresh code's challenge if the mobile's budget allows it, with the mobile locked; answers
 * when the budget allows the next code.
 */
function recordChallenge(context: OtpContext, input: SendOtpInput, code: string) {
  const { db, clock, resendAfterSeconds, hashCode } = context;
  return db.transaction().execute(async (tx) => {
    await lockMobile(tx, input.mobile);
    const now = clock.now();
    const lastDay = await listChallengesSince(tx, input.mobile, new Date(now.getTime() - DAY_MS));
    refuseEarlySignInSend(lastDay, input.knownDevice, now, resendAfterSeconds);
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
      fromKnownDevice: input.knownDevice,
    });
    const sent = { created_at: now, consumed_at: null, from_known_device: input.knownDevice };
    return { at: nextSignInSendAt([...lastDay, sent], input.knownDevice, resendAfterSeconds).at, now };
  });
}

/**
 * Sends a fresh code, within the mobile's budget for where it is asked from (`knownDevice`: a
 * device that signed in with this mobile before; docs/decisions/047). The answer is the same
 * whether or not the mobile has applied before; it says when this budget allows the next code.
 * The SMS is in the language kept for the mobile, else the one the sign-in screen shows
 * (`language`); the code is made the same way whatever the language.
 */
async function sendOtp(context: OtpContext, input: SendOtpInput): Promise<SendAnswer> {
  const { db, sms, smsSettings, languageOf } = context;
  const code = newCode(context.otpLength);
  const nextSendAt = await recordChallenge(context, input, code);
  // Sent after the commit, so a slow gateway holds no database connection (nor the embedded
  // database's only one). The sender has its own timeout.
  try {
    // Looked up only when it can change the text: with SMS_UNICODE off every SMS is English.
    const language = smsSettings.unicode ? ((await languageOf(input.mobile)) ?? input.language ?? null) : null;
    const { message, route } = composeCodeSms(context, language, code);
    await sms.send(input.mobile, message, route);
  } catch (error) {
    if (!(error instanceof SmsDeliveryError)) throw error;
    await deleteChallenge(db, input.guid);
    throw new AppError('SERVICE_UNAVAILABLE', messages.otpSendFailed);
  }
  return {
    resendAfterSeconds: Math.ceil((nextSendAt.at - nextSendAt.now.getTime()) / 1000),
    expiresInSeconds: OTP_LIFETIME_MS / 1000,
    triesLeft: OTP_MAX_WRONG_ATTEMPTS,
  };
}

/** Checks a code; a right one is used up and opens a customer session. */
async function verifyOtp(
  { db, clock, sessions, hashCode }: OtpContext,
  input: { guid: string; mobile: string; otp: string },
) {
  const outcome = await db.transaction().execute(async (tx) => {
    const now = clock.now();
    const challenge = await findChallengeForUpdate(tx, input.guid);
    // A code sent to another mobile is no live code for this one: nothing more is said.
    const live = challenge?.mobile === input.mobile ? challenge : undefined;
    const spent = await spendCode(tx, 'otp_challenges', live, hashCode(input.guid, input.mobile, input.otp), now);
    if (spent.refused) return spent;
    return { refused: false as const, mobile: spent.code.mobile, email: spent.code.email };
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
}

/** The sign-in by one-time code: sending the code, and checking it. */
export function createOtpService(options: OtpServiceOptions) {
  const context: OtpContext = { ...options, hashCode: createCodeHasher(options.secret) };
  return {
    sendOtp: (input: SendOtpInput) => sendOtp(context, input),
    verifyOtp: (input: { guid: string; mobile: string; otp: string }) => verifyOtp(context, input),
  };
}

export type OtpService = ReturnType<typeof createOtpService>;
