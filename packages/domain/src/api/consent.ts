import { z } from 'zod';
import { messages } from '../messages.js';
import { type OtpLength } from '../validators/otp.js';
import { dataResponseSchema, okResponseSchema } from './envelope.js';
import { idField, otpField, requiredTextField } from './fields.js';
import { languageSchema } from './language.js';
import { nomineesDetailsSchema } from './nominees.js';

/**
 * Every depositor agrees for themselves (DESIGN.md §5, docs/decisions/041). A holder whose own mobile
 * is the signed-in customer's agrees by the declaration step (`NotRequired` here); every other holder
 * agrees from their own phone through a link sent by SMS. `Outdated`: they agreed, and what they agreed
 * to has changed since.
 */
export const CONSENT_STATUSES = ['NotRequired', 'NotRequested', 'Requested', 'Agreed', 'Declined', 'Outdated'] as const;
export type ConsentStatus = (typeof CONSENT_STATUSES)[number];
export const consentStatusSchema = z.enum(CONSENT_STATUSES);

/** The longest reason a holder gives for declining. */
export const CONSENT_DECLINE_REASON_MAX = 500;

/**
 * The link's token as sent. Any text up to a bound: a token that is not one the server issued (an
 * altered one included) is 404 as an unknown one, never a 400 that tells it apart.
 */
const consentTokenField = z.string({ error: messages.notFound }).max(200, messages.notFound);

// ---- The owner's and the branch's calls -----------------------------------------------------------

/** POST /api/Consent/GetStatus: the owner, or staff of the application's branch. */
export const consentStatusRequestSchema = z.strictObject({
  RegistrationId: idField(messages.registrationRequired),
});
export type ConsentStatusRequest = z.input<typeof consentStatusRequestSchema>;

export const holderConsentSchema = z.object({
  holderNo: z.number().int().positive(),
  name: z.string(),
  /** The holder's mobile with all but its last four digits hidden ('XXXXXX3210'); '' before one is saved. */
  mobileMasked: z.string(),
  status: consentStatusSchema,
  /** When the latest link was sent (ISO), null before any. */
  requestedAt: z.string().nullable(),
  /** When the holder agreed (ISO): for `Agreed`, and for `Outdated` the agreement that no longer holds. */
  agreedAt: z.string().nullable(),
  /** The holder's reason, for `Declined`. */
  declineReason: z.string().nullable(),
});
export type HolderConsent = z.infer<typeof holderConsentSchema>;

export const consentStatusResponseSchema = dataResponseSchema(z.array(holderConsentSchema));
export type ConsentStatusResponse = z.infer<typeof consentStatusResponseSchema>;

/** POST /api/Consent/SendRequest: the owner sends one holder the link. */
export const sendConsentRequestSchema = z.strictObject({
  RegistrationId: idField(messages.registrationRequired),
  HolderNo: idField(messages.holderNotFound),
});
export type SendConsentRequest = z.input<typeof sendConsentRequestSchema>;

// ---- The holder's calls, by the link's token (no session) ------------------------------------------

/** POST /api/Consent/GetRequest: what the holder is asked to agree to, in the language asked for. */
export const getConsentRequestSchema = z.strictObject({
  Token: consentTokenField,
  Language: languageSchema.optional(),
});
export type GetConsentRequest = z.input<typeof getConsentRequestSchema>;

/** One line of the holder's details, as the application PDF prints it. */
export const consentDetailSchema = z.object({ label: z.string(), value: z.string() });
export type ConsentDetail = z.infer<typeof consentDetailSchema>;

/** The nominees as GetNominees answers them, without the record's version. */
export const consentNomineesSchema = nomineesDetailsSchema.omit({ version: true });

/** The deposit the application opens, when it is one. */
export const consentDepositSchema = z.object({
  kind: z.enum(['FD', 'RD']),
  /** Rupees: the FD's amount, or the RD's instalment a month. */
  amount: z.number(),
  /** The FD's tenure or the RD's number of months, in words ('1 year 6 months', '24 months'). */
  tenure: z.string(),
  /** The rest as the PDF prints it (interest payout, renewal, maturity instructions). */
  details: z.array(consentDetailSchema),
});
export type ConsentDeposit = z.infer<typeof consentDepositSchema>;

export const consentRequestViewSchema = z.object({
  referenceNo: z.string(),
  holderNo: z.number().int().positive(),
  holderName: z.string(),
  /** The account type's name. */
  accountType: z.string(),
  branchName: z.string(),
  mobileMasked: z.string(),
  /** The holder's own details as the PDF prints them, Aadhaar masked; labels in English as printed. */
  holderDetails: z.array(consentDetailSchema),
  /** The declaration's clauses, with the bank's name, in the language asked for. */
  declaration: z.array(z.string()),
  nominees: consentNomineesSchema,
  deposit: consentDepositSchema.nullable(),
  /** The instruction for account operations ('Either or Survivor'), '' when the account has none. */
  accountOperations: z.string(),
  status: consentStatusSchema,
  agreedAt: z.string().nullable(),
  /** When the link stops working (ISO). */
  expiresAt: z.string(),
});
export type ConsentRequestView = z.infer<typeof consentRequestViewSchema>;

export const consentRequestResponseSchema = okResponseSchema(consentRequestViewSchema.shape);
export type ConsentRequestResponse = z.infer<typeof consentRequestResponseSchema>;

/** POST /api/Consent/SendCode: a one-time code to the holder's mobile. */
export const sendConsentCodeRequestSchema = z.strictObject({ Token: consentTokenField });
export type SendConsentCodeRequest = z.input<typeof sendConsentCodeRequestSchema>;

/** POST /api/Consent/Agree; the code has the portal's configured OTP length, as at sign-in. */
export function createAgreeConsentRequestSchema(otpLength: OtpLength | readonly OtpLength[]) {
  return z.strictObject({
    Token: consentTokenField,
    OTP: otpField(otpLength),
    /** The language the holder read the declaration in: what they agreed to. */
    Language: languageSchema,
  });
}
export type AgreeConsentRequest = z.input<ReturnType<typeof createAgreeConsentRequestSchema>>;

/** A wrong, used or expired code: HTTP 401 with the wrong codes this code still allows. */
export const consentCodeFailureSchema = z.object({
  responseCode: z.literal('UNAUTHORIZED'),
  responseMessage: z.string(),
  triesLeft: z.number().int().min(0),
});
export type ConsentCodeFailure = z.infer<typeof consentCodeFailureSchema>;

/** POST /api/Consent/Decline: the holder says what should change. */
export const declineConsentRequestSchema = z.strictObject({
  Token: consentTokenField,
  Reason: requiredTextField(CONSENT_DECLINE_REASON_MAX, messages.consentDeclineReasonRequired),
  /** The language the holder read the application in (English when absent). */
  Language: languageSchema.optional(),
});
export type DeclineConsentRequest = z.input<typeof declineConsentRequestSchema>;
