import { PARAMS, route } from '../routes.js';

/**
 * The lists the forms choose from (the reference lists' own calls are in reference-list-routes.ts).
 */
export const GetAllBranch = /* @__PURE__ */ route('GetAllBranch', 'GET', '/api/Branch/GetAll', 'public');
export const GetAllBranchByPost = /* @__PURE__ */ route('GetAllBranchByPost', 'POST', '/api/Branch/GetAll', 'public');
export const GetBranchesOfLocation = /* @__PURE__ */ route(
  'GetBranchesOfLocation',
  'GET',
  '/api/Branch/:LocationId',
  'public',
  PARAMS,
);
export const GetCustomerReasonList = /* @__PURE__ */ route(
  'GetCustomerReasonList',
  'POST',
  '/api/Registration/GetCustomerReasonList',
  'customer-or-staff',
);
