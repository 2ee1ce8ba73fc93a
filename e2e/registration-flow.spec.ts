import { expect, test, type Page } from '@playwright/test';
import {
  addProof,
  fillAdditional,
  fillFamily,
  fillForm60,
  saveAndNext,
  saveFixedDeposit,
  submitFromHub,
  textbox,
  VALID_AADHAAR,
} from './support/holder-wizard.js';
import {
  chooseOption,
  expectNoViolations,
  generateApplication,
  holderRecord,
  openSection,
  saveSection,
  signInAsCustomer,
} from './support/portal.js';

// The existing customers come from e2e/support/customer-master.csv, imported before the server starts;
// each Playwright project signs in as its own, so both start as new customers of the portal.
const CUSTOMERS = {
  adult: { desktop: ['E2E-ADULT-D', '9123400011'], phone: ['E2E-ADULT-P', '9123400012'] },
  minor: { desktop: ['E2E-MINOR-D', '9123400021'], phone: ['E2E-MINOR-P', '9123400022'] },
} as const;

function customerFor(kind: keyof typeof CUSTOMERS, project: string) {
  const [customerId, mobile] = CUSTOMERS[kind][project === 'phone' ? 'phone' : 'desktop'];
  return { customerId, mobile };
}

/** Signs in, generates an existing customer's FD and opens holder 1, which is the second flow. */
async function openRegistration(page: Page, mobile: string): Promise<string> {
  await signInAsCustomer(page, mobile);
  const reference = await generateApplication(page, 'Fixed Deposit (existing customer)');
  // Type 5 has no extra applicants, nomination or account operations on the hub.
  await expect(page.getByRole('button', { name: 'Add new applicant' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Nomination form DA-1', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Edit holder 1' }).click();
  await expect(page).toHaveURL(/\/Registration\/personal$/);
  await expect(page.getByRole('heading', { name: 'Personal Details', level: 2 })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Steps' });
  if ((page.viewportSize()?.width ?? 0) < 768) {
    // A phone's compact header counts the steps on the holder's path: an adult with PAN has four.
    await expect(nav).toContainText('Step 1 of 4 · Personal Details');
  } else {
    const steps = nav.getByRole('button');
    await expect(steps).toHaveCount(6);
    await expect(steps.last()).toHaveAccessibleName(/Terms and conditions/);
  }
  return reference;
}

/** Types the Customer Id and fetches the bank's record, an unknown id refused first. */
async function fetchCustomer(page: Page, customerId: string) {
  await textbox(page, 'Customer Id').fill('NO-SUCH-ID');
  await page.getByRole('button', { name: 'Fetch customer details' }).click();
  await expect(page.getByText('No customer was found with this Customer Id.')).toBeVisible();
  await expect(textbox(page, 'First Name')).toHaveValue('');
  await textbox(page, 'Customer Id').fill(customerId);
  await page.getByRole('button', { name: 'Fetch customer details' }).click();
  await expect(textbox(page, 'First Name')).not.toHaveValue('');
}

/** An Aadhaar proof with its number and no scan: an existing customer's KYC is on file. */
async function addAadhaarWithoutUpload(page: Page) {
  await addProof(page, 'UID-Aadhaar No.', 'POA & POI');
  const row = page.getByRole('group', { name: 'UID-Aadhaar No.' });
  await row.getByRole('textbox', { name: 'Document Number' }).fill(VALID_AADHAAR);
}

async function acceptTerms(page: Page) {
  await expect(page.getByRole('heading', { name: 'Terms and conditions', level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'I agree to above terms and conditions' }).check();
  const answered = page.waitForResponse((response) =>
    response.url().endsWith('/api/Registration/UpdateAccountHolderStatus'),
  );
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await answered).status()).toBe(200);
  await expect(page).toHaveURL(/\/CreateNewAccount$/);
}

test('an existing customer without PAN opens an FD through /Registration with no uploads and submits it', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const { customerId, mobile } = customerFor('adult', testInfo.project.name);
  const reference = await openRegistration(page, mobile);
  await fetchCustomer(page, customerId);
  await expect(textbox(page, 'Last Name')).toHaveValue('Kulkarni');
  await expect(textbox(page, 'Permanent City')).toHaveValue('Pune');
  // No photo, PAN or proof files. The master has no PAN: Form 60/61 instead.
  await page.getByRole('radio', { name: 'Self' }).check();
  await page.getByRole('checkbox', { name: 'Fill Form 60/61 if PAN is not available' }).check();
  await expect(textbox(page, 'PAN')).toBeDisabled();
  await addAadhaarWithoutUpload(page);
  await expectNoViolations(page);
  await saveAndNext(page, 'Registration', 'Family Details');

  await fillFamily(page);
  await saveAndNext(page, 'UpdateFamilyDetails', 'Form no 60/61');
  await fillForm60(page);
  await saveAndNext(page, 'UpdateFormNo60', 'Additional Details');

  // The master's monthly income is already there, the annual income worked out from it.
  await expect(textbox(page, 'Monthly income')).toHaveValue('₹40,000');
  await expect(textbox(page, 'Annual income')).toHaveValue('₹4,80,000');
  await fillAdditional(page);
  await saveAndNext(page, 'UpdateAdditionalDetails', 'Terms and conditions');
  await acceptTerms(page);
  await expect(holderRecord(page, 'Suresh Ganpat Kulkarni')).toContainText('Completed');

  const techno = await openSection(page, 'Techno based products requirement');
  await saveSection(page, techno, 'UpdateTechnoProducts');
  // An existing customer's FD asks for the deposit as a new customer's does.
  await saveFixedDeposit(page);
  await submitFromHub(page, reference);
});

test('an existing customer who is a minor goes through the guardian step of /Registration', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const { customerId, mobile } = customerFor('minor', testInfo.project.name);
  await openRegistration(page, mobile);
  await fetchCustomer(page, customerId);
  await expect(textbox(page, 'PAN')).toHaveValue('ABCPK1234F');
  // A minor with PAN: the guardian step applies, Form 60/61 does not.
  if (testInfo.project.name === 'phone') {
    await expect(page.getByRole('navigation', { name: 'Steps' })).toContainText('Step 1 of 5 · Personal Details');
  } else {
    await expect(page.getByRole('button', { name: 'Form no 60/61 (not applicable)' })).toBeDisabled();
  }
  // The master has no occupation for her.
  await chooseOption(page, 'Occupation', 'Student');
  await page.getByRole('radio', { name: 'Self' }).check();
  await addAadhaarWithoutUpload(page);
  await saveAndNext(page, 'Registration', 'Family Details');

  await fillFamily(page);
  await saveAndNext(page, 'UpdateFamilyDetails', 'Related person / guardian');
  await chooseOption(page, 'Title', 'Mr.');
  await textbox(page, 'First Name').fill('Suresh');
  await textbox(page, 'Last Name').fill('Kulkarni');
  await textbox(page, 'Relation with the applicant').fill('Father');
  await chooseOption(page, 'Related Person Type', 'Natural Guardian');
  await textbox(page, 'PAN No.').fill('ABCPK1234F');
  await textbox(page, 'Aadhaar No.').fill(VALID_AADHAAR);
  await saveAndNext(page, 'UpdateDetailOfRelatedPerson', 'Additional Details');

  await fillAdditional(page);
  await saveAndNext(page, 'UpdateAdditionalDetails', 'Terms and conditions');
  await expectNoViolations(page);
  await acceptTerms(page);
  await expect(holderRecord(page, 'Anaya Suresh Kulkarni')).toContainText('Completed');
});
