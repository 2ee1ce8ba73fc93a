import { contract, messages, type ConsentRequestView } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerOf, OK } from '@/test/answer-of';
import { appointee, nomineeAnswer } from '@/test/nominees';
import { renderApp, stubFetch, type StubbedCall } from '@/test/render-app';

const TOKEN = 'k3J9x0aQ7mZb2VtL8rWc1A';

function consentView(fields: Partial<ConsentRequestView> = {}): ConsentRequestView {
  return {
    referenceNo: '2026030500042',
    holderNo: 2,
    holderName: 'Meera Ravi Patil',
    accountType: 'Fixed Deposit',
    branchName: 'Pune Main Branch',
    mobileMasked: 'XXXXXX3210',
    holderDetails: [
      { label: 'Name', value: 'Mrs. Meera Ravi Patil' },
      { label: 'UID-Aadhaar No.', value: 'XXXX XXXX 5670' },
    ],
    declaration: ['I confirm that the details given are true.', 'I agree to the terms of the deposit.'],
    nominees: {
      mode: 'Simultaneous',
      noNominationDeclared: false,
      nominees: [
        nominee({ firstName: 'Asha', relationship: 'Daughter', sharePercent: 60, order: 1 }),
        nominee({
          firstName: 'Rohan',
          relationship: 'Son',
          sharePercent: 40,
          order: 2,
          dateOfBirth: '2015-06-01',
          isMinor: true,
          appointee: appointee({ relationship: 'Grandmother' }),
        }),
      ],
    },
    deposit: {
      kind: 'FD',
      amount: 50000,
      tenure: '1 year 6 months',
      details: [{ label: 'Interest Payout', value: 'Quarterly' }],
    },
    accountOperations: 'Either or survivor',
    status: 'Requested',
    agreedAt: null,
    expiresAt: '2026-12-02T10:00:00.000Z',
    ...fields,
  };
}

/** A nominee as the consent page shows it: no first name or relationship unless a test gives them. */
const nominee = (fields: Partial<ConsentRequestView['nominees']['nominees'][number]>) =>
  nomineeAnswer({ firstName: '', relationship: '', dateOfBirth: '1990-01-01', ...fields });

const requestAnswer = (view: ConsentRequestView) => () => answerOf(contract.GetConsentRequest, { ...OK, ...view });

const codeSent = () => answerOf(contract.SendConsentCode, { ...OK, responseMessage: messages.consentCodeSent });

function openConsentPage(handlers: Parameters<typeof stubFetch>[0]) {
  const { calls } = stubFetch(handlers);
  const user = userEvent.setup();
  renderApp(`/Consent/${TOKEN}`);
  return { calls, user };
}

const bodiesOf = (calls: StubbedCall[], name: string) =>
  calls.filter((call) => call.path === `/api/Consent/${name}`).map((call) => call.body);

