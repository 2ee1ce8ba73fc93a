import {
  calendarDateInIndia,
  contract,
  messages,
  namedMessages,
  type NomineeAnswer,
  type NomineesDetails,
} from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerOf, OK } from '@/test/answer-of';
import { stubNarrowScreen } from '@/test/narrow-screen';
import { appointee, nomineeAnswer } from '@/test/nominees';
import { validationRefusal } from '@/test/refusals';
import { renderApp, stubFetch, type StubbedCall } from '@/test/render-app';
import { hubAnswers, hubState, openStoredApplication } from '../hub-fixtures';

type User = ReturnType<typeof userEvent.setup>;

const thisYear = calendarDateInIndia(new Date()).year;
const ADULT_BORN = `05-Mar-${thisYear - 30}`;
const MINOR_BORN = `05-Mar-${thisYear - 10}`;

/** The hub with its nomination section open; the nominees on record are `saved` (none by default). */
async function openNominees(saved?: NomineesDetails, overrides: Parameters<typeof stubFetch>[0] = {}) {
  const { calls } = stubFetch({
    ...hubAnswers(hubState()),
    ...(saved && { 'POST /api/Registration/GetNominees': () => answerOf(contract.GetNominees, { ...OK, ...saved }) }),
    ...overrides,
  });
  const user = userEvent.setup();
  renderApp('/CreateNewAccount');
  await user.click(await screen.findByRole('button', { name: messages.sectionNomination }));
  return { calls, user };
}

const nominee = (number: number) => screen.getByRole('group', { name: `Nominee ${number}` });

/** The shares' running total, which a screen reader hears as it changes. */
function total() {
  const shown = screen.getByText(/^Total /);
  expect(shown).toHaveAttribute('aria-live', 'polite');
  return shown;
}

/** Pasted rather than typed key by key: several nominees make a long form. */
async function fill(user: User, scope: HTMLElement, name: string, value: string) {
  const input = within(scope).getByRole('textbox', { name });
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
}

async function fillDate(user: User, scope: HTMLElement, name: string, value: string) {
  await fill(user, scope, name, value);
  await user.tab();
}

async function fillNominee(
  user: User,
  number: number,
  person: { first: string; last?: string; relationship?: string; born?: string },
) {
  const card = nominee(number);
  await fill(user, card, 'First Name', person.first);
  await fill(user, card, 'Last Name', person.last ?? 'Patil');
  await fill(user, card, 'Relationship', person.relationship ?? 'Son');
  await fill(user, card, 'Address 1', '12 MG Road, Pune');
  await fillDate(user, card, 'Date of Birth', person.born ?? ADULT_BORN);
}

function sent(calls: StubbedCall[]) {
  return calls.filter((call) => call.path === '/api/Registration/UpdateNominees').at(-1)?.body;
}

async function save(user: User) {
  await user.click(screen.getByRole('button', { name: 'Save' }));
}

async function saved(user: User, calls: StubbedCall[]) {
  const before = calls.length;
  await save(user);
  await waitFor(() => expect(calls.slice(before).some((call) => call.path.endsWith('/UpdateNominees'))).toBe(true));
  return sent(calls);
}

/** A nominee on record, born 30 years ago. */
const answer = (fields: Partial<NomineeAnswer>) => nomineeAnswer({ dateOfBirth: `${thisYear - 30}-03-05`, ...fields });

