import type { FirstAccountHolderDetails } from '@portal/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '@/lib/i18n';
import { renderApp, stubFetch } from '@/test/render-app';
import {
  holderDetails,
  lastBody,
  personalAndFamilySaved,
  savedPersonal,
  signInWithApplication,
  wizardAnswers,
} from '../first-holder-fixtures';
import { draftOf } from '../step-draft';

/*
 * A phone-first journey (decision 020): every step has its URL (Back and reload work), leaving a step with
 * unsaved changes asks first, what was typed survives a reload in this tab, and a phone gets a compact
 * step header instead of the full stepper.
 */

const FAMILY_DRAFT = 'wizardDraft:42:101:family';

/** Holder 1 (an adult with PAN) with personal details saved, and family details too when `family`. */
function savedHolder(family: boolean): Partial<FirstAccountHolderDetails> {
  return family ? personalAndFamilySaved() : { savedSteps: ['personal'], personalDetails: savedPersonal() };
}

function open(path: string, details: Partial<FirstAccountHolderDetails>, history: 'memory' | 'browser' = 'memory') {
  const state = { details: holderDetails(details) };
  const { calls } = stubFetch(wizardAnswers(state));
  const user = userEvent.setup();
  const rendered = renderApp(path, { history });
  return { ...rendered, calls, user, state };
}

const stepHeading = (name: string) => screen.findByRole('heading', { name, level: 2 });
const fatherMiddleName = () => screen.getByRole('textbox', { name: 'Father Middle Name' });

