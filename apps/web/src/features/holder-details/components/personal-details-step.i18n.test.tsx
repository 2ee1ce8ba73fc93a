import {
  FORM_60_STEP,
  FORM_TYPE,
  IMAGE_FILE_TYPES,
  UPLOAD_FILE_TYPES,
  uploadHelpText,
  type FirstAccountHolderDetails,
  type UploadLimit,
} from '@portal/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '@/lib/i18n';
import en from '@/locales/app/en.json';
import mr from '@/locales/app/mr.json';
import { switchLanguageForEachTest } from '@/test/language';
import { renderApp, stubFetch } from '@/test/render-app';
import {
  bornYearsAgo,
  holderDetails,
  savedPersonal,
  signInWithApplication,
  wizardAnswers,
} from '../first-holder-fixtures';
import { uploadHelp } from './document-upload';

/*
 * Decision 030: the first steps of the holder wizards (personal details with its proofs and uploads, family,
 * related person, Form 60/61) in Marathi, with no English of their own left on the screen.
 */

const SECTIONS = ['personalStep', 'proofs', 'familyStep', 'relatedPersonStep', 'fields'] as const;

function textsOf(node: unknown): string[] {
  return typeof node === 'string' ? [node] : Object.values(node as object).flatMap(textsOf);
}

/** Words that are the same in Marathi by law or by use (PAN, Form 60/61): seen on screen, they are Marathi too. */
const SAME_IN_MARATHI = new Set(SECTIONS.flatMap((section) => textsOf(mr[section])));

/**
 * What English of these sections could show: whole texts, and of a template ('{label} preview') its
 * fixed words long enough to mean something ('or' and 'and' could be part of a name).
 */
// Form 60/61's labels are the domain's messages its definition names (decision 054).
const ENGLISH = [
  ...SECTIONS.flatMap((section) => textsOf(en[section])),
  ...FORM_60_STEP.fields.map(({ label }) => label),
]
  .filter((text) => !SAME_IN_MARATHI.has(text))
  .map((text) =>
    text.includes('{')
      ? {
          text,
          parts: text
            .split(/\{[^}]*\}/)
            .map((part) => part.trim())
            .filter((part) => part.length > 3),
        }
      : { text, parts: [] },
  );

/** Every text a person or a screen reader gets: text nodes, and the names and hints in attributes. */
function shownTexts(): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push((node.nodeValue ?? '').trim());
  for (const element of document.body.querySelectorAll('*')) {
    for (const attribute of ['aria-label', 'alt', 'placeholder', 'title']) {
      const value = element.getAttribute(attribute);
      if (value) texts.push(value.trim());
    }
  }
  return texts.filter((text) => text !== '');
}

function expectNoEnglishOfTheseSteps() {
  const shown = shownTexts();
  const left = ENGLISH.filter(({ text, parts }) =>
    parts.length === 0 ? shown.includes(text) : parts.some((part) => shown.some((one) => one.includes(part))),
  ).map(({ text }) => text);
  expect(left).toEqual([]);
}

function openWizard(details: Partial<FirstAccountHolderDetails>) {
  stubFetch(wizardAnswers({ details: holderDetails(details) }));
  renderApp('/FirstHolder');
  // A wrong type of file reaches the field, as a phone's file chooser lets it.
  return userEvent.setup({ applyAccept: false });
}

const stepHeading = (name: string) => screen.findByRole('heading', { name, level: 2 });

/** The field a label names, whether or not the label carries the required field's asterisk. */
const byLabel = (label: string, scope: Pick<typeof screen, 'getByLabelText'> = screen) =>
  scope.getByLabelText(label, { normalizer: (text) => text.replace(/\s*\*$/, '').trim() });

