import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { renderApp, stubFetch } from '../test/render-app';

function listAnswer(data: unknown[]) {
  return { body: { responseCode: 'OK', responseMessage: 'OK', data } };
}

/** WCAG 2 A/AA and landmark rules; colour contrast needs a real browser and is left to the e2e suite. */
async function expectNoViolations() {
  const results = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

function signIn() {
  localStorage.setItem('authCustomer', JSON.stringify({ token: 't', mobileNo: '9876543210', email: '' }));
}

describe('accessibility (axe-core)', () => {
  it('/login, with the OTP modal open', async () => {
    stubFetch({
      'POST /api/OTP/GetOTP': () => ({ body: { responseCode: 'OK', responseMessage: 'OTP has been sent.' } }),
    });
    const user = userEvent.setup();
    renderApp('/login');
    await screen.findByText('Demo Co-operative Bank');
    await expectNoViolations();

    await user.type(screen.getByRole('textbox', { name: 'Mobile Number' }), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Get OTP' }));
    await screen.findByRole('dialog', { name: 'Enter OTP' });
    await expectNoViolations();
  });

  it('/BranchLogin with its error messages', async () => {
    stubFetch({});
    const user = userEvent.setup();
    renderApp('/BranchLogin');
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    await screen.findByText('User Name required');
    await expectNoViolations();
  });

  it('/Status with both kinds of rows and the delete confirmation', async () => {
    signIn();
    const row = {
      id: 1,
      lastUpdated: '2026-03-04T10:00:00Z',
      referenceNo: '202603040000001',
      customerName: 'Asha Patil',
      accountTypeName: 'Savings Account',
      entityTypeName: 'Individual',
      holdersCount: 1,
      status: 'Completed',
      formFillBy: 'Customer',
      pdfAvailable: true,
    };
    stubFetch({
      'POST /api/Registration/GetAllCustomerAccountList': () =>
        listAnswer([row, { ...row, id: 2, referenceNo: '202603040000002', status: 'Partially Filled' }]),
    });
    const user = userEvent.setup();
    renderApp('/Status');
    await screen.findByRole('table');
    await screen.findByText('© ' + new Date().getFullYear() + ' Demo Co-operative Bank');
    await expectNoViolations();

    await user.click(screen.getByRole('button', { name: 'Delete 202603040000002' }));
    within(await screen.findByRole('dialog', { name: 'Confirmation' })).getByRole('button', { name: 'No' });
    await expectNoViolations();
  });

  it('/CreateNewAccount with its required messages', async () => {
    signIn();
    stubFetch({
      'GET /api/AccountType/GetAll': () => listAnswer([{ id: 1, accountTypeName: 'Savings Account' }]),
      'GET /api/EntityType/GetAll': () => listAnswer([{ id: 1, entityTypeName: 'Individual' }]),
      'GET /api/Location/GetAll': () => listAnswer([{ id: 1, locationName: 'Pune' }]),
    });
    const user = userEvent.setup();
    renderApp('/CreateNewAccount');
    await user.click(await screen.findByRole('button', { name: 'Generate Details' }));
    await screen.findByText('Form Type required');
    await expectNoViolations();
  });

  it('/CustomerList, /success and the 404 page', async () => {
    stubFetch({});
    localStorage.setItem('branchToken', 'staff');
    localStorage.setItem('userName', 'clerk1');
    localStorage.setItem('branchName', 'Kothrud Branch');
    const first = renderApp('/CustomerList');
    await screen.findByRole('heading', { name: 'Kothrud Branch' });
    await expectNoViolations();
    first.unmount();

    localStorage.setItem('ReferenceNo', '202603040000001');
    const second = renderApp('/success');
    await screen.findByText('202603040000001');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expectNoViolations();
    second.unmount();
    expect(localStorage.getItem('ReferenceNo')).toBeNull();

    renderApp('/no-such-page');
    await screen.findByRole('heading', { name: 'Sorry! the page you are looking for could not be found' });
    await expectNoViolations();
  });
});
