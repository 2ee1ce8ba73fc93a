import { z } from 'zod';
import { branchLoginRequestSchema, branchLoginResponseSchema } from '../api/branch-login.js';
import {
  customerListResponseSchema,
  getAllBranchLoginCustomerListRequestShape,
  getRegistrationDetailsByRefNoRequestSchema,
} from '../api/customer-list.js';
import {
  customerListCsvQueryShape,
  customerListPageResponseSchema,
  getCustomerListPageRequestShape,
} from '../api/customer-list-page.js';
import {
  getCustomerDataByCustomerIdRequestSchema,
  getCustomerDataByCustomerIdResponseSchema,
} from '../api/customer-master.js';
import {
  consentCodeFailureSchema,
  consentRequestResponseSchema,
  consentStatusRequestSchema,
  consentStatusResponseSchema,
  createAgreeConsentRequestSchema,
  declineConsentRequestSchema,
  getConsentRequestSchema,
  sendConsentCodeRequestSchema,
  sendConsentRequestSchema,
} from '../api/consent.js';
import { messageResponseSchema, savedResponseSchema } from '../api/envelope.js';
import { languageSchema, setLanguageRequestSchema } from '../api/language.js';
import {
  getNomineesResponseSchema,
  updateNomineesRequestShape,
  updateNomineesResponseSchema,
} from '../api/nominees.js';
import { getApplicationRequestSchema, getApplicationResponseSchema } from '../api/staff-application.js';
import {
  assignmentRequestSchema,
  assignmentResponseSchema,
  getReviewQueueRequestSchema,
  getReviewQueueResponseSchema,
} from '../api/review-queue.js';
import { getPossibleDuplicatesRequestSchema, getPossibleDuplicatesResponseSchema } from '../api/possible-duplicates.js';
import {
  firstAccountHolderDetailsRequestSchema,
  firstAccountHolderDetailsResponseSchema,
  registrationRequestShape,
  registrationResponseSchema,
} from '../api/first-holder.js';
import {
  additionalDetailsShape,
  deleteCustomerPoiRequestSchema,
  updateAccountHolderStatusRequestSchema,
  updateFamilyDetailsRequestShape,
  updateFormNo60RequestSchema,
  updateRelatedPersonRequestSchema,
} from '../api/holder-steps.js';
import {
  accountHolderListResponseSchema,
  accountOperationsResponseSchema,
  addApplicantHolderResponseSchema,
  deleteCustomerAccountHolderRequestSchema,
  fdDetailsResponseSchema,
  rdDetailsResponseSchema,
  registrationDetailsResponseSchema,
  registrationIdRequestSchema,
  technoProductsResponseSchema,
  updateAccountOperationRequestSchema,
  updateFdDetailsRequestSchema,
  updateRdDetailsRequestSchema,
  updateTechnoProductsRequestSchema,
} from '../api/hub.js';
import {
  getOtherHolderDetailsRequestSchema,
  getOtherHolderDetailsResponseSchema,
  updatePersonalDetailsRequestShape,
} from '../api/other-holder.js';
import {
  createVerifyOtpRequestSchema,
  getOtpRequestSchema,
  getOtpResponseSchema,
  rateLimitedResponseSchema,
  verifyOtpFailureSchema,
  verifyOtpResponseSchema,
} from '../api/otp.js';
import { portalConfigResponseSchema } from '../api/portal.js';
import {
  branchesOfLocationParamsSchema,
  branchListResponseSchema,
  referenceListResponseSchema,
} from '../api/reference.js';
import type { ReferenceListName } from '../api/reference-lists.js';
import {
  checkCustomerExistsRequestSchema,
  checkCustomerExistsResponseSchema,
  createNewAccountRequestSchema,
  createNewAccountResponseSchema,
  deleteCustomerAccountRequestSchema,
  getAllCustomerAccountListRequestSchema,
  getAllCustomerAccountListResponseSchema,
} from '../api/registration.js';
import {
  applicationProgressResponseSchema,
  submitAccountRequestSchema,
  submitAccountResponseSchema,
  submittedApplicationResponseSchema,
} from '../api/submit.js';
import {
  approveRequestShape,
  followUpListRequestSchema,
  followUpListResponseSchema,
  rejectRequestSchema,
  reopenRequestSchema,
  returnRequestSchema,
  reviewNotifiedResponseSchema,
  reviewTransitionResponseSchema,
  sendReminderRequestSchema,
  sendReminderResponseSchema,
  verifyRequestSchema,
} from '../api/review.js';
import { ANY_FLOW_VARIANT } from '../rules/kyc-options.js';
import { ALLOWED_OTP_LENGTHS } from '../validators/otp.js';
import { defineCall, type CallEntry, type RefusalStatus, type RouteOf } from './call.js';
import * as callRoutes from './call-routes.js';
import { referenceListRoutes } from './reference-list-routes.js';