// Long forms and many renders: generous limits so a busy machine does not fail them.
describe('the nominees form', { timeout: 60_000 }, () => {
  beforeEach(() => openStoredApplication());

  it('adds, reorders and removes successive nominees, up to four, and saves them in their order', async () => {
    const { calls, user } = await openNominees();
    await user.click(await screen.findByRole('radio', { name: 'Nominate one after another (successive)' }));
    await fillNominee(user, 1, { first: 'Asha', relationship: 'Wife' });
    // One nominee cannot be removed: a nomination has at least one.
    expect(screen.queryByRole('button', { name: 'Remove nominee 1' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add nominee' }));
    await fillNominee(user, 2, { first: 'Ravi' });
    await user.click(within(nominee(2)).getByRole('button', { name: 'Move up' }));
    expect(within(nominee(1)).getByRole('textbox', { name: 'First Name' })).toHaveValue('Ravi');
    expect(within(nominee(2)).getByRole('textbox', { name: 'First Name' })).toHaveValue('Asha');
    expect(within(nominee(1)).getByRole('button', { name: 'Move up' })).toBeDisabled();
    expect(within(nominee(2)).getByRole('button', { name: 'Move down' })).toBeDisabled();
    expect(screen.getByText('Nominee 2 is now nominee 1.')).toBeInTheDocument();
    // The focus stays with the moved nominee, on the order button still open to it.
    await waitFor(() => expect(within(nominee(1)).getByRole('button', { name: 'Move down' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Add nominee' }));
    await user.click(screen.getByRole('button', { name: 'Add nominee' }));
    expect(nominee(4)).toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Add nominee' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('A deposit can have at most 4 nominees.');
    await user.click(screen.getByRole('button', { name: 'Remove nominee 4' }));
    await user.click(screen.getByRole('button', { name: 'Remove nominee 3' }));
    expect(screen.queryByRole('group', { name: 'Nominee 3' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add nominee' })).toBeEnabled();

    expect(await saved(user, calls)).toMatchObject({
      RegistrationId: 42,
      Mode: 'Successive',
      NoNominationDeclared: false,
      Nominees: [
        { FirstName: 'Ravi', Order: 1, SharePercent: null, Appointee: null, DateOfBirth: `${thisYear - 30}-03-05` },
        { FirstName: 'Asha', Relationship: 'Wife', Order: 2, SharePercent: null, Appointee: null },
      ],
      Version: 0,
    });
  });

  it('shows the running total of simultaneous shares and refuses a total that is not 100 with the rule’s message', async () => {
    const { calls, user } = await openNominees();
    await user.click(await screen.findByRole('radio', { name: 'Nominate together with shares (simultaneous)' }));
    await fillNominee(user, 1, { first: 'Asha' });
    await fill(user, nominee(1), 'Share (%)', '50');
    await user.click(screen.getByRole('button', { name: 'Add nominee' }));
    await fillNominee(user, 2, { first: 'Ravi' });
    await fill(user, nominee(2), 'Share (%)', '33.34');
    expect(total()).toHaveTextContent('Total 83.34 % of 100 %');
    expect(within(nominee(2)).getByRole('textbox', { name: 'Share (%)' })).toHaveAttribute('inputmode', 'decimal');

    await save(user);
    const message = namedMessages.nomineeSharesTotal('83.34');
    // Under the list and again in the error summary.
    expect(await screen.findAllByText(message)).toHaveLength(2);
    expect(sent(calls)).toBeUndefined();

    await fill(user, nominee(2), 'Share (%)', '50');
    expect(total()).toHaveTextContent('Total 100 % of 100 %');
    await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
    expect(await saved(user, calls)).toMatchObject({
      Mode: 'Simultaneous',
      Nominees: [
        { FirstName: 'Asha', SharePercent: 50, Order: 1 },
        { FirstName: 'Ravi', SharePercent: 50, Order: 2 },
      ],
    });
  });

  it('asks for an appointee only for a nominee who is a minor today', async () => {
    const { calls, user } = await openNominees();
    await user.click(await screen.findByRole('radio', { name: 'Nominate one after another (successive)' }));
    await fillNominee(user, 1, { first: 'Mira', relationship: 'Daughter', born: ADULT_BORN });
    expect(screen.queryByRole('group', { name: 'Appointee for nominee 1' })).not.toBeInTheDocument();

    await fillDate(user, nominee(1), 'Date of Birth', MINOR_BORN);
    const appointee = screen.getByRole('group', { name: 'Appointee for nominee 1' });
    await save(user);
    expect(await screen.findAllByText(messages.appointeeNameRequired)).toHaveLength(2);
    expect(sent(calls)).toBeUndefined();
    await fill(user, appointee, 'Appointee First Name', 'Sunita');
    await fill(user, appointee, 'Appointee Last Name', 'Patil');
    await fill(user, appointee, 'Appointee Relationship', 'Mother');
    await fill(user, appointee, 'Appointee Address 1', '12 MG Road, Pune');
    expect(within(appointee).getByRole('textbox', { name: 'Appointee Pincode' })).toHaveAttribute(
      'inputmode',
      'numeric',
    );
    expect(await saved(user, calls)).toMatchObject({
      Nominees: [
        {
          FirstName: 'Mira',
          DateOfBirth: `${thisYear - 10}-03-05`,
          Appointee: { FirstName: 'Sunita', LastName: 'Patil', Relationship: 'Mother', Address1: '12 MG Road, Pune' },
        },
      ],
    });

    // Corrected to an adult's date: the appointee is neither asked nor sent.
    await fillDate(user, nominee(1), 'Date of Birth', ADULT_BORN);
    expect(screen.queryByRole('group', { name: 'Appointee for nominee 1' })).not.toBeInTheDocument();
    expect(await saved(user, calls)).toMatchObject({ Nominees: [{ FirstName: 'Mira', Appointee: null }], Version: 1 });
  });

  it('takes no nominee only with the depositor’s declaration, and sends no nominee typed before', async () => {
    const { calls, user } = await openNominees();
    await user.click(await screen.findByRole('radio', { name: 'Nominate one after another (successive)' }));
    await fill(user, nominee(1), 'First Name', 'Asha');
    await user.click(screen.getByRole('radio', { name: 'I do not wish to nominate' }));
    expect(screen.queryByRole('group', { name: 'Nominee 1' })).not.toBeInTheDocument();

    await save(user);
    expect(await screen.findAllByText(messages.noNominationDeclarationRequired)).toHaveLength(2);
    expect(sent(calls)).toBeUndefined();
    await user.click(
      screen.getByRole('checkbox', { name: 'I declare that I do not wish to nominate anyone for this deposit' }),
    );
    expect(await saved(user, calls)).toEqual({
      RegistrationId: 42,
      Mode: 'None',
      Nominees: [],
      NoNominationDeclared: true,
      Version: 0,
    });
  });

  it('asks for a choice before anything else', async () => {
    const { calls, user } = await openNominees();
    await screen.findByRole('radiogroup', { name: 'How should the nominees receive the deposit?' });
    expect(screen.queryByRole('button', { name: 'Add nominee' })).not.toBeInTheDocument();
    await save(user);
    expect(await screen.findAllByText(messages.nominationModeRequired)).toHaveLength(2);
    expect(sent(calls)).toBeUndefined();
  });

  it('opens with the nominees on record, a minor’s appointee included, and sends back their version', async () => {
    const { calls, user } = await openNominees({
      mode: 'Simultaneous',
      noNominationDeclared: false,
      version: 3,
      nominees: [
        answer({ firstName: 'Asha', sharePercent: 60, order: 1 }),
        answer({
          firstName: 'Mira',
          relationship: 'Daughter',
          dateOfBirth: `${thisYear - 10}-03-05`,
          isMinor: true,
          sharePercent: 40,
          order: 2,
          stateId: null,
          appointee: appointee(),
        }),
      ],
    });
    expect(await screen.findByRole('radio', { name: 'Nominate together with shares (simultaneous)' })).toBeChecked();
    expect(within(nominee(1)).getByRole('textbox', { name: 'First Name' })).toHaveValue('Asha');
    expect(within(nominee(1)).getByRole('textbox', { name: 'Share (%)' })).toHaveValue('60');
    await waitFor(() => expect(within(nominee(1)).getByRole('textbox', { name: 'State' })).toHaveValue('Maharashtra'));
    expect(within(nominee(2)).getByRole('textbox', { name: 'Date of Birth' })).toHaveValue(MINOR_BORN);
    expect(
      within(screen.getByRole('group', { name: 'Appointee for nominee 2' })).getByRole('textbox', {
        name: 'Appointee First Name',
      }),
    ).toHaveValue('Sunita');
    expect(total()).toHaveTextContent('Total 100 % of 100 %');

    expect(await saved(user, calls)).toMatchObject({
      Mode: 'Simultaneous',
      Version: 3,
      Nominees: [
        { FirstName: 'Asha', SharePercent: 60, StateId: 27, Pincode: '411001', Appointee: null },
        { FirstName: 'Mira', SharePercent: 40, StateId: null, Appointee: { FirstName: 'Sunita', Pincode: '411001' } },
      ],
    });
  });

  it('shows a 400 on one nominee’s field beside it, in the summary and with focus on it', async () => {
    const problem = messages.nomineeShareInvalid;
    const { user } = await openNominees(
      {
        mode: 'Simultaneous',
        noNominationDeclared: false,
        version: 1,
        nominees: [answer({ sharePercent: 50, order: 1 }), answer({ firstName: 'Ravi', sharePercent: 50, order: 2 })],
      },
      {
        'POST /api/Registration/UpdateNominees': () =>
          validationRefusal([{ field: 'Nominees.1.SharePercent', message: problem }]),
      },
    );
    await screen.findByRole('group', { name: 'Nominee 2' });
    await save(user);
    expect(await screen.findByText('Please check the details entered.')).toBeInTheDocument();
    const share = within(nominee(2)).getByRole('textbox', { name: 'Share (%)' });
    await waitFor(() => expect(share).toHaveAccessibleDescription(problem));
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getByRole('button')).toHaveTextContent(`Nominee 2, Share (%): ${problem}`);
    expect(share).toHaveFocus();
  });

  it('has no WCAG A/AA problems on a phone, with a minor’s appointee and the error summary', async () => {
    stubNarrowScreen();
    const { user } = await openNominees();
    await user.click(await screen.findByRole('radio', { name: 'Nominate together with shares (simultaneous)' }));
    await fillDate(user, nominee(1), 'Date of Birth', MINOR_BORN);
    await user.click(screen.getByRole('button', { name: 'Add nominee' }));
    await save(user);
    await screen.findByRole('alert', { name: 'There is a problem' });
    expect(screen.getByRole('group', { name: 'Appointee for nominee 1' })).toBeInTheDocument();
    // Colour contrast needs a real browser: the e2e suite checks it.
    const results = await axe.run(document.body, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
