import { createHash, randomBytes } from 'node:crypto';
import {
  DEFAULT_LANGUAGE,
  maskMobile,
  messages,
  type ConsentRequestView,
  type HolderConsent,
  type Language,
} from '@portal/domain';
import type { Database } from '@server/db/client.js';
import { AppError, validationError } from '@server/lib/app-error.js';
import type { Clock } from '@server/lib/clock.js';
import { SmsDeliveryError, type SmsSender } from '@server/sms/sms-sender.js';
import type { SendCustomerSms } from '@server/sms/customer-sms.js';
import type { SmsSettings } from '@server/sms/sms-templates.js';
import { recordAudit } from '@server/modules/audit';
import {
  composeCodeSms,
  createCodeHasher,
  DAY_MS,
  newCode,
  OTP_LIFETIME_MS,
  refuseSendOverLimits,
  lockMobile,
  spendCode,
  type SentCode,
} from '@server/modules/otp';
import { lockOwnRegistration, readVisibleRegistration, type Customer } from '@server/modules/registration';
import type { Principal } from '@server/modules/session';
import {
  deleteCode,
  findLiveRequest,
  findNewestCodeForUpdate,
  insertAnswer,
  insertCode,
  insertRequest,
  listCodesToMobileSince,
  listConsentHolders,
  listRequestsToMobileSince,
  withdrawRequest,
  type LiveConsentRequest,
} from './consent-repository.js';
import { findHolderConsents, type HolderConsentState } from './consent-status.js';
import { consentContent, consentHash, loadConsentSources, type ConsentSources } from './consent-view.js';

/** How long a consent link works. */
export const CONSENT_LINK_LIFETIME_MS = 72 * 60 * 60_000;
/** 128 random bits, sent as 22 base64url characters. */
const TOKEN_BYTES = 16;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;
const USER_AGENT_MAX = 500;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Unknown, expired, replaced or altered alike: nothing tells them apart. */
function noSuchLink(): AppError {
  return new AppError('NOT_FOUND', messages.notFound);
}

/**
 * Whether the holders may still agree to (or decline) the application: while the customer can change
 * it, that is before submit, or while the branch has returned it for changes.
 */
function openForAgreement(registration: { status: string; review_status: string | null }): boolean {
  return registration.status !== 'Completed' || registration.review_status === 'Returned';
}

export interface ConsentServiceOptions {
  db: Database;
  clock: Clock;
  sms: SmsSender;
  secret: string;
  otpLength: 4 | 6;
  resendAfterSeconds: number;
  webOtpHost: string | undefined;
  bankName: string;
  smsSettings: SmsSettings;
  publicUrl: string;
  languageOf: (mobile: string) => Promise<Language | null>;
  sendCustomerSms: SendCustomerSms;
}

/** The service's options with the code hasher made from its secret. */
type ConsentContext = ConsentServiceOptions & { hashCode: ReturnType<typeof createCodeHasher> };

/** What a holder's answer through their link records besides the link itself. */
interface AnswerInput {
  status: 'Agreed' | 'Declined';
  at: Date;
  language: Language;
  ip: string;
  userAgent: string;
  declineReason: string | null;
}

/** A holder's answer as the link's page sends it. */
interface LinkAnswer {
  token: string;
  language: Language;
  ip: string;
  userAgent: string;
}

/** A consent code is bound to its request: a code of another request never matches. */
const codeBinding = (requestId: number) => `consent:${requestId}`;

/**
 * The live link of a token, for a holder whose mobile is still the one it went to, of an application
 * still open for agreement; 404 otherwise, whatever the reason.
 */
async function resolveLink(
  { clock }: ConsentContext,
  executor: Database,
  token: string,
  lock: boolean,
): Promise<LiveConsentRequest> {
  if (!TOKEN_PATTERN.test(token)) throw noSuchLink();
  const request = await findLiveRequest(executor, hashToken(token), clock.now(), lock);
  if (!request || !openForAgreement(request)) throw noSuchLink();
  const holder = (await listConsentHolders(executor, request.registration_id)).find(
    (candidate) => candidate.id === request.holder_id,
  );
  if (holder?.mobile !== request.mobile) throw noSuchLink();
  return request;
}

async function stateOf(
  executor: Database,
  request: LiveConsentRequest,
  sources?: ConsentSources,
): Promise<HolderConsentState> {
  const registration = { id: request.registration_id, mobile: request.owner_mobile };
  const states = await findHolderConsents(executor, registration, sources);
  const state = states.find((candidate) => candidate.holderId === request.holder_id);
  if (!state) throw noSuchLink();
  return state;
}

/**
 * Refuses another SMS to a mobile over the limits of sign-in codes, counting what `listSentSince`
 * finds sent in the last day; the mobile stays locked for the rest of the transaction. Answers now.
 */
