import { REFERENCE_LIST_NAMES, type ReferenceListName } from '../api/reference-lists.js';
import type { CallAudience } from './call.js';
import type { contract, referenceListContract } from './contract.js';

type ReferenceListContract = typeof referenceListContract;

/** Every entry of the contract, the reference lists' included. */
export type ContractEntry =
  (typeof contract)[keyof typeof contract] | ReferenceListContract[keyof ReferenceListContract]['GET' | 'POST'];

export type CallName = ContractEntry['operationId'];

/** The contract's entry of a call, by its name: its schemas' types for the caller. */
export type EntryNamed<Name extends CallName> = Extract<ContractEntry, { operationId: Name }>;

/**
 * What making a call needs at run time: its method, path and session, not its schemas. Each of
 * `callRoutes` is one; so is a contract entry, which is its route with the schemas added.
 */
export interface CallRoute<Name extends CallName = CallName> {
  readonly operationId: Name;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly audience: CallAudience;
  /** Present when the call takes a JSON body (`true` in a route, the schema in its entry). */
  readonly request?: unknown;
  /** Present when the call takes path parameters (`true` in a route, the schema in its entry). */
  readonly params?: unknown;
}

/** What a call takes besides its query string: a JSON body, or path parameters. */
interface RouteInput {
  readonly request?: true;
  readonly params?: true;
}

function route<
  const OperationId extends string,
  const Method extends 'GET' | 'POST',
  const Audience extends CallAudience,
  const Input extends RouteInput = object,
>(operationId: OperationId, method: Method, path: string, audience: Audience, input?: Input) {
  return { operationId, method, path, audience, ...(input as Input) };
}

const BODY = { request: true } as const;
const PARAMS = { params: true } as const;

/** A call on an application, POST /api/Registration/<operationId> with a JSON body (a customer's by default). */
function registrationRoute<const OperationId extends string, const Audience extends CallAudience = 'customer'>(
  operationId: OperationId,
  audience: Audience = 'customer' as Audience,
) {
  return route(operationId, 'POST', `/api/Registration/${operationId}`, audience, BODY);
}

/** A branch review call, POST /api/Review/<operationId> with a JSON body. */
function reviewRoute<const OperationId extends string>(operationId: OperationId) {
  return route(operationId, 'POST', `/api/Review/${operationId}`, 'staff', BODY);
}

/** A documents folder's file, GET /<folder>/:file, for its customer and staff of their branch. */
function documentRoute<const OperationId extends string>(operationId: OperationId, folder: string) {
  return route(operationId, 'GET', `/${folder}/:file`, 'customer-or-staff', PARAMS);
}

/**
 * Every call of the API but the reference lists (below): its name, method, path and session, and
 * whether it takes a body or path parameters. The contract (contract.ts) adds each its schemas and
 * documentation; the web app calls through these, so a page loads the schemas of its own forms only,
 * not every schema of the API (issue 16: building them all took a slow phone's main thread for a
 * quarter of a second).
 */
