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
import { messageResponseSchema, savedResponseSchema } from '../api/envelope.js';
import { languageSchema, setLanguageRequestSchema } from '../api/language.js';
import { getApplicationRequestSchema, getApplicationResponseSchema } from '../api/staff-application.js';
import { idField } from '../api/fields.js';
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
  nominationResponseSchema,
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
  type ReferenceListName,
} from '../api/reference.js';
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
  approveRequestSchema,
  followUpListRequestSchema,
  followUpListResponseSchema,
  rejectRequestSchema,
  returnRequestSchema,
  reviewNotifiedResponseSchema,
  reviewTransitionResponseSchema,
  sendReminderRequestSchema,
  sendReminderResponseSchema,
  verifyRequestSchema,
} from '../api/review.js';
import { messages } from '../messages.js';
import { ANY_FLOW_VARIANT } from '../rules/kyc-options.js';
import { ALLOWED_OTP_LENGTHS } from '../validators/otp.js';
import { defineCall, type CallEntry, type RefusalStatus } from './call.js';

/**
 * The calls of one application: a customer's own, refused 404 for an application that is not theirs
 * (exactly as for one that does not exist) and 409 for a save over a newer one or after submit.
 */
const APPLICATION_REFUSALS: readonly RefusalStatus[] = [404, 409];

/** A customer's call on their own application, POST /api/Registration/<operationId>. */
function registrationCall<
  const OperationId extends string,
  const Request extends z.ZodType,
  const Response extends z.ZodType,
>(
  operationId: OperationId,
  tag: 'Registration' | 'Holder details',
  summary: string,
  request: Request,
  response: Response,
) {
  return defineCall({
    operationId,
    method: 'POST',
    path: `/api/Registration/${operationId}`,
    audience: 'customer',
    tag,
    summary,
    request,
    response,
    refusals: APPLICATION_REFUSALS,
  });
}

/**
 * UpdateNominationDetails takes the hub's simple form or the wizard's DA-1 form (told apart by
 * NatureofDeposit). The call checks only the registration; the server parses the whole body with
 * its form's schema, so each form's 400s name its own fields with the spec's messages.
 */
export const nominationBodySchema = z
  .looseObject({ RegistrationId: idField(messages.registrationRequired) })
  .describe(
    'Either the simple form (NomineeName, NomineeAddress, MinorDOB, Relationship, Guardian*) or the DA-1 form ' +
      '(NatureofDeposit, DistinguishingNo, AdditionalDetails, NomineeFirstName/MiddleName/LastName, ' +
      'NomineeAddress1-3, Relationship, Age, MinorDOB, AccountOperations).',
  );

/**
 * A branch review call, POST /api/Review/<operationId>: another branch's application is 404 as an
 * unknown one, the wrong role or the four-eyes rule 403, a step out of order 409.
 */
function reviewCall<
  const OperationId extends string,
  const Request extends z.ZodType,
  const Response extends z.ZodType,
>(
  operationId: OperationId,
  summary: string,
  request: Request,
  response: Response,
  refusals: readonly RefusalStatus[] = [404, 409],
) {
  return defineCall({
    operationId,
    method: 'POST',
    path: `/api/Review/${operationId}`,
    audience: 'staff',
    tag: 'Review',
    summary,
    request,
    response,
    refusals,
  });
}

/** Public reads are limited per source (429), so one client cannot keep the database busy. */
const PUBLIC_READ_REFUSALS: readonly RefusalStatus[] = [429];

/** A documents folder's file: GET /<folder>/{file}, with the name the server gave it. */
function documentCall<const OperationId extends string>(operationId: OperationId, folder: string, summary: string) {
  return defineCall({
    operationId,
    method: 'GET',
    path: `/${folder}/:file`,
    audience: 'customer-or-staff',
    tag: 'Documents',
    summary,
    params: z.strictObject({ file: z.string().max(100) }),
    response: { fileTypes: ['image/jpeg', 'image/png', 'application/pdf'] },
    refusals: [404],
  });
}

/** The branches, at GET and POST /api/Branch/GetAll (the spec reads the lists both ways). */
function allBranchesCall<const OperationId extends string>(operationId: OperationId, method: 'GET' | 'POST') {
  return defineCall({
    operationId,
    method,
    path: '/api/Branch/GetAll',
    audience: 'public',
    tag: 'Reference data',
    summary: `Every branch of the bank${method === 'POST' ? ' (read by POST)' : ''}`,
    response: branchListResponseSchema,
    refusals: PUBLIC_READ_REFUSALS,
  });
}

