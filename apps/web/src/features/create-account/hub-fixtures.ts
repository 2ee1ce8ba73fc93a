import {
  contract,
  type AccountHolderRow,
  type FieldError,
  type HolderConsent,
  type RegistrationDetails,
} from '@portal/domain';
import { answerOf, OK } from '@/test/answer-of';
import { referenceListAnswer } from '@/test/reference-lists';
import { registrationDetails } from '@/test/registration-details';
import type { StubbedCall } from '@/test/render-app';
import { submittedApplicationAnswer } from '@/test/submitted-application';

/**
 * Test data for the hub: answers to its calls, each built through the call's response schema in the
 * contract (answerOf), so an answer that drifts from packages/domain/src/api/hub.ts fails.
 */

export const referenceListAnswers = {
  'GET /api/AccountType/GetAll': referenceListAnswer('AccountType', [
    { id: 1, accountTypeName: 'Savings Account' },
    { id: 2, accountTypeName: 'Fixed Deposit' },
    { id: 3, accountTypeName: 'Recurring Deposit' },
    { id: 5, accountTypeName: 'Fixed Deposit (existing customer)' },
  ]),
  // The nominees' addresses name a state.
  'GET /api/State/GetAll': referenceListAnswer('State', [{ id: 27, stateName: 'Maharashtra' }]),
  'GET /api/EntityType/GetAll': referenceListAnswer('EntityType', [{ id: 1, entityTypeName: 'Individual' }]),
  'GET /api/Location/GetAll': referenceListAnswer('Location', [
    { id: 1, locationName: 'Pune' },
    { id: 2, locationName: 'Nashik' },
  ]),
  'GET /api/Branch/1': () =>
    answerOf(contract.GetBranchesOfLocation, { ...OK, data: [{ id: '101', branchName: 'Kothrud', locationId: 1 }] }),
  'GET /api/Branch/2': () =>
    answerOf(contract.GetBranchesOfLocation, {
      ...OK,
      data: [{ id: '201', branchName: 'Panchavati', locationId: 2 }],
    }),
};

export function holderRow(holderSrNo: number, fields: Partial<AccountHolderRow> = {}): AccountHolderRow {
  return {
    registrationHoldersId: 100 + holderSrNo,
    holderSrNo,
    customerName: '',
    lastUpdated: '2026-03-04T20:00:00Z',
    status: 'Partially Filled',
    accountTypeId: 1,
    locationId: 1,
    branchId: '101',
    steps: { done: 0, needed: 5 },
    ...fields,
  };
}

/** One holder's agreement as GetConsentStatus answers it: by the declaration step unless `fields` say. */
export function holderConsent(holderNo: number, fields: Partial<HolderConsent> = {}): HolderConsent {
  return {
    holderNo,
    name: '',
    mobileMasked: 'XXXXXX3210',
    status: 'NotRequired',
    requestedAt: null,
    agreedAt: null,
    declineReason: null,
    ...fields,
  };
}

export interface HubState {
  registration: RegistrationDetails;
  holders: AccountHolderRow[];
  /** What GetApplicationProgress names as still to do (nothing unless a test says). */
  missing: FieldError[];
  /** Each holder's agreement (GetConsentStatus); unless a test says, every holder agrees by the declaration step. */
  consent: HolderConsent[] | null;
}

export function hubState(registration: Partial<RegistrationDetails> = {}): HubState {
  const details = registrationDetails(registration);
  const holders = Array.from({ length: details.noOfHolders }, (_, index) =>
    holderRow(index + 1, { accountTypeId: details.accountTypeId }),
  );
  return { registration: details, holders, missing: [], consent: null };
}

/** A section save's answer: the version after it, one more than the version the save sent. */
const savedBy =
  (
    entry:
      | typeof contract.UpdateNominees
      | typeof contract.UpdateTechnoProducts
      | typeof contract.UpdateAccountOperation
      | typeof contract.UpdateFDDetails
      | typeof contract.UpdateRDDetails,
  ) =>
  (call: StubbedCall) =>
    answerOf(entry, {
      ...OK,
      responseMessage: 'Saved successfully.',
      version: ((call.body as { Version?: number }).Version ?? 0) + 1,
    });

/**
 * Every hub call, answered from `state` (holders can be added and deleted), with the sections'
 * answers before a first save. Pass overrides for what a test needs to differ.
 */
