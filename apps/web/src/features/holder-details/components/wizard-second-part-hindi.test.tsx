import { messages, TECHNO_PRODUCTS, type FirstAccountHolderDetails } from '@portal/domain';
import domainHi from '@portal/domain/locales/hi.json';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import en from '@/locales/app/en.json';
import { switchLanguageForEachTest } from '@/test/language';
import { renderApp, stubFetch } from '@/test/render-app';
import {
  holderDetails,
  lastBody,
  personalAndFamilySaved,
  SAVED_FAMILY,
  savedPersonal,
  signInWithApplication,
  submittedHolder,
  wizardAnswers,
} from '../first-holder-fixtures';

/*
 * Decision 030: the wizard's second part (Additional Details, Techno products, account operations and
 * nomination DA-1) and the form's own words (Back, Save & Next, the error summary, the leave question)
 * in Hindi, found by their Hindi names, with none of their English left on screen.
 */

/** The catalogue sections of these screens, whose English must all be gone in Hindi. */
const SECTIONS = [
  'additionalStep',
  'nominees',
  'technoStep',
  'operationsStep',
  'holderWizard',
  'form',
  'table',
] as const;

function textsOf(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  return Object.values(node as Record<string, unknown>).flatMap(textsOf);
}

/** An English text as a whole-text pattern: each `{argument}` stands for any words. */
function patternOf(text: string): RegExp {
  const escape = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(
    `^${text
      .split(/\{\w+\}/)
      .map(escape)
      .join('.+')}$`,
  );
}

const ENGLISH = SECTIONS.flatMap((section) => textsOf(en[section])).map((text) => ({ text, pattern: patternOf(text) }));

/**
 * The English texts of these sections still on screen: as the whole text of an element (a label's
 * required asterisk aside), or as an element's aria-label, placeholder or title.
 */
function englishLeft(): string[] {
  const shown = new Set<string>();
  for (const element of document.body.querySelectorAll('*')) {
    const words = (element.textContent ?? '').replace(/\s+/g, ' ').trim().replace(/ \*$/, '');
    if (words !== '') shown.add(words);
    for (const attribute of ['aria-label', 'placeholder', 'title']) {
      const value = element.getAttribute(attribute);
      if (value) shown.add(value.trim());
    }
  }
  return ENGLISH.filter(({ pattern }) => [...shown].some((words) => pattern.test(words))).map(({ text }) => text);
}

const stepHeading = (name: string) => screen.findByRole('heading', { name, level: 2 });

/** Opens holder 1's wizard with `details` saved, once it shows the step named `heading`. */
async function openWizardAt(details: Partial<FirstAccountHolderDetails>, heading: string) {
  const { calls } = stubFetch(wizardAnswers({ details: holderDetails(details) }));
  renderApp('/FirstHolder');
  await stepHeading(heading);
  return { calls, user: userEvent.setup() };
}

beforeEach(signInWithApplication);

