import { BODY, registrationRoute, route } from '../routes.js';

/**
 * Branch staff's calls: the customer list and the review of an application after submit.
 */

/** A branch review call, POST /api/Review/<operationId> with a JSON body. */
function reviewRoute<const OperationId extends string>(operationId: OperationId) {
  return route(operationId, 'POST', `/api/Review/${operationId}`, 'staff', BODY);
}

export const GetAllBranchLoginCustomerList = /* @__PURE__ */ registrationRoute(
  'GetAllBranchLoginCustomerList',
  'staff',
);
export const GetCustomerListPage = /* @__PURE__ */ registrationRoute('GetCustomerListPage', 'staff');
export const CustomerListCsv = /* @__PURE__ */ route(
  'CustomerListCsv',
  'GET',
  '/api/Registration/CustomerListCsv',
  'staff',
);
export const GetRegistrationDetailsByRefNo = /* @__PURE__ */ registrationRoute(
  'GetRegistrationDetailsByRefNo',
  'staff',
);
export const GetApplication = /* @__PURE__ */ reviewRoute('GetApplication');
export const Verify = /* @__PURE__ */ reviewRoute('Verify');
export const Return = /* @__PURE__ */ reviewRoute('Return');
export const Approve = /* @__PURE__ */ reviewRoute('Approve');
export const Reject = /* @__PURE__ */ reviewRoute('Reject');
export const Reopen = /* @__PURE__ */ reviewRoute('Reopen');
export const GetFollowUpList = /* @__PURE__ */ reviewRoute('GetFollowUpList');
export const SendReminder = /* @__PURE__ */ reviewRoute('SendReminder');
export const GetPossibleDuplicates = /* @__PURE__ */ reviewRoute('GetPossibleDuplicates');
export const GetReviewQueue = /* @__PURE__ */ reviewRoute('GetReviewQueue');
export const TakeApplication = /* @__PURE__ */ reviewRoute('TakeApplication');
export const ReleaseApplication = /* @__PURE__ */ reviewRoute('ReleaseApplication');
