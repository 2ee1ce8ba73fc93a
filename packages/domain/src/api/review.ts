import { z } from 'zod';
import { messages, reviewMessages } from '../messages.js';
import {
  holderOneSteps,
  OTHER_HOLDER_STEP_KEYS,
  stepApplies,
  stepLabel,
  type HolderPath,
} from '../rules/first-holder-steps.js';
import { sectionAppliesTo, type HubSection } from '../rules/form-types.js';
import type { StaffRole } from '../rules/staff-roles.js';
import { okResponseSchema } from './envelope.js';
import { idField, optionalTextField, requiredTextField } from './fields.js';

/**
 * The branch review after submit (DESIGN.md §5 "Branch review after submit", docs/decisions/028).
 * The spec's `status` stays Partially Filled / Completed; a Completed application also has one of
 * these. Submitted -> Verified (a clerk) -> Approved or Rejected (an officer who did not verify it);
 * Submitted or Verified -> Returned (to the customer, with reasons) -> Submitted (the customer's resubmit).
 */
export const REVIEW_STATUSES = ['Submitted', 'Verified', 'Returned', 'Approved', 'Rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/**
 * Who may take each step (an admin may take both, never on one application: the four-eyes rule), and
 * who may reopen an approval or a rejection for a new decision (docs/decisions/044).
 */
export const REVIEW_ROLES = {
  verify: ['clerk', 'admin'],
  decide: ['officer', 'admin'],
  reopen: ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;

/**
 * The four-eyes rule of a decision (docs/decisions/028, 044): who verified the application, or reopened
 * its last decision, never approves or rejects it. Answers the refusal, or null when `username` may decide.
 */
export function decisionFourEyesRefusal(
  review: { verifiedBy: string | null; reopenedBy: string | null },
  username: string,
): string | null {
  if (review.verifiedBy === username) return reviewMessages.fourEyes;
  if (review.reopenedBy === username) return reviewMessages.reopenedByYou;
  return null;
}

/**
 * What a customer's save changes, as the server's save calls name it: a returned section reopens
 * these parts of a Returned application and nothing else.
 */
export const REVIEW_PARTS = [
  'personal',
  'family',
  'relatedPerson',
  'form60',
  'additional',
  'technoProducts',
  'nomination',
  'accountOperations',
  'fixedDeposit',
  'recurringDeposit',
  'declaration',
  'holders',
] as const;
export type ReviewPart = (typeof REVIEW_PARTS)[number];

/**
 * The sections a clerk may return, by the heading the screens show (the wizard's step and the hub's
 * section), and the parts each reopens. Adding or removing holders is never reopened: a holder
 * changes the whole application, so that is a new application.
 */
export const RETURNABLE_SECTIONS = {
  'Personal Details': ['personal'],
  'Family Details': ['family'],
  'Related person / guardian': ['relatedPerson'],
  'Form no 60/61': ['form60'],
  'Additional Details': ['additional'],
  'Techno products': ['technoProducts'],
  'Techno based products requirement': ['technoProducts'],
  'Instruction for account operations and Nomination form DA-1': ['nomination', 'accountOperations'],
  'Nomination form DA-1': ['nomination'],
  'Instruction for account operations': ['accountOperations'],
  FD: ['fixedDeposit'],
  RD: ['recurringDeposit'],
  'Applicant Declaration': ['declaration'],
  'Terms and conditions': ['declaration'],
} as const satisfies Record<string, readonly Exclude<ReviewPart, 'holders'>[]>;
export type ReturnableSection = keyof typeof RETURNABLE_SECTIONS;
export const RETURNABLE_SECTION_HEADINGS = Object.keys(RETURNABLE_SECTIONS) as ReturnableSection[];

/** The hub's sections under the headings the hub shows them with (adding holders is never returned). */
const HUB_RETURNABLE_SECTIONS = {
  technoProducts: 'Techno based products requirement',
  nomination: 'Nomination form DA-1',
  accountOperations: 'Instruction for account operations',
  fixedDeposit: 'FD',
  recurringDeposit: 'RD',
} as const satisfies Record<Exclude<HubSection, 'addApplicant'>, ReturnableSection>;

/** What decides which sections an application has: its account type and each holder's path, holder 1 first. */
export interface ReturnableSectionsInput {
  accountTypeId: number;
  holders: readonly Omit<HolderPath, 'accountTypeId'>[];
}

/**
 * The sections a branch may return on this application (decision 044: "return what applies"): holder 1's
 * wizard steps on its path (the related person only for a minor, Form 60/61 only without PAN, the DA-1
 * step and the declaration under the names of the account type's flow), the other holders' steps
 * (Form 60/61 only for one without PAN), and the hub sections of the account type (no nomination or
 * account operations for type 5, FD only for a fixed deposit, RD only for a recurring one). In
 * RETURNABLE_SECTIONS' order. The Return dialog offers these and the server refuses any other.
 */
export function returnableSectionsOf({ accountTypeId, holders }: ReturnableSectionsInput): ReturnableSection[] {
  const headings = new Set<string>();
  holders.forEach((holder, index) => {
    if (index === 0) {
      const path = { ...holder, accountTypeId };
      for (const step of holderOneSteps(accountTypeId)) if (stepApplies(step.key, path)) headings.add(step.label);
    } else {
      for (const step of OTHER_HOLDER_STEP_KEYS) if (step !== 'form60' || holder.form60) headings.add(stepLabel(step));
    }
  });
  for (const [section, heading] of Object.entries(HUB_RETURNABLE_SECTIONS)) {
    if (sectionAppliesTo(section as HubSection, accountTypeId)) headings.add(heading);
  }
  return RETURNABLE_SECTION_HEADINGS.filter((heading) => headings.has(heading));
}

/** The part a hub section's save changes. */
export function reviewPartOf(section: HubSection): ReviewPart {
  return section === 'addApplicant' ? 'holders' : section;
}

/** The parts a set of returned sections reopens. */
export function partsOfSections(sections: readonly string[]): ReviewPart[] {
  const parts = new Set<ReviewPart>();
  for (const section of sections) {
    for (const part of RETURNABLE_SECTIONS[section as ReturnableSection] ?? []) parts.add(part);
  }
  return [...parts];
}

/**
 * The review status as the customer reads it on /Status and the hub: plain words of what has happened
 * and who acts next. Catalogue messages, so the web shows them in the customer's language.
 */
export const REVIEW_STATUS_WORDS = {
  Submitted: messages.reviewSubmitted,
  Verified: messages.reviewVerified,
  Returned: messages.reviewReturned,
  Approved: messages.reviewApproved,
  Rejected: messages.reviewRejected,
} as const satisfies Record<ReviewStatus, string>;

/** What the customer's screens know of an application's review (GetRegistrationDetails). */
export interface CustomerReview {
  status: 'Partially Filled' | 'Completed';
  reviewStatus: ReviewStatus | null;
  returnedParts: readonly ReviewPart[];
}

/**
 * Whether the customer may change a part now, as the server's saves decide it: all of a Partially
 * Filled application, and of a Returned one only the returned parts. A wizard step's key is the part
 * its save changes (FirstHolderStep is a subset of ReviewPart), so a step is passed as it is.
 */
export function customerMayChange(review: CustomerReview, part: ReviewPart): boolean {
  if (review.status !== 'Completed') return true;
  return review.reviewStatus === 'Returned' && review.returnedParts.includes(part);
}

/** The branch's reasons that concern any of these parts: those of the returned headings that reopened them. */
export function returnReasonsOf(reasons: readonly ReturnReason[], parts: readonly ReviewPart[]): ReturnReason[] {
  return reasons.filter((reason) => partsOfSections([reason.section]).some((part) => parts.includes(part)));
}

export const REVIEW_TEXT_MAX_LENGTH = 500;
/** The most documents one application can have: 10 holders, each a photo, a PAN and a few proofs. */
const ORIGINALS_MAX = 100;

const registrationIdField = () => idField(messages.registrationRequired);

export const returnReasonSchema = z.object({ section: z.string(), reason: z.string() });
export type ReturnReason = z.infer<typeof returnReasonSchema>;

/** POST /api/Review/Verify: every document of the application ticked (docs/decisions/028). */
export const verifyRequestSchema = z.strictObject({
  RegistrationId: registrationIdField(),
  OriginalsSeen: z
    .array(idField(reviewMessages.originalsUnknown), { error: reviewMessages.originalsRequired })
    .max(ORIGINALS_MAX, reviewMessages.originalsUnknown),
  Remarks: optionalTextField(REVIEW_TEXT_MAX_LENGTH),
});
export type VerifyRequest = z.input<typeof verifyRequestSchema>;

/**
 * POST /api/Review/Return: one reason per section, each section once; the service also refuses a
 * section this application does not have (returnableSectionsOf), as its dialog offers none.
 */
export const returnRequestSchema = z.strictObject({
  RegistrationId: registrationIdField(),
  Reasons: z
    .array(
      z.strictObject({
        Section: z.enum(RETURNABLE_SECTION_HEADINGS as [ReturnableSection, ...ReturnableSection[]], {
          error: reviewMessages.sectionUnknown,
        }),
        Reason: requiredTextField(REVIEW_TEXT_MAX_LENGTH, reviewMessages.reasonRequired),
      }),
      { error: reviewMessages.reasonsRequired },
    )
    .min(1, reviewMessages.reasonsRequired)
    .max(RETURNABLE_SECTION_HEADINGS.length, reviewMessages.sectionTwice)
    .refine((reasons) => new Set(reasons.map((r) => r.Section)).size === reasons.length, reviewMessages.sectionTwice),
});
export type ReturnRequest = z.input<typeof returnRequestSchema>;

/**
 * How the bank's account numbers look (ACCOUNT_NUMBER_PATTERN and ACCOUNT_NUMBER_FORMAT, docs/decisions/044):
 * the server reads it from its configuration and GetApplication carries it, so the Approve dialog
 * checks the same rule as the server.
 */
export interface AccountNumberFormat {
  /** A regular expression (JavaScript, Unicode mode) the whole number must match. */
  pattern: string;
  /** The same in words, for the message: 'Account Number must be <description>'. */
  description: string;
}
export const DEFAULT_ACCOUNT_NUMBER_FORMAT: AccountNumberFormat = {
  pattern: '\\d{6,20}',
  description: '6 to 20 digits',
};
/** Longer than any bank's account number: bounds what the pattern is run on. */
export const ACCOUNT_NUMBER_MAX_LENGTH = 40;

/** The pattern as a RegExp that must match the whole number. */
export function accountNumberRegExp(format: AccountNumberFormat): RegExp {
  return new RegExp(`^(?:${format.pattern})$`, 'u');
}

export const accountNumberFormatSchema = z.object({ pattern: z.string(), description: z.string() });

/**
 * The account number as typed: text only, never a JSON number (which would lose its leading zeros),
 * nothing taken out of it but the spaces around it; compared as it is for uniqueness.
 */
const accountNumberText = z
  .string({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? reviewMessages.accountNumberRequired
        : reviewMessages.accountNumberAsText,
  })
  .trim()
  .min(1, reviewMessages.accountNumberRequired)
  .max(ACCOUNT_NUMBER_MAX_LENGTH, `Maximum ${ACCOUNT_NUMBER_MAX_LENGTH} characters`);

/** POST /api/Review/Approve as the route takes it: the account number the bank's core system opened. */
export const approveRequestShape = z.strictObject({
  RegistrationId: registrationIdField(),
  AccountNumber: accountNumberText,
});
export type ApproveRequest = z.input<typeof approveRequestShape>;

/** The same call with the bank's account-number format: the Approve dialog and the service use it. */
export function createApproveRequestSchema(format: AccountNumberFormat) {
  return approveRequestShape.extend({
    AccountNumber: accountNumberText.pipe(
      z.string().regex(accountNumberRegExp(format), reviewMessages.accountNumberInvalid(format.description)),
    ),
  });
}

/** POST /api/Review/Reject */
export const rejectRequestSchema = z.strictObject({
  RegistrationId: registrationIdField(),
  Reason: requiredTextField(REVIEW_TEXT_MAX_LENGTH, reviewMessages.reasonRequired),
});
export type RejectRequest = z.input<typeof rejectRequestSchema>;

/**
 * POST /api/Review/Reopen: an admin reopens an approval or a rejection for a new decision, with the
 * reason (docs/decisions/044).
 */
export const reopenRequestSchema = z.strictObject({
  RegistrationId: registrationIdField(),
  Reason: requiredTextField(REVIEW_TEXT_MAX_LENGTH, reviewMessages.reasonRequired),
});
export type ReopenRequest = z.input<typeof reopenRequestSchema>;

/** The answer of a transition: the status the application now has. */
export const reviewTransitionResponseSchema = okResponseSchema({
  registrationId: z.number().int(),
  reviewStatus: z.enum(REVIEW_STATUSES),
});
export type ReviewTransitionResponse = z.infer<typeof reviewTransitionResponseSchema>;

/**
 * The answer of a transition the customer hears of by SMS: `smsSent` is false when the gateway failed
 * (the transition stands; the branch may tell the customer another way).
 */
export const reviewNotifiedResponseSchema = okResponseSchema({
  registrationId: z.number().int(),
  reviewStatus: z.enum(REVIEW_STATUSES),
  smsSent: z.boolean(),
});
export type ReviewNotifiedResponse = z.infer<typeof reviewNotifiedResponseSchema>;

/** POST /api/Review/GetFollowUpList: empty is every branch (admins only), as in the customer list. */
export const followUpListRequestSchema = z.strictObject({
  BranchCode: z
    .union([z.string(), z.number().int().nonnegative().transform(String)], { error: 'Branch Code must be digits' })
    .pipe(
      z
        .string()
        .trim()
        .regex(/^\d{0,10}$/, 'Branch Code must be digits (empty for all branches)'),
    )
    .optional()
    .default(''),
});
export type FollowUpListRequest = z.input<typeof followUpListRequestSchema>;

/** Most follow-up rows one answer carries, the longest idle first. */
export const FOLLOW_UP_MAX_ROWS = 1000;
/** At most one reminder per customer mobile in this time, whichever application (docs/decisions/044). */
export const REMINDER_INTERVAL_HOURS = 24;

/**
 * A draft (Partially Filled) application of the branch: how far holder 1 got (`lastStep`: the last
 * wizard step saved, as the screen names it, or 'Primary details' before any) and how long it has
 * been idle. The web sorts the rows; the server answers the longest idle first.
 */
export const followUpRecordSchema = z.object({
  id: z.number().int(),
  referenceNo: z.string(),
  customerName: z.string(),
  mobileNo: z.string(),
  accountTypeName: z.string(),
  branchCode: z.string(),
  lastStep: z.string(),
  lastUpdated: z.string(),
  daysSinceChange: z.number().int(),
  lastReminderAt: z.string().nullable(),
  /** False while a reminder of the last 24 hours to this mobile stands (of this application or another). */
  reminderAllowed: z.boolean(),
});
export type FollowUpRecord = z.infer<typeof followUpRecordSchema>;

export const followUpListResponseSchema = okResponseSchema({
  data: z.array(followUpRecordSchema),
  truncated: z.boolean(),
});
export type FollowUpListResponse = z.infer<typeof followUpListResponseSchema>;

/** POST /api/Review/SendReminder */
export const sendReminderRequestSchema = z.strictObject({ RegistrationId: registrationIdField() });
export type SendReminderRequest = z.input<typeof sendReminderRequestSchema>;
export const sendReminderResponseSchema = okResponseSchema({
  registrationId: z.number().int(),
  sentAt: z.string(),
});
export type SendReminderResponse = z.infer<typeof sendReminderResponseSchema>;
