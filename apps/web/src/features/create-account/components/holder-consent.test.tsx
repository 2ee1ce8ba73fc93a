import { contract, messages } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { registrationKeys } from '@/lib/registration-queries';
import { answerOf, OK } from '@/test/answer-of';
import { renderApp, stubFetch, type StubbedCall } from '@/test/render-app';
import { holderConsent, hubAnswers, hubState, openStoredApplication, type HubState } from '../hub-fixtures';

function openHub(state: HubState, overrides: Parameters<typeof stubFetch>[0] = {}) {
  const { calls } = stubFetch({ ...hubAnswers(state), ...overrides });
  const user = userEvent.setup();
  const { queryClient } = renderApp('/CreateNewAccount');
  return { calls, user, queryClient };
}

const consentReads = (calls: StubbedCall[]) => calls.filter((call) => call.path === '/api/Consent/GetStatus').length;

async function agreementList() {
  return screen.findByRole('list', { name: "Holders' agreement" });
}

describe("the hub's holders' agreement", () => {
  beforeEach(() => openStoredApplication());

  it('shows where each holder stands, with Send link or Send again for those who agree from their own phone', async () => {
    const state = hubState({ noOfHolders: 3 });
    state.consent = [
      holderConsent(1, { name: 'Ravi Kumar Patil', status: 'NotRequired' }),
      holderConsent(2, {
        name: 'Meera Patil',
        status: 'Declined',
        requestedAt: '2026-11-28T04:30:00.000Z',
        declineReason: 'My middle name is Ravindra',
      }),
      holderConsent(3, { name: '', status: 'NotRequested', mobileMasked: '' }),
    ];
    openHub(state);

    const list = await agreementList();
    const [first, second, third] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Account holder 1: Ravi Kumar Patil');
    expect(first).toHaveTextContent('Agrees by the declaration step');
    expect(within(first!).queryByRole('button')).not.toBeInTheDocument();
    expect(second).toHaveTextContent('Asked for changes: My middle name is Ravindra');
    expect(within(second!).getByRole('button', { name: 'Send again to Account holder 2' })).toBeEnabled();
    expect(third).toHaveTextContent('Account holder 3');
    expect(third).toHaveTextContent('Not asked yet');
    expect(third).toHaveTextContent("Save this holder's mobile number in their details first.");
    expect(within(third!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when a holder agreed, and that a change since asks them again', async () => {
    const state = hubState({ noOfHolders: 2 });
    state.consent = [
      holderConsent(1, { status: 'Agreed', agreedAt: '2026-11-29T06:15:00.000Z' }),
      holderConsent(2, { status: 'Outdated', agreedAt: '2026-11-28T04:30:00.000Z' }),
    ];
    openHub(state);
    const [first, second] = within(await agreementList()).getAllByRole('listitem');
    expect(first).toHaveTextContent('Agreed on 29-Nov-2026 11:45 IST');
    expect(within(first!).queryByRole('button')).not.toBeInTheDocument();
    expect(second).toHaveTextContent('Changed since agreed: ask again');
    expect(within(second!).getByRole('button', { name: 'Send again to Account holder 2' })).toBeVisible();
  });

  it('sends the link, says so in a toast, and then shows the holder awaited', async () => {
    const state = hubState({ noOfHolders: 2 });
    state.consent = [holderConsent(1), holderConsent(2, { name: 'Meera Patil', status: 'NotRequested' })];
    const { calls, user } = openHub(state, {
      'POST /api/Consent/SendRequest': () => {
        state.consent = [
          holderConsent(1),
          holderConsent(2, { name: 'Meera Patil', status: 'Requested', requestedAt: '2026-11-29T06:15:00.000Z' }),
        ];
        return answerOf(contract.SendConsentRequest, { ...OK, responseMessage: messages.consentRequestSent });
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Send link to Account holder 2' }));
    expect(await screen.findByText(messages.consentRequestSent)).toBeVisible();
    const second = within(await agreementList()).getAllByRole('listitem')[1]!;
    await waitFor(() => expect(second).toHaveTextContent('Waiting for Account holder 2'));
    expect(second).toHaveTextContent('Link sent to XXXXXX3210 on 29-Nov-2026 11:45');
    expect(within(second).getByRole('button', { name: 'Send again to Account holder 2' })).toBeVisible();
    expect(calls.filter((call) => call.path === '/api/Consent/SendRequest').map((call) => call.body)).toEqual([
      { RegistrationId: 42, HolderNo: 2 },
    ]);
  });

  it('reads the agreement again after a save of a section the holders agreed to', async () => {
    const state = hubState({ noOfHolders: 2 });
    state.consent = [holderConsent(1), holderConsent(2, { status: 'Agreed', agreedAt: '2026-11-28T04:30:00.000Z' })];
    const { calls, user } = openHub(state);
    await agreementList();
    const before = consentReads(calls);

    await user.click(await screen.findByRole('button', { name: 'Techno based products requirement' }));
    state.consent = [holderConsent(1), holderConsent(2, { status: 'Outdated', agreedAt: '2026-11-28T04:30:00.000Z' })];
    await user.click(await screen.findByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Changed since agreed: ask again')).toBeVisible();
    expect(consentReads(calls)).toBeGreaterThan(before);
  });

  it("takes the way from 'has not agreed yet' in the list before Submit to the holders' agreement", async () => {
    const state = hubState({ noOfHolders: 2 });
    state.consent = [
      holderConsent(1),
      holderConsent(2, { status: 'Requested', requestedAt: '2026-11-29T06:15:00.000Z' }),
    ];
    state.missing = [{ field: 'holders.2.consent', message: 'Account holder 2 has not agreed yet' }];
    const { user } = openHub(state);
    await agreementList();
    await user.click(await screen.findByRole('button', { name: 'Account holder 2 has not agreed yet' }));
    expect(screen.getByRole('heading', { name: "Holders' agreement" })).toHaveFocus();
  });

  it('is not shown while every holder agrees by the declaration step or has no mobile saved yet', async () => {
    const state = hubState({ noOfHolders: 2 });
    state.consent = [holderConsent(1), holderConsent(2, { status: 'NotRequested', mobileMasked: '' })];
    const { queryClient } = openHub(state);
    expect(await screen.findByRole('heading', { name: 'Account holders status' })).toBeVisible();
    await waitFor(() =>
      expect(queryClient.getQueryState(registrationKeys.part(42, 'consent'))?.status).toBe('success'),
    );
    expect(screen.queryByRole('heading', { name: "Holders' agreement" })).not.toBeInTheDocument();
  });
});
