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
  press,
  saveSection,
  signInAsCustomer,
} from './support/portal.js';

// The existing customers come from e2e/support/customer-master.csv, imported before the server starts.
// Each test signs in as one of its own, so each starts as a new customer of the portal and tests can
// run side by side: the two journeys at desktop width, and the phone's look at the compact header.
const CUSTOMERS = {
  adult: { customerId: 'E2E-ADULT-D', mobile: '9123400011' },
  minor: { customerId: 'E2E-MINOR-D', mobile: '9123400021' },
  minorOnPhone: { customerId: 'E2E-MINOR-P', mobile: '9123400022' },
} as const;

/** Signs in, generates an existing customer's FD and opens holder 1, which is the second flow. */
async function openRegistration(page: Page, mobile: string): Promise<string> {
  await signInAsCustomer(page, mobile);
  const reference = await generateApplication(page, 'Fixed Deposit (existing customer)');
  // Type 5 has no extra applicants, nomination or account operations on the hub.
  await expect(page.getByRole('button', { name: 'Add new applicant' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Nomination form DA-1', exact: true })).toHaveCount(0);
  await press(page.getByRole('button', { name: 'Edit holder 1' }));
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
  await press(page.getByRole('button', { name: 'Fetch customer details' }));
  await expect(page.getByText('No customer was found with this Customer Id.')).toBeVisible();
  await expect(textbox(page, 'First Name')).toHaveValue('');
  await textbox(page, 'Customer Id').fill(customerId);
  await press(page.getByRole('button', { name: 'Fetch customer details' }));
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
}) => {
  test.setTimeout(120_000);
  const { customerId, mobile } = CUSTOMERS.adult;
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

test('an existing customer who is a minor goes through the guardian step of /Registration', async ({ page }) => {
  test.setTimeout(120_000);
  const { customerId, mobile } = CUSTOMERS.minor;
  await openRegistration(page, mobile);
  await fetchCustomer(page, customerId);
  await expect(textbox(page, 'PAN')).toHaveValue('ABCPK1234F');
  // A minor with PAN: the guardian step applies, Form 60/61 does not.
  await expect(page.getByRole('button', { name: 'Form no 60/61 (not applicable)' })).toBeDisabled();
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

test(
  "on a phone the /Registration wizard's compact header counts the steps of the fetched customer's path",
  { tag: '@phone' },
  async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the compact header is the phone’s; the journeys above check the full stepper');
    const { customerId, mobile } = CUSTOMERS.minorOnPhone;
    // Before the fetch, an adult with PAN's four steps (openRegistration checks 'Step 1 of 4').
    await openRegistration(page, mobile);
    await fetchCustomer(page, customerId);
    await expect(textbox(page, 'PAN')).toHaveValue('ABCPK1234F');
    // The master's minor with PAN: the guardian step joins the path, Form 60/61 does not.
    await expect(page.getByRole('navigation', { name: 'Steps' })).toContainText('Step 1 of 5 · Personal Details');
  },
);
