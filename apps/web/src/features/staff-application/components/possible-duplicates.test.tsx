import { contract, type PossibleDuplicate } from '@portal/domain';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { createQueryClient } from '@/lib/query-client';
import { expectNoViolations } from '@/test/axe';
import { answerOf, OK } from '@/test/answer-of';
import { stubFetch } from '@/test/render-app';
import { signInStaff } from '@/test/staff-session';
import { sameBranchDuplicate } from '../possible-duplicate-fixtures';
import { PossibleDuplicates } from './possible-duplicates';

const CALL = 'POST /api/Review/GetPossibleDuplicates';

const sameBranch = sameBranchDuplicate();
const otherBranch: PossibleDuplicate = {
  ...sameBranch,
  matchedOn: 'Mobile',
  value: '9730000001',
  registrationId: null,
  referenceNo: '202611050000009',
  branchCode: '201',
  branchName: 'Nashik Road Branch',
  name: null,
  sameName: true,
  status: 'Partially Filled',
  reviewStatus: null,
  canOpen: false,
};
const master: PossibleDuplicate = {
  source: 'CustomerMaster',
  matchedOn: 'Mobile',
  value: '9730000002',
  holderSrNo: 2,
  customerId: 'CM-201',
  branchCode: '201',
  branchName: 'Nashik Road Branch',
  name: null,
  sameName: false,
  canOpen: false,
};

function renderWarning(data: PossibleDuplicate[] | 'failing', truncated = false) {
  const { calls } = stubFetch({
    [CALL]: () =>
      data === 'failing'
        ? { status: 503, body: { responseCode: 'SERVICE_UNAVAILABLE', responseMessage: 'Please try again shortly.' } }
        : answerOf(contract.GetPossibleDuplicates, { ...OK, data, truncated }),
  });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  render(
    <Providers queryClient={queryClient} env="test">
      <MemoryRouter>
        <main>
          <PossibleDuplicates registrationId={42} />
        </main>
      </MemoryRouter>
    </Providers>,
  );
  const settled = () =>
    vi.waitFor(() =>
      expect(queryClient.getQueryState(['staff-application', 42, 'possible-duplicates'])?.status).not.toBe('pending'),
    );
  return { calls, settled };
}

describe('PossibleDuplicates', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the matches by holder, linking only the applications the clerk may open', async () => {
    signInStaff();
    const { calls } = renderWarning([sameBranch, otherBranch, master]);
    const warning = await screen.findByRole('region', { name: 'Possible duplicates' });
    expect(calls.find((call) => call.path === '/api/Review/GetPossibleDuplicates')?.body).toEqual({
      RegistrationId: 42,
    });
    expect(within(warning).getByRole('heading', { level: 2, name: 'Possible duplicates' })).toBeInTheDocument();

    const holderOne = within(warning).getByRole('list', { name: 'Holder 1' });
    const [byPan, byMobile] = within(holderOne).getAllByRole('listitem');
    expect(byPan).toHaveTextContent(
      'PAN ASHPP1111A: application 202611050000007 (holder 1, Sunil Joshi (a different name)), Pune Main Branch (101), Completed, review Submitted.',
    );
    expect(within(byPan!).getByRole('link', { name: '202611050000007' })).toHaveAttribute('href', '/CustomerList/7');
    // Another branch's: no link, no name; whether the names agree, and where to ask.
    expect(byMobile).toHaveTextContent(
      'Mobile 9730000001: application 202611050000009 (holder 1, the same name), Nashik Road Branch (201), Partially Filled. Another branch: ask them about it.',
    );
    expect(within(byMobile!).queryByRole('link')).not.toBeInTheDocument();

    const holderTwo = within(warning).getByRole('list', { name: 'Holder 2' });
    expect(within(holderTwo).getByRole('listitem')).toHaveTextContent(
      'Mobile 9730000002: customer CM-201 of the customer master, a different name, Nashik Road Branch (201).',
    );
    expect(within(warning).getAllByRole('link')).toHaveLength(1);
    await expectNoViolations();
  });

  it('names the mobile that signed in when no holder gave it, and says when the list is cut short', async () => {
    signInStaff();
    renderWarning([{ ...otherBranch, holderSrNo: null, otherHolderSrNo: null }], true);
    const warning = await screen.findByRole('region', { name: 'Possible duplicates' });
    expect(within(warning).getByRole('list', { name: 'The mobile that signed in' })).toHaveTextContent(
      '(its mobile that signed in, the same name)',
    );
    expect(within(warning).getByText('Only the first 1 are shown.')).toBeInTheDocument();
    await expectNoViolations();
  });

  it('shows nothing when there is nothing to warn of', async () => {
    signInStaff();
    const { settled } = renderWarning([]);
    await settled();
    expect(screen.queryByRole('region', { name: 'Possible duplicates' })).not.toBeInTheDocument();
    expect(screen.queryByText(/duplicates/)).not.toBeInTheDocument();
  });

  it('says so when the check could not be made', async () => {
    signInStaff();
    renderWarning('failing');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Possible duplicates could not be checked: Please try again shortly.',
    );
  });
});
