import { expect, test, type Locator, type Page } from '@playwright/test';
import { jpeg, textbox, VALID_AADHAAR } from './support/holder-wizard.js';
import { newMobile, signInAsCustomer } from './support/portal.js';

/*
 * Touch: on a phone (360 px, mobile emulation, touch) every kind of input takes a value
 * with a tap: selects (the proof table's POI/POA choice near the page's end among them), a date
 * picker, a switch and the uploads. Nothing here clicks what a person would tap.
 */
test.skip(({ isMobile }) => !isMobile, 'taps are what a phone does; the desktop project clicks');

/** Taps a select open and taps one of its options; the page must not jump away from the field. */
async function tapOption(page: Page, select: Locator, option: string) {
  await select.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  await select.tap();
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
  await listbox.getByRole('option', { name: option, exact: true }).tap();
  await expect(select).toHaveValue(option);
  await expect(listbox).toBeHidden();
}

/** Taps a file field (or its button) and picks the file in the chooser the phone opens. */
async function tapUpload(page: Page, control: Locator, file: Awaited<ReturnType<typeof jpeg>>) {
  await control.scrollIntoViewIfNeeded();
  const chooser = page.waitForEvent('filechooser');
  await control.tap();
  await (await chooser).setFiles(file);
}

test(
  'a phone takes every select, date, switch and upload with a tap, and saves step 1',
  { tag: '@phone' },
  async ({ page }) => {
    test.setTimeout(120_000);
    const thisYear = new Date().getFullYear();
    await signInAsCustomer(page, newMobile());

    await test.step('Primary details: three selects, then Generate Details', async () => {
      await expect(page).toHaveURL(/\/CreateNewAccount$/);
      await tapOption(page, textbox(page, 'Form Type'), 'Fixed Deposit');
      await tapOption(page, textbox(page, 'Location'), 'Pune');
      await tapOption(page, textbox(page, 'Branch'), 'Pune Main Branch');
      await page.getByRole('button', { name: 'Generate Details' }).tap();
      await expect(page.getByText(/Reference No\.\s*\d{14}/)).toBeVisible();
    });

    await test.step('the hub: a switch', async () => {
      await page.getByRole('button', { name: 'Techno based products requirement', exact: true }).tap();
      const panel = page.getByRole('region', { name: 'Techno based products requirement', exact: true });
      const sms = panel.getByRole('switch', { name: 'SMS banking' });
      // Every switch starts on (holder-wizards.md §3): a tap turns SMS banking off.
      await expect(sms).toBeChecked();
      await sms.tap();
      await expect(sms).not.toBeChecked();
      const saved = page.waitForResponse((response) =>
        response.url().endsWith('/api/Registration/UpdateTechnoProducts'),
      );
      await panel.getByRole('button', { name: 'Save' }).tap();
      expect((await saved).status()).toBe(200);
    });

    await page.getByRole('button', { name: 'Edit holder 1' }).tap();
    await expect(page.getByRole('heading', { name: 'Personal Details', level: 2 })).toBeVisible();

    await test.step('Personal Details: photo, selects, radio, checkbox and PAN document', async () => {
      await tapUpload(page, page.getByLabel(/^Photo/), await jpeg('photo'));
      await expect(page.getByRole('img', { name: 'Photo preview' })).toBeVisible();
      await tapOption(page, textbox(page, 'Title'), 'Mr.');
      await textbox(page, 'First Name').fill('Ravi');
      await textbox(page, 'Middle Name').fill('Kumar');
      await textbox(page, 'Last Name').fill('Patil');
      await tapOption(page, textbox(page, 'Gender'), 'Male');
      await textbox(page, 'Date of Birth').fill(`15-Apr-${thisYear - 36}`);
      await textbox(page, 'Date of Birth').press('Tab');
      await tapOption(page, textbox(page, 'Occupation'), 'Professional');
      await page.getByRole('radio', { name: 'Self' }).tap();
      await expect(page.getByRole('radio', { name: 'Self' })).toBeChecked();
      await textbox(page, 'Communication Address 1').fill('12 MG Road');
      await textbox(page, 'Communication City').fill('Pune');
      await textbox(page, 'Communication Pincode').fill('411001');
      await tapOption(page, textbox(page, 'Communication State'), 'Maharashtra');
      await page.getByRole('checkbox', { name: 'Same as above' }).tap();
      await expect(page.getByRole('checkbox', { name: 'Same as above' })).toBeChecked();
      await textbox(page, 'PAN').fill('abcpe1234f');
      await tapUpload(page, page.getByLabel(/^PAN document/), await jpeg('pan'));
    });

    await test.step('the proof table: both selects of "Add a proof document", the rows', async () => {
      const adder = page.getByRole('group', { name: 'Add a proof document' });
      await tapOption(page, adder.getByRole('textbox', { name: 'Proof of Identity' }), 'UID-Aadhaar No.');
      await tapOption(page, adder.getByRole('textbox', { name: 'POI/POA' }), 'POA & POI');
      await adder.getByRole('button', { name: 'Add', exact: true }).tap();
      const aadhaar = page.getByRole('group', { name: 'UID-Aadhaar No.' });
      await aadhaar.getByRole('textbox', { name: 'Document Number' }).fill(VALID_AADHAAR);
      await tapUpload(page, aadhaar.getByLabel('Upload'), await jpeg('aadhaar'));

      await tapOption(page, adder.getByRole('textbox', { name: 'Proof of Identity' }), 'Passport');
      await tapOption(page, adder.getByRole('textbox', { name: 'POI/POA' }), 'POA');
      await adder.getByRole('button', { name: 'Add', exact: true }).tap();
      const passport = page.getByRole('group', { name: 'Passport' });
      await passport.getByRole('textbox', { name: 'Document Number' }).fill('J8369854');
      // The row's own POI/POA select, the lowest select of the page.
      await tapOption(page, passport.getByRole('textbox', { name: 'POI/POA' }), 'POA & POI');

      // The date picker: tap the field, go to next month, tap its 15th.
      const expiry = passport.getByRole('textbox', { name: 'Expiry Date' });
      await expiry.scrollIntoViewIfNeeded();
      await expiry.tap();
      const nextMonthButton = page.getByRole('button', { name: 'Next month' });
      await expect(nextMonthButton).toBeVisible();
      await nextMonthButton.tap();
      const nextMonth = new Date(new Date().getFullYear(), new Date().getMonth() + 1, 15);
      const day = nextMonth.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
      await page.getByRole('button', { name: day, exact: true }).tap();
      const shown = `15-${nextMonth.toLocaleDateString('en-GB', { month: 'short' })}-${nextMonth.getFullYear()}`;
      await expect(expiry).toHaveValue(shown);
      await tapUpload(page, passport.getByLabel('Upload'), await jpeg('passport'));
    });

    await test.step('Save & Next saves step 1', async () => {
      const saved = page.waitForResponse((response) => response.url().endsWith('/api/Registration/Registration'));
      await page.getByRole('button', { name: 'Save & Next' }).tap();
      expect((await saved).status()).toBe(200);
      await expect(page.getByRole('heading', { name: 'Family Details', level: 2 })).toBeVisible();
    });
  },
);
