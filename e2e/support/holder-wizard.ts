import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import {
  chooseOption,
  escapeRegExp,
  fillDeposit,
  holderRecord,
  openSection,
  press,
  saveSection,
  tick,
} from './portal.js';
import { english, type Say } from './say.js';

/** Valid Aadhaar numbers (Verhoeff check digit last), one for each holder of an application. */
export const VALID_AADHAAR = '234123412346';
export const SECOND_VALID_AADHAAR = '567856785670';

/** A small JPEG showing `label`, as a phone would give for a photo or a scanned document. */
export async function jpeg(label: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800"><rect width="600" height="800" fill="#cfd8e3"/><text x="40" y="400" font-size="48">${label}</text></svg>`;
  return { name: `${label}.jpg`, mimeType: 'image/jpeg', buffer: await sharp(Buffer.from(svg)).jpeg().toBuffer() };
}

export function textbox(scope: Page | Locator, name: string) {
  return scope.getByRole('textbox', { name, exact: true });
}

export async function fillDate(page: Page, name: string, value: string) {
  await textbox(page, name).fill(value);
  await textbox(page, name).press('Tab');
}

/** Saves a wizard step and waits for the server's answer and the next step's heading. */
export async function saveAndNext(page: Page, call: string, next: string, say: Say = english) {
  const answered = page.waitForResponse((response) => response.url().endsWith(`/api/Registration/${call}`));
  await press(page.getByRole('button', { name: say('Save & Next') }));
  expect((await answered).status()).toBe(200);
  await expect(page.getByRole('heading', { name: say(next), level: 2 })).toBeVisible();
}

/**
 * Opens a step the holder has reached: the stepper's button on a wide screen, or on a phone the
 * compact header's 'Go to step' menu (decision 020).
 */
export async function openStep(page: Page, label: string) {
  const steps = page.getByRole('navigation', { name: 'Steps' });
  // Below Mantine's sm breakpoint (48em) the wizard shows the compact header.
  if ((page.viewportSize()?.width ?? 1280) < 768) {
    await press(steps.getByRole('button', { name: 'Go to step' }));
    await press(page.getByRole('menuitem', { name: label }));
  } else {
    await press(steps.getByRole('button', { name: label, exact: true }));
  }
  await expect(page.getByRole('heading', { name: label, level: 2 })).toBeVisible();
}

/** Adds a row to the proof table of the Personal Details step. */
export async function addProof(page: Page, proof: string, poiPoa: string, say: Say = english) {
  const adder = page.getByRole('group', { name: say('Add a proof document') });
  await press(adder.getByRole('textbox', { name: say('Proof of Identity') }));
  await press(page.getByRole('option', { name: say(proof), exact: true }));
  await press(adder.getByRole('textbox', { name: say('POI/POA') }));
  await press(page.getByRole('option', { name: say(poiPoa), exact: true }));
  await press(adder.getByRole('button', { name: say('Add'), exact: true }));
}

/** One Aadhaar proof covering identity and address, with its number and a scan. */
export async function addAadhaarProof(page: Page, aadhaar = VALID_AADHAAR, say: Say = english) {
  await addProof(page, 'UID-Aadhaar No.', 'POA & POI', say);
  const row = page.getByRole('group', { name: say('UID-Aadhaar No.') });
  await row.getByRole('textbox', { name: say('Document Number') }).fill(aadhaar);
  await row.getByLabel(say('Upload')).setInputFiles(await jpeg('aadhaar'));
}

export interface PersonalOptions {
  dob: string;
  withPan: boolean;
  title?: string;
  firstName?: string;
  middleName?: string;
  lastName?: string;
  gender?: string;
  /** 'Mobile number belongs to'. */
  mobileBelongsTo?: string;
  /** The language the screens are read in. */
  say?: Say;
}

/**
 * The Personal Details step up to the proof table: photo (a PDF refused first), name, birth date,
 * occupation, mobile's owner, address with 'Same as above', and a PAN or the Form 60/61 box.
 */
