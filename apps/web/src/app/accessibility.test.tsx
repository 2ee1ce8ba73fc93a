import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  holderDetails,
  savedPersonal,
  signInWithApplication,
  UNSAVED_VERSIONS,
  wizardAnswers,
} from '../features/holder-details/first-holder-fixtures';
import { holderRow, hubAnswers, hubState, openStoredApplication } from '../features/create-account/hub-fixtures';
import type { CustomerListRecord } from '@portal/domain';
import { expectNoViolations } from '@/test/axe';
import { CUSTOMER_LIST_PAGE, customerListPages } from '@/test/customer-list-pages';
import { applicationListItem } from '@/test/application-list';
import { signInCustomer } from '@/test/customer-session';
import { stubNarrowScreen } from '@/test/narrow-screen';
import { renderApp, stubFetch } from '@/test/render-app';
import { submittedApplicationAnswer } from '@/test/submitted-application';

function listAnswer(data: unknown[]) {
  return { body: { responseCode: 'OK', responseMessage: 'OK', data } };
}

/** The customer's /Status list: a submitted application, and a draft; answers the submitted one. */
function stubStatusList() {
  const row = applicationListItem({ lastUpdated: '2026-03-04T10:00:00Z', pdfAvailable: true });
  stubFetch({
    'POST /api/Registration/GetAllCustomerAccountList': () =>
      listAnswer([row, { ...row, id: 2, referenceNo: '202603040000002', status: 'Partially Filled' }]),
  });
  return row;
}

/** Opens `path`, presses `button` with nothing filled in, and checks the page with its required messages. */
async function expectNoViolationsOnRefusal(path: string, button: string, firstMessage: string) {
  const user = userEvent.setup();
  renderApp(path);
  await user.click(await screen.findByRole('button', { name: button }));
  await screen.findByText(firstMessage);
  await expectNoViolations();
}

