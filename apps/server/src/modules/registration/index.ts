export {
  lockEditableRegistration,
  lockOwnRegistration,
  readEditableRegistration,
  readOwnRegistration,
  readVisibleRegistration,
  refuseUnlessEditable,
  touchRegistration,
  type Customer,
  type OwnRegistration,
} from './registration-access.js';
export { editOwnRegistration, type RegistrationEdit } from './registration-edit.js';
export { setRegistrationEmail } from './registration-repository.js';
export { findCustomerReview, reviewStatusOf } from './review-status.js';
export { registrationRoutes } from './registration-routes.js';
export {
  assertOwnMobile,
  checkPrimaryDetails,
  createRegistrationService,
  withNewRegistration,
  type NewRegistration,
} from './registration-service.js';