describe('the consent page', () => {
  it('shows what the holder agrees to: the application, their details, the nominees, the deposit, the operations and the declaration', async () => {
    const { calls } = openConsentPage({ 'POST /api/Consent/GetRequest': requestAnswer(consentView()) });

    expect(await screen.findByRole('heading', { name: 'Agree to an account application', level: 1 })).toBeVisible();
    expect(await screen.findByText('2026030500042')).toBeVisible();
    expect(screen.getByText('Account holder 2: Meera Ravi Patil')).toBeVisible();
    expect(screen.getByText('Demo Co-operative Bank', { selector: 'header *' })).toBeVisible();

    const details = screen.getByRole('region', { name: 'Your details' });
    expect(within(details).getByText('XXXX XXXX 5670')).toBeVisible();
    const nominees = screen.getByRole('region', { name: 'Nominees' });
    expect(within(nominees).getByText('Asha Patil: Share 60%')).toBeVisible();
    expect(within(nominees).getByText('Rohan Patil: Share 40%')).toBeVisible();
    expect(within(nominees).getByText('Appointee for the minor: Sunita Patil (Grandmother)')).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'The deposit' })).getByText(
        /Fixed deposit of ₹50,000(\.00)? for 1 year 6 months/,
      ),
    ).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'How the account will be operated' })).getByText('Either or survivor'),
    ).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Declaration' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['I confirm that the details given are true.', 'I agree to the terms of the deposit.']);
    expect(bodiesOf(calls, 'GetRequest')).toEqual([{ Token: TOKEN, Language: 'en' }]);
  });

  it('sends a code, refuses a wrong one with the tries left, and records the agreement with the right one', async () => {
    let agreed = false;
    const { calls, user } = openConsentPage({
      'POST /api/Consent/GetRequest': () =>
        requestAnswer(consentView(agreed ? { status: 'Agreed', agreedAt: '2026-11-29T06:15:00.000Z' } : {}))(),
      'POST /api/Consent/SendCode': codeSent,
      'POST /api/Consent/Agree': (call) => {
        if ((call.body as { OTP: string }).OTP !== '4321') {
          return {
            status: 401,
            body: { responseCode: 'UNAUTHORIZED', responseMessage: messages.otpInvalid, triesLeft: 2 },
          };
        }
        agreed = true;
        return answerOf(contract.AgreeConsent, { ...OK, responseMessage: messages.consentAgreed });
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    const code = await screen.findByRole('textbox', { name: /^One-time code/ });
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByRole('status')).toHaveTextContent(messages.consentCodeSent);
    expect(bodiesOf(calls, 'SendCode')).toEqual([{ Token: TOKEN }]);

    // Too short is the domain's own message, and nothing is sent.
    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'I agree' }));
    expect(bodiesOf(calls, 'Agree')).toEqual([]);

    await user.clear(code);
    await user.type(code, '1234');
    await user.click(screen.getByRole('button', { name: 'I agree' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong code. 2 tries left.');

    await user.clear(code);
    await user.type(code, '4321');
    await user.click(screen.getByRole('button', { name: 'I agree' }));
    expect(await screen.findByText('You agreed to this application on 29-Nov-2026 11:45.')).toBeVisible();
    expect(screen.getByText(messages.consentAgreed)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'I agree' })).not.toBeInTheDocument();
    expect(bodiesOf(calls, 'Agree').at(-1)).toEqual({ Token: TOKEN, OTP: '4321', Language: 'en' });
  });

  it('says when the holder may ask for a code again after too many', async () => {
    const { user } = openConsentPage({
      'POST /api/Consent/GetRequest': requestAnswer(consentView()),
      'POST /api/Consent/SendCode': () => ({
        status: 429,
        body: { responseCode: 'RATE_LIMITED', responseMessage: 'Too many requests', retryAfterSeconds: 3600 },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Too many codes were asked for\. You can ask again at \d/,
    );
  });

  it('asks for changes only with a reason', async () => {
    let declined = false;
    const { calls, user } = openConsentPage({
      'POST /api/Consent/GetRequest': () => requestAnswer(consentView(declined ? { status: 'Declined' } : {}))(),
      'POST /api/Consent/Decline': () => {
        declined = true;
        return answerOf(contract.DeclineConsent, { ...OK, responseMessage: messages.consentDeclined });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Ask for changes' }));
    const reason = screen.getByRole('textbox', { name: /^What should change\?/ });
    expect(reason).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(messages.consentDeclineReasonRequired)).toBeVisible();
    expect(bodiesOf(calls, 'Decline')).toEqual([]);

    await user.type(reason, 'My middle name is Ravindra');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(messages.consentDeclined)).toBeVisible();
    expect(
      await screen.findByText('You asked for changes. If the application is right after all, you can still agree.'),
    ).toBeVisible();
    expect(bodiesOf(calls, 'Decline')).toEqual([{ Token: TOKEN, Reason: 'My middle name is Ravindra' }]);
  });

  it('says a link that is unknown, expired or replaced is no longer valid', async () => {
    openConsentPage({
      'POST /api/Consent/GetRequest': () => ({
        status: 404,
        body: { responseCode: 'NOT_FOUND', responseMessage: messages.notFound },
      }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is no longer valid. Ask the person filling the application to send a new one.',
    );
    expect(screen.queryByRole('button', { name: 'Send code' })).not.toBeInTheDocument();
  });

  it('says the holder already agreed, with when', async () => {
    openConsentPage({
      'POST /api/Consent/GetRequest': requestAnswer(
        consentView({ status: 'Agreed', agreedAt: '2026-11-28T04:30:00.000Z' }),
      ),
    });
    expect(await screen.findByText('You agreed to this application on 28-Nov-2026 10:00.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send code' })).not.toBeInTheDocument();
  });

  it('asks again once what the holder agreed to has changed', async () => {
    openConsentPage({
      'POST /api/Consent/GetRequest': requestAnswer(
        consentView({ status: 'Outdated', agreedAt: '2026-11-28T04:30:00.000Z' }),
      ),
    });
    expect(
      await screen.findByText('The application has changed since you agreed. Please read it again and agree again.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeVisible();
  });

  it('reads the application again in the language chosen, and agrees in it', async () => {
    const { calls, user } = openConsentPage({
      'POST /api/Consent/GetRequest': (call) =>
        requestAnswer(
          consentView(
            (call.body as { Language: string }).Language === 'mr' ? { declaration: ['मी दिलेली माहिती खरी आहे.'] } : {},
          ),
        )(),
      'POST /api/Consent/SendCode': codeSent,
      'POST /api/Consent/Agree': () =>
        answerOf(contract.AgreeConsent, { ...OK, responseMessage: messages.consentAgreed }),
    });
    await screen.findByText('2026030500042');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'mr');

    expect(await screen.findByRole('heading', { name: 'खाते उघडण्याच्या अर्जाला संमती द्या', level: 1 })).toBeVisible();
    const declaration = await screen.findByRole('region', { name: 'घोषणापत्र' });
    expect(await within(declaration).findByText('मी दिलेली माहिती खरी आहे.')).toBeVisible();
    expect(bodiesOf(calls, 'GetRequest').at(-1)).toEqual({ Token: TOKEN, Language: 'mr' });

    await user.click(screen.getByRole('button', { name: 'ओटीपी पाठवा' }));
    await user.type(await screen.findByRole('textbox', { name: /^ओटीपी/ }), '4321');
    await user.click(screen.getByRole('button', { name: 'मला मान्य आहे' }));
    await waitFor(() => expect(bodiesOf(calls, 'Agree')).toEqual([{ Token: TOKEN, OTP: '4321', Language: 'mr' }]));
  });
});
