import { expect, test } from '@playwright/test';
import {
  addAadhaarProof,
  fillFamily,
  fillPersonal,
  saveAndNext,
  textbox,
  VALID_AADHAAR,
} from './support/holder-wizard.js';
import { expectNoViolations, generateApplication, newMobile, signInAsCustomer } from './support/portal.js';

/*
 * A phone-first journey (decision 020): a compact step header on a phone, each step at its own URL (the
 * browser's Back, a reload), a question before unsaved changes are left, and what was typed kept for
 * a reload of the tab (never a file or a full Aadhaar number).
 */

const thisYear = new Date().getFullYear();

/** This tab's drafts of unsaved steps, as stored. */
function storedDrafts(page: import('@playwright/test').Page) {
  return page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));
}

test(
  'on a phone a step has its URL and a compact header; Back and a reload keep the customer on track',
  { tag: '@phone' },
  async ({ page, isMobile }, testInfo) => {
    test.skip(!isMobile, 'the compact header is the phone’s');
    test.setTimeout(120_000);
    await signInAsCustomer(page, newMobile());
    await generateApplication(page, 'Fixed Deposit');
    await page.getByRole('button', { name: 'Edit holder 1' }).click();
    await expect(page).toHaveURL(/\/FirstHolder\/personal$/);

    const steps = page.getByRole('navigation', { name: 'Steps' });
    // An adult with PAN has six steps on the path (no guardian, no Form 60/61).
    await expect(steps).toContainText('Step 1 of 6 · Personal Details');
    await expect(steps.getByRole('progressbar', { name: 'Progress: Step 1 of 6' })).toBeVisible();
    await expect(steps.getByRole('button', { name: 'Family Details' })).toHaveCount(0);
    expect((await steps.boundingBox())?.height ?? 999).toBeLessThan(100);

    await fillPersonal(page, { dob: `15-Apr-${thisYear - 30}`, withPan: true });
    await addAadhaarProof(page);
    // What is typed is kept for this tab, but never the photo or the Aadhaar number.
    const personalDraft = await storedDrafts(page);
    expect(personalDraft).toContain('"FirstName\\":\\"Ravi');
    expect(personalDraft).not.toContain(VALID_AADHAAR);
    expect(personalDraft).not.toContain('base64');
    await saveAndNext(page, 'Registration', 'Family Details');
    expect(await storedDrafts(page)).not.toContain('wizardDraft');

    // After Save & Next: the next step's URL, its heading focused, and heading and first field on screen.
    await expect(page).toHaveURL(/\/FirstHolder\/family$/);
    await expect(steps).toContainText('Step 2 of 6 · Family Details');
    const heading = page.getByRole('heading', { name: 'Family Details', level: 2 });
    await expect(heading).toBeFocused();
    await expect(steps).toBeInViewport();
    await expect(heading).toBeInViewport();
    await expect(textbox(page, 'Father Title')).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath('phone-family-step.png') });
    await expectNoViolations(page);

    // A reload asks first (the browser's question), then stays on the step with what was typed.
    await textbox(page, 'Father First Name').fill('Suresh');
    await textbox(page, 'Father Last Name').fill('Patil');
    const dialogs: string[] = [];
    page.once('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    await expect(page).toHaveURL(/\/FirstHolder\/family$/);
    await expect(heading).toBeVisible();
    await expect(textbox(page, 'Father First Name')).toHaveValue('Suresh');
    await expect(textbox(page, 'Father Last Name')).toHaveValue('Patil');
    expect(dialogs).toEqual(['beforeunload']);
    await page.screenshot({ path: testInfo.outputPath('phone-family-step-reloaded.png') });

    // The browser's Back with unsaved changes asks; Stay keeps the step and what was typed.
    await page.evaluate(() => window.history.back());
    const leave = page.getByRole('dialog', { name: 'Leave this step?' });
    await expect(leave).toContainText('What you typed on this step is not saved.');
    await expectNoViolations(page);
    await leave.getByRole('button', { name: 'Stay' }).click();
    await expect(leave).toBeHidden();
    await expect(page).toHaveURL(/\/FirstHolder\/family$/);
    await expect(textbox(page, 'Father First Name')).toHaveValue('Suresh');

    await fillFamily(page);
    await saveAndNext(page, 'UpdateFamilyDetails', 'Additional Details');
    await expect(steps).toContainText('Step 3 of 6 · Additional Details');

    // Saved, the browser's Back goes to the step before, as saved.
    await page.goBack();
    await expect(page).toHaveURL(/\/FirstHolder\/family$/);
    await expect(heading).toBeVisible();
    await expect(textbox(page, 'Father First Name')).toHaveValue('Suresh');
    await page.goForward();
    await expect(page.getByRole('heading', { name: 'Additional Details', level: 2 })).toBeVisible();

    // 'Go to step' lists the steps reached.
    await steps.getByRole('button', { name: 'Go to step' }).click();
    await expect(page.getByRole('menuitem')).toHaveText([
      '1. Personal Details',
      '2. Family Details',
      '3. Additional Details',
    ]);
    await page.getByRole('menuitem', { name: '1. Personal Details' }).click();
    await expect(page).toHaveURL(/\/FirstHolder\/personal$/);
    await expect(page.getByRole('heading', { name: 'Personal Details', level: 2 })).toBeFocused();
  },
);

test('a wide screen keeps the full stepper', async ({ page, isMobile }, testInfo) => {
  test.skip(isMobile, 'the full stepper is the wide screen’s');
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAsCustomer(page, newMobile());
  await generateApplication(page, 'Fixed Deposit');
  await page.getByRole('button', { name: 'Edit holder 1' }).click();
  await expect(page).toHaveURL(/\/FirstHolder\/personal$/);
  const steps = page.getByRole('navigation', { name: 'Steps' });
  await expect(steps.getByRole('button')).toHaveCount(8);
  await expect(steps.getByRole('button', { name: 'Family Details' })).toBeDisabled();
  await expect(steps.getByRole('button', { name: 'Go to step' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('wide-personal-step.png') });
});
