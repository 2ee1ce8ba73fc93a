import { z } from 'zod';
import { messages } from '../messages.js';
import { holderConsentSchema } from './consent.js';
import { okResponseSchema } from './envelope.js';
import { idField } from './fields.js';
import { firstAccountHolderDetailsSchema } from './first-holder.js';
import {
  accountOperationsResponseSchema,
  fdDetailsSchema,
  rdDetailsSchema,
  technoProductsResponseSchema,
} from './hub.js';
import { nomineesDetailsSchema } from './nominees.js';
import { APPLICATION_STATUSES } from './registration.js';
import {
  accountNumberFormatSchema,
  RETURNABLE_SECTION_HEADINGS,
  REVIEW_STATUSES,
  returnReasonSchema,
  type ReturnableSection,
} from './review.js';

/** POST /api/Review/GetApplication: one application of the staff member's branch (any for an admin). */
export const getApplicationRequestSchema = z.strictObject({
  RegistrationId: idField(messages.registrationRequired),
});
export type GetApplicationRequest = z.input<typeof getApplicationRequestSchema>;

const envelopeless = { responseCode: true, responseMessage: true } as const;

/** The application itself: what the list row says, with its dates. Timestamps are full ISO. */
const applicationSummarySchema = z.object({
  registrationId: z.number().int(),
  referenceNo: z.string(),
  accountTypeId: z.number().int(),
  /** The form type's name in the bank's list (Savings Account, Fixed Deposit…). */
  accountTypeName: z.string(),
  entityTypeName: z.string(),
  locationName: z.string(),
  branchCode: z.string(),
  branchName: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  /** 'Customer' or the branch user name that filled it (DESIGN.md §5). */
  formFillBy: z.string(),
  /** The mobile that signed in, and the Registration's e-mail ('' when none was given). */
  mobileNo: z.string(),
  email: z.string(),
  holdersCount: z.number().int(),
  createdOn: z.string(),
  lastUpdated: z.string(),
  /** Null until the final submit. */
  submittedOn: z.string().nullable(),
});
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;

/**
 * The hub's sections as their Get… calls answer them, each null when the form type has no such
 * section (nomination and account operations not for type 5, FD for 2 and 5, RD for 3).
 */
const applicationSectionsSchema = z.object({
  accountOperations: accountOperationsResponseSchema.omit(envelopeless).nullable(),
  nomination: nomineesDetailsSchema.nullable(),
  technoProducts: technoProductsResponseSchema.omit(envelopeless).nullable(),
  fixedDeposit: fdDetailsSchema.nullable(),
  recurringDeposit: rdDetailsSchema.nullable(),
});
export type ApplicationSections = z.infer<typeof applicationSectionsSchema>;

export const APPLICATION_DOCUMENT_KINDS = ['photo', 'pan', 'proof'] as const;
export type ApplicationDocumentKind = (typeof APPLICATION_DOCUMENT_KINDS)[number];

/** An uploaded file of a holder, and where staff of the branch fetch it (GET /Photo/… or /POIFiles/…). */
const applicationDocumentSchema = z.object({
  documentId: z.number().int(),
  registrationHolderId: z.number().int(),
  holderSrNo: z.number().int(),
  kind: z.enum(APPLICATION_DOCUMENT_KINDS),
  /** 'Photo', 'PAN' or the proof's name in the bank's list (Aadhaar Card, Passport…). */
  label: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  url: z.string(),
});
export type ApplicationDocument = z.infer<typeof applicationDocumentSchema>;

/** One entry of the application's audit log: when, what in words, and who; never the values saved. */
const applicationHistoryEntrySchema = z.object({
  at: z.string(),
  action: z.string(),
  /** 'Customer', the staff user name, or 'System'. */
  by: z.string(),
});
export type ApplicationHistoryEntry = z.infer<typeof applicationHistoryEntrySchema>;

/**
 * Where the branch review stands (docs/decisions/028): the status (null while Partially Filled), who
 * verified it, which originals they saw and their remarks, the decision (who, when, the account number
 * or the reason), and the last return (who, when, the reasons).
 */