export function hubAnswers(state: HubState) {
  return {
    ...referenceListAnswers,
    'POST /api/Registration/GetRegistrationDetails': () =>
      answerOf(contract.GetRegistrationDetails, { ...state.registration, noOfHolders: state.holders.length }),
    'POST /api/Registration/GetCustomerAccountHolderList': () =>
      answerOf(contract.GetCustomerAccountHolderList, { ...OK, data: state.holders }),
    'POST /api/Registration/GetApplicationProgress': () =>
      answerOf(contract.GetApplicationProgress, {
        ...OK,
        done: 8 - state.missing.length,
        needed: 8,
        missing: state.missing,
      }),
    'POST /api/Consent/GetStatus': () =>
      answerOf(contract.GetConsentStatus, {
        ...OK,
        data: state.consent ?? state.holders.map((holder) => holderConsent(holder.holderSrNo)),
      }),
    'POST /api/Registration/AddApplicantHolder': () => {
      const holder = holderRow(state.holders.length + 1);
      state.holders = [...state.holders, holder];
      return answerOf(contract.AddApplicantHolder, {
        ...OK,
        responseMessage: 'Account holder added.',
        registrationHoldersId: holder.registrationHoldersId,
      });
    },
    'POST /api/Registration/DeleteCustomerAccountHolder': (call: StubbedCall) => {
      const { RegistrationHolderId } = call.body as { RegistrationHolderId: number };
      state.holders = state.holders.filter((holder) => holder.registrationHoldersId !== RegistrationHolderId);
      return answerOf(contract.DeleteCustomerAccountHolder, { ...OK, responseMessage: 'Account holder deleted.' });
    },
    'POST /api/Registration/GetNominees': () =>
      answerOf(contract.GetNominees, { ...OK, mode: '', nominees: [], noNominationDeclared: false, version: 0 }),
    'POST /api/Registration/UpdateNominees': savedBy(contract.UpdateNominees),
    'POST /api/Registration/GetCustomerTechnoProductsDetails': () =>
      answerOf(contract.GetCustomerTechnoProductsDetails, {
        ...OK,
        debitCard: true,
        smsBanking: true,
        mobileBanking: true,
        statementOnEmail: true,
        aadhaarCardSeeding: true,
        interntBanking: true,
        version: 0,
      }),
    'POST /api/Registration/UpdateTechnoProducts': savedBy(contract.UpdateTechnoProducts),
    'POST /api/Registration/GetCustomerAccountOperationsDetails': () =>
      answerOf(contract.GetCustomerAccountOperationsDetails, { ...OK, accountOperations: null, version: 0 }),
    'POST /api/Registration/UpdateAccountOperation': savedBy(contract.UpdateAccountOperation),
    'POST /api/Registration/GetFDDetails': () =>
      answerOf(contract.GetFDDetails, {
        ...OK,
        depositAmount: '',
        tenureYear: '',
        tenureMonths: '',
        tenureDays: '',
        interestPayout: 'Monthly',
        interestPayoutMode: 'Standing Instructions',
        bankName: '',
        branchName: '',
        accountNo: '',
        ifsc: '',
        isAutoRenewal: true,
        periodYear: '',
        periodMonths: '',
        periodDays: '',
        tdsMembershipNo: '',
        version: 0,
      }),
    'POST /api/Registration/UpdateFDDetails': savedBy(contract.UpdateFDDetails),
    'POST /api/Registration/GetRDDetails': () => answerOf(contract.GetRDDetails, { ...OK, data: [] }),
    'POST /api/Registration/UpdateRDDetails': savedBy(contract.UpdateRDDetails),
  };
}

/** A successful submit of application 42, and the success page's read of it. */
export const submitAnswers = {
  'POST /api/Registration/SubmitAccount': () =>
    answerOf(contract.SubmitAccount, {
      ...OK,
      responseMessage: 'Your application has been submitted successfully.',
      fileName: '2026030500042.pdf',
      referenceNo: '2026030500042',
    }),
  'POST /api/Registration/GetSubmittedApplication': () => submittedApplicationAnswer(42, '2026030500042'),
};

/** Signs the customer in and stores the application id, as Edit on /Status does. */
export function openStoredApplication(registrationId = 42) {
  localStorage.setItem('authCustomer', JSON.stringify({ mobileNo: '9876543210', email: 'a@b.in' }));
  localStorage.setItem('registrationId', String(registrationId));
}
