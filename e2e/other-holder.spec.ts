import { expect, test } from '@playwright/test';
import {
  addAadhaarProof,
  completeFirstHolder,
  fillAdditional,
  fillForm60,
  fillPersonal,
  saveAndNext,
  saveFixedDeposit,
  SECOND_VALID_AADHAAR,
  submitFromHub,
  textbox,
} from './support/holder-wizard.js';
import {
  expectNoViolations,
  generateApplication,
  holderRecord,
  newMobile,
  signInAsCustomer,
} from './support/portal.js';

const thisYear = new Date().getFullYear();

test('a joint FD whose second adult holder gives Form 60/61 instead of PAN is filled through /OtherHolder and submitted', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAsCustomer(page, newMobile());
  const reference = await generateApplication(page, 'Fixed Deposit');

  // A second applicant makes the FD joint; their row waits for the wizard to give it a name.
  await page.getByRole('button', { name: 'Add new applicant' }).click();
  await expect(page.getByRole('textbox', { name: 'Number of Holders' })).toHaveValue('2');
  await expect(holderRecord(page, 'Holder 2 (details not yet filled)')).toContainText('Partially Filled');

  await completeFirstHolder(page, { dob: `15-Apr-${thisYear - 36}`, accountOperations: 'Either or survivor' });

  // Holder 2's Edit opens the other-holder wizard.
  await page.getByRole('button', { name: 'Edit holder 2' }).click();
  await expect(page).toHaveURL(/\/OtherHolder\/personal$/);
  await expect(page.getByRole('heading', { name: 'Account holder 2', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Personal Details', level: 2 })).toBeVisible();

  await fillPersonal(page, {
    dob: `20-Jan-${thisYear - 41}`,
    withPan: false,
    title: 'Mrs.',
    firstName: 'Meera',
    middleName: 'Ravi',
    lastName: 'Patil',
    gender: 'Female',
    mobileBelongsTo: 'Family Members',
  });
  await addAadhaarProof(page, SECOND_VALID_AADHAAR);
  // Ticking the Form 60/61 box puts that step on the way: Save & Next goes there, not to Additional Details.
  await saveAndNext(page, 'UpdatePersonalDetails', 'Form no 60/61');

  await fillForm60(page);
  await expectNoViolations(page);
  await saveAndNext(page, 'UpdateFormNo60', 'Additional Details');

  // Without a PAN, Back from Additional Details returns to Form 60/61, which kept what was saved.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'Form no 60/61', level: 2 })).toBeVisible();
  await expect(textbox(page, 'Reason for not having PAN')).toHaveValue('Applied for PAN, not yet allotted');
  await saveAndNext(page, 'UpdateFormNo60', 'Additional Details');

  await fillAdditional(page);
  await saveAndNext(page, 'UpdateAdditionalDetails', 'Declaration');

  // Another holder's declaration has 19 clauses; its Save records the acceptance and returns to the hub.
  const declaration = page.getByRole('form', { name: 'Declaration' });
  await expect(declaration.getByRole('listitem')).toHaveCount(19);
  await declaration.getByRole('checkbox', { name: 'I agree to above terms and conditions' }).check();
  const accepted = page.waitForResponse((response) =>
    response.url().endsWith('/api/Registration/UpdateAccountHolderStatus'),
  );
  await declaration.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await accepted).status()).toBe(200);
  await expect(page).toHaveURL(/\/CreateNewAccount$/);
  await expect(holderRecord(page, 'Meera Ravi Patil')).toContainText('Completed');
  await expect(holderRecord(page, 'Ravi Kumar Patil')).toContainText('Completed');

  // With both holders done, the deposit details are all the application lacks.
  await saveFixedDeposit(page);
  await submitFromHub(page, reference);
});
