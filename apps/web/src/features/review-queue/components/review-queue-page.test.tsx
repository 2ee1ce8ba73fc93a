import { contract, type ReviewQueueRecord } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerOf, OK } from '@/test/answer-of';
import { stubNarrowScreen } from '@/test/narrow-screen';
import { renderApp, stubFetch } from '@/test/render-app';
import { cellsOf, signInStaff } from '@/test/staff-session';

const QUEUE = 'POST /api/Review/GetReviewQueue';
const TAKE = 'POST /api/Review/TakeApplication';

function record(id: number, changes: Partial<ReviewQueueRecord> = {}): ReviewQueueRecord {
  return {
    id,
    referenceNo: `2026110500000${String(id).padStart(2, '0')}`,
    customerName: `Customer ${id}`,
    accountTypeName: 'Savings Account',
    branchCode: '101',
    reviewStatus: 'Submitted',
    waitingSince: `2026-11-0${id}T04:30:00.000Z`,
    ageDays: 9 - id,
    dueBy: `2026-11-0${id + 3}T04:30:00.000Z`,
    overdue: id < 3,
    assignedTo: null,
    assignedAt: null,
    ...changes,
  };
}

const answer = (data: ReviewQueueRecord[]) =>
  answerOf(contract.GetReviewQueue, { ...OK, data, truncated: false, reviewDueDays: 3 });

describe('/ToDo', () => {
  beforeEach(() => signInStaff());

  it('lists what waits oldest first with age, due-by and who has it; Take assigns and reads it again', async () => {
    const queue = [
      record(1),
      record(2, { assignedTo: 'clerk2', assignedAt: '2026-11-05T04:00:00.000Z' }),
      record(4, { assignedTo: 'clerk1', assignedAt: '2026-11-05T04:00:00.000Z' }),
    ];
    const { calls } = stubFetch({
      [QUEUE]: () => answer(queue),
      [TAKE]: () => {
        queue[0] = record(1, { assignedTo: 'clerk1', assignedAt: '2026-11-05T05:00:00.000Z' });
        return answerOf(contract.TakeApplication, {
          ...OK,
          responseMessage: 'The application is assigned to you.',
          registrationId: 1,
          assignedTo: 'clerk1',
          assignedAt: '2026-11-05T05:00:00.000Z',
        });
      },
    });
    const user = userEvent.setup();
    renderApp('/ToDo');

    expect(await screen.findByRole('heading', { level: 1, name: 'To do' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Staff pages' }).querySelector('a')?.textContent).toBe('To do');
    const table = await screen.findByRole('table', { name: 'To do' });
    expect(calls.find((call) => call.path === '/api/Review/GetReviewQueue')?.body).toEqual({ BranchCode: '101' });
    expect(screen.getByText(/Each is due 3 days after it started waiting/)).toBeInTheDocument();
    expect(cellsOf(table, 'Reference No.')).toEqual(['202611050000001', '202611050000002', '202611050000004']);
    expect(cellsOf(table, 'Age (days)')).toEqual(['8', '7', '5']);
    expect(cellsOf(table, 'Waiting Since')).toEqual(['01-Nov-2026 10:00', '02-Nov-2026 10:00', '04-Nov-2026 10:00']);
    expect(cellsOf(table, 'Due By')).toEqual(['04-Nov-2026 (overdue)', '05-Nov-2026 (overdue)', '07-Nov-2026']);
    expect(cellsOf(table, 'Assigned To')).toEqual(['Not taken', 'Taken by clerk2', 'Assigned to me']);
    // A clerk's queue is one branch's one step: no Branch or Review Status column.
    expect(within(table).queryByRole('columnheader', { name: 'Branch' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Take 202611050000002' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Release 202611050000004' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Open 202611050000001' })).toHaveAttribute('href', '/CustomerList/1');

    const results = await axe.run(document.body, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Take 202611050000001' }));
    await waitFor(() => expect(cellsOf(table, 'Assigned To')[0]).toBe('Assigned to me'));
    expect(calls.filter((call) => call.path === '/api/Review/TakeApplication').map((call) => call.body)).toEqual([
      { RegistrationId: 1 },
    ]);
    expect(calls.filter((call) => call.path === '/api/Review/GetReviewQueue')).toHaveLength(2);
    expect(await screen.findByRole('button', { name: 'Release 202611050000001' })).toBeInTheDocument();
  });

  it('says when nothing waits', async () => {
    stubFetch({ [QUEUE]: () => answer([]) });
    renderApp('/ToDo');
    expect(
      await screen.findByText('Nothing to do: no application is waiting for your review step.'),
    ).toBeInTheDocument();
  });

  it('shows each application as a card on a phone, with 44 px buttons', async () => {
    stubNarrowScreen();
    stubFetch({ [QUEUE]: () => answer([record(1)]) });
    renderApp('/ToDo');
    const list = await screen.findByRole('list', { name: 'To do' });
    const card = within(list).getByRole('listitem');
    expect(within(card).getByText('Not taken')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Take 202611050000001' })).toHaveStyle({
      // 44 px: 2.75rem at Mantine's scale of 1.
      height: 'calc(2.75rem * var(--mantine-scale))',
    });
  });

  it("gives an admin every branch's queue, with each row's branch and status", async () => {
    signInStaff(true);
    const { calls } = stubFetch({
      [QUEUE]: () => answer([record(1, { branchCode: '201', reviewStatus: 'Verified' })]),
      'GET /api/Branch/GetAll': () =>
        answerOf(contract.GetAllBranch, {
          ...OK,
          data: [{ id: '201', branchName: 'Nashik Road Branch', locationId: 2 }],
        }),
    });
    renderApp('/ToDo');
    const table = await screen.findByRole('table', { name: 'To do' });
    expect(calls.find((call) => call.path === '/api/Review/GetReviewQueue')?.body).toEqual({ BranchCode: '' });
    expect(cellsOf(table, 'Branch')).toEqual(['201']);
    expect(cellsOf(table, 'Review Status')).toEqual(['Verified']);
    expect(screen.getByRole('combobox', { name: 'Branch' })).toHaveValue('');
  });
});
