import { expect, test, type Browser, type Page } from '@playwright/test';
import { addAadhaarProof, fillPersonal, SECOND_VALID_AADHAAR, textbox } from './support/holder-wizard.js';
import {
  expectNoViolations,
  generateApplication,
  messagesOnPhone,
  newMobile,
  openSection,
  press,
  readNewMessageOnPhone,
  readOtpFromPhone,
  recordList,
  records,
  saveSection,
  signInAsCustomer,
  signInAsStaff,
  tick,
} from './support/portal.js';

/*
 * Every depositor agrees for themselves (DESIGN.md §5): the owner fills a joint savings account on
 * their phone, and holder 2, whose mobile is their own, agrees on a second phone from the SMS link,
 * without signing in. A change by the owner asks them again. Both phones at 360 px, every control tapped.
 */
test.skip(({ isMobile }) => !isMobile, 'two phones; the page at a desk is photographed here too');

const thisYear = new Date().getFullYear();

/** The path of the newest consent link the test SMS gateway delivered to a mobile. */
async function readLinkFromPhone(mobile: string, seenBefore: number): Promise<string> {
  const message = await readNewMessageOnPhone(mobile, seenBefore);
  const path = /\/Consent\/[^\s/]+/.exec(message)?.[0];
  if (!path) throw new Error(`no link in ${message}`);
  return path;
}

/** A second phone: its own browser context at 360 px with touch, as holder 2's own handset. */
async function secondPhone(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    reducedMotion: 'reduce',
  });
  return context.newPage();
}

/** The hub's line for holder 2 in the Holders' agreement list. */
function holderTwoAgreement(page: Page) {
  return page
    .getByRole('list', { name: "Holders' agreement" })
    .getByRole('listitem')
    .filter({ hasText: 'Account holder 2' });
}

/** The account operations saved in the hub: a section every holder agrees to. */
async function saveOperations(page: Page, operation: string) {
  const operations = await openSection(page, 'Instruction for account operations');
  await tick(operations.getByRole('radio', { name: operation }));
  await saveSection(page, operations, 'UpdateAccountOperation');
  // The section closes again, and is closed before the next tap: the page shrinking under a tap moves its target.
  await press(page.getByRole('button', { name: 'Instruction for account operations', exact: true }));
  await expect(operations.getByRole('button', { name: 'Save' })).toBeHidden();
}

/** Holder 2 asks for a code on their phone and agrees with it; the page then says so. */
async function agreeOnPhone(holderPage: Page, mobile: string, say: { sendCode: string; code: string; agree: string }) {
  const seenBefore = (await messagesOnPhone(mobile)).length;
  await press(holderPage.getByRole('button', { name: say.sendCode }));
  const code = holderPage.getByRole('textbox', { name: say.code });
  await expect(code).toBeFocused();
  await code.fill(await readOtpFromPhone(mobile, seenBefore));
  await press(holderPage.getByRole('button', { name: say.agree }));
}