export async function fillPersonal(page: Page, options: PersonalOptions) {
  const {
    title = 'Mr.',
    firstName = 'Ravi',
    middleName = 'Kumar',
    lastName = 'Patil',
    gender = 'Male',
    mobileBelongsTo = 'Self',
    say = english,
  } = options;
  const photo = page.getByLabel(new RegExp(`^${escapeRegExp(say('Photo'))}`));
  // A PDF is refused on the spot and the field cleared; a JPEG shows its thumbnail.
  const pdf = { name: 'photo.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF') };
  await photo.setInputFiles(pdf);
  await expect(page.getByText(say('Kindly upload document in JPG,JPEG,PNG format only'))).toBeVisible();
  await photo.setInputFiles(await jpeg('photo'));
  await expect(page.getByRole('img', { name: say('{label} preview', { label: say('Photo') }) })).toBeVisible();
  await chooseOption(page, say('Title'), say(title));
  await textbox(page, say('First Name')).fill(firstName);
  await textbox(page, say('Middle Name')).fill(middleName);
  await textbox(page, say('Last Name')).fill(lastName);
  await chooseOption(page, say('Gender'), say(gender));
  await fillDate(page, say('Date of Birth'), options.dob);
  await chooseOption(page, say('Occupation'), say('Professional'));
  await tick(page.getByRole('radio', { name: say(mobileBelongsTo) }));
  await textbox(page, say('Communication Address 1')).fill('12 MG Road');
  await textbox(page, say('Communication City')).fill('Pune');
  await textbox(page, say('Communication Pincode')).fill('411001');
  await chooseOption(page, say('Communication State'), say('Maharashtra'));
  await tick(page.getByRole('checkbox', { name: say('Same as above') }));
  if (options.withPan) {
    await textbox(page, say.key('personalStep.pan')).fill('abcpe1234f');
    await page.getByLabel(new RegExp(`^${escapeRegExp(say('PAN document'))}`)).setInputFiles(await jpeg('pan'));
  } else {
    await tick(page.getByRole('checkbox', { name: say('Fill Form 60/61 if PAN is not available') }));
    await expect(textbox(page, say.key('personalStep.pan'))).toBeDisabled();
  }
}

/**
 * The Family Details step of an unmarried holder (fillPersonal leaves the marital status Unmarried):
 * father and mother; a spouse / maiden name is not asked.
 */
export async function fillFamily(page: Page, say: Say = english) {
  await expect(page.getByRole('group', { name: say('Spouse / Maiden') })).toHaveCount(0);
  for (const [who, first] of [
    ['Father', 'Suresh'],
    ['Mother', 'Sunita'],
  ] as const) {
    await chooseOption(page, say(`${who} Title`), say(who === 'Father' ? 'Mr.' : 'Mrs.'));
    await textbox(page, say(`${who} First Name`)).fill(first);
    await textbox(page, say(`${who} Last Name`)).fill('Patil');
  }
}

/** The Form no 60/61 step of a holder without PAN. */
export async function fillForm60(page: Page, reason = 'Applied for PAN, not yet allotted') {
  await textbox(page, 'Transaction Particulars').fill('Opening a fixed deposit');
  await textbox(page, 'Amount of Transactions').fill('100000');
  await textbox(page, 'Income Tax Ward / Circle / Range details').fill('Not assessed');
  await textbox(page, 'Reason for not having PAN').fill(reason);
}

/** The Additional Details step: income (annual income worked out), balance, religion, caste and occupation. */
export async function fillAdditional(page: Page, say: Say = english) {
  await textbox(page, say('Monthly income')).fill('40000');
  await expect(textbox(page, say('Annual income'))).toHaveValue('₹4,80,000');
  await textbox(page, say('Expected average balance')).fill('25000');
  await chooseOption(page, say('Religion'), say('Hindu'));
  await chooseOption(page, say('Caste'), say('Open Category'));
  await chooseOption(page, say('Occupation details'), say('Professional'));
  await textbox(page, say('Name of the employer/firm/institution')).fill('Patil and Sons');
  await textbox(page, say('Source of income')).fill('Consulting');
  await chooseOption(page, say('Reason for opening the account'), say('Savings'));
}

/**
 * The first holder's step 7: how the account is operated, and one nominee, an adult, nominated one after
 * another (the nominees form the hub's nomination section shows too).
 */
export async function fillNomination(page: Page, accountOperations = 'Self', say: Say = english) {
  await tick(page.getByRole('radio', { name: say(accountOperations) }));
  await tick(page.getByRole('radio', { name: say('Nominate one after another (successive)') }));
  const nominee = page.getByRole('group', { name: say('Nominee {number}', { number: 1 }), exact: true });
  await textbox(nominee, say('First Name')).fill('Asha');
  await textbox(nominee, say('Last Name')).fill('Patil');
  await textbox(nominee, say('Relationship')).fill('Wife');
  await textbox(nominee, say('Date of Birth')).fill('12-04-1990');
  await textbox(nominee, say('Date of Birth')).press('Tab');
  await textbox(nominee, say('Address {line}', { line: 1 })).fill('12 MG Road, Pune');
}

