import { expect, test, type Page } from '@playwright/test';
import {
  addAadhaarProof,
  expectSuccessPage,
  fillAdditional,
  fillFamily,
  fillNomination,
  fillPersonal,
  saveAndNext,
  saveFixedDeposit,
  SECOND_VALID_AADHAAR,
  VALID_AADHAAR,
} from './support/holder-wizard.js';
import {
  applicationRecord,
  expectNoViolations,
  generateApplication,
  holderRecord,
  newMobile,
  press,
  readOtpFromPhone,
  tick,
} from './support/portal.js';

/*
 * The two journeys a first-time customer makes on a cheap phone, from sign-in to the
 * success page, at 360 px with touch; every control is tapped (support's `press`/`tick`). Each page
 * on the way is checked with axe and photographed into the test's output folder
 * (test-results/phone-journeys-*), where the screenshots are looked at.
 */
test.skip(({ isMobile }) => !isMobile, 'the phone journeys; the desktop project covers the same flows by click');

const thisYear = new Date().getFullYear();

/** axe on the page as it is now, and a full-page screenshot named by its place in the journey. */
async function lookAt(page: Page, name: string) {
  await expectNoViolations(page);
  const shot = test.info().outputPath(`${String(++shots).padStart(2, '0')}-${name}.png`);
  await page.screenshot({ path: shot, fullPage: true });
}
let shots = 0;
test.beforeEach(() => {
  shots = 0;
});