test(
  'a joint holder agrees on a second phone from the SMS link, and again after the owner changes the application',
  { tag: '@phone' },
  async ({ page, browser, baseURL }) => {
    test.setTimeout(240_000);
    const ownerMobile = newMobile();
    const holderMobile = newMobile();
    await signInAsCustomer(page, ownerMobile);
    const reference = await generateApplication(page, 'Savings Account');
    await press(page.getByRole('button', { name: 'Add new applicant' }));
    await expect(page.getByRole('textbox', { name: 'Number of Holders' })).toHaveValue('2');

    // Holder 2's personal details, with the mobile of their own phone.
    await press(page.getByRole('button', { name: 'Edit holder 2' }));
    await expect(page).toHaveURL(/\/OtherHolder\/personal$/);
    await fillPersonal(page, {
      dob: `20-Jan-${thisYear - 41}`,
      withPan: true,
      title: 'Mrs.',
      firstName: 'Meera',
      middleName: 'Ravi',
      lastName: 'Patil',
      gender: 'Female',
      mobileBelongsTo: 'Self',
    });
    await textbox(page, 'Mobile No.').fill(holderMobile);
    await addAadhaarProof(page, SECOND_VALID_AADHAAR);
    const saved = page.waitForResponse((response) =>
      response.url().endsWith('/api/Registration/UpdatePersonalDetails'),
    );
    await press(page.getByRole('button', { name: 'Save & Next' }));
    expect((await saved).status()).toBe(200);
    await page.goto('/CreateNewAccount');
    await saveOperations(page, 'Either or survivor');

    // The owner sends holder 2 the link.
    const holderTwo = holderTwoAgreement(page);
    await expect(holderTwo).toContainText('Not asked yet');
    let seen = (await messagesOnPhone(holderMobile)).length;
    await press(holderTwo.getByRole('button', { name: 'Send link to Account holder 2' }));
    await expect(page.getByText('The link has been sent by SMS to the account holder.')).toBeVisible();
    await expect(holderTwo).toContainText('Waiting for Account holder 2');
    const firstLink = await readLinkFromPhone(holderMobile, seen);
    await expectNoViolations(page);
    await page.screenshot({ path: test.info().outputPath('hub-360.png'), fullPage: true });
    // Submit is refused while holder 2 has not agreed, and says so.
    await press(page.getByRole('button', { name: 'Submit', exact: true }));
    await expect(page.getByText(/Account holder 2 has not agreed yet/).first()).toBeVisible();

    // Holder 2's own phone: no sign-in, their own details, the operations and the declaration.
    const holderPage = await secondPhone(browser, baseURL);
    await holderPage.goto(firstLink);
    await expect(holderPage.getByRole('heading', { name: 'Agree to an account application', level: 1 })).toBeVisible();
    await expect(holderPage.getByText(reference, { exact: true })).toBeVisible();
    await expect(holderPage.getByRole('region', { name: 'Your details' })).toContainText('Meera');
    await expect(holderPage.getByRole('region', { name: 'How the account will be operated' })).toContainText(
      'Either or survivor',
    );
    await expect(holderPage.getByRole('region', { name: 'Declaration' }).getByRole('listitem').first()).toBeVisible();
    await expectNoViolations(holderPage);
    await holderPage.screenshot({ path: test.info().outputPath('consent-360.png'), fullPage: true });

    await agreeOnPhone(holderPage, holderMobile, { sendCode: 'Send code', code: 'One-time code', agree: 'I agree' });
    await expect(holderPage.getByText('Thank you. Your agreement is recorded.')).toBeVisible();
    await expect(
      holderPage.getByText(/^You agreed to this application on \d{2}-[A-Z][a-z]{2}-\d{4} \d{2}:\d{2}\.$/),
    ).toBeVisible();
    await expectNoViolations(holderPage);

    // Back on the owner's phone: agreed; then a change to what holder 2 agreed to asks them again.
    await page.reload();
    await expect(holderTwo).toContainText(/Agreed on \d{2}-[A-Z][a-z]{2}-\d{4} \d{2}:\d{2}/);
    await saveOperations(page, 'Jointly by all');
    await expect(holderTwo).toContainText('Changed since agreed: ask again');
    seen = (await messagesOnPhone(holderMobile)).length;
    await press(holderTwo.getByRole('button', { name: 'Send again to Account holder 2' }));
    await expect(holderTwo).toContainText('Waiting for Account holder 2');
    const secondLink = await readLinkFromPhone(holderMobile, seen);
    expect(secondLink).not.toBe(firstLink);

    // The old link shows nothing any more.
    await holderPage.goto(firstLink);
    await expect(holderPage.getByRole('alert')).toHaveText(
      'This link is no longer valid. Ask the person filling the application to send a new one.',
    );

    // The page at a desk, for the record.
    const desk = await browser.newPage({ baseURL, viewport: { width: 1366, height: 900 } });
    await desk.goto(secondLink);
    await expect(desk.getByRole('region', { name: 'Declaration' })).toBeVisible();
    await desk.screenshot({ path: test.info().outputPath('consent-1366.png'), fullPage: true });
    await desk.close();

    // Holder 2 reads it in Marathi this time, and agrees in Marathi.
    await holderPage.goto(secondLink);
    await expect(holderPage.getByRole('region', { name: 'How the account will be operated' })).toContainText(
      'Jointly by all',
    );
    await holderPage.getByRole('combobox', { name: 'Language' }).selectOption('mr');
    await expect(holderPage.getByRole('heading', { name: 'खाते उघडण्याच्या अर्जाला संमती द्या', level: 1 })).toBeVisible();
    await expect(
      holderPage.getByRole('region', { name: 'घोषणापत्र' }).getByText(/^वर दिलेली माहिती माझ्या माहितीप्रमाणे/),
    ).toBeVisible();
    await expectNoViolations(holderPage);
    await holderPage.screenshot({ path: test.info().outputPath('consent-360-mr.png'), fullPage: true });
    await agreeOnPhone(holderPage, holderMobile, { sendCode: 'ओटीपी पाठवा', code: 'ओटीपी', agree: 'मला मान्य आहे' });
    await expect(holderPage.getByText(/^तुम्ही \d{2}-\S+-\d{4} \d{2}:\d{2} रोजी या अर्जाला संमती दिली\.$/)).toBeVisible();

    await page.reload();
    await expect(holderTwo).toContainText(/Agreed on \d{2}-[A-Z][a-z]{2}-\d{4} \d{2}:\d{2}/);
    await holderPage.context().close();

    // The branch sees holder 2's agreement and every answer, with what was recorded with it.
    const staff = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
    const branchPage = await staff.newPage();
    await signInAsStaff(branchPage, 'pune101');
    await branchPage.getByRole('tab', { name: 'Partially Filled Forms' }).click();
    await records(recordList(branchPage, 'Partially Filled Forms'), reference)
      .getByRole('link', { name: reference })
      .click();
    await branchPage.getByRole('tab', { name: /^Holder 2/ }).click();
    await expect(
      branchPage.getByText(/Agreed by one-time code to XXXXXX\d{4} on \d{2}-[A-Z][a-z]{2}-\d{4}/),
    ).toBeVisible();
    const answers = branchPage.getByRole('table', { name: 'Answers of holder 2' });
    await expect(answers.getByRole('row')).toHaveCount(3);
    await expect(answers).toContainText('Agreed (read in Marathi)');
    await expectNoViolations(branchPage);
    await staff.close();
  },
);