/**
 * Holder 1 of an application with further holders, from the hub's 'Edit holder 1' to its declaration:
 * an adult with PAN and an Aadhaar proof. The declaration's Submit is refused while the application lacks
 * other parts (another holder, the deposit details); it then returns to the hub, where holder 1 is Completed.
 */
export async function completeFirstHolder(page: Page, options: { dob: string; accountOperations: string }) {
  await press(page.getByRole('button', { name: 'Edit holder 1' }));
  await expect(page).toHaveURL(/\/FirstHolder\/personal$/);
  await expect(page.getByRole('heading', { name: 'Personal Details', level: 2 })).toBeVisible();
  await fillPersonal(page, { dob: options.dob, withPan: true });
  await addAadhaarProof(page);
  await saveAndNext(page, 'Registration', 'Family Details');
  await fillFamily(page);
  await saveAndNext(page, 'UpdateFamilyDetails', 'Additional Details');
  await fillAdditional(page);
  await saveAndNext(page, 'UpdateAdditionalDetails', 'Techno products');
  await saveAndNext(page, 'UpdateTechnoProducts', 'Instruction for account operations and Nomination form DA-1');
  await fillNomination(page, options.accountOperations);
  await saveAndNext(page, 'UpdateNominees', 'Applicant Declaration');
  await tick(page.getByRole('checkbox', { name: 'I agree to above terms and conditions' }));
  await press(page.getByRole('button', { name: 'Submit' }));
  // Holder 1 is done; the other holders (and the hub's deposit) are what is next, not an error.
  const next = page.getByRole('status', { name: /^Holder 1 complete/ });
  await expect(next).toBeVisible();
  await press(next.getByRole('link', { name: 'Back to Create New Account' }));
  await expect(page).toHaveURL(/\/CreateNewAccount$/);
  await expect(holderRecord(page, 'Ravi Kumar Patil')).toContainText('Completed');
}

/** The hub's FD section: deposit, tenure, interest payout, the bank account, and a year's auto renewal. */
export async function saveFixedDeposit(page: Page) {
  const fd = await openSection(page, 'FD');
  await fillDeposit(page, fd);
  // Auto renewal is Yes by default: it renews for a year.
  await fd.getByRole('textbox', { name: 'Period Years' }).fill('1');
  await fd.getByRole('textbox', { name: 'Period Months' }).fill('0');
  await fd.getByRole('textbox', { name: 'Period Days' }).fill('0');
  await saveSection(page, fd, 'UpdateFDDetails');
}

/**
 * The hub's Submit and the success page (decision 019): /success/{id} shows the reference number, read
 * from the server, so a reload keeps it; it names the branch to visit and the originals to bring,
 * and its 'Download PDF' saves `{reference}.pdf`. Nothing downloads by itself.
 */
export async function submitFromHub(page: Page, reference: string) {
  let downloads = 0;
  page.on('download', () => (downloads += 1));
  await press(page.getByRole('button', { name: 'Submit', exact: true }));
  await expect(page).toHaveURL(/\/success\/\d+$/);
  await expectSuccessPage(page, reference);
  expect(downloads).toBe(0);

  await page.reload();
  await expectSuccessPage(page, reference);

  const download = page.waitForEvent('download');
  await press(page.getByRole('button', { name: 'Download PDF' }));
  const pdf = await download;
  expect(pdf.suggestedFilename()).toBe(`${reference}.pdf`);
  expect(
    readFileSync(await pdf.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await expect(page.getByRole('status').filter({ hasText: `${reference}.pdf is saved` })).toBeVisible();
}

/** The success page of one application: its reference, the demo branch with its address and a list of originals. */
export async function expectSuccessPage(page: Page, reference: string, say: Say = english) {
  await expect(page.getByRole('heading', { name: say('Form submitted successfully'), level: 1 })).toBeVisible();
  await expect(page.getByText(reference, { exact: true })).toBeVisible();
  const next = page.getByRole('region', { name: say('What happens next') });
  await expect(next.getByText(say('Pune Main Branch'))).toBeVisible();
  await expect(next.getByText('1180 Laxmi Road, Budhwar Peth, Pune 411002')).toBeVisible();
  await expect(
    next
      .getByRole('list', {
        name: new RegExp(`^${escapeRegExp(say('Account holder {number}', { number: 1 }))}`),
      })
      .getByRole('listitem')
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: say('Go to my applications') })).toBeVisible();
}
