import { expect, test } from '@playwright/test';
import {
  expectNoViolations,
  isNarrow,
  messagesOnPhone,
  openDraftsByApi,
  recordList,
  records,
  signInAsStaff,
} from './support/portal.js';

test.describe('the follow-up queue at a counter PC’s 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('a clerk finds a new draft, sends its customer one reminder SMS, and cannot send a second', async ({
    page,
    baseURL,
  }) => {
    test.skip(isNarrow(page), 'the desktop width only');
    const {
      mobile,
      references: [reference = ''],
    } = await openDraftsByApi(baseURL ?? '', 1);
    const before = (await messagesOnPhone(mobile)).length;

    await signInAsStaff(page, 'pune101');
    await page.getByRole('navigation', { name: 'Staff pages' }).getByRole('link', { name: 'Follow-up' }).click();
    await expect(page).toHaveURL(/\/FollowUp$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Follow-up' })).toBeVisible();
    const list = recordList(page, 'Applications to follow up');
    await expect(list).toBeVisible();

    // Sorted the other way round, the least idle first.
    await list.getByRole('button', { name: 'Days Since Last Change' }).click();
    await expect(list.getByRole('columnheader', { name: 'Days Since Last Change' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    // The search box finds it whatever the page.
    await page.getByRole('textbox', { name: 'Search applications to follow up' }).fill(reference);
    const row = records(list, reference);
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell', { name: 'Primary details' })).toBeVisible();

    // Everything fits beside each other: nothing scrolls sideways at 1366 px.
    const widths = await page
      .getByRole('region', { name: 'Applications to follow up', exact: true })
      .evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
    expect(widths.scrollWidth).toBeLessThanOrEqual(widths.clientWidth);
    await expectNoViolations(page);

    const send = row.getByRole('button', { name: `Send reminder for ${reference}` });
    await send.click();
    await expect(page.getByText('The reminder is sent.')).toBeVisible();
    await expect(send).toBeDisabled();
    await expect(row.getByText(/One a day: the next from/)).toBeVisible();

    // The customer's phone got the reminder, naming the application.
    await expect.poll(async () => (await messagesOnPhone(mobile)).length).toBe(before + 1);
    expect((await messagesOnPhone(mobile)).at(-1)).toContain(reference);

    // After a reload the server still says no: one reminder a day.
    await page.reload();
    await page.getByRole('textbox', { name: 'Search applications to follow up' }).fill(reference);
    await expect(
      records(list, reference).getByRole('button', { name: `Send reminder for ${reference}` }),
    ).toBeDisabled();
    await expectNoViolations(page);

    // The reference opens the application's page.
    await records(list, reference).getByRole('link', { name: reference }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Application ${reference}` })).toBeVisible();
  });
});
