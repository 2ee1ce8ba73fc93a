import type { AccountHolderRow, FieldError, RegistrationDetails } from '@portal/domain';
import type { StubbedCall } from '@/test/render-app';

/** Test data for the hub: answers to its calls, in the shapes of packages/domain/src/api/hub.ts. */

function ok(fields: object = {}) {
  return { body: { responseCode: 'OK', responseMessage: '', ...fields } };
}

export const referenceListAnswers = {
  'GET /api/AccountType/GetAll': () =>
    ok({
      data: [
        { id: 1, accountTypeName: 'Savings Account' },
        { id: 2, accountTypeName: 'Fixed Deposit' },
        { id: 3, accountTypeName: 'Recurring Deposit' },
        { id: 5, accountTypeName: 'Fixed Deposit (existing customer)' },
      ],
    }),
  'GET /api/EntityType/GetAll': () => ok({ data: [{ id: 1, entityTypeName: 'Individual' }] }),
  'GET /api/Location/GetAll': () =>
    ok({
      data: [
        { id: 1, locationName: 'Pune' },
        { id: 2, locationName: 'Nashik' },
      ],
    }),
  'GET /api/Branch/1': () => ok({ data: [{ id: '101', branchName: 'Kothrud', locationId: 1 }] }),
  'GET /api/Branch/2': () => ok({ data: [{ id: '201', branchName: 'Panchavati', locationId: 2 }] }),
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

export interface HubState {
  registration: RegistrationDetails;
  holders: AccountHolderRow[];
  /** What GetApplicationProgress names as still to do (nothing unless a test says). */
  missing: FieldError[];
}

export function hubState(registration: Partial<RegistrationDetails> = {}): HubState {
  const details: RegistrationDetails = {
    responseCode: 'OK',
    responseMessage: '',
    registrationId: 42,
    referenceNo: '2026030500042',
    accountTypeId: 1,
    entityTypeId: 1,
    locationId: 1,
    branchId: '101',
    noOfHolders: 1,
    mobile: '9876543210',
    email: '',
    status: 'Partially Filled',
    ...registration,
  };
  const holders = Array.from({ length: details.noOfHolders }, (_, index) =>
    holderRow(index + 1, { accountTypeId: details.accountTypeId }),
  );
  return { registration: details, holders, missing: [] };
}

/** A save's answer: the version after it, one more than the version the save sent. */
const saved = (call: StubbedCall) =>
  ok({ responseMessage: 'Saved successfully.', version: ((call.body as { Version?: number }).Version ?? 0) + 1 });

/**
 * Every hub call, answered from `state` (holders can be added and deleted), with the sections'
 * answers before a first save. Pass overrides for what a test needs to differ.
 */
export function hubAnswers(state: HubState) {
  return {
    ...referenceListAnswers,
    'POST /api/Registration/GetRegistrationDetails': () =>
      ok({ ...state.registration, noOfHolders: state.holders.length }),
    'POST /api/Registration/GetCustomerAccountHolderList': () => ok({ data: state.holders }),
    'POST /api/Registration/GetApplicationProgress': () =>
      ok({ done: 8 - state.missing.length, needed: 8, missing: state.missing }),
    'POST /api/Registration/AddApplicantHolder': () => {
      const holder = holderRow(state.holders.length + 1);
      state.holders = [...state.holders, holder];
      return ok({ responseMessage: 'Account holder added.', registrationHoldersId: holder.registrationHoldersId });
    },
    'POST /api/Registration/DeleteCustomerAccountHolder': (call: StubbedCall) => {
      const { RegistrationHolderId } = call.body as { RegistrationHolderId: number };
      state.holders = state.holders.filter((holder) => holder.registrationHoldersId !== RegistrationHolderId);
      return ok({ responseMessage: 'Account holder deleted.' });
    },
    'POST /api/Registration/GetCustomerNominationDetails': () =>
      ok({
        nomineeName: '',
        nomineeAddress: '',
        relationship: '',
        minorDOB: '',
        guardianName: '',
        guardianAddress: '',
        guardianRelation: '',
        version: 0,
      }),
    'POST /api/Registration/UpdateNominationDetails': saved,
    'POST /api/Registration/GetCustomerTechnoProductsDetails': () =>
      ok({
        debitCard: true,
        smsBanking: true,
        mobileBanking: true,
        statementOnEmail: true,
        aadhaarCardSeeding: true,
        interntBanking: true,
        version: 0,
      }),
    'POST /api/Registration/UpdateTechnoProducts': saved,
    'POST /api/Registration/GetCustomerAccountOperationsDetails': () => ok({ accountOperations: null, version: 0 }),
    'POST /api/Registration/UpdateAccountOperation': saved,
    'POST /api/Registration/GetFDDetails': () =>
      ok({
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
    'POST /api/Registration/UpdateFDDetails': saved,
    'POST /api/Registration/GetRDDetails': () => ok({ data: [] }),
    'POST /api/Registration/UpdateRDDetails': saved,
  };
}

/** Signs the customer in and stores the application id, as Edit on /Status does. */
export function openStoredApplication(registrationId = 42) {
  localStorage.setItem('authCustomer', JSON.stringify({ mobileNo: '9876543210', email: 'a@b.in' }));
  localStorage.setItem('registrationId', String(registrationId));
}