describe('the first steps of the holder wizards in Marathi', () => {
  beforeEach(signInWithApplication);
  switchLanguageForEachTest('mr');

  it('labels every field of step 1 in Marathi, its proofs and uploads too', async () => {
    const user = openWizard({ personalDetails: savedPersonal() });
    await stepHeading('वैयक्तिक माहिती');

    expect(byLabel('ग्राहक आयडी')).toHaveValue('');
    expect(byLabel('संबोधन')).toBeInTheDocument();
    expect(byLabel('नाव')).toHaveValue('Ravi');
    expect(byLabel('मधले नाव')).toHaveValue('Kumar');
    expect(byLabel('आडनाव')).toHaveValue('Patil');
    expect(byLabel('जन्मतारीख')).toBeInTheDocument();
    expect(byLabel('मोबाईल नंबर')).toHaveValue('9876543210');
    expect(byLabel('ई-मेल')).toHaveValue('ravi@example.in');
    expect(screen.getByRole('radiogroup', { name: 'मोबाईल नंबर कोणाचा आहे?' })).toBeInTheDocument();
    // The addresses, PAN and proofs render just after the step's first screenful (AfterFirstRender).
    expect(await waitFor(() => byLabel('पत्रव्यवहाराचा पत्ता 1'))).toHaveValue('12 MG Road');
    expect(byLabel('पत्रव्यवहाराच्या पत्त्याचा पिन कोड')).toHaveValue('411001');
    expect(byLabel('कायमच्या पत्त्याचे शहर')).toHaveValue('Satara');
    expect(screen.getByRole('group', { name: 'कायमचा पत्ता' })).toBeInTheDocument();
    expect(byLabel('PAN नंबर')).toHaveValue('ABCPE1234F');
    expect(byLabel('PAN चे कागदपत्र')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'PAN नसल्यास Form 60/61 भरा' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'वरीलप्रमाणेच' })).not.toBeChecked();

    // An upload says in Marathi what it takes and that a document is on record.
    expect(byLabel('फोटो')).toHaveAccessibleDescription(
      'JPG, JPEG किंवा PNG, जास्तीत जास्त 2 MB. मोठे फोटो आपोआप लहान केले जातात. एक कागदपत्र आधीच जतन केलेले आहे; ते बदलायचे असल्यास दुसरी फाइल निवडा.',
    );
    expect(screen.getAllByRole('button', { name: 'फोटो काढा' })).toHaveLength(3);
    const photo = byLabel('फोटो');
    await user.upload(photo, new File(['%PDF'], 'photo.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('कृपया कागदपत्र फक्त JPG, JPEG, PNG स्वरूपात अपलोड करा')).toBeInTheDocument();
    await user.upload(photo, new File(['png'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'फोटो (पूर्वावलोकन)' })).toBeInTheDocument();

    const proofs = screen.getByRole('group', { name: 'पुराव्याची कागदपत्रे' });
    expect(byLabel('कागदपत्र नंबर', within(proofs))).toHaveValue('RC-1234');
    expect(byLabel('मुदत संपण्याची तारीख', within(proofs))).toBeInTheDocument();
    expect(within(proofs).getByRole('button', { name: 'काढून टाका' })).toBeInTheDocument();
    expect(within(proofs).getByRole('button', { name: 'पहा' })).toBeInTheDocument();

    // Adding without choosing says so in Marathi (the domain's message), beside the Marathi labels.
    await user.click(within(proofs).getByRole('button', { name: 'जोडा' }));
    expect(await within(proofs).findByText('कृपया ओळखीचा पुरावा निवडा!')).toBeInTheDocument();
    expect(within(proofs).getByRole('textbox', { name: 'ओळखीचा पुरावा' })).toBeInTheDocument();

    expectNoEnglishOfTheseSteps();
  });

  it('asks a married holder for the spouse / maiden name in Marathi', async () => {
    openWizard({ savedSteps: ['personal'], personalDetails: savedPersonal({ MartialStatus: '1' }) });
    await stepHeading('कुटुंबाची माहिती');

    expect(screen.getByRole('group', { name: 'वडील' })).toBeInTheDocument();
    expect(byLabel('वडिलांचे संबोधन')).toBeInTheDocument();
    expect(byLabel('वडिलांचे नाव')).toBeInTheDocument();
    expect(byLabel('आईचे आडनाव')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'पती/पत्नी किंवा माहेरचे नाव' })).toBeInTheDocument();
    expect(byLabel('पती/पत्नीचे किंवा माहेरचे मधले नाव')).toBeInTheDocument();

    expectNoEnglishOfTheseSteps();
  });

  it('takes a minor without PAN through the guardian and Form 60/61 steps in Marathi', async () => {
    const user = openWizard({
      savedSteps: ['personal', 'family', 'relatedPerson'],
      personalDetails: savedPersonal({ DOB: bornYearsAgo(10), IsMinor: true, isPAN: false, PAN: '', panFilePath: '' }),
    });
    await stepHeading('Form 60/61');

    expect(byLabel('व्यवहाराचा तपशील')).toBeInTheDocument();
    expect(byLabel('व्यवहारांची रक्कम')).toBeInTheDocument();
    expect(byLabel('आयकर वॉर्ड / सर्कल / रेंजचा तपशील')).toBeInTheDocument();
    expect(byLabel('PAN नसण्याचे कारण')).toBeInTheDocument();
    const assessed = screen.getByRole('radiogroup', { name: 'तुमचे आयकर निर्धारण झाले आहे का?' });
    expect(within(assessed).getByRole('radio', { name: 'हो' })).toBeChecked();
    expect(within(assessed).getByRole('radio', { name: 'नाही' })).not.toBeChecked();
    expectNoEnglishOfTheseSteps();

    await user.click(screen.getByRole('button', { name: 'संबंधित व्यक्ती / पालक' }));
    await stepHeading('संबंधित व्यक्ती / पालक');
    expect(byLabel('संबोधन')).toBeInTheDocument();
    expect(byLabel('नाव')).toBeInTheDocument();
    expect(byLabel('अर्जदाराशी नाते')).toBeInTheDocument();
    expect(byLabel('संबंधित व्यक्तीचा प्रकार')).toBeInTheDocument();
    expect(byLabel('आधार नंबर')).toBeInTheDocument();
    expect(byLabel('न्यायालयाच्या आदेशाचा क्रमांक')).toBeInTheDocument();
    expectNoEnglishOfTheseSteps();
  });

  it("says in the chosen language what the bank's record filled, and says it again on a change of language", async () => {
    const record = {
      responseCode: 'OK',
      responseMessage: '',
      customerId: 'C2002',
      branchCode: '101',
      title: '2',
      firstName: 'Sunita',
      middleName: '',
      lastName: 'Joshi',
      dob: '1985-01-10',
      gender: '2',
      mobile: '9876543210',
      // No e-mail, occupation or PAN on record: the sentence names only what was filled.
      email: '',
      pan: '',
      address1: '4 Peth Road',
      address2: '',
      address3: '',
      city: 'Nashik',
      pin: '422001',
      state: 27,
      averageIncome: '',
      education: null,
      occupation: null,
    };
    stubFetch({
      ...wizardAnswers({ details: holderDetails({ accountTypeId: FORM_TYPE.existingCustomerFixedDeposit }) }),
      'POST /api/Registration/GetCustomerDataByCustomerId': () => ({ body: record }),
    });
    renderApp('/Registration');
    const user = userEvent.setup();
    await stepHeading('वैयक्तिक माहिती');

    await user.type(byLabel('ग्राहक आयडी'), 'C2002');
    await user.click(screen.getByRole('button', { name: 'ग्राहकाची माहिती आणा' }));
    await waitFor(() => expect(byLabel('नाव')).toHaveValue('Sunita'));
    expect(screen.getByRole('status')).toHaveTextContent(
      'बँकेच्या नोंदीतून (C2002) भरलेली माहिती: नाव, जन्मतारीख, लिंग, मोबाईल नंबर आणि पत्रव्यवहाराचा पत्ता. जतन करण्यापूर्वी ती तपासून पाहा.',
    );
    expectNoEnglishOfTheseSteps();

    await act(() => switchLanguage('hi'));
    expect(screen.getByRole('status')).toHaveTextContent(
      'बैंक के रिकॉर्ड (C2002) से भरी गई जानकारी: नाम, जन्म तिथि, लिंग, मोबाइल नंबर और पत्राचार का पता। सहेजने से पहले इसे जाँच लें।',
    );
    expect(byLabel('पहला नाम')).toHaveValue('Sunita');
  });
});

describe('the upload help', () => {
  it('is in English word for word as the domain words it, for every set of types and both limits', () => {
    const typeSets = [
      IMAGE_FILE_TYPES,
      UPLOAD_FILE_TYPES,
      ['image/jpeg', 'application/pdf'],
      ['application/pdf'],
    ] as const;
    for (const types of typeSets) {
      for (const limit of ['photo', 'document'] as UploadLimit[]) {
        expect(uploadHelp(types, limit)).toBe(uploadHelpText(types, limit));
      }
    }
  });

  it('is in Hindi with the types and size as they are', async () => {
    await switchLanguage('hi');
    try {
      expect(uploadHelp(['image/jpeg', 'application/pdf'], 'document')).toBe(
        'JPG, JPEG या PDF, अधिकतम 5 MB। बड़ी फ़ोटो अपने आप छोटी कर दी जाती हैं।',
      );
      expect(uploadHelp(['application/pdf'], 'document')).toBe('PDF, अधिकतम 5 MB।');
    } finally {
      await switchLanguage('en');
    }
  });
});