/**
 * The calls of one application: a customer's own, refused 404 for an application that is not theirs
 * (exactly as for one that does not exist) and 409 for a save over a newer one or after submit.
 */
const APPLICATION_REFUSALS: readonly RefusalStatus[] = [404, 409];

/** A customer's call on their own application, POST /api/Registration/<operationId>. */
function registrationCall<
  const Route extends RouteOf<'POST'>,
  const Request extends z.ZodType,
  const Response extends z.ZodType,
>(route: Route, tag: 'Registration' | 'Holder details', summary: string, request: Request, response: Response) {
  return defineCall(route, { tag, summary, request, response, refusals: APPLICATION_REFUSALS });
}

/**
 * A branch review call, POST /api/Review/<operationId>: another branch's application is 404 as an
 * unknown one, the wrong role or the four-eyes rule 403, a step out of order 409.
 */
function reviewCall<
  const Route extends RouteOf<'POST'>,
  const Request extends z.ZodType,
  const Response extends z.ZodType,
>(
  route: Route,
  summary: string,
  request: Request,
  response: Response,
  refusals: readonly RefusalStatus[] = [404, 409],
) {
  return defineCall(route, { tag: 'Review', summary, request, response, refusals });
}

/** Public reads are limited per source (429), so one client cannot keep the database busy. */
const PUBLIC_READ_REFUSALS: readonly RefusalStatus[] = [429];

/** A documents folder's file: GET /<folder>/{file}, with the name the server gave it. */
function documentCall<const Route extends RouteOf<'GET'>>(route: Route, summary: string) {
  return defineCall(route, {
    tag: 'Documents',
    summary,
    params: z.strictObject({ file: z.string().max(100) }),
    response: { fileTypes: ['image/jpeg', 'image/png', 'application/pdf'] },
    refusals: [404],
  });
}

/** The branches, at GET and POST /api/Branch/GetAll (the spec reads the lists both ways). */
function allBranchesCall<const Route extends RouteOf>(route: Route) {
  return defineCall(route, {
    tag: 'Reference data',
    summary: `Every branch of the bank${route.method === 'POST' ? ' (read by POST)' : ''}`,
    response: branchListResponseSchema,
    refusals: PUBLIC_READ_REFUSALS,
  });
}