async function refuseOverSendLimits(
  tx: Database,
  { clock, resendAfterSeconds }: ConsentContext,
  sent: { mobile: string; ip: string },
  listSentSince: (tx: Database, mobile: string, since: Date) => Promise<SentCode[]>,
): Promise<Date> {
  await lockMobile(tx, sent.mobile);
  const now = clock.now();
  const lastDay = await listSentSince(tx, sent.mobile, new Date(now.getTime() - DAY_MS));
  refuseSendOverLimits(lastDay, sent.ip, now, resendAfterSeconds);
  return now;
}

/** POST /api/Consent/GetStatus: the owner's application, or one of the staff member's branch. */
async function getStatus(db: Database, principal: Principal, registrationId: number): Promise<HolderConsent[]> {
  const registration = await readVisibleRegistration(db, principal, registrationId);
  const states = await findHolderConsents(db, registration);
  return states.map(({ holderId: _id, declarationAccepted: _accepted, history: _history, ...state }) => state);
}

/** The new link's request to the holder, by the number the hub shows, with its audit record. */
async function recordRequest(
  tx: Database,
  context: ConsentContext,
  call: { customer: Customer; registrationId: number; holderNo: number; ip: string; token: string },
) {
  const { customer, holderNo, ip } = call;
  const registration = await lockOwnRegistration(tx, customer, call.registrationId);
  if (!openForAgreement(registration)) throw new AppError('CONFLICT', messages.completedReadOnly);
  const holder = (await listConsentHolders(tx, registration.id)).find((each) => each.holder_sr_no === holderNo);
  if (!holder) throw new AppError('NOT_FOUND', messages.holderNotFound);
  if (holder.mobile === registration.mobile) throw validationError('HolderNo', messages.consentNotNeeded);
  if (holder.mobile === '') throw validationError('HolderNo', messages.consentMobileRequired);
  const now = await refuseOverSendLimits(tx, context, { mobile: holder.mobile, ip }, listRequestsToMobileSince);
  const expiresAt = new Date(now.getTime() + CONSENT_LINK_LIFETIME_MS);
  const requestId = await insertRequest(tx, {
    registrationId: registration.id,
    holderId: holder.id,
    tokenHash: hashToken(call.token),
    mobile: holder.mobile,
    now,
    expiresAt,
    ip,
  });
  await recordAudit(tx, {
    at: now,
    principal: customer,
    registrationId: registration.id,
    action: 'consent.requested',
    detail: { holderSrNo: holderNo, mobile: maskMobile(holder.mobile), expiresAt: expiresAt.toISOString() },
  });
  return { requestId, now, mobile: holder.mobile, referenceNo: registration.reference_no };
}

/**
 * POST /api/Consent/SendRequest: the owner sends one holder a new link (the holder's earlier one
 * stops working), within the SMS limits of sign-in codes for the holder's mobile.
 */
async function sendRequest(
  context: ConsentContext,
  call: { customer: Customer; registrationId: number; holderNo: number; ip: string },
) {
  const { db } = context;
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const sent = await db.transaction().execute((tx) => recordRequest(tx, context, { ...call, token }));
  // Sent after the commit, as sign-in codes are: a slow gateway holds no database connection.
  try {
    await context.sendCustomerSms('consent', sent.mobile, {
      referenceNo: sent.referenceNo,
      link: `${context.publicUrl}/Consent/${token}`,
    });
  } catch (error) {
    if (!(error instanceof SmsDeliveryError)) throw error;
    await withdrawRequest(db, sent.requestId, sent.now);
    throw new AppError('SERVICE_UNAVAILABLE', messages.consentSmsFailed);
  }
}

/** POST /api/Consent/GetRequest: what the link's holder is asked to agree to, in `language`. */
async function getRequest(
  context: ConsentContext,
  token: string,
  language: Language | undefined,
): Promise<ConsentRequestView> {
  const { db, clock } = context;
  const request = await resolveLink(context, db, token, false);
  const shownIn = language ?? (await context.languageOf(request.mobile)) ?? DEFAULT_LANGUAGE;
  const sources = await loadConsentSources(db, request.registration_id, clock.now());
  const state = await stateOf(db, request, sources);
  return {
    ...consentContent(sources, request.holder_sr_no, shownIn, context.bankName),
    mobileMasked: maskMobile(request.mobile),
    status: state.status,
    agreedAt: state.agreedAt,
    expiresAt: request.expires_at.toISOString(),
  };
}

/**
 * POST /api/Consent/SendCode: a one-time code to the link's mobile, as sign-in makes them. Only a
 * live link can ask, so no stranger can spend the holder's codes without the holder's own SMS.
 */
