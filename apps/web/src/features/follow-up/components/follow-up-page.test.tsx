import { contract, type FollowUpRecord } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerOf, OK } from '@/test/answer-of';
import { stubNarrowScreen } from '@/test/narrow-screen';
import { renderApp, stubFetch } from '@/test/render-app';
import { textsOf } from '@/test/role-texts';
import { cellsOf, signInStaff } from '@/test/staff-session';

const LIST = 'POST /api/Review/GetFollowUpList';
const REMIND = 'POST /api/Review/SendReminder';

function record(id: number, changes: Partial<FollowUpRecord> = {}): FollowUpRecord {
  return {
    id,
    referenceNo: `2026110500000${String(id).padStart(2, '0')}`,
    customerName: `Customer ${id}`,
    mobileNo: `98765432${String(id).padStart(2, '0')}`,
    accountTypeName: 'Savings Account',
    branchCode: '101',
    lastStep: 'Personal Details',
    lastUpdated: '2026-11-01T06:00:00.000Z',
    daysSinceChange: id,
    lastReminderAt: null,
    reminderAllowed: true,
    ...changes,
  };
}

const answer = (data: FollowUpRecord[]) => answerOf(contract.GetFollowUpList, { ...OK, data, truncated: false });

describe('/FollowUp', () => {
  beforeEach(() => signInStaff());

  it("lists the branch's drafts the longest idle first, sorts by a header, and links each to its page", async () => {
    const { calls } = stubFetch({
      [LIST]: () =>
        answer([
          record(3, { lastStep: 'Family Details', lastReminderAt: '2026-11-02T04:30:00.000Z' }),
          record(12),
          record(7, { lastStep: 'Primary details' }),
        ]),
    });
    const user = userEvent.setup();
    renderApp('/FollowUp');

    expect(await screen.findByRole('heading', { level: 1, name: 'Follow-up' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Applications to follow up' });
    expect(calls.find((call) => call.path === '/api/Review/GetFollowUpList')?.body).toEqual({ BranchCode: '101' });
    expect(textsOf(table, 'columnheader')).toEqual([
      'Reference No.',
      'Customer Name',
      'Mobile No.',
      'Account Type',
      'Last Step Reached',
      'Days Since Last Change',
      'Last Reminder',
      'Reminder',
    ]);
    expect(cellsOf(table, 'Days Since Last Change')).toEqual(['12', '7', '3']);
    expect(within(table).getByRole('columnheader', { name: 'Days Since Last Change' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(cellsOf(table, 'Last Reminder')).toEqual(['None', 'None', '02-Nov-2026 10:00']);
    expect(within(table).getByRole('link', { name: '202611050000007' })).toHaveAttribute('href', '/CustomerList/7');

    expect(
      within(screen.getByRole('navigation', { name: 'Staff pages' })).getByRole('link', { name: 'Follow-up' }),
    ).toHaveAttribute('aria-current', 'page');

    // The search box keeps the rows with what is typed in any shown cell.
    await user.type(screen.getByRole('textbox', { name: 'Search applications to follow up' }), 'Family');
    expect(cellsOf(table, 'Reference No.')).toEqual(['202611050000003']);
    await user.clear(screen.getByRole('textbox', { name: 'Search applications to follow up' }));

    await user.click(within(table).getByRole('button', { name: 'Last Step Reached' }));
    expect(cellsOf(table, 'Last Step Reached')).toEqual(['Family Details', 'Personal Details', 'Primary details']);
    await user.click(within(table).getByRole('button', { name: 'Days Since Last Change' }));
    expect(cellsOf(table, 'Days Since Last Change')).toEqual(['12', '7', '3']);
    await user.click(within(table).getByRole('button', { name: 'Days Since Last Change' }));
    expect(cellsOf(table, 'Days Since Last Change')).toEqual(['3', '7', '12']);

    const results = await axe.run(document.body, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('sends a reminder: a toast, the button then off with the reason, and the list read again', async () => {
    let reminded = false;
    const { calls } = stubFetch({
      [LIST]: () =>
        answer([
          record(5, reminded ? { lastReminderAt: '2026-11-05T04:30:00.000Z', reminderAllowed: false } : {}),
          record(2),
        ]),
      [REMIND]: () => {
        reminded = true;
        return answerOf(contract.SendReminder, {
          responseCode: 'OK',
          responseMessage: 'The reminder is sent.',
          registrationId: 5,
          sentAt: '2026-11-05T04:30:00.000Z',
        });
      },
    });
    const user = userEvent.setup();
    renderApp('/FollowUp');

    await user.click(await screen.findByRole('button', { name: 'Send reminder for 202611050000005' }));
    expect(calls.find((call) => call.path === '/api/Review/SendReminder')?.body).toEqual({ RegistrationId: 5 });
    expect(await screen.findByText('The reminder is sent.')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Send reminder for 202611050000005' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAccessibleDescription('One a day: the next from 06-Nov-2026 10:00');
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/Review/GetFollowUpList')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Send reminder for 202611050000002' })).toBeEnabled();
  });

  it("shows the server's refusal plainly: a reminder of the last 24 hours (409), or the SMS failed (503)", async () => {
    let status = 409;
    stubFetch({
      [LIST]: () => answer([record(5)]),
      [REMIND]: () => ({
        status,
        body: {
          responseCode: status === 409 ? 'CONFLICT' : 'SERVICE_UNAVAILABLE',
          responseMessage:
            status === 409
              ? 'A reminder was already sent for this application in the last 24 hours.'
              : 'The reminder could not be sent. Please try again in a few minutes.',
        },
      }),
    });
    const user = userEvent.setup();
    renderApp('/FollowUp');

    await user.click(await screen.findByRole('button', { name: 'Send reminder for 202611050000005' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The reminder was not sent');
    expect(alert).toHaveTextContent('A reminder was already sent for this application in the last 24 hours.');

    status = 503;
    await user.click(screen.getByRole('button', { name: 'Send reminder for 202611050000005' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'The reminder could not be sent. Please try again in a few minutes.',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Close the message' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the button off while a reminder of the last day stands, and says until when', async () => {
    stubFetch({
      [LIST]: () => answer([record(5, { lastReminderAt: '2026-11-05T04:30:00.000Z', reminderAllowed: false })]),
    });
    renderApp('/FollowUp');
    const button = await screen.findByRole('button', { name: 'Send reminder for 202611050000005' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('One a day: the next from 06-Nov-2026 10:00');
  });

  it('lets an admin choose a branch (all at first) and names each row’s branch', async () => {
    signInStaff(true);
    const { calls } = stubFetch({
      [LIST]: (call) =>
        answer(
          (call.body as { BranchCode: string }).BranchCode === '102'
            ? [record(8, { branchCode: '102' })]
            : [record(1), record(8, { branchCode: '102' })],
        ),
      'GET /api/Branch/GetAll': () =>
        answerOf(contract.GetAllBranch, {
          ...OK,
          data: [
            { id: '101', branchName: 'Pune Main Branch', locationId: 1 },
            { id: '102', branchName: 'Nashik Road', locationId: 2 },
          ],
        }),
    });
    const user = userEvent.setup();
    renderApp('/FollowUp');
    const table = await screen.findByRole('table', { name: 'Applications to follow up' });
    expect(calls.find((call) => call.path === '/api/Review/GetFollowUpList')?.body).toEqual({ BranchCode: '' });
    await waitFor(() => expect(cellsOf(table, 'Branch')).toEqual(['Nashik Road', 'Pune Main Branch']));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Branch' }), 'Nashik Road');
    await waitFor(() =>
      expect(cellsOf(screen.getByRole('table', { name: 'Applications to follow up' }), 'Branch')).toEqual([
        'Nashik Road',
      ]),
    );
    expect(calls.filter((call) => call.path === '/api/Review/GetFollowUpList').at(-1)?.body).toEqual({
      BranchCode: '102',
    });
  });

  it('shows each draft as a card with its reminder button on a phone', async () => {
    stubNarrowScreen();
    stubFetch({ [LIST]: () => answer([record(5)]) });
    renderApp('/FollowUp');
    const list = await screen.findByRole('list', { name: 'Applications to follow up' });
    const card = within(list).getByRole('listitem', { name: 'Reference No. 202611050000005' });
    expect(within(card).getByRole('button', { name: 'Send reminder for 202611050000005' })).toBeEnabled();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('daysSinceChange:descending');
  });
});