/** Every call of the API but the reference lists (below), by name. */
export const contract = {
  // ---- Sign-in ----------------------------------------------------------------------------------
  GetOTP: defineCall(callRoutes.GetOTP, {
    tag: 'Sign-in',
    summary: 'Send a one-time code to a mobile number',
    request: getOtpRequestSchema,
    response: getOtpResponseSchema,
    refusals: [429, 503],
    refusalSchemas: { 429: rateLimitedResponseSchema },
  }),
  VerifyOTP: defineCall(callRoutes.VerifyOTP, {
    tag: 'Sign-in',
    summary: 'Check a one-time code and start a customer session',
    description: "The code has the portal's configured length (GET /api/Portal/Config answers otpLength).",
    // Either length here; the server checks the configured one.
    request: createVerifyOtpRequestSchema(ALLOWED_OTP_LENGTHS),
    response: verifyOtpResponseSchema,
    refusals: [401, 429],
    refusalSchemas: { 401: verifyOtpFailureSchema, 429: rateLimitedResponseSchema },
  }),
  CheckLogin: defineCall(callRoutes.CheckLogin, {
    tag: 'Sign-in',
    summary: 'Branch staff sign-in',
    request: branchLoginRequestSchema,
    response: branchLoginResponseSchema,
    refusals: [401, 429],
  }),
  Logout: defineCall(callRoutes.Logout, {
    tag: 'Sign-in',
    summary: 'End the session of the bearer token or cookie; it stops working at once',
    response: messageResponseSchema,
  }),

  SetLanguage: defineCall(callRoutes.SetLanguage, {
    tag: 'Sign-in',
    summary: "Keep the signed-in customer's language (en, mr or hi); VerifyOTP answers it at the next sign-in",
    request: setLanguageRequestSchema,
    response: messageResponseSchema,
  }),

  // ---- Portal and reference data ------------------------------------------------------------------
  PortalConfig: defineCall(callRoutes.PortalConfig, {
    tag: 'Portal',
    summary: 'What the web app needs to know about this deployment',
    response: portalConfigResponseSchema,
    refusals: PUBLIC_READ_REFUSALS,
  }),
  DicgcQrCode: defineCall(callRoutes.DicgcQrCode, {
    tag: 'Portal',
    summary: "A QR code of DICGC's website, for the deposit insurance notice (404: a bank DICGC does not insure)",
    response: { fileTypes: ['image/svg+xml'] },
    refusals: [404, ...PUBLIC_READ_REFUSALS],
  }),
  DicgcLogo: defineCall(callRoutes.DicgcLogo, {
    tag: 'Portal',
    summary: "DICGC's logo as the bank configured it (404 without one: the notice then names DICGC in words)",
    response: { fileTypes: ['image/png', 'image/jpeg'] },
    refusals: [404, ...PUBLIC_READ_REFUSALS],
  }),
  GetAllBranch: allBranchesCall(callRoutes.GetAllBranch),
  GetAllBranchByPost: allBranchesCall(callRoutes.GetAllBranchByPost),
  GetBranchesOfLocation: defineCall(callRoutes.GetBranchesOfLocation, {
    tag: 'Reference data',
    summary: 'The branches of one location',
    params: branchesOfLocationParamsSchema,
    response: branchListResponseSchema,
    refusals: PUBLIC_READ_REFUSALS,
  }),
  GetCustomerReasonList: defineCall(callRoutes.GetCustomerReasonList, {
    tag: 'Reference data',
    summary: 'The reasons a customer opens an account, as the wizards read them (the CustomerReason list)',
    response: referenceListResponseSchema('CustomerReason'),
  }),

  // ---- Applications -------------------------------------------------------------------------------
  CheckCustomerExists: registrationCall(
    callRoutes.CheckCustomerExists,
    'Registration',
    'Whether the signed-in mobile already has applications',
    checkCustomerExistsRequestSchema,
    checkCustomerExistsResponseSchema,
  ),
  CreateNewAccount: registrationCall(
    callRoutes.CreateNewAccount,
    'Registration',
    'Start a new application: account type, entity type, location and branch',
    createNewAccountRequestSchema,
    createNewAccountResponseSchema,
  ),
  GetAllCustomerAccountList: registrationCall(
    callRoutes.GetAllCustomerAccountList,
    'Registration',
    "The customer's applications with their status and progress",
    getAllCustomerAccountListRequestSchema,
    getAllCustomerAccountListResponseSchema,
  ),
  DeleteCustomerAccount: registrationCall(
    callRoutes.DeleteCustomerAccount,
    'Registration',
    'Delete an application that is not yet submitted',
    deleteCustomerAccountRequestSchema,
    messageResponseSchema,
  ),
  GetRegistrationDetails: registrationCall(
    callRoutes.GetRegistrationDetails,
    'Registration',
    "An application's account type, entity type, branch and status",
    registrationIdRequestSchema,
    registrationDetailsResponseSchema,
  ),
  GetCustomerAccountHolderList: registrationCall(
    callRoutes.GetCustomerAccountHolderList,
    'Registration',
    "An application's holders and how far each holder's details are",
    registrationIdRequestSchema,
    accountHolderListResponseSchema,
  ),
  AddApplicantHolder: registrationCall(
    callRoutes.AddApplicantHolder,
    'Registration',
    'Add a joint holder to an application',
    registrationIdRequestSchema,
    addApplicantHolderResponseSchema,
  ),
  DeleteCustomerAccountHolder: registrationCall(
    callRoutes.DeleteCustomerAccountHolder,
    'Registration',
    'Remove a joint holder from an application',
    deleteCustomerAccountHolderRequestSchema,
    messageResponseSchema,
  ),
  GetCustomerAccountOperationsDetails: registrationCall(
    callRoutes.GetCustomerAccountOperationsDetails,
    'Registration',
    "The hub's Account Operations section as saved",
    registrationIdRequestSchema,
    accountOperationsResponseSchema,
  ),
  UpdateAccountOperation: registrationCall(
    callRoutes.UpdateAccountOperation,
    'Registration',
    "Save the hub's Account Operations section: how the account is operated",
    updateAccountOperationRequestSchema,
    savedResponseSchema,
  ),
  GetNominees: registrationCall(
    callRoutes.GetNominees,
    'Registration',
    "The application's nomination: its mode, nominees in order and the declaration not to nominate",
    registrationIdRequestSchema,
    getNomineesResponseSchema,
  ),
  UpdateNominees: registrationCall(
    callRoutes.UpdateNominees,
    'Registration',
    'Save the nomination: one to four nominees, successive or simultaneous, or none with the declaration',
    updateNomineesRequestShape,
    updateNomineesResponseSchema,
  ),
  GetCustomerTechnoProductsDetails: registrationCall(
    callRoutes.GetCustomerTechnoProductsDetails,
    'Registration',
    'The techno products (ATM card, SMS, internet and mobile banking) as saved',
    registrationIdRequestSchema,
    technoProductsResponseSchema,
  ),
  UpdateTechnoProducts: registrationCall(
    callRoutes.UpdateTechnoProducts,
    'Registration',
    'Save the techno products the customer asks for',
    updateTechnoProductsRequestSchema,
    savedResponseSchema,
  ),
  GetFDDetails: registrationCall(
    callRoutes.GetFDDetails,
    'Registration',
    "The fixed deposit's details as saved",
    registrationIdRequestSchema,
    fdDetailsResponseSchema,
  ),
  UpdateFDDetails: registrationCall(
    callRoutes.UpdateFDDetails,
    'Registration',
    "Save the fixed deposit's amount, tenure and renewal",
    updateFdDetailsRequestSchema,
    savedResponseSchema,
  ),
  GetRDDetails: registrationCall(
    callRoutes.GetRDDetails,
    'Registration',
    "The recurring deposit's details as saved",
    registrationIdRequestSchema,
    rdDetailsResponseSchema,
  ),
  UpdateRDDetails: registrationCall(
    callRoutes.UpdateRDDetails,
    'Registration',
    "Save the recurring deposit's instalment, tenure and renewal",
    updateRdDetailsRequestSchema,
    savedResponseSchema,
  ),
  GetApplicationProgress: registrationCall(
    callRoutes.GetApplicationProgress,
    'Registration',
    'What is still to be done before the application can be submitted',
    registrationIdRequestSchema,
    applicationProgressResponseSchema,
  ),
  SubmitAccount: registrationCall(
    callRoutes.SubmitAccount,
    'Registration',
    'Submit a complete application; it gets its reference number',
    submitAccountRequestSchema,
    submitAccountResponseSchema,
  ),
  GetSubmittedApplication: registrationCall(
    callRoutes.GetSubmittedApplication,
    'Registration',
    'A submitted application: reference number and the documents each holder brings to the branch',
    registrationIdRequestSchema,
    submittedApplicationResponseSchema,
  ),

  // ---- Holder details (the KYC wizards) -----------------------------------------------------------
  Registration: registrationCall(
    callRoutes.Registration,
    'Holder details',
    "Save the first holder's personal details with photo, PAN and proofs; without a RegistrationId, create the application",
    registrationRequestShape,
    registrationResponseSchema,
  ),
  GetFirstAccountHolderDetails: registrationCall(
    callRoutes.GetFirstAccountHolderDetails,
    'Holder details',
    "A holder's saved details, every wizard step",
    firstAccountHolderDetailsRequestSchema,
    firstAccountHolderDetailsResponseSchema,
  ),
  UpdatePersonalDetails: registrationCall(
    callRoutes.UpdatePersonalDetails,
    'Holder details',
    "Save a joint holder's personal details with photo, PAN and proofs",
    updatePersonalDetailsRequestShape,
    savedResponseSchema,
  ),
  GetOtherHolderDetails: registrationCall(
    callRoutes.GetOtherHolderDetails,
    'Holder details',
    "A joint holder's saved details, every wizard step",
    getOtherHolderDetailsRequestSchema,
    getOtherHolderDetailsResponseSchema,
  ),
  UpdateFamilyDetails: registrationCall(
    callRoutes.UpdateFamilyDetails,
    'Holder details',
    "Save a holder's family details: father, mother, spouse or maiden name",
    updateFamilyDetailsRequestShape,
    savedResponseSchema,
  ),
  UpdateDetailOfRelatedPerson: registrationCall(
    callRoutes.UpdateDetailOfRelatedPerson,
    'Holder details',
    "Save a holder's related person (guardian, attorney or other)",
    updateRelatedPersonRequestSchema,
    savedResponseSchema,
  ),
  UpdateFormNo60: registrationCall(
    callRoutes.UpdateFormNo60,
    'Holder details',
    'Save Form 60 for a holder without a PAN',
    updateFormNo60RequestSchema,
    savedResponseSchema,
  ),
  UpdateAdditionalDetails: registrationCall(
    callRoutes.UpdateAdditionalDetails,
    'Holder details',
    "Save a holder's additional details: income, occupation, assets and other bank accounts",
    // Any flow's values (every caste): the server parses again with the holder's own rules.
    additionalDetailsShape(ANY_FLOW_VARIANT),
    savedResponseSchema,
  ),
  UpdateAccountHolderStatus: registrationCall(
    callRoutes.UpdateAccountHolderStatus,
    'Holder details',
    "Accept the declaration, which completes a holder's details",
    updateAccountHolderStatusRequestSchema,
    savedResponseSchema,
  ),
  DeleteCustomerPOI: registrationCall(
    callRoutes.DeleteCustomerPOI,
    'Holder details',
    "Delete one of a holder's proofs",
    deleteCustomerPoiRequestSchema,
    messageResponseSchema,
  ),
  GetCustomerDataByCustomerId: defineCall(callRoutes.GetCustomerDataByCustomerId, {
    tag: 'Holder details',
    summary: "An existing customer's master record, to pre-fill the wizard",
    request: getCustomerDataByCustomerIdRequestSchema,
    response: getCustomerDataByCustomerIdResponseSchema,
    refusals: APPLICATION_REFUSALS,
  }),

  // ---- Documents ----------------------------------------------------------------------------------
  GetPhoto: documentCall(callRoutes.GetPhoto, "A holder's photo or signature"),
  GetPOIFile: documentCall(callRoutes.GetPOIFile, "One of a holder's proofs (PAN, identity, address)"),
  RegistrationPrintPDF: defineCall(callRoutes.RegistrationPrintPDF, {
    tag: 'Documents',
    summary: 'The application form of a submitted application as a PDF',
    description:
      'The file is `{registrationId}.pdf`. Branch staff and admins also get a Partially Filled application, ' +
      "marked 'DRAFT - not submitted' on every page; its customer gets 404 for it. The form is in `language` " +
      "(en, mr or hi) when given, else in the customer's saved language (SetLanguage), else English.",
    params: z.strictObject({ file: z.string().max(20) }),
    // The web sends the language it shows; without one the form is in the customer's saved language.
    query: z.object({ language: languageSchema.optional() }),
    response: { fileTypes: ['application/pdf'] },
    refusals: [404],
  }),

  // ---- Customer list (branch staff) -----------------------------------------------------------------
  GetAllBranchLoginCustomerList: defineCall(callRoutes.GetAllBranchLoginCustomerList, {
    tag: 'Customer list',
    summary: "The applications of the staff member's branch made between two dates",
    request: getAllBranchLoginCustomerListRequestShape,
    response: customerListResponseSchema,
  }),
  GetCustomerListPage: defineCall(callRoutes.GetCustomerListPage, {
    tag: 'Customer list',
    summary: "One page of a tab of the staff member's branch's applications, sorted and searched on the server",
    description:
      'Between two dates (or one Reference Number), one Status (the tab), optionally a review status and the ' +
      "tab's search text; 10, 25, 50 or 100 records a page by keyset: pass `nextCursor` or `previousCursor` back " +
      'as `Cursor` with the same search and sort. `total` is exact up to 10,000 records, then an estimate ' +
      '(`totalExact` false). A cursor that is not one the server made, or of another sort, is 400.',
    request: getCustomerListPageRequestShape,
    response: customerListPageResponseSchema,
  }),
  CustomerListCsv: defineCall(callRoutes.CustomerListCsv, {
    tag: 'Customer list',
    summary: "A tab of the staff member's branch's applications as CSV, every matching record, streamed",
    description:
      "The same search and sort as GetCustomerListPage, in the query string; the file is the tab's " +
      '(Completed_Forms.csv or Partially_Filled_Forms.csv), UTF-8 with a byte-order mark.',
    query: customerListCsvQueryShape,
    response: { fileTypes: ['text/csv'] },
  }),
  GetRegistrationDetailsByRefNo: defineCall(callRoutes.GetRegistrationDetailsByRefNo, {
    tag: 'Customer list',
    summary: "The application of the staff member's branch with this reference number",
    request: getRegistrationDetailsByRefNoRequestSchema,
    response: customerListResponseSchema,
  }),

  // ---- Branch review (docs/decisions/028) ----------------------------------------------------------
  GetApplication: defineCall(callRoutes.GetApplication, {
    tag: 'Review',
    summary: "One application of the staff member's branch: its holders by step, documents and history",
    description:
      "Drafts (Partially Filled) too. Each document carries the URL staff of the branch fetch it from. Another branch's application is 404, as a missing one.",
    request: getApplicationRequestSchema,
    response: getApplicationResponseSchema,
    refusals: [404],
  }),
  Verify: reviewCall(
    callRoutes.Verify,
    'A clerk marks a Submitted application Verified, having seen the original of every document',
    verifyRequestSchema,
    reviewTransitionResponseSchema,
  ),
  Return: reviewCall(
    callRoutes.Return,
    'Return a Submitted or Verified application to the customer with a reason per section it has (GetApplication `returnableSections`); the customer hears by SMS',
    returnRequestSchema,
    reviewNotifiedResponseSchema,
  ),
  Approve: reviewCall(
    callRoutes.Approve,
    "An officer who did not verify it approves a Verified application and records its account number, as text in the bank's format (GetApplication `accountNumberFormat`)",
    approveRequestShape,
    reviewNotifiedResponseSchema,
  ),
  Reject: reviewCall(
    callRoutes.Reject,
    'An officer who did not verify it rejects a Verified application with a reason',
    rejectRequestSchema,
    reviewNotifiedResponseSchema,
  ),
  Reopen: reviewCall(
    callRoutes.Reopen,
    'An admin reopens an approval or a rejection with a reason: the application is Verified again and an officer who neither verified it nor reopened it decides; the customer hears by SMS',
    reopenRequestSchema,
    reviewNotifiedResponseSchema,
  ),
  GetFollowUpList: defineCall(callRoutes.GetFollowUpList, {
    tag: 'Review',
    summary: "The branch's unfinished applications: the last step reached and the days since the last change",
    request: followUpListRequestSchema,
    response: followUpListResponseSchema,
  }),
  SendReminder: reviewCall(
    callRoutes.SendReminder,
    'Send the customer of an unfinished application one reminder SMS (at most one a day)',
    sendReminderRequestSchema,
    sendReminderResponseSchema,
    [404, 409, 503],
  ),
  GetPossibleDuplicates: defineCall(callRoutes.GetPossibleDuplicates, {
    tag: 'Review',
    summary:
      "Other applications of the bank and customers of the master with this application's PAN, Aadhaar reference or mobile",
    description:
      "The application must be of the staff member's branch (any for an admin), else 404. Another branch's application is named by its reference number, branch and status only (docs/decisions/046).",
    request: getPossibleDuplicatesRequestSchema,
    response: getPossibleDuplicatesResponseSchema,
    refusals: [404],
  }),

  GetReviewQueue: defineCall(callRoutes.GetReviewQueue, {
    tag: 'Review',
    summary:
      "To do: the branch's applications waiting for the caller's review step (Submitted for a clerk, Verified for an officer, both for an admin), oldest first, with age, due-by and who has taken each",
    description:
      'Whatever their date. BranchCode as in the customer list: their own for branch staff (another is 403), any or empty (every branch) for an admin. The oldest 500 at most (`truncated`). docs/decisions/043.',
    request: getReviewQueueRequestSchema,
    response: getReviewQueueResponseSchema,
  }),
  TakeApplication: reviewCall(
    callRoutes.TakeApplication,
    'Take an application waiting for your review step ("Assigned to me") until it leaves that status; one another staff member has taken is 409 naming them, unless you are an admin',
    assignmentRequestSchema,
    assignmentResponseSchema,
    [403, 404, 409],
  ),
  ReleaseApplication: reviewCall(
    callRoutes.ReleaseApplication,
    "Put an application you have taken back in the queue (an admin: anyone's); another's is 403",
    assignmentRequestSchema,
    assignmentResponseSchema,
    [403, 404],
  ),

  // ---- Every depositor agrees for themselves (docs/decisions/041) ----------------------------------
  GetConsentStatus: defineCall(callRoutes.GetConsentStatus, {
    tag: 'Consent',
    summary: "Each holder's agreement: not needed, not asked, asked, agreed, declined or outdated",
    description:
      "The customer who owns the application, or staff of its branch. Another customer's or another branch's application is 404, as a missing one.",
    request: consentStatusRequestSchema,
    response: consentStatusResponseSchema,
    refusals: [404],
  }),
  SendConsentRequest: defineCall(callRoutes.SendConsentRequest, {
    tag: 'Consent',
    summary:
      "Send one holder an SMS with the link to agree from their own phone; it replaces the holder's earlier link",
    description:
      'The link works for 72 hours. Refused (400) for a holder who agrees by the declaration step or has no mobile saved, 409 after submit, 429 past the SMS limits of sign-in codes.',
    request: sendConsentRequestSchema,
    response: messageResponseSchema,
    refusals: [404, 409, 429, 503],
    refusalSchemas: { 429: rateLimitedResponseSchema },
  }),
  GetConsentRequest: defineCall(callRoutes.GetConsentRequest, {
    tag: 'Consent',
    summary: 'What the holder of the link is asked to agree to, in the language asked for',
    description:
      'No session: the token is the key. An unknown, expired, replaced or altered token is 404, as is one of a submitted application.',
    request: getConsentRequestSchema,
    response: consentRequestResponseSchema,
    refusals: [404, 429],
  }),
  SendConsentCode: defineCall(callRoutes.SendConsentCode, {
    tag: 'Consent',
    summary: "Send a one-time code to the holder's mobile, with the limits of sign-in codes",
    request: sendConsentCodeRequestSchema,
    response: messageResponseSchema,
    refusals: [404, 429, 503],
    refusalSchemas: { 429: rateLimitedResponseSchema },
  }),
  AgreeConsent: defineCall(callRoutes.AgreeConsent, {
    tag: 'Consent',
    summary: 'The holder agrees with the one-time code: time, address, browser and what was shown are recorded',
    description:
      "The code has the portal's configured length. A wrong code is 401 with the tries left; after submit 409.",
    // Either length here; the server checks the configured one.
    request: createAgreeConsentRequestSchema(ALLOWED_OTP_LENGTHS),
    response: messageResponseSchema,
    refusals: [401, 404, 409, 429],
    refusalSchemas: { 401: consentCodeFailureSchema, 429: rateLimitedResponseSchema },
  }),
  DeclineConsent: defineCall(callRoutes.DeclineConsent, {
    tag: 'Consent',
    summary: 'The holder declines, saying what should change; the owner sees the reason',
    request: declineConsentRequestSchema,
    response: messageResponseSchema,
    refusals: [404, 409, 429],
  }),
} as const;