export const callRoutes = {
  // ---- Sign-in ----------------------------------------------------------------------------------
  GetOTP: route('GetOTP', 'POST', '/api/OTP/GetOTP', 'public', BODY),
  VerifyOTP: route('VerifyOTP', 'POST', '/api/OTP/VerifyOTP', 'public', BODY),
  CheckLogin: route('CheckLogin', 'POST', '/api/BranchLogin/CheckLogin', 'public', BODY),
  Logout: route('Logout', 'POST', '/api/Auth/Logout', 'customer-or-staff'),
  SetLanguage: route('SetLanguage', 'POST', '/api/Customer/SetLanguage', 'customer', BODY),

  // ---- Portal and reference data ------------------------------------------------------------------
  PortalConfig: route('PortalConfig', 'GET', '/api/Portal/Config', 'public'),
  GetAllBranch: route('GetAllBranch', 'GET', '/api/Branch/GetAll', 'public'),
  GetAllBranchByPost: route('GetAllBranchByPost', 'POST', '/api/Branch/GetAll', 'public'),
  GetBranchesOfLocation: route('GetBranchesOfLocation', 'GET', '/api/Branch/:LocationId', 'public', PARAMS),
  GetCustomerReasonList: route(
    'GetCustomerReasonList',
    'POST',
    '/api/Registration/GetCustomerReasonList',
    'customer-or-staff',
  ),

  // ---- Applications -------------------------------------------------------------------------------
  CheckCustomerExists: registrationRoute('CheckCustomerExists'),
  CreateNewAccount: registrationRoute('CreateNewAccount'),
  GetAllCustomerAccountList: registrationRoute('GetAllCustomerAccountList'),
  DeleteCustomerAccount: registrationRoute('DeleteCustomerAccount'),
  GetRegistrationDetails: registrationRoute('GetRegistrationDetails'),
  GetCustomerAccountHolderList: registrationRoute('GetCustomerAccountHolderList'),
  AddApplicantHolder: registrationRoute('AddApplicantHolder'),
  DeleteCustomerAccountHolder: registrationRoute('DeleteCustomerAccountHolder'),
  GetCustomerAccountOperationsDetails: registrationRoute('GetCustomerAccountOperationsDetails'),
  UpdateAccountOperation: registrationRoute('UpdateAccountOperation'),
  GetCustomerNominationDetails: registrationRoute('GetCustomerNominationDetails'),
  UpdateNominationDetails: registrationRoute('UpdateNominationDetails'),
  GetCustomerTechnoProductsDetails: registrationRoute('GetCustomerTechnoProductsDetails'),
  UpdateTechnoProducts: registrationRoute('UpdateTechnoProducts'),
  GetFDDetails: registrationRoute('GetFDDetails'),
  UpdateFDDetails: registrationRoute('UpdateFDDetails'),
  GetRDDetails: registrationRoute('GetRDDetails'),
  UpdateRDDetails: registrationRoute('UpdateRDDetails'),
  GetApplicationProgress: registrationRoute('GetApplicationProgress'),
  SubmitAccount: registrationRoute('SubmitAccount'),
  GetSubmittedApplication: registrationRoute('GetSubmittedApplication'),

  // ---- Holder details -----------------------------------------------------------------------------
  Registration: registrationRoute('Registration'),
  GetFirstAccountHolderDetails: registrationRoute('GetFirstAccountHolderDetails'),
  UpdatePersonalDetails: registrationRoute('UpdatePersonalDetails'),
  GetOtherHolderDetails: registrationRoute('GetOtherHolderDetails'),
  UpdateFamilyDetails: registrationRoute('UpdateFamilyDetails'),
  UpdateDetailOfRelatedPerson: registrationRoute('UpdateDetailOfRelatedPerson'),
  UpdateFormNo60: registrationRoute('UpdateFormNo60'),
  UpdateAdditionalDetails: registrationRoute('UpdateAdditionalDetails'),
  UpdateAccountHolderStatus: registrationRoute('UpdateAccountHolderStatus'),
  DeleteCustomerPOI: registrationRoute('DeleteCustomerPOI'),
  GetCustomerDataByCustomerId: registrationRoute('GetCustomerDataByCustomerId', 'customer-or-staff'),

  // ---- Documents ----------------------------------------------------------------------------------
  GetPhoto: documentRoute('GetPhoto', 'Photo'),
  GetPOIFile: documentRoute('GetPOIFile', 'POIFiles'),
  RegistrationPrintPDF: documentRoute('RegistrationPrintPDF', 'RegistrationPrintPDF'),

  // ---- Customer list (branch staff) ---------------------------------------------------------------
  GetAllBranchLoginCustomerList: registrationRoute('GetAllBranchLoginCustomerList', 'staff'),
  GetCustomerListPage: registrationRoute('GetCustomerListPage', 'staff'),
  CustomerListCsv: route('CustomerListCsv', 'GET', '/api/Registration/CustomerListCsv', 'staff'),
  GetRegistrationDetailsByRefNo: registrationRoute('GetRegistrationDetailsByRefNo', 'staff'),

  // ---- Branch review ------------------------------------------------------------------------------
  GetApplication: reviewRoute('GetApplication'),
  Verify: reviewRoute('Verify'),
  Return: reviewRoute('Return'),
  Approve: reviewRoute('Approve'),
  Reject: reviewRoute('Reject'),
  GetFollowUpList: reviewRoute('GetFollowUpList'),
  SendReminder: reviewRoute('SendReminder'),
} as const;

/** A reference list's two calls, GET and POST /api/<List>/GetAll (the spec reads the lists both ways). */
export function referenceListRoutesOf<const List extends ReferenceListName>(list: List) {
  const path = `/api/${list}/GetAll`;
  return {
    GET: route(`GetAll${list}`, 'GET', path, 'public'),
    POST: route(`GetAll${list}ByPost`, 'POST', path, 'public'),
  };
}

/** The reference lists' calls, by list and method. */
export const referenceListRoutes = Object.fromEntries(
  REFERENCE_LIST_NAMES.map((list) => [list, referenceListRoutesOf(list)]),
) as { readonly [List in ReferenceListName]: ReturnType<typeof referenceListRoutesOf<List>> };
