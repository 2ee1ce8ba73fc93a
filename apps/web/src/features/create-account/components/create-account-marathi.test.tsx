import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import en from '@/locales/app/en.json';
import mr from '@/locales/app/mr.json';
import { signInCustomer } from '@/test/customer-session';
import { switchLanguageForEachTest } from '@/test/language';
import { renderApp, stubFetch } from '@/test/render-app';
import { hubAnswers, hubState, openStoredApplication, referenceListAnswers } from '../hub-fixtures';

type Texts = { [key: string]: string | Texts };

/** The English texts of these screens' sections that Marathi words differently, by their whole text. */
function englishOf(sections: (keyof typeof en)[]): Set<string> {
  const texts = new Set<string>();
  const walk = (english: Texts, marathi: Texts) => {
    for (const [key, value] of Object.entries(english)) {
      const other = marathi[key];
      if (typeof value === 'string') {
        if (value !== other) texts.add(value);
      } else if (typeof other === 'object') walk(value, other);
    }
  };
  for (const section of sections) walk(en[section] as Texts, mr[section] as Texts);
  return texts;
}

/**
 * The English texts of these sections left on the page: a text node, an accessible name or a
 * description that is one of them whole (a template's English with its values filled in is matched
 * by its fixed words around the values).
 */
function englishLeft(sections: (keyof typeof en)[]): string[] {
  // A template whose fixed words are few ('{min} to {max}') would match any English: checked elsewhere.
  const english = [...englishOf(sections)].filter(
    (text) => !text.includes('{') || text.replace(/\{[^}]+\}/g, '').trim().length >= 8,
  );
  const patterns = english.map(
    (text) =>
      new RegExp(
        `^${text
          .split(/\{[^}]+\}/)
          .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
          .join('.+')}$`,
      ),
  );
  const shown = new Set<string>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    if (text && node.parentElement?.tagName !== 'STYLE') shown.add(text);
  }
  for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title]')) {
    for (const name of ['aria-label', 'placeholder', 'title']) {
      const value = element.getAttribute(name)?.trim();
      if (value) shown.add(value);
    }
  }
  return [...shown].filter((text) => patterns.some((pattern) => pattern.test(text)));
}

const SECTIONS: (keyof typeof en)[] = ['createAccount', 'hub', 'deposit', 'holders', 'nominees'];

// Decision 030: the Create New Account form and the hub in Marathi, found by their Marathi labels.
describe('Create New Account and the hub in Marathi', () => {
  switchLanguageForEachTest('mr');

  it('shows the Create New Account form in Marathi, found by its Marathi labels, with no English of its own left', async () => {
    signInCustomer('a@b.in');
    const { calls } = stubFetch(referenceListAnswers);
    const user = userEvent.setup();
    renderApp('/CreateNewAccount');

    expect(await screen.findByRole('heading', { name: 'नवीन खाते उघडा', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'प्राथमिक माहिती' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'खातेदारांची संख्या' })).toHaveValue('1');
    for (const label of ['फॉर्मचा प्रकार', 'खातेदाराचा प्रकार', 'ठिकाण', 'शाखा']) {
      expect(screen.getByRole('textbox', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'मागे' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'अर्ज तयार करा' }));
    // Nothing goes until the choices are made (the messages under the fields are the domain's).
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'ठिकाण' })).toHaveAttribute('aria-invalid', 'true'));
    expect(calls.some((call) => call.path === '/api/Registration/CreateNewAccount')).toBe(false);
    await user.click(screen.getByRole('textbox', { name: 'शाखा' }));
    expect(await screen.findByText('आधी ठिकाण निवडा')).toBeInTheDocument();
    expect(englishLeft(SECTIONS)).toEqual([]);
  });

  it('shows the hub, its sections and the FD and nomination forms in Marathi, with ₹ in India’s grouping', async () => {
    openStoredApplication();
    stubFetch(hubAnswers(hubState({ accountTypeId: 2, noOfHolders: 2 })));
    const user = userEvent.setup();
    renderApp('/CreateNewAccount');

    expect(await screen.findByRole('heading', { name: 'खातेदारांची स्थिती' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'बदला खातेदार 2' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'अर्ज सादर करा' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'सादर करा' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'नवीन अर्जदार जोडा' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'मुदत ठेव' }));
    const amount = await screen.findByRole('textbox', { name: 'ठेवीची रक्कम' });
    expect(amount).toHaveAccessibleDescription('₹1,000 ते ₹1,00,00,000');
    expect(screen.getByRole('group', { name: 'मुदत' })).toBeInTheDocument();
    expect(screen.getByText('7 दिवस ते 10 वर्षे')).toBeInTheDocument();
    for (const label of ['मुदत: वर्षे', 'बँकेचे नाव', 'आयएफएससी कोड', 'टीडीएससाठी सभासद क्रमांक']) {
      expect(screen.getByRole('textbox', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByRole('radiogroup', { name: 'आपोआप नूतनीकरण' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'हो' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'नामनिर्देशन फॉर्म DA-1' }));
    await user.click(await screen.findByRole('radio', { name: 'एकामागून एक नामनिर्देशन करा (क्रमाने)' }));
    const nominee = screen.getByRole('group', { name: 'नामनिर्देशित व्यक्ती 1' });
    expect(within(nominee).getByRole('textbox', { name: 'नाव' })).toBeInTheDocument();
    expect(within(nominee).getByRole('button', { name: 'वर हलवा' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'नामनिर्देशित व्यक्ती जोडा' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'तंत्रज्ञानावर आधारित सुविधांची मागणी' }));
    expect(await screen.findByRole('switch', { name: 'मोबाईल बँकिंग' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'खाते चालवण्याची सूचना' }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'जतन करा' }).length).toBeGreaterThanOrEqual(4));

    expect(englishLeft(SECTIONS)).toEqual([]);
  });
});
