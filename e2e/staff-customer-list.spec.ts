import { readFileSync } from 'node:fs';
import { expect, test, type Download } from '@playwright/test';
import { messages } from '@portal/domain';
import { expectNoViolations, isNarrow, openDraftsByApi, recordList, records, signInAsStaff } from './support/portal.js';

const SEEDED = 12;

async function csvOf(download: Download): Promise<string> {
  return readFileSync(await download.path(), 'utf8');
}

test(
  'staff search by dates and reference, switch tabs, sort, page and export',
  { tag: '@phone' },
  async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const references = (await openDraftsByApi(baseURL ?? '', SEEDED)).references;
    await signInAsStaff(page, 'pune101');
    await expect(page.getByRole('heading', { level: 1, name: 'Pune Main Branch' })).toBeVisible();

    // The last 15 days load by default; the seeded applications are Partially Filled.
    await page.getByRole('tab', { name: 'Partially Filled Forms' }).click();
    const list = recordList(page, 'Partially Filled Forms');
    // Newest first: the last one opened heads the list.
    await expect(records(list, references.at(-1) ?? '')).toBeVisible();
    await expect(page.getByText(/Showing 1 to 10 of \d+ entries/)).toBeVisible();
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText(/Showing 11 to \d+ of \d+ entries/)).toBeVisible();

    // A header click sorts the table; on a phone the cards have a Sort by list instead.
    if (isNarrow(page)) {
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption('Reference No., ascending');
      await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('referenceNo:ascending');
    } else {
      await list.getByRole('button', { name: 'Reference No.' }).click();
      await expect(list.getByRole('columnheader', { name: 'Reference No.' })).toHaveAttribute('aria-sort', /ascending/);
    }
    await page.getByRole('textbox', { name: 'Search Partially Filled Forms' }).fill(references[3] ?? '');
    await expect(records(list)).toHaveCount(1);
    await expectNoViolations(page);

    const exported = page.waitForEvent('download');
    await page.getByRole('textbox', { name: 'Search Partially Filled Forms' }).fill('');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = await exported;
    expect(csv.suggestedFilename()).toBe('Partially_Filled_Forms.csv');
    const text = await csvOf(csv);
    // The reference stays text when the file opens in Excel.
    for (const reference of references) expect(text).toContain(`"=""${reference}"""`);

    // By reference: required, then one that is not this branch's answers like an unknown one.
    await page.getByRole('checkbox', { name: 'Search By Reference Number' }).check();
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('Please enter the Reference Number')).toBeVisible();
    // Read out of a letter with spaces and dashes, it is still found.
    const reference = references[5] ?? '';
    await page
      .getByRole('textbox', { name: 'Reference Number' })
      .fill(`${reference.slice(0, 4)} ${reference.slice(4, 8)}-${reference.slice(8)}`);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('tab', { name: 'Partially Filled Forms' }).click();
    await expect(records(list)).toHaveCount(1);
    await page.getByRole('textbox', { name: 'Reference Number' }).fill('999999999999999');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('No records available').first()).toBeVisible();
  },
);

test.describe('at a counter PC’s 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('both tabs show every row’s View and Download without scrolling sideways', async ({ page, baseURL }) => {
    test.skip(isNarrow(page), 'the desktop width only');
    const [draft = ''] = (await openDraftsByApi(baseURL ?? '', 1)).references;
    await signInAsStaff(page, 'pune101');
    for (const tab of ['Completed forms', 'Partially Filled Forms']) {
      await page.getByRole('tab', { name: tab }).click();
      const list = recordList(page, tab);
      const region = page.getByRole('region', { name: tab, exact: true });
      await expect(list).toBeVisible();
      const widths = await region.evaluate((element) => ({
        scrollWidth: element.scrollWidth,
        clientWidth: element.clientWidth,
        table: element.querySelector('table')?.getBoundingClientRect().width,
      }));
      test.info().annotations.push({
        type: 'width at 1366 px',
        description: `${tab}: table ${widths.table} px in a ${widths.clientWidth} px container`,
      });
      expect(widths.scrollWidth, `${tab} scrolls sideways`).toBeLessThanOrEqual(widths.clientWidth);
      const header = await list.getByRole('columnheader', { name: 'Action' }).boundingBox();
      expect((header?.x ?? Infinity) + (header?.width ?? 0)).toBeLessThanOrEqual(1366);
      // An empty tab has one row, saying so.
      for (const row of await records(list).filter({ hasNotText: messages.noRecords }).all()) {
        for (const name of [/^View PDF of/, /^Download PDF of/]) {
          const box = await row.getByRole('button', { name }).boundingBox();
          expect(box, `${tab}: ${String(name)}`).not.toBeNull();
          expect((box?.x ?? Infinity) + (box?.width ?? 0)).toBeLessThanOrEqual(1366);
        }
      }
    }
    // The draft just opened is one of them (the search box finds it whatever the page).
    await page.getByRole('textbox', { name: 'Search Partially Filled Forms' }).fill(draft);
    await expect(records(recordList(page, 'Partially Filled Forms'), draft).getByRole('button')).toHaveCount(2);
    // A review status lists only submitted applications: the draft is not among them.
    await page.getByRole('combobox', { name: 'Review Status' }).selectOption('Submitted');
    await expect(records(recordList(page, 'Partially Filled Forms'), draft)).toHaveCount(0);
  });
});

test('an admin’s list is headed all branches', async ({ page }) => {
  await signInAsStaff(page, 'admin');
  await expect(page.getByRole('heading', { level: 1, name: 'All branches' })).toBeVisible();
});
