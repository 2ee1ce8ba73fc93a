import { PARAMS, registrationRoute, route } from '../routes.js';

/**
 * A customer's applications: the application, its hub's sections, its holders' wizards, the
 * documents and the final submit.
 */

/** A documents folder's file, GET /<folder>/:file, for its customer and staff of their branch. */
function documentRoute<const OperationId extends string>(operationId: OperationId, folder: string) {
  return route(operationId, 'GET', `/${folder}/:file`, 'customer-or-staff', PARAMS);
}

export const CreateNewAccount = /* @__PURE__ */ registrationRoute('CreateNewAccount');
export const GetAllCustomerAccountList = /* @__PURE__ */ registrationRoute('GetAllCustomerAccountList');
export const DeleteCustomerAccount = /* @__PURE__ */ registrationRoute('DeleteCustomerAccount');
export const GetRegistrationDetails = /* @__PURE__ */ registrationRoute('GetRegistrationDetails');
export const GetCustomerAccountHolderList = /* @__PURE__ */ registrationRoute('GetCustomerAccountHolderList');
export const AddApplicantHolder = /* @__PURE__ */ registrationRoute('AddApplicantHolder');
export const DeleteCustomerAccountHolder = /* @__PURE__ */ registrationRoute('DeleteCustomerAccountHolder');
export const GetCustomerAccountOperationsDetails = /* @__PURE__ */ registrationRoute(
  'GetCustomerAccountOperationsDetails',
);
export const UpdateAccountOperation = /* @__PURE__ */ registrationRoute('UpdateAccountOperation');
export const GetNominees = /* @__PURE__ */ registrationRoute('GetNominees', 'customer-or-staff');
export const UpdateNominees = /* @__PURE__ */ registrationRoute('UpdateNominees');
export const GetCustomerTechnoProductsDetails = /* @__PURE__ */ registrationRoute('GetCustomerTechnoProductsDetails');
export const UpdateTechnoProducts = /* @__PURE__ */ registrationRoute('UpdateTechnoProducts');
export const GetFDDetails = /* @__PURE__ */ registrationRoute('GetFDDetails');
export const UpdateFDDetails = /* @__PURE__ */ registrationRoute('UpdateFDDetails');
export const GetRDDetails = /* @__PURE__ */ registrationRoute('GetRDDetails');
export const UpdateRDDetails = /* @__PURE__ */ registrationRoute('UpdateRDDetails');
export const GetApplicationProgress = /* @__PURE__ */ registrationRoute('GetApplicationProgress');
export const SubmitAccount = /* @__PURE__ */ registrationRoute('SubmitAccount');
export const GetSubmittedApplication = /* @__PURE__ */ registrationRoute('GetSubmittedApplication');
export const Registration = /* @__PURE__ */ registrationRoute('Registration');
export const GetFirstAccountHolderDetails = /* @__PURE__ */ registrationRoute('GetFirstAccountHolderDetails');
export const UpdatePersonalDetails = /* @__PURE__ */ registrationRoute('UpdatePersonalDetails');
export const GetOtherHolderDetails = /* @__PURE__ */ registrationRoute('GetOtherHolderDetails');
export const UpdateFamilyDetails = /* @__PURE__ */ registrationRoute('UpdateFamilyDetails');
export const UpdateDetailOfRelatedPerson = /* @__PURE__ */ registrationRoute('UpdateDetailOfRelatedPerson');
export const UpdateFormNo60 = /* @__PURE__ */ registrationRoute('UpdateFormNo60');
export const UpdateAdditionalDetails = /* @__PURE__ */ registrationRoute('UpdateAdditionalDetails');
export const UpdateAccountHolderStatus = /* @__PURE__ */ registrationRoute('UpdateAccountHolderStatus');
export const DeleteCustomerPOI = /* @__PURE__ */ registrationRoute('DeleteCustomerPOI');
export const GetCustomerDataByCustomerId = /* @__PURE__ */ registrationRoute(
  'GetCustomerDataByCustomerId',
  'customer-or-staff',
);
export const GetPhoto = /* @__PURE__ */ documentRoute('GetPhoto', 'Photo');
export const GetPOIFile = /* @__PURE__ */ documentRoute('GetPOIFile', 'POIFiles');
export const RegistrationPrintPDF = /* @__PURE__ */ documentRoute('RegistrationPrintPDF', 'RegistrationPrintPDF');
