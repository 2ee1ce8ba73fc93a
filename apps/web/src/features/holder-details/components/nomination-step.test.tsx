import { calendarDateInIndia, contract, messages } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerOf, OK } from '@/test/answer-of';
import { nomineeAnswer } from '@/test/nominees';
import { validationRefusal } from '@/test/refusals';
import { renderApp, stubFetch, type StubbedCall } from '@/test/render-app';
import {
  holderDetails,
  HOLDER_ID,
  lastBody,
  savedPersonal,
  signInWithApplication,
  wizardAnswers,
} from '../first-holder-fixtures';

const thisYear = calendarDateInIndia(new Date()).year;
const STEP = messages.stepNomination;

type Review = NonNullable<Parameters<typeof wizardAnswers>[0]['review']>;

/**
 * Holder 1 of a two-holder application, resumed at step 7 with the instruction and the nominees on
 * record; with a `review`, a submitted application the branch has returned.
 */
function openStep(overrides: Parameters<typeof stubFetch>[0] = {}, review?: Review) {
  const details = holderDetails({
    ...(review && { status: 'Completed' as const }),
    savedSteps: ['personal', 'family', 'additional', 'technoProducts', ...(review ? ['nomination' as const] : [])],
    personalDetails: savedPersonal(),
  });
  const holder = (holderSrNo: number) => ({
    registrationHoldersId: HOLDER_ID + holderSrNo - 1,
    holderSrNo,
    customerName: '',
    lastUpdated: '2026-03-04T20:00:00Z',
    status: 'Partially Filled' as const,
    accountTypeId: 1,
    locationId: 1,
    branchId: '101',
    steps: { done: 0, needed: 6 },
  });
  const { calls } = stubFetch({
    ...wizardAnswers({ details, review }),
    'POST /api/Registration/GetCustomerAccountHolderList': () =>
      answerOf(contract.GetCustomerAccountHolderList, { ...OK, data: [holder(1), holder(2)] }),
    'POST /api/Registration/GetCustomerAccountOperationsDetails': () =>
      answerOf(contract.GetCustomerAccountOperationsDetails, {
        ...OK,
        accountOperations: 'Either or survivor',
        version: 4,
      }),
    'POST /api/Registration/GetNominees': () =>
      answerOf(contract.GetNominees, {
        ...OK,
        mode: 'Successive',
        noNominationDeclared: false,
        version: 2,
        nominees: [nomineeAnswer({ dateOfBirth: `${thisYear - 30}-04-12`, pincode: '', stateId: null })],
      }),
    ...overrides,
  });
  renderApp('/FirstHolder');
  return { calls, user: userEvent.setup() };
}

const callsOf = (calls: StubbedCall[], name: string) =>
  calls.filter((call) => call.path === `/api/Registration/${name}`).length;

describe('step 7: account operations and the nominees', () => {
  beforeEach(() => signInWithApplication());

  it('opens with both as saved, and saves only the nominees when the instruction is unchanged', async () => {
    const { calls, user } = openStep();
    await screen.findByRole('heading', { name: STEP, level: 2 });
    expect(await screen.findByRole('radio', { name: 'Either or survivor' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Nominate one after another (successive)' })).toBeChecked();
    const nominee = screen.getByRole('group', { name: 'Nominee 1' });
    expect(within(nominee).getByRole('textbox', { name: 'First Name' })).toHaveValue('Asha');

    await user.type(within(nominee).getByRole('textbox', { name: 'Pincode' }), '411001');
    await user.click(screen.getByRole('button', { name: 'Save & Next' }));
    await screen.findByRole('heading', { name: messages.stepDeclaration, level: 2 });
    expect(callsOf(calls, 'UpdateAccountOperation')).toBe(0);
    expect(lastBody(calls, 'UpdateNominees')).toMatchObject({
      Mode: 'Successive',
      Nominees: [{ FirstName: 'Asha', Pincode: '411001', Order: 1 }],
      Version: 2,
    });
  });

  it('saves a changed instruction with its own version first, then the nominees', async () => {
    const { calls, user } = openStep();
    await user.click(await screen.findByRole('radio', { name: 'Jointly by all' }));
    await user.click(screen.getByRole('button', { name: 'Save & Next' }));
    await screen.findByRole('heading', { name: messages.stepDeclaration, level: 2 });
    expect(lastBody(calls, 'UpdateAccountOperation')).toEqual({
      RegistrationId: 42,
      AccountOperations: 'Jointly by all',
      Version: 4,
    });
    const order = calls.map((call) => call.path).filter((path) => /UpdateAccountOperation|UpdateNominees/.test(path));
    expect(order).toEqual(['/api/Registration/UpdateAccountOperation', '/api/Registration/UpdateNominees']);
  });

  it('of a Returned application with only the nomination returned, shows the instruction read-only and saves the nominees alone', async () => {
    const { calls, user } = openStep(
      {},
      {
        reviewStatus: 'Returned',
        returnReasons: [{ section: 'Nomination form DA-1', reason: 'Give the nominee’s pincode' }],
        returnedParts: ['nomination'],
      },
    );
    await screen.findByRole('heading', { name: STEP, level: 2 });
    expect(await screen.findByRole('radio', { name: 'Either or survivor' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Jointly by all' })).toBeDisabled();
    expect(screen.getByText(/did not return this part/)).toBeInTheDocument();

    const nominee = screen.getByRole('group', { name: 'Nominee 1' });
    await user.type(within(nominee).getByRole('textbox', { name: 'Pincode' }), '411001');
    await user.click(screen.getByRole('button', { name: 'Save & Next' }));
    await waitFor(() => expect(callsOf(calls, 'UpdateNominees')).toBe(1));
    expect(callsOf(calls, 'UpdateAccountOperation')).toBe(0);
    expect(lastBody(calls, 'UpdateNominees')).toMatchObject({ Nominees: [{ FirstName: 'Asha', Pincode: '411001' }] });
  });

  it('stays on the step after a 400 on a nominee’s field, with the message beside it and in the summary', async () => {
    const problem = messages.pincodeInvalid;
    const { user } = openStep({
      'POST /api/Registration/UpdateNominees': () =>
        validationRefusal([{ field: 'Nominees.0.Pincode', message: problem }]),
    });
    const nominee = await screen.findByRole('group', { name: 'Nominee 1' });
    await user.click(screen.getByRole('button', { name: 'Save & Next' }));
    const pincode = within(nominee).getByRole('textbox', { name: 'Pincode' });
    await waitFor(() => expect(pincode).toHaveAccessibleDescription(problem));
    expect(within(screen.getByRole('alert', { name: 'There is a problem' })).getByRole('button')).toHaveTextContent(
      `Nominee 1: ${problem}`,
    );
    expect(pincode).toHaveFocus();
    expect(screen.getByRole('heading', { name: STEP, level: 2 })).toBeInTheDocument();
  });
});