/** Every call of the API but the reference lists (below), by name. */
export const contract = {
  // ---- Sign-in ----------------------------------------------------------------------------------
  GetOTP: defineCall({
    operationId: 'GetOTP',
    method: 'POST',
    path: '/api/OTP/GetOTP',
    audience: 'public',
    tag: 'Sign-in',
    summary: 'Send a one-time code to a mobile number',
    request: getOtpRequestSchema,
    response: getOtpResponseSchema,
    refusals: [429, 503],
    refusalSchemas: { 429: rateLimitedResponseSchema },
  }),
  VerifyOTP: defineCall({
    operationId: 'VerifyOTP',
    method: 'POST',
    path: '/api/OTP/VerifyOTP',
    audience: 'public',
    tag: 'Sign-in',
    summary: 'Check a one-time code and start a customer session',
    description: "The code has the portal's configured length (GET /api/Portal/Config answers otpLength).",
    // Either length here; the server checks the configured one.
    request: createVerifyOtpRequestSchema(ALLOWED_OTP_LENGTHS),
    response: verifyOtpResponseSchema,
    refusals: [401, 429],
    refusalSchemas: { 401: verifyOtpFailureSchema, 429: rateLimitedResponseSchema },
  }),
  CheckLogin: defineCall({
    operationId: 'CheckLogin',
    method: 'POST',
    path: '/api/BranchLogin/CheckLogin',
    audience: 'public',
    tag: 'Sign-in',
    summary: 'Branch staff sign-in',
    request: branchLoginRequestSchema,
    response: branchLoginResponseSchema,
    refusals: [401, 429],
  }),
  Logout: defineCall({
    operationId: 'Logout',
    method: 'POST',
    path: '/api/Auth/Logout',
    audience: 'customer-or-staff',
    tag: 'Sign-in',
    summary: 'End the session of the bearer token or cookie; it stops working at once',
    response: messageResponseSchema,
  }),

  SetLanguage: defineCall({
    operationId: 'SetLanguage',
    method: 'POST',
    path: '/api/Customer/SetLanguage',
    audience: 'customer',
    tag: 'Sign-in',
    summary: "Keep the signed-in customer's language (en, mr or hi); VerifyOTP answers it at the next sign-in",
    request: setLanguageRequestSchema,
    response: messageResponseSchema,
  }),

  // ---- Portal and reference data ------------------------------------------------------------------
  PortalConfig: defineCall({
    operationId: 'PortalConfig',
    method: 'GET',
    path: '/api/Portal/Config',
    audience: 'public',
    tag: 'Portal',
    summary: 'What the web app needs to know about this deployment',
    response: portalConfigResponseSchema,
    refusals: PUBLIC_READ_REFUSALS,
  }),
  GetAllBranch: allBranchesCall('GetAllBranch', 'GET'),
  GetAllBranchByPost: allBranchesCall('GetAllBranchByPost', 'POST'),
  GetBranchesOfLocation: defineCall({
    operationId: 'GetBranchesOfLocation',
    method: 'GET',
    path: '/api/Branch/:LocationId',
    audience: 'public',
    tag: 'Reference data',
    summary: 'The branches of one location',
    params: branchesOfLocationParamsSchema,
    response: branchListResponseSchema,
    refusals: PUBLIC_READ_REFUSALS,
  }),
  GetCustomerReasonList: defineCall({
    operationId: 'GetCustomerReasonList',
    method: 'POST',
    path: '/api/Registration/GetCustomerReasonList',
    audience: 'customer-or-staff',
    tag: 'Reference data',
    summary: 'The reasons a customer opens an account, as the wizards read them (the CustomerReason list)',
    response: referenceListResponseSchema('CustomerReason'),
  }),

  // ---- Applications -------------------------------------------------------------------------------
  CheckCustomerExists: registrationCall(
    'CheckCustomerExists',
    'Registration',
    'Whether the signed-in mobile already has applications',
    checkCustomerExistsRequestSchema,
    checkCustomerExistsResponseSchema,
  ),
  CreateNewAccount: registrationCall(
    'CreateNewAccount',
    'Registration',
    'Start a new application: account type, entity type, location and branch',
    createNewAccountRequestSchema,
    createNewAccountResponseSchema,
  ),
  GetAllCustomerAccountList: registrationCall(
    'GetAllCustomerAccountList',
    'Registration',
    "The customer's applications with their status and progress",
    getAllCustomerAccountListRequestSchema,
    getAllCustomerAccountListResponseSchema,
  ),
  DeleteCustomerAccount: registrationCall(
    'DeleteCustomerAccount',
    'Registration',
    'Delete an application that is not yet submitted',
    deleteCustomerAccountRequestSchema,
    messageResponseSchema,
  ),
  GetRegistrationDetails: registrationCall(
    'GetRegistrationDetails',
    'Registration',
    "An application's account type, entity type, branch and status",
    registrationIdRequestSchema,
    registrationDetailsResponseSchema,
  ),
  GetCustomerAccountHolderList: registrationCall(
    'GetCustomerAccountHolderList',
    'Registration',
    "An application's holders and how far each holder's details are",
    registrationIdRequestSchema,
    accountHolderListResponseSchema,
  ),
  AddApplicantHolder: registrationCall(
    'AddApplicantHolder',
    'Registration',
    'Add a joint holder to an application',
    registrationIdRequestSchema,
    addApplicantHolderResponseSchema,
  ),
  DeleteCustomerAccountHolder: registrationCall(
    'DeleteCustomerAccountHolder',
    'Registration',
    'Remove a joint holder from an application',
    deleteCustomerAccountHolderRequestSchema,
    messageResponseSchema,
  ),
  GetCustomerAccountOperationsDetails: registrationCall(
    'GetCustomerAccountOperationsDetails',
    'Registration',
    "The hub's Account Operations section as saved",
    registrationIdRequestSchema,
    accountOperationsResponseSchema,
  ),
  UpdateAccountOperation: registrationCall(
    'UpdateAccountOperation',
    'Registration',
    "Save the hub's Account Operations section: how the account is operated",
    updateAccountOperationRequestSchema,
    savedResponseSchema,
  ),
  GetCustomerNominationDetails: registrationCall(
    'GetCustomerNominationDetails',
    'Registration',
    "The application's nomination as saved",
    registrationIdRequestSchema,
    nominationResponseSchema,
  ),
  UpdateNominationDetails: registrationCall(
    'UpdateNominationDetails',
    'Registration',
    "Save the nomination: the hub's simple form or the wizard's DA-1 form",
    nominationBodySchema,
    savedResponseSchema,
  ),
  GetCustomerTechnoProductsDetails: registrationCall(
    'GetCustomerTechnoProductsDetails',
    'Registration',
    'The techno products (ATM card, SMS, internet and mobile banking) as saved',
    registrationIdRequestSchema,
    technoProductsResponseSchema,
  ),
  UpdateTechnoProducts: registrationCall(
    'UpdateTechnoProducts',
    'Registration',
    'Save the techno products the customer asks for',
    updateTechnoProductsRequestSchema,
    savedResponseSchema,
  ),
  GetFDDetails: registrationCall(
    'GetFDDetails',
    'Registration',
    "The fixed deposit's details as saved",
    registrationIdRequestSchema,
    fdDetailsResponseSchema,
  ),
  UpdateFDDetails: registrationCall(
    'UpdateFDDetails',
    'Registration',
    "Save the fixed deposit's amount, tenure and renewal",
    updateFdDetailsRequestSchema,
    savedResponseSchema,
  ),
  GetRDDetails: registrationCall(
    'GetRDDetails',
    'Registration',
    "The recurring deposit's details as saved",
    registrationIdRequestSchema,
    rdDetailsResponseSchema,
  ),
  UpdateRDDetails: registrationCall(
    'UpdateRDDetails',
    'Registration',
    "Save the recurring deposit's instalment, tenure and renewal",
    updateRdDetailsRequestSchema,
    savedResponseSchema,
  ),
  GetApplicationProgress: registrationCall(
    'GetApplicationProgress',
    'Registration',
    'What is still to be done before the application can be submitted',
    registrationIdRequestSchema,
    applicationProgressResponseSchema,
  ),
  SubmitAccount: registrationCall(
    'SubmitAccount',
    'Registration',
    'Submit a complete application; it gets its reference number',
    submitAccountRequestSchema,
    submitAccountResponseSchema,
  ),
  GetSubmittedApplication: registrationCall(
    'GetSubmittedApplication',
    'Registration',
    'A submitted application: reference number and the documents each holder brings to the branch',
    registrationIdRequestSchema,
    submittedApplicationResponseSchema,
  ),

  // ---- Holder details (the KYC wizards) -----------------------------------------------------------
  Registration: registrationCall(
    'Registration',
    'Holder details',
    "Save the first holder's personal details with photo, PAN and proofs; without a RegistrationId, create the application",
    registrationRequestShape,
    registrationResponseSchema,
  ),
  GetFirstAccountHolderDetails: registrationCall(
    'GetFirstAccountHolderDetails',
    'Holder details',
    "A holder's saved details, every wizard step",
    firstAccountHolderDetailsRequestSchema,
    firstAccountHolderDetailsResponseSchema,
  ),
  UpdatePersonalDetails: registrationCall(
    'UpdatePersonalDetails',
    'Holder details',
    "Save a joint holder's personal details with photo, PAN and proofs",
    updatePersonalDetailsRequestShape,
    savedResponseSchema,
  ),
  GetOtherHolderDetails: registrationCall(
    'GetOtherHolderDetails',
    'Holder details',
    "A joint holder's saved details, every wizard step",
    getOtherHolderDetailsRequestSchema,
    getOtherHolderDetailsResponseSchema,
  ),
  UpdateFamilyDetails: registrationCall(
    'UpdateFamilyDetails',
    'Holder details',
    "Save a holder's family details: father, mother, spouse or maiden name",
    updateFamilyDetailsRequestShape,
    savedResponseSchema,
  ),
  UpdateDetailOfRelatedPerson: registrationCall(
    'UpdateDetailOfRelatedPerson',
    'Holder details',
    "Save a holder's related person (guardian, attorney or other)",
    updateRelatedPersonRequestSchema,
    savedResponseSchema,
  ),
  UpdateFormNo60: registrationCall(
    'UpdateFormNo60',
    'Holder details',
    'Save Form 60 for a holder without a PAN',
    updateFormNo60RequestSchema,
    savedResponseSchema,
  ),
  UpdateAdditionalDetails: registrationCall(
    'UpdateAdditionalDetails',
    'Holder details',
    "Save a holder's additional details: income, occupation, assets and other bank accounts",
    // Any flow's values (every caste): the server parses again with the holder's own rules.
    additionalDetailsShape(ANY_FLOW_VARIANT),
    savedResponseSchema,
  ),
  UpdateAccountHolderStatus: registrationCall(
    'UpdateAccountHolderStatus',
    'Holder details',
    "Accept the declaration, which completes a holder's details",
    updateAccountHolderStatusRequestSchema,
    savedResponseSchema,
  ),
  DeleteCustomerPOI: registrationCall(
    'DeleteCustomerPOI',
    'Holder details',
    "Delete one of a holder's proofs",
    deleteCustomerPoiRequestSchema,
    messageResponseSchema,
  ),
  GetCustomerDataByCustomerId: defineCall({
    operationId: 'GetCustomerDataByCustomerId',
    method: 'POST',
    path: '/api/Registration/GetCustomerDataByCustomerId',
    audience: 'customer-or-staff',
    tag: 'Holder details',
    summary: "An existing customer's master record, to pre-fill the wizard",
    request: getCustomerDataByCustomerIdRequestSchema,
    response: getCustomerDataByCustomerIdResponseSchema,
    refusals: APPLICATION_REFUSALS,
  }),

  // ---- Documents ----------------------------------------------------------------------------------
  GetPhoto: documentCall('GetPhoto', 'Photo', "A holder's photo or signature"),
  GetPOIFile: documentCall('GetPOIFile', 'POIFiles', "One of a holder's proofs (PAN, identity, address)"),
  RegistrationPrintPDF: defineCall({
    operationId: 'RegistrationPrintPDF',
    method: 'GET',
    path: '/RegistrationPrintPDF/:file',
    audience: 'customer-or-staff',
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
  GetAllBranchLoginCustomerList: defineCall({
    operationId: 'GetAllBranchLoginCustomerList',
    method: 'POST',
    path: '/api/Registration/GetAllBranchLoginCustomerList',
    audience: 'staff',
    tag: 'Customer list',
    summary: "The applications of the staff member's branch made between two dates",
    request: getAllBranchLoginCustomerListRequestShape,
    response: customerListResponseSchema,
  }),
  GetCustomerListPage: defineCall({
    operationId: 'GetCustomerListPage',
    method: 'POST',
    path: '/api/Registration/GetCustomerListPage',
    audience: 'staff',
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
  CustomerListCsv: defineCall({
    operationId: 'CustomerListCsv',
    method: 'GET',
    path: '/api/Registration/CustomerListCsv',
    audience: 'staff',
    tag: 'Customer list',
    summary: "A tab of the staff member's branch's applications as CSV, every matching record, streamed",
    description:
      "The same search and sort as GetCustomerListPage, in the query string; the file is the tab's " +
      '(Completed_Forms.csv or Partially_Filled_Forms.csv), UTF-8 with a byte-order mark.',
    query: customerListCsvQueryShape,
    response: { fileTypes: ['text/csv'] },
  }),
  GetRegistrationDetailsByRefNo: defineCall({
    operationId: 'GetRegistrationDetailsByRefNo',
    method: 'POST',
    path: '/api/Registration/GetRegistrationDetailsByRefNo',
    audience: 'staff',
    tag: 'Customer list',
    summary: "The application of the staff member's branch with this reference number",
    request: getRegistrationDetailsByRefNoRequestSchema,
    response: customerListResponseSchema,
  }),

  // ---- Branch review (docs/decisions/028) ----------------------------------------------------------
  GetApplication: defineCall({
    operationId: 'GetApplication',
    method: 'POST',
    path: '/api/Review/GetApplication',
    audience: 'staff',
    tag: 'Review',
    summary: "One application of the staff member's branch: its holders by step, documents and history",
    description:
      "Drafts (Partially Filled) too. Each document carries the URL staff of the branch fetch it from. Another branch's application is 404, as a missing one.",
    request: getApplicationRequestSchema,
    response: getApplicationResponseSchema,
    refusals: [404],
  }),
  Verify: reviewCall(
    'Verify',
    'A clerk marks a Submitted application Verified, having seen the original of every document',
    verifyRequestSchema,
    reviewTransitionResponseSchema,
  ),
  Return: reviewCall(
    'Return',
    'Return a Submitted or Verified application to the customer with a reason per section; the customer hears by SMS',
    returnRequestSchema,
    reviewNotifiedResponseSchema,
  ),
  Approve: reviewCall(
    'Approve',
    'An officer who did not verify it approves a Verified application and records its account number',
    approveRequestSchema,
    reviewNotifiedResponseSchema,
  ),
  Reject: reviewCall(
    'Reject',
    'An officer who did not verify it rejects a Verified application with a reason',
    rejectRequestSchema,
    reviewNotifiedResponseSchema,
  ),
  GetFollowUpList: defineCall({
    operationId: 'GetFollowUpList',
    method: 'POST',
    path: '/api/Review/GetFollowUpList',
    audience: 'staff',
    tag: 'Review',
    summary: "The branch's unfinished applications: the last step reached and the days since the last change",
    request: followUpListRequestSchema,
    response: followUpListResponseSchema,
  }),
  SendReminder: reviewCall(
    'SendReminder',
    'Send the customer of an unfinished application one reminder SMS (at most one a day)',
    sendReminderRequestSchema,
    sendReminderResponseSchema,
    [404, 409, 503],
  ),
} as const;

/** A reference list, at GET and POST /api/<List>/GetAll (the spec reads the lists both ways). */
function referenceListCall<const List extends ReferenceListName, const Method extends 'GET' | 'POST'>(
  list: List,
  method: Method,
) {
  return defineCall({
    operationId: `GetAll${list}${method === 'POST' ? 'ByPost' : ''}`,
    method,
    path: `/api/${list}/GetAll`,
    audience: 'public',
    tag: 'Reference data',
    summary: `The ${list} list${method === 'POST' ? ' (read by POST)' : ''}`,
    response: referenceListResponseSchema(list),
    refusals: PUBLIC_READ_REFUSALS,
  });
}

/** A reference list's two calls, by method. */
function referenceListCalls<const List extends ReferenceListName>(list: List) {
  return { GET: referenceListCall(list, 'GET'), POST: referenceListCall(list, 'POST') };
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
