import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubPdfBlobs } from '@/test/pdf-stubs';
import { portalConfig, renderApp, stubFetch } from '@/test/render-app';
import { hubAnswers, hubState, openStoredApplication, submitAnswers } from '../hub-fixtures';

/** The tests run on http://localhost: a marker it contains makes this the branch host. */
function openHubOn(branchHostMarker: string) {
  const { calls } = stubFetch({
    ...hubAnswers(hubState()),
    'GET /api/Portal/Config': () => ({ body: { ...portalConfig, branchHostMarker } }),
    ...submitAnswers,
  });
  const user = userEvent.setup();
  const { router } = renderApp('/CreateNewAccount');
  return { calls, user, router };
}

const submitCall = (calls: ReturnType<typeof openHubOn>['calls']) =>
  calls.find((call) => call.path === '/api/Registration/SubmitAccount');

describe('the branch host (portal.md §1, decision 012)', () => {
  beforeEach(() => {
    openStoredApplication();
    // The branch user signed in at /BranchLogin before the customer's OTP.
    localStorage.setItem('userName', 'pune101');
    localStorage.setItem('branchCode', '101');
    stubPdfBlobs();
  });

  it('shows the branch user and sends the name, vouched for by the staff session, with the final submit', async () => {
    const { calls, user, router } = openHubOn('localhost');
    expect(await screen.findByText('Branch user: pune101')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(router.location.pathname).toBe('/success/42'));
    const submit = submitCall(calls);
    expect(submit?.body).toEqual({ RegistrationId: 42, branchUserName: 'pune101' });
    // The server vouches for the name with the branch user's own session cookie (decision 017).
    expect(submit?.headers['X-Portal-Audience']).toBe('customer');
  });

  it('sends no branch user on any other host, even with a staff session stored', async () => {
    const { calls, user, router } = openHubOn('branch');
    await user.click(await screen.findByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(router.location.pathname).toBe('/success/42'));
    expect(screen.queryByText(/Branch user:/)).not.toBeInTheDocument();
    const submit = submitCall(calls);
    expect(submit?.body).toEqual({ RegistrationId: 42, branchUserName: null });
    expect(submit?.headers['X-Branch-Authorization']).toBeUndefined();
  });
});