async function sendCode(context: ConsentContext, token: string, ip: string) {
  const { db, hashCode } = context;
  const code = newCode(context.otpLength);
  const sent = await db.transaction().execute(async (tx) => {
    const request = await resolveLink(context, tx, token, true);
    const now = await refuseOverSendLimits(tx, context, { mobile: request.mobile, ip }, listCodesToMobileSince);
    const codeId = await insertCode(tx, {
      requestId: request.id,
      mobile: request.mobile,
      codeHash: hashCode(codeBinding(request.id), request.mobile, code),
      now,
      expiresAt: new Date(now.getTime() + OTP_LIFETIME_MS),
      ip,
    });
    return { codeId, mobile: request.mobile };
  });
  try {
    const language = context.smsSettings.unicode ? await context.languageOf(sent.mobile) : null;
    const { message, route } = composeCodeSms(context, language, code);
    await context.sms.send(sent.mobile, message, route);
  } catch (error) {
    if (!(error instanceof SmsDeliveryError)) throw error;
    await deleteCode(db, sent.codeId);
    throw new AppError('SERVICE_UNAVAILABLE', messages.otpSendFailed);
  }
}

/**
 * POST /api/Consent/Agree: with the link's newest code, records the agreement: its time, client
 * address, browser, language and the SHA-256 of what the holder was shown, in the audit log too.
 * A wrong code spends a try of that code only (401 with the tries left).
 */
async function agree(context: ConsentContext, input: LinkAnswer & { otp: string }) {
  const outcome = await context.db.transaction().execute(async (tx) => {
    const request = await resolveLink(context, tx, input.token, true);
    const now = context.clock.now();
    const code = await findNewestCodeForUpdate(tx, request.id);
    const typedHash = context.hashCode(codeBinding(request.id), request.mobile, input.otp);
    const spent = await spendCode(tx, 'consent_codes', code, typedHash, now);
    if (spent.refused) return spent;
    await recordAnswer(tx, request, { ...input, at: now, status: 'Agreed', declineReason: null });
    return { refused: false as const };
  });
  if (outcome.refused) {
    throw new AppError('UNAUTHORIZED', messages.otpInvalid, undefined, { triesLeft: outcome.triesLeft });
  }
}

/** POST /api/Consent/Decline: the holder says what should change; the owner sees it in the hub. */
async function decline(context: ConsentContext, input: LinkAnswer & { reason: string }) {
  await context.db.transaction().execute(async (tx) => {
    const request = await resolveLink(context, tx, input.token, true);
    const at = context.clock.now();
    await recordAnswer(tx, request, { ...input, at, status: 'Declined', declineReason: input.reason });
  });
}

/**
 * A holder's answer through their link, with the SHA-256 of the application as they were shown it
 * (in `language`), and its audit record.
 */
async function recordAnswer(tx: Database, request: LiveConsentRequest, input: AnswerInput) {
  const sources = await loadConsentSources(tx, request.registration_id, input.at);
  const answer = {
    status: input.status,
    at: input.at,
    mobile: request.mobile,
    clientIp: input.ip,
    userAgent: input.userAgent.slice(0, USER_AGENT_MAX),
    shownSha256: consentHash(sources, request.holder_sr_no, input.language),
    language: input.language,
    declineReason: input.declineReason,
  };
  await insertAnswer(tx, {
    ...answer,
    registrationId: request.registration_id,
    holderId: request.holder_id,
    requestId: request.id,
  });
  await recordAudit(tx, {
    at: answer.at,
    principal: { kind: 'customer', mobile: request.mobile },
    registrationId: request.registration_id,
    action: answer.status === 'Agreed' ? 'consent.agreed' : 'consent.declined',
    detail: {
      holderSrNo: request.holder_sr_no,
      at: answer.at.toISOString(),
      clientIp: answer.clientIp,
      userAgent: answer.userAgent,
      shownSha256: answer.shownSha256,
      language: answer.language,
      ...(answer.declineReason === null ? {} : { declineReason: answer.declineReason }),
    },
  });
}

/** The holders' consent by link (the owner's requests, the holder's answer with a one-time code). */
export function createConsentService(options: ConsentServiceOptions) {
  const context: ConsentContext = { ...options, hashCode: createCodeHasher(options.secret) };
  return {
    getStatus: (principal: Principal, registrationId: number) => getStatus(options.db, principal, registrationId),
    sendRequest: (customer: Customer, registrationId: number, holderNo: number, ip: string) =>
      sendRequest(context, { customer, registrationId, holderNo, ip }),
    getRequest: (token: string, language: Language | undefined) => getRequest(context, token, language),
    sendCode: (token: string, ip: string) => sendCode(context, token, ip),
    agree: (input: LinkAnswer & { otp: string }) => agree(context, input),
    decline: (input: LinkAnswer & { reason: string }) => decline(context, input),
  };
}

export type ConsentService = ReturnType<typeof createConsentService>;
