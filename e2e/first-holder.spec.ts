import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { messages } from '@portal/domain';
import { readFileSync } from 'node:fs';
import {
  addAadhaarProof,
  addProof as addProofTo,
  fillAdditional,
  fillFamily,
  fillForm60,
  fillNomination,
  fillPersonal as fillPersonalOf,
  jpeg,
  openStep,
  saveAndNext as saveAndNextOf,
  saveFixedDeposit,
  submitFromHub,
  textbox as textboxOf,
  VALID_AADHAAR,
} from './support/holder-wizard.js';
import {
  applicationRecord,
  chooseOption,
  expectNoViolations,
  generateApplication,
  holderRecord,
  newMobile,
  recordList,
  records,
  signInAsCustomer,
  signInAsStaff,
} from './support/portal.js';

/* One customer for the file: the adult's application is resumed by the last test. */
test.describe.configure({ mode: 'serial' });
let context: BrowserContext;
let page: Page;
const mobile = newMobile();
/** The adult's application, submitted by the last test. */
let adultReference = '';

const thisYear = new Date().getFullYear();

test.beforeAll(async ({ browser }, testInfo) => {
  const { viewport, hasTouch, isMobile, baseURL } = testInfo.project.use;
  context = await browser.newContext({ viewport, hasTouch, isMobile, baseURL });
  page = await context.newPage();
  await signInAsCustomer(page, mobile);
});

test.afterAll(async () => {
  await context.close();
});

async function openFirstHolder(formType: string): Promise<string> {
  await page.goto('/Status');
  await page.getByRole('button', { name: 'Generate Form' }).click();
  const reference = await generateApplication(page, formType);
  await page.getByRole('button', { name: 'Edit holder 1' }).click();
  await expect(page).toHaveURL(/\/FirstHolder\/personal$/);
  await expect(page.getByRole('heading', { name: 'Personal Details', level: 2 })).toBeVisible();
  return reference;
}

/* The shared wizard helpers, on this file's page. */
const textbox = (name: string) => textboxOf(page, name);
const saveAndNext = (call: string, next: string) => saveAndNextOf(page, call, next);
const addProof = (proof: string, poiPoa: string) => addProofTo(page, proof, poiPoa);
const fillPersonal = (options: { dob: string; withPan: boolean }) => fillPersonalOf(page, options);

test('an adult with PAN completes every step with a photo and two proofs', async () => {
  test.setTimeout(120_000);
  adultReference = await openFirstHolder('Fixed Deposit');
  await fillPersonal({ dob: `15-Apr-${thisYear - 36}`, withPan: true });

  // The proof table: the selection messages first, then an Aadhaar (POI) and a passport (POA).
  await page
    .getByRole('group', { name: 'Add a proof document' })
    .getByRole('button', { name: 'Add', exact: true })
    .click();
  await expect(page.getByText('Please select Proof of Identity!')).toBeVisible();
  await addProof('UID-Aadhaar No.', 'POI');
  await addProof('UID-Aadhaar No.', 'POA');
  await expect(page.getByText('UID-Aadhaar No. already exists!')).toBeVisible();
  await addProof('Passport', 'POA');
  const aadhaarRow = page.getByRole('group', { name: 'UID-Aadhaar No.' });
  const passportRow = page.getByRole('group', { name: 'Passport' });
  await aadhaarRow.getByRole('textbox', { name: 'Document Number' }).fill('234123412345');
  await expect(aadhaarRow.getByRole('textbox', { name: 'Expiry Date' })).toBeDisabled();
  await aadhaarRow.getByLabel('Upload').setInputFiles(await jpeg('aadhaar'));
  await passportRow.getByRole('textbox', { name: 'Document Number' }).fill('J8369854');
  await passportRow.getByRole('textbox', { name: 'Expiry Date' }).fill(`01-May-${thisYear + 5}`);
  await passportRow.getByRole('textbox', { name: 'Expiry Date' }).press('Tab');
  await passportRow.getByLabel('Upload').setInputFiles(await jpeg('passport'));

  // A wrong Aadhaar check digit is refused beside the field, then corrected.
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await expect(page.getByText('Please enter valid Aadhaar Number!').first()).toBeVisible();
  await aadhaarRow.getByRole('textbox', { name: 'Document Number' }).fill(VALID_AADHAAR);
  // After that failed save, a PDF disguised as a JPEG does not open as an image: the row says so and
  // keeps the scan chosen before, which the save sends (the server refuses such bytes too, with its
  // own check: apps/server/test/documents.test.ts).
  const disguised = { name: 'scan.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('%PDF-1.4\n%%EOF') };
  await aadhaarRow.getByLabel('Upload').setInputFiles(disguised);
  await expect(aadhaarRow.getByText(messages.damagedImage)).toBeVisible();
  await expect(aadhaarRow.getByText('aadhaar.jpg')).toBeVisible();
  await saveAndNext('Registration', 'Family Details');

  await fillFamily(page);
  // An adult with PAN skips the related person and Form 60/61.
  await saveAndNext('UpdateFamilyDetails', 'Additional Details');

  await fillAdditional(page);
  await saveAndNext('UpdateAdditionalDetails', 'Techno products');

  await saveAndNext('UpdateTechnoProducts', 'Instruction for account operations and Nomination form DA-1');
  await fillNomination(page, 'Self');
  await saveAndNext('UpdateNominees', 'Applicant Declaration');

  await expect(page.getByRole('listitem')).toHaveCount(14);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert', { name: 'There is a problem' })).toContainText(
    'Please select Terms & conditions',
  );
  await page.getByRole('checkbox', { name: 'I agree to above terms and conditions' }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  // The holder is done, but an FD application also needs its deposit details before it can be submitted.
  const next = page.getByRole('status', { name: 'Holder 1 complete' });
  await expect(next).toContainText('Fixed Deposit details are not saved');
  await expect(page.getByText(/cannot be submitted yet/)).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'I agree to above terms and conditions' })).toBeChecked();
  await next.getByRole('link', { name: 'Back to Create New Account' }).click();
  await expect(page).toHaveURL(/\/CreateNewAccount$/);
  await expect(holderRecord(page, 'Ravi Kumar Patil')).toContainText('Completed');
  await expectNoViolations(page);
});