describe('accessibility (axe-core)', () => {
  it('/login, with the OTP modal open', async () => {
    stubFetch({
      'POST /api/OTP/GetOTP': () => ({ body: { responseCode: 'OK', responseMessage: 'OTP has been sent.' } }),
    });
    const user = userEvent.setup();
    renderApp('/login');
    // The bank's name is in the loading skeleton too: wait for the form itself.
    await screen.findByRole('textbox', { name: 'Mobile Number' });
    await screen.findByText('Demo Co-operative Bank');
    await expectNoViolations();

    await user.type(screen.getByRole('textbox', { name: 'Mobile Number' }), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Get OTP' }));
    await screen.findByRole('dialog', { name: 'Enter OTP' });
    await expectNoViolations();
  });

  it('/BranchLogin with its error messages', async () => {
    stubFetch({});
    await expectNoViolationsOnRefusal('/BranchLogin', 'Login', 'User Name required');
  });

  it('/Status with both kinds of rows and the delete confirmation', async () => {
    signInCustomer();
    stubStatusList();
    const user = userEvent.setup();
    renderApp('/Status');
    await screen.findByRole('table');
    await screen.findByText('© ' + new Date().getFullYear() + ' Demo Co-operative Bank');
    await expectNoViolations();

    await user.click(screen.getByRole('button', { name: 'Delete 202603040000002' }));
    within(await screen.findByRole('dialog', { name: 'Confirmation' })).getByRole('button', { name: 'No' });
    await expectNoViolations();
  });

  it('/Status, the hub and /CustomerList as cards on a phone', async () => {
    stubNarrowScreen();
    signInCustomer();
    const row = stubStatusList();
    const status = renderApp('/Status');
    await screen.findByRole('list', { name: 'Your applications' });
    await expectNoViolations();
    status.unmount();

    openStoredApplication();
    const state = hubState({ noOfHolders: 2 });
    state.holders[0] = holderRow(1, { customerName: 'Asha Patil', status: 'Completed' });
    state.missing = [
      { field: 'nomination', message: 'Nomination details are not saved' },
      { field: 'holders.2.personal', message: 'Account holder 2: Personal Details is not saved' },
    ];
    stubFetch(hubAnswers(state));
    const hub = renderApp('/CreateNewAccount');
    await screen.findByRole('list', { name: 'Account holders' });
    await screen.findByRole('status', { name: 'Still to do before you can submit:' });
    await expectNoViolations();
    hub.unmount();

    stubFetch({
      [CUSTOMER_LIST_PAGE]: customerListPages([
        {
          id: row.id,
          status: 'Completed',
          lastUpdated: row.lastUpdated,
          createdOn: '2026-03-01T10:00:00Z',
          referenceNo: row.referenceNo,
          mobileNo: '9876543210',
          mobileNoMismatch: false,
          customerName: row.customerName,
          accountTypeName: row.accountTypeName,
          entityTypeName: row.entityTypeName,
          holdersCount: row.holdersCount,
          formFillBy: row.formFillBy,
          branchCode: '102',
          branchName: 'Kothrud Branch',
          reviewStatus: 'Submitted',
        },
      ]),
    });
    localStorage.setItem('userName', 'clerk1');
    localStorage.setItem('branchCode', '102');
    localStorage.setItem('branchName', 'Kothrud Branch');
    renderApp('/CustomerList');
    await screen.findByRole('button', { name: 'View PDF of 202603040000001' });
    expect(screen.getByRole('list', { name: 'Completed forms' })).toBeInTheDocument();
    await expectNoViolations();
  });

  it('/CreateNewAccount with its required messages', async () => {
    signInCustomer();
    stubFetch({
      'GET /api/AccountType/GetAll': () => listAnswer([{ id: 1, accountTypeName: 'Savings Account' }]),
      'GET /api/EntityType/GetAll': () => listAnswer([{ id: 1, entityTypeName: 'Individual' }]),
      'GET /api/Location/GetAll': () => listAnswer([{ id: 1, locationName: 'Pune' }]),
    });
    await expectNoViolationsOnRefusal('/CreateNewAccount', 'Generate Details', 'Form Type required');
  });

  it('/CustomerList with records in both tabs, /success/{id} and the 404 page', async () => {
    const record: CustomerListRecord = {
      id: 1,
      status: 'Completed',
      lastUpdated: '2026-03-04T10:00:00Z',
      createdOn: '2026-03-01T10:00:00Z',
      referenceNo: '202603040000001',
      mobileNo: '9876543210',
      mobileNoMismatch: false,
      customerName: 'Asha Patil',
      accountTypeName: 'Savings Account',
      entityTypeName: 'Individual',
      holdersCount: 1,
      formFillBy: 'Customer',
      branchCode: '102',
      branchName: 'Kothrud Branch',
      reviewStatus: 'Submitted',
    };
    const records = Array.from({ length: 12 }, (_, index) => ({
      ...record,
      id: index + 1,
      referenceNo: `2026030400000${String(index + 1).padStart(2, '0')}`,
    }));
    stubFetch({
      [CUSTOMER_LIST_PAGE]: customerListPages([
        ...records,
        { ...record, id: 99, referenceNo: '202603040000099', status: 'Partially Filled', reviewStatus: null },
      ]),
    });
    localStorage.setItem('userName', 'clerk1');
    localStorage.setItem('branchCode', '102');
    localStorage.setItem('branchName', 'Kothrud Branch');
    const user = userEvent.setup();
    const first = renderApp('/CustomerList');
    await screen.findByRole('heading', { name: 'Kothrud Branch' });
    // Updated at the same moment: the highest id first, ten to the page.
    await screen.findByRole('button', { name: 'View PDF of 202603040000012' });
    await expectNoViolations();
    await user.click(screen.getByRole('tab', { name: 'Partially Filled Forms' }));
    await screen.findByRole('cell', { name: '202603040000099' });
    await expectNoViolations();
    await user.click(screen.getByRole('checkbox', { name: 'Search By Reference Number' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('Please enter the Reference Number');
    await expectNoViolations();
    first.unmount();

    signInCustomer();
    stubFetch({
      'POST /api/Registration/GetSubmittedApplication': () => submittedApplicationAnswer(1, '202603040000001'),
    });
    const second = renderApp('/success/1');
    await screen.findByText('202603040000001');
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my applications' })).toHaveAttribute('href', '/Status');
    await expectNoViolations();
    second.unmount();

    renderApp('/no-such-page');
    await screen.findByRole('heading', { name: 'Sorry! the page you are looking for could not be found' });
    await expectNoViolations();
  });

  it('/FirstHolder: personal details with its messages and a proof row, then the additional details', async () => {
    signInWithApplication();
    const state = { details: holderDetails() };
    stubFetch(wizardAnswers(state));
    const user = userEvent.setup();
    const first = renderApp('/FirstHolder');
    await screen.findByRole('heading', { name: 'Personal Details', level: 2 });
    // The proofs render just after the step's first screenful (AfterFirstRender).
    await user.click(await screen.findByRole('textbox', { name: 'Proof of Identity' }));
    await user.click(await screen.findByRole('option', { name: 'Passport' }));
    await user.click(screen.getAllByRole('textbox', { name: 'POI/POA' })[0]!);
    await user.click(await screen.findByRole('option', { name: 'POI' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await screen.findByRole('group', { name: 'Passport' });
    await user.click(screen.getByRole('button', { name: 'Save & Next' }));
    await screen.findAllByText('First Name required');
    await expectNoViolations();
    first.unmount();

    state.details = holderDetails({ savedSteps: ['personal', 'family'], personalDetails: savedPersonal() });
    renderApp('/FirstHolder');
    await screen.findByRole('heading', { name: 'Additional Details', level: 2 });
    await user.click(screen.getByRole('button', { name: 'Save & Next' }));
    await screen.findAllByText('Average income required');
    await expectNoViolations();
  });

  it('/OtherHolder: personal details with its messages, then the 19-clause declaration', async () => {
    signInWithApplication();
    localStorage.setItem('registrationHoldersId', '102');
    const other = {
      registrationId: 42,
      registrationHolderId: 102,
      holderSrNo: 2,
      accountTypeId: 1,
      status: 'Partially Filled',
      holderStatus: 'Partially Filled',
      savedSteps: [] as string[],
      personalDetails: null as unknown,
      formNo60: null,
      additionalDetails: null,
      declarationAccepted: false,
      versions: UNSAVED_VERSIONS,
    };
    stubFetch({
      ...wizardAnswers({ details: holderDetails() }),
      'POST /api/Registration/GetOtherHolderDetails': () => listAnswer([other]),
    });
    const user = userEvent.setup();
    const first = renderApp('/OtherHolder');
    await screen.findByRole('heading', { name: 'Personal Details', level: 2 });
    expect(screen.getByRole('heading', { name: 'Account holder 2', level: 1 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save & Next' }));
    await screen.findAllByText('First Name required');
    await expectNoViolations();
    first.unmount();

    other.savedSteps = ['personal', 'additional'];
    other.personalDetails = savedPersonal({ Id: 102 });
    renderApp('/OtherHolder');
    await screen.findByRole('heading', { name: 'Declaration', level: 2 });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findAllByText('Please select Terms & conditions');
    await expectNoViolations();
  });
});