describe('the wizard’s steps in the URL', () => {
  beforeEach(() => signInWithApplication());

  it('sends a bare path to the step where the holder stopped, and Save & Next to the next step’s URL with its heading focused', async () => {
    const { router, user } = open('/FirstHolder', savedHolder(true));
    await stepHeading('Additional Details');
    expect(router.location.pathname).toBe('/FirstHolder/additional');
    // The first step shown leaves the focus with the page.
    expect(screen.getByRole('heading', { name: 'Additional Details', level: 2 })).not.toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Family Details' }));
    const family = await stepHeading('Family Details');
    expect(router.location.pathname).toBe('/FirstHolder/family');
    expect(family).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Save & Next' }));
    const additional = await stepHeading('Additional Details');
    expect(router.location.pathname).toBe('/FirstHolder/additional');
    await waitFor(() => expect(additional).toHaveFocus());
  });

  it('stays on a reached step after a reload, and sends an unknown or unreached step to where the holder stopped', async () => {
    const first = open('/FirstHolder/personal', savedHolder(false));
    await stepHeading('Personal Details');
    expect(first.router.location.pathname).toBe('/FirstHolder/personal');
    first.unmount();

    for (const path of ['/FirstHolder/nomination', '/FirstHolder/no-such-step', '/FirstHolder/related-person']) {
      const again = open(path, savedHolder(false));
      await stepHeading('Family Details');
      expect(again.router.location.pathname).toBe('/FirstHolder/family');
      again.unmount();
    }
  });

  it('goes to the step before with the browser’s Back, and asks first when the step has unsaved changes', async () => {
    const { router, user } = open('/FirstHolder/personal', savedHolder(true), 'browser');
    await stepHeading('Personal Details');
    await user.click(screen.getByRole('button', { name: 'Family Details' }));
    await stepHeading('Family Details');
    await user.click(screen.getByRole('button', { name: 'Save & Next' }));
    await stepHeading('Additional Details');
    expect(router.location.pathname).toBe('/FirstHolder/additional');

    act(() => window.history.back());
    await stepHeading('Family Details');
    expect(router.location.pathname).toBe('/FirstHolder/family');

    await user.type(fatherMiddleName(), 'Ram');
    act(() => window.history.back());
    const dialog = await screen.findByRole('dialog', { name: 'Leave this step?' });
    expect(dialog).toHaveTextContent('What you typed on this step is not saved.');
    expect(within(dialog).getByRole('button', { name: 'Stay' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.location.pathname).toBe('/FirstHolder/family');
    expect(window.location.pathname).toBe('/FirstHolder/family');
    expect(fatherMiddleName()).toHaveValue('Ram');

    act(() => window.history.back());
    const again = await screen.findByRole('dialog', { name: 'Leave this step?' });
    await user.click(within(again).getByRole('button', { name: 'Leave' }));
    await stepHeading('Personal Details');
    expect(router.location.pathname).toBe('/FirstHolder/personal');
    expect(sessionStorage.getItem(FAMILY_DRAFT)).toBeNull();
  });

  it('asks before the wizard’s Back leaves unsaved changes, and the browser asks before a reload', async () => {
    const { router, user } = open('/FirstHolder/family', savedHolder(false));
    await stepHeading('Family Details');
    // Nothing typed: Back goes at once, and nothing holds a reload.
    const untouched = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(untouched);
    expect(untouched.defaultPrevented).toBe(false);

    await user.type(screen.getByRole('textbox', { name: 'Father First Name' }), 'Suresh');
    const reload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(reload);
    expect(reload.defaultPrevented).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave this step?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.location.pathname).toBe('/FirstHolder/family');
    expect(screen.getByRole('textbox', { name: 'Father First Name' })).toHaveValue('Suresh');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
    await stepHeading('Personal Details');
    expect(router.location.pathname).toBe('/FirstHolder/personal');
    expect(sessionStorage.getItem(FAMILY_DRAFT)).toBeNull();
  });
});

describe('what was typed on a step', () => {
  beforeEach(() => signInWithApplication());

  it('comes back after a reload of the tab, and is forgotten once the step is saved', async () => {
    const first = open('/FirstHolder/family', savedHolder(true));
    await stepHeading('Family Details');
    await first.user.type(fatherMiddleName(), 'Ram');
    await waitFor(() => expect(sessionStorage.getItem(FAMILY_DRAFT)).toContain('"FatherMiddleName":"Ram"'));
    first.unmount();

    const { user, calls } = open('/FirstHolder/family', savedHolder(true));
    await stepHeading('Family Details');
    await waitFor(() => expect(fatherMiddleName()).toHaveValue('Ram'));
    expect(screen.getByRole('textbox', { name: 'Father First Name' })).toHaveValue('Suresh');
    // Put back, it is still unsaved: leaving asks.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Stay' }));

    await user.click(screen.getByRole('button', { name: 'Save & Next' }));
    await stepHeading('Additional Details');
    expect(lastBody(calls, 'UpdateFamilyDetails')).toMatchObject({ FatherMiddleName: 'Ram' });
    expect(sessionStorage.getItem(FAMILY_DRAFT)).toBeNull();
  });

  it('is stored without files or full Aadhaar numbers', () => {
    const draft = draftOf({
      FirstName: 'Ravi',
      Base64Photo: 'data:image/jpeg;base64,AAAA',
      CustomerId: '234123412346',
      isPAN: true,
      registrationHoldersPOI: [
        { POIId: 0, POI: '3', POINo: '2341 2341 2346', POIPOA: '3', Base64POI: 'data:image/png;base64,BBBB' },
        { POIId: 7, POI: '3', POINo: 'XXXX XXXX 2346', POIPOA: '3', Base64POI: '' },
      ],
    });
    expect(draft).toEqual({
      FirstName: 'Ravi',
      isPAN: true,
      registrationHoldersPOI: [
        { POIId: 0, POI: '3', POINo: '', POIPOA: '3', Base64POI: '' },
        { POIId: 7, POI: '3', POINo: 'XXXX XXXX 2346', POIPOA: '3', Base64POI: '' },
      ],
    });
    expect(JSON.stringify(draft)).not.toMatch(/\d{4}\s?\d{4}\s?\d{4}|base64,/);
  });
});

describe('the step header on a phone', () => {
  const wide = window.matchMedia;
  beforeEach(() => {
    signInWithApplication();
    window.matchMedia = (query: string) => ({ ...wide(query), matches: query.includes('max-width') });
  });
  afterEach(() => {
    window.matchMedia = wide;
  });

  it('says which step of the holder’s path this is, with a progress bar and the steps reached to go to', async () => {
    const { user, router } = open('/FirstHolder', savedHolder(false));
    await stepHeading('Family Details');
    // An adult with PAN: six steps on the path (no guardian, no Form 60/61).
    const nav = screen.getByRole('navigation', { name: 'Steps' });
    expect(nav).toHaveTextContent('Step 2 of 6 · Family Details');
    const progress = within(nav).getByRole('progressbar', { name: 'Progress: Step 2 of 6' });
    expect(progress).toHaveAttribute('aria-valuenow', '2');
    expect(progress).toHaveAttribute('aria-valuemax', '6');
    expect(within(nav).queryByRole('button', { name: 'Additional Details' })).not.toBeInTheDocument();

    await user.click(within(nav).getByRole('button', { name: 'Go to step' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['1. Personal Details', '2. Family Details']);
    await user.click(screen.getByRole('menuitem', { name: '1. Personal Details' }));
    await stepHeading('Personal Details');
    expect(router.location.pathname).toBe('/FirstHolder/personal');
    expect(screen.getByRole('navigation', { name: 'Steps' })).toHaveTextContent('Step 1 of 6 · Personal Details');
  });
});

describe('the step names in Marathi', () => {
  beforeEach(() => signInWithApplication());
  afterEach(async () => {
    await switchLanguage('en');
  });

  it('names the steps in the stepper and the step heading in Marathi', async () => {
    await switchLanguage('mr');
    open('/FirstHolder', savedHolder(true));
    expect(await stepHeading('अधिक माहिती')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'कुटुंबाची माहिती' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'वैयक्तिक माहिती' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'टप्पे' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'संबंधित व्यक्ती / पालक (लागू नाही)' })).toBeDisabled();
  });
});