test('after a reload the wizard resumes with the saved data', async () => {
  await page.reload();
  await page.getByRole('button', { name: 'Edit holder 1' }).click();
  // Every step was reached, so the stepper (on a phone, 'Go to step') opens any of them.
  await openStep(page, 'Personal Details');
  await expect(textbox('First Name')).toHaveValue('Ravi');
  await expect(textbox('PAN')).toHaveValue('ABCPE1234F');
  await expect(page.getByRole('img', { name: 'Photo preview' })).toBeVisible();
  const aadhaarRow = page.getByRole('group', { name: 'UID-Aadhaar No.' });
  await expect(aadhaarRow.getByRole('textbox', { name: 'Document Number' })).toHaveValue('XXXX XXXX 2346');
  await expectNoViolations(page);
  await openStep(page, 'Additional Details');
  await expect(textbox('Monthly income')).toHaveValue('₹40,000');
});

test('a minor without PAN goes through the related person and Form 60/61', async () => {
  test.setTimeout(120_000);
  await openFirstHolder('Fixed Deposit');
  await fillPersonal({ dob: `05-Mar-${thisYear - 10}`, withPan: false });
  await addAadhaarProof(page);
  await saveAndNext('Registration', 'Family Details');

  // A ten-year-old is not asked for a spouse / maiden name.
  await expect(textbox('Spouse / Maiden First Name')).toHaveCount(0);
  for (const who of ['Father', 'Mother'] as const) {
    await chooseOption(page, `${who} Title`, who === 'Father' ? 'Mr.' : 'Mrs.');
    await textbox(`${who} First Name`).fill('Sunil');
    await textbox(`${who} Last Name`).fill('Patil');
  }
  await saveAndNext('UpdateFamilyDetails', 'Related person / guardian');

  await chooseOption(page, 'Title', 'Mr.');
  await textbox('First Name').fill('Sunil');
  await textbox('Last Name').fill('Patil');
  await textbox('Relation with the applicant').fill('Father');
  await chooseOption(page, 'Related Person Type', 'Natural Guardian');
  await textbox('PAN No.').fill('ABCPE1234F');
  await textbox('Aadhaar No.').fill(VALID_AADHAAR);
  await saveAndNext('UpdateDetailOfRelatedPerson', 'Form no 60/61');

  await expect(page.getByRole('radio', { name: 'Yes' })).toBeChecked();
  await fillForm60(page, 'Minor, PAN not yet applied for');
  await saveAndNext('UpdateFormNo60', 'Additional Details');

  // Back retraces the same path.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'Form no 60/61', level: 2 })).toBeVisible();
  await expect(textbox('Transaction Particulars')).toHaveValue('Opening a fixed deposit');
  await expectNoViolations(page);
});

test('the completed FD application is submitted from the hub, downloaded and shown Completed on Status', async () => {
  test.setTimeout(90_000);
  await page.goto('/Status');
  await page.getByRole('button', { name: `Edit ${adultReference}` }).click();
  await expect(page).toHaveURL(/\/CreateNewAccount$/);
  await saveFixedDeposit(page);
  const reference = adultReference;
  await submitFromHub(page, reference);
  await expectNoViolations(page);

  // Still signed in: 'Go to my applications' opens the Status list, where the application is Completed
  // and read-only, with its PDF a click away.
  await page.getByRole('link', { name: 'Go to my applications' }).click();
  await expect(page).toHaveURL(/\/Status$/);
  const row = applicationRecord(page, reference);
  await expect(row).toContainText('Completed');
  const again = page.waitForEvent('download');
  await row.getByRole('button', { name: `Download PDF of ${reference}` }).click();
  expect((await again).suggestedFilename()).toBe(`${reference}.pdf`);

  // Branch staff find it by its reference, open its PDF and export the Completed list.
  const staff = await context.newPage();
  await signInAsStaff(staff, 'pune101');
  await staff.getByRole('checkbox', { name: 'Search By Reference Number' }).check();
  await staff.getByRole('textbox', { name: 'Reference Number' }).fill(reference);
  await staff.getByRole('button', { name: 'Search' }).click();
  const completed = recordList(staff, 'Completed forms');
  await expect(records(completed, reference)).toContainText('Customer');
  const tab = staff.waitForEvent('popup');
  await completed.getByRole('button', { name: `View PDF of ${reference}` }).click();
  await expect(await tab).toHaveURL(/^blob:/);
  const csv = staff.waitForEvent('download');
  await staff.getByRole('button', { name: 'Export CSV' }).click();
  const file = await csv;
  expect(file.suggestedFilename()).toBe('Completed_Forms.csv');
  expect(readFileSync(await file.path(), 'utf8')).toContain(`"=""${reference}"""`);
});