/** Sign-in by mobile number and the SMS code, tapped, with both screens looked at. */
async function signIn(page: Page) {
  const mobile = newMobile();
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Get OTP' })).toBeVisible();
  // DICGC's notice under the form, with the QR code the server draws (docs/decisions/042).
  const qrCode = page.getByRole('region', { name: 'Deposit insurance' }).getByRole('img', { name: /^QR code/ });
  await expect.poll(() => qrCode.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await lookAt(page, 'sign-in');
  await page.getByLabel('Mobile Number').fill(mobile);
  await press(page.getByRole('button', { name: 'Get OTP' }));
  const dialog = page.getByRole('dialog', { name: 'Enter OTP' });
  await expect(dialog).toContainText(`+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`);
  await lookAt(page, 'otp');
  await dialog.getByRole('textbox', { name: 'OTP' }).fill(await readOtpFromPhone(mobile));
  await press(dialog.getByRole('button', { name: 'Verify' }));
  await expect(page).toHaveURL(/\/CreateNewAccount$/);
  await lookAt(page, 'create-new-account');
}

/** The holder wizard's Personal Details step of an adult with PAN and an Aadhaar proof. */
async function personalStep(page: Page, aadhaar: string, holder: Parameters<typeof fillPersonal>[1]) {
  await expect(page.getByRole('heading', { name: 'Personal Details', level: 2 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Steps' })).toContainText(/Step 1 of \d · Personal Details/);
  await fillPersonal(page, holder);
  await addAadhaarProof(page, aadhaar);
  await lookAt(page, 'personal-details');
}

/** The declaration's Submit, tapped, once the box is ticked. */
async function submitDeclaration(page: Page) {
  await tick(page.getByRole('checkbox', { name: 'I agree to above terms and conditions' }));
  await lookAt(page, 'declaration');
  await press(page.getByRole('button', { name: 'Submit', exact: true }));
}

test(
  'a new customer opens a single-holder savings account on a phone, from sign-in to the success page',
  { tag: '@phone' },
  async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page);
    const reference = await generateApplication(page, 'Savings Account');
    await lookAt(page, 'hub');

    await press(page.getByRole('button', { name: 'Edit holder 1' }));
    await personalStep(page, VALID_AADHAAR, { dob: `15-Apr-${thisYear - 36}`, withPan: true });
    await saveAndNext(page, 'Registration', 'Family Details');
    await fillFamily(page);
    await lookAt(page, 'family');
    await saveAndNext(page, 'UpdateFamilyDetails', 'Additional Details');
    await fillAdditional(page);
    await lookAt(page, 'additional');
    await saveAndNext(page, 'UpdateAdditionalDetails', 'Techno products');
    await lookAt(page, 'techno');
    await saveAndNext(page, 'UpdateTechnoProducts', 'Instruction for account operations and Nomination form DA-1');
    await fillNomination(page, 'Self');
    await lookAt(page, 'nomination');
    await saveAndNext(page, 'UpdateNominees', 'Applicant Declaration');

    // A single holder's savings account needs nothing more: the declaration's Submit submits it.
    await submitDeclaration(page);
    await expect(page).toHaveURL(/\/success\/\d+$/);
    await expectSuccessPage(page, reference);
    await lookAt(page, 'success');

    await press(page.getByRole('link', { name: 'Go to my applications' }));
    await expect(applicationRecord(page, reference)).toContainText('Completed');
    await lookAt(page, 'status');
  },
);

test(
  'a joint FD on a phone: holder 1 first, then holder 2, then the deposit and Submit',
  { tag: '@phone' },
  async ({ page }) => {
    test.setTimeout(240_000);
    await signIn(page);
    const reference = await generateApplication(page, 'Fixed Deposit');
    await press(page.getByRole('button', { name: 'Add new applicant' }));
    await expect(holderRecord(page, 'Holder 2 (details not yet filled)')).toContainText('Partially Filled');
    await lookAt(page, 'hub-two-holders');

    await press(page.getByRole('button', { name: 'Edit holder 1' }));
    await personalStep(page, VALID_AADHAAR, { dob: `15-Apr-${thisYear - 36}`, withPan: true });
    await saveAndNext(page, 'Registration', 'Family Details');
    await fillFamily(page);
    await saveAndNext(page, 'UpdateFamilyDetails', 'Additional Details');
    await fillAdditional(page);
    await saveAndNext(page, 'UpdateAdditionalDetails', 'Techno products');
    await saveAndNext(page, 'UpdateTechnoProducts', 'Instruction for account operations and Nomination form DA-1');
    await fillNomination(page, 'Either or survivor');
    await saveAndNext(page, 'UpdateNominees', 'Applicant Declaration');
    await submitDeclaration(page);

    // Holder 1 is done: progress, with the way to holder 2, never an error.
    const next = page.getByRole('status', { name: /^Holder 1 complete/ });
    await expect(next).toContainText('Account holder 2');
    // The panel is far above Submit on a phone: it comes onto the screen with the focus, and Submit rests.
    await expect(next).toBeFocused();
    await expect(next).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Submit', exact: true })).toBeDisabled();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await lookAt(page, 'holder-1-complete');
    await press(next.getByRole('link', { name: 'Back to Create New Account' }));
    await expect(holderRecord(page, 'Ravi Kumar Patil')).toContainText('Completed');
    await lookAt(page, 'hub-holder-1-done');

    await press(page.getByRole('button', { name: 'Edit holder 2' }));
    await expect(page).toHaveURL(/\/OtherHolder\/personal$/);
    await personalStep(page, SECOND_VALID_AADHAAR, {
      dob: `20-Jan-${thisYear - 41}`,
      withPan: true,
      title: 'Mrs.',
      firstName: 'Meera',
      middleName: 'Ravi',
      lastName: 'Patil',
      gender: 'Female',
      mobileBelongsTo: 'Family Members',
    });
    await saveAndNext(page, 'UpdatePersonalDetails', 'Additional Details');
    await fillAdditional(page);
    await lookAt(page, 'holder-2-additional');
    await saveAndNext(page, 'UpdateAdditionalDetails', 'Declaration');
    const declaration = page.getByRole('form', { name: 'Declaration' });
    await tick(declaration.getByRole('checkbox', { name: 'I agree to above terms and conditions' }));
    await lookAt(page, 'holder-2-declaration');
    await press(declaration.getByRole('button', { name: 'Save', exact: true }));
    await expect(page).toHaveURL(/\/CreateNewAccount$/);
    await expect(holderRecord(page, 'Meera Ravi Patil')).toContainText('Completed');

    await saveFixedDeposit(page);
    await lookAt(page, 'hub-ready');
    await press(page.getByRole('button', { name: 'Submit', exact: true }));
    await expect(page).toHaveURL(/\/success\/\d+$/);
    await expectSuccessPage(page, reference);
    await lookAt(page, 'success');
  },
);