describe('the wizard’s second part in Hindi', () => {
  switchLanguageForEachTest('hi');

  it('names the Additional Details fields and the navigation in Hindi, with the bands and the FATCA note', async () => {
    const { user } = await openWizardAt(personalAndFamilySaved(), 'अतिरिक्त जानकारी');

    expect(screen.getByRole('group', { name: 'वित्तीय जानकारी' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'मासिक आय' }), '10000');
    const annual = screen.getByRole('textbox', { name: 'वार्षिक आय' });
    expect(annual).toHaveValue('₹1,20,000');
    expect(annual).toHaveAccessibleDescription(/^आय श्रेणी: /);
    expect(screen.getByRole('textbox', { name: 'खाते में वार्षिक लेन-देन' })).toHaveAccessibleDescription(/^आय श्रेणी: /);
    for (const name of [
      'अनुमानित औसत शेष राशि',
      'खाता खोलने का कारण',
      'धर्म',
      'जाति / वर्ग',
      'व्यवसाय की जानकारी',
      'नियोक्ता/फ़र्म/संस्था का नाम',
      'आय का स्रोत',
      'व्यवसाय का पता 1',
      'कार्यालय का मोबाइल नंबर',
    ]) {
      expect(screen.getByRole('textbox', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: 'व्यवसाय शुरू करने की तारीख' })).toHaveAttribute(
      'placeholder',
      'दिन-महीना-वर्ष',
    );

    // Yes is the first answer of each question.
    const born = screen.getByRole('radiogroup', { name: 'भारत के बाहर जन्म हुआ है' });
    expect(screen.queryByText(domainHi.fatcaNote)).not.toBeInTheDocument();
    await user.click(within(born).getAllByRole('radio')[0]!);
    expect(screen.getByText(domainHi.fatcaNote)).toBeVisible();
    expect(screen.getByRole('radiogroup', { name: 'भारत के बाहर किसी देश के कर निवासी' })).toBeInTheDocument();

    expect(screen.getByRole('button', { name: 'पीछे' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'सहेजें और आगे बढ़ें' })).toBeEnabled();
    expect(englishLeft()).toEqual([]);

    // A refused save: the summary and the fields' messages in Hindi as well.
    await user.click(screen.getByRole('button', { name: 'सहेजें और आगे बढ़ें' }));
    expect(await screen.findByRole('alert', { name: 'कृपया नीचे दी गई जानकारी ठीक करें' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'अनुमानित औसत शेष राशि' })).toHaveAccessibleDescription(
      domainHi.averageBalanceRequired,
    );
    expect(screen.queryByText(messages.averageBalanceRequired)).not.toBeInTheDocument();
    expect(englishLeft()).toEqual([]);
  });

  it('names the techno products, the account operations and the nomination fields in Hindi, and saves them', async () => {
    const { calls, user } = await openWizardAt(
      {
        savedSteps: ['personal', 'family', 'additional'],
        personalDetails: savedPersonal(),
        familyDetails: SAVED_FAMILY,
      },
      'तकनीक आधारित सुविधाएँ',
    );
    for (const name of [
      'डेबिट-सह-एटीएम कार्ड',
      'एसएमएस बैंकिंग',
      'मोबाइल बैंकिंग',
      'ईमेल पर खाता विवरण',
      'खाते से आधार जोड़ना (आधार सीडिंग)',
      'इंटरनेट बैंकिंग',
    ]) {
      expect(screen.getByRole('switch', { name })).toBeChecked();
    }
    expect(englishLeft()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'सहेजें और आगे बढ़ें' }));

    await stepHeading(domainHi.stepNomination);
    const operations = await screen.findByRole('radiogroup', { name: 'खाता चलाने का निर्देश' });
    // One holder: Self, the first choice, is the only one open.
    expect(within(operations).getAllByRole('radio')[0]).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'हिस्सों के साथ एक साथ नामांकन करें' }));
    const nominee = screen.getByRole('group', { name: 'नामिती 1' });
    expect(within(nominee).getByRole('textbox', { name: 'जन्म तिथि' })).toHaveAttribute('placeholder', 'दिन-महीना-वर्ष');
    expect(screen.getByRole('button', { name: 'नामिती जोड़ें' })).toBeEnabled();
    expect(screen.getByText('कुल 0 % (100 % में से)')).toBeInTheDocument();
    expect(englishLeft()).toEqual([]);

    // Typed and not saved: Back asks first, in Hindi.
    await user.type(within(nominee).getByRole('textbox', { name: 'पहला नाम' }), 'Asha');
    await user.click(screen.getByRole('button', { name: 'पीछे' }));
    const question = await screen.findByRole('dialog', { name: 'यह चरण छोड़ें?' });
    expect(within(question).getByText('इस चरण पर आपकी भरी जानकारी सहेजी नहीं गई है।')).toBeInTheDocument();
    expect(within(question).getByRole('button', { name: 'छोड़ें' })).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: 'यहीं रहें' }));

    await user.type(within(nominee).getByRole('textbox', { name: 'उपनाम' }), 'Patil');
    await user.type(within(nominee).getByRole('textbox', { name: 'पता 1' }), '12 MG Road');
    await user.type(within(nominee).getByRole('textbox', { name: 'संबंध' }), 'Wife');
    await user.type(within(nominee).getByRole('textbox', { name: 'जन्म तिथि' }), '05-03-1990');
    await user.tab();
    await user.type(within(nominee).getByRole('textbox', { name: 'हिस्सा (%)' }), '100');
    expect(screen.getByText('कुल 100 % (100 % में से)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'सहेजें और आगे बढ़ें' }));

    await stepHeading(domainHi.stepDeclaration);
    expect(lastBody(calls, 'UpdateAccountOperation')).toEqual({
      RegistrationId: 42,
      AccountOperations: 'Self',
      Version: 0,
    });
    expect(lastBody(calls, 'UpdateNominees')).toMatchObject({
      Mode: 'Simultaneous',
      Nominees: [{ FirstName: 'Asha', Relationship: 'Wife', DateOfBirth: '1990-03-05', SharePercent: 100 }],
    });
  });
});