/** A reference list, at GET and POST /api/<List>/GetAll (the spec reads the lists both ways). */
function referenceListCall<const Route extends RouteOf, const List extends ReferenceListName>(
  route: Route,
  list: List,
) {
  return defineCall(route, {
    tag: 'Reference data',
    summary: `The ${list} list${route.method === 'POST' ? ' (read by POST)' : ''}`,
    response: referenceListResponseSchema(list),
    refusals: PUBLIC_READ_REFUSALS,
  });
}

/** A reference list's two calls, by method. */
function referenceListCalls<const List extends ReferenceListName>(list: List) {
  const routes = referenceListRoutes[list];
  return { GET: referenceListCall(routes.GET, list), POST: referenceListCall(routes.POST, list) };
}

/** The reference lists' calls, by list and method. */
export const referenceListContract: {
  readonly [List in ReferenceListName]: ReturnType<typeof referenceListCalls<List>>;
} = {
  AccountType: referenceListCalls('AccountType'),
  EntityType: referenceListCalls('EntityType'),
  Location: referenceListCalls('Location'),
  State: referenceListCalls('State'),
  Occupation: referenceListCalls('Occupation'),
  OccupationDetails: referenceListCalls('OccupationDetails'),
  RelatedPersonType: referenceListCalls('RelatedPersonType'),
  Education: referenceListCalls('Education'),
  AssetDetails: referenceListCalls('AssetDetails'),
  OtherBankAccounts: referenceListCalls('OtherBankAccounts'),
  POI: referenceListCalls('POI'),
  CustomerReason: referenceListCalls('CustomerReason'),
};

/** Every call of the API, once: what the server registers and the API document describes. */
export const CONTRACT_CALLS: readonly CallEntry[] = [
  ...Object.values(contract),
  ...Object.values(referenceListContract).flatMap((calls) => [calls.GET, calls.POST]),
];