const applicationReviewSchema = z.object({
  reviewStatus: z.enum(REVIEW_STATUSES).nullable(),
  verifiedBy: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  /** The document ids whose originals the verifying clerk saw. */
  originalsSeen: z.array(z.number().int()),
  /** The verifying clerk's remarks ('' when none). */
  remarks: z.string(),
  approvedBy: z.string().nullable(),
  approvedAt: z.string().nullable(),
  accountNumber: z.string().nullable(),
  rejectedBy: z.string().nullable(),
  rejectedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  /** The last return, kept after the resubmit for the record. */
  returnedBy: z.string().nullable(),
  returnedAt: z.string().nullable(),
  returnReasons: z.array(returnReasonSchema),
  /**
   * The last time an admin reopened an approval or a rejection (docs/decisions/044): who, when, why,
   * and the decision reopened as it stood; null when never. The admin who reopened may not decide.
   */
  reopened: z
    .object({
      by: z.string(),
      at: z.string(),
      reason: z.string(),
      decision: z.object({
        status: z.enum(['Approved', 'Rejected']),
        by: z.string().nullable(),
        at: z.string().nullable(),
        accountNumber: z.string().nullable(),
        rejectionReason: z.string().nullable(),
      }),
    })
    .nullable(),
});
export type ApplicationReview = z.infer<typeof applicationReviewSchema>;

/**
 * The application as branch staff review it (DESIGN.md §5, 'Branch review after submit'): its summary,
 * hub sections, every holder's saved steps (as the holder reads answer them; the family, related
 * person and nomination are holder 1's, null for the others), the documents with their URLs and the
 * history, oldest first. Drafts (Partially Filled) are answered too.
 */
/** One answer a holder gave through their consent link, as the branch's record of it. */
export const consentAnswerSchema = z.object({
  status: z.enum(['Agreed', 'Declined']),
  at: z.string(),
  /** The phone the link and the code went to, masked. */
  mobileMasked: z.string(),
  clientAddress: z.string(),
  userAgent: z.string(),
  /** SHA-256 (hex) of what the holder was shown. */
  shownSha256: z.string(),
  language: z.string(),
  declineReason: z.string().nullable(),
});
export type ConsentAnswer = z.infer<typeof consentAnswerSchema>;

/** A holder's consent now (GetConsentStatus's row) and every answer they gave, oldest first. */
export const holderConsentRecordSchema = holderConsentSchema.extend({ history: z.array(consentAnswerSchema) });
export type HolderConsentRecord = z.infer<typeof holderConsentRecordSchema>;

export const getApplicationResponseSchema = okResponseSchema({
  application: applicationSummarySchema,
  review: applicationReviewSchema,
  sections: applicationSectionsSchema,
  holders: z.array(firstAccountHolderDetailsSchema),
  documents: z.array(applicationDocumentSchema),
  history: z.array(applicationHistoryEntrySchema),
  /** Each holder's own agreement (docs/decisions/041), in holder order. */
  consents: z.array(holderConsentRecordSchema),
  /** The sections this application has, which alone a Return may name (returnableSectionsOf). */
  returnableSections: z.array(z.enum(RETURNABLE_SECTION_HEADINGS as [ReturnableSection, ...ReturnableSection[]])),
  /** The bank's account-number format, so the Approve dialog checks what the server checks. */
  accountNumberFormat: accountNumberFormatSchema,
});
export type GetApplicationResponse = z.infer<typeof getApplicationResponseSchema>;

/** The hub's sections under the headings the hub shows them with (create-account's hub-sections.tsx). */
export const HUB_SECTION_HEADINGS = {
  nomination: 'Nomination form DA-1',
  technoProducts: 'Techno based products requirement',
  accountOperations: 'Instruction for account operations',
  fixedDeposit: 'FD',
  recurringDeposit: 'RD',
} as const satisfies Record<keyof ApplicationSections, string>;