describe('a submitted application in Hindi', () => {
  switchLanguageForEachTest('hi');

  it('says what the branch returned and where to submit again, and that the other steps stay as submitted', async () => {
    stubFetch(
      wizardAnswers({
        details: submittedHolder(),
        review: {
          reviewStatus: 'Returned' as const,
          returnReasons: [{ section: messages.stepAdditional, reason: 'Income differs from the salary slip' }],
          returnedParts: ['additional' as const],
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/FirstHolder');

    await stepHeading('अतिरिक्त जानकारी');
    expect(screen.getByRole('heading', { name: 'नया खाता खोलें', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('note', { name: domainHi.reviewReturned })).toHaveTextContent(
      '‘नया खाता खोलें’ पृष्ठ पर फिर से ‘सबमिट करें’ चुनें',
    );
    expect(screen.getByRole('note', { name: 'शाखा ने इसमें बदलाव करने को कहा है' })).toHaveTextContent(
      'अतिरिक्त जानकारी: Income differs from the salary slip',
    );
    expect(englishLeft()).toEqual([]);

    await user.click(screen.getByRole('button', { name: domainHi.stepNomination }));
    await stepHeading(domainHi.stepNomination);
    expect(
      screen.getByText('शाखा ने यह भाग वापस नहीं भेजा है, इसलिए यह वैसा ही रहेगा जैसा आपने सबमिट किया था।'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'आगे' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'सहेजें और आगे बढ़ें' })).not.toBeInTheDocument();
    expect(englishLeft()).toEqual([]);
  });

  it('shows a Completed application read-only under its notice, with Next to move on', async () => {
    await openWizardAt(
      {
        status: 'Completed',
        savedSteps: ['personal', 'family', 'additional', 'technoProducts', 'nomination'],
        personalDetails: savedPersonal(),
        familyDetails: SAVED_FAMILY,
        additionalDetails: null,
      },
      domainHi.stepPersonal,
    );
    expect(screen.getByText('पूरा हुआ आवेदन')).toBeInTheDocument();
    expect(screen.getByText(domainHi.completedReadOnly)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'आगे' }));
    await stepHeading(domainHi.stepFamily);
  });
});

describe('the wizard’s second part in Marathi', () => {
  switchLanguageForEachTest('mr');

  it('leaves none of these sections’ English on Additional Details, before and after a refused save', async () => {
    const { user } = await openWizardAt(personalAndFamilySaved(), 'अधिक माहिती');
    expect(screen.getByRole('textbox', { name: 'मासिक उत्पन्न' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'भारताबाहेर जन्म झाला आहे' })).toBeInTheDocument();
    expect(englishLeft()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'जतन करा व पुढे चला' }));
    expect(await screen.findByRole('alert', { name: 'कृपया खालील माहिती दुरुस्त करा' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'मागे' })).toBeEnabled();
    expect(englishLeft()).toEqual([]);
  });
});

describe('the techno products’ words', () => {
  it('are the domain’s labels in English, one per product', () => {
    expect(en.technoStep.products).toEqual(
      Object.fromEntries(TECHNO_PRODUCTS.map(({ field, label }) => [field, label])),
    );
  });
});
