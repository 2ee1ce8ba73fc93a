import type { CustomerListRecord } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubNarrowScreen } from '@/test/narrow-screen';
import { pdfAnswer, stubPdfBlobs } from '@/test/pdf-stubs';
import { CUSTOMER_LIST_PAGE as LIST, customerListPages } from '@/test/customer-list-pages';
import { renderApp, stubFetch, type StubbedCall } from '@/test/render-app';
import { textsOf } from '@/test/role-texts';
import { bodyRows, cellsOf, signInStaff } from '@/test/staff-session';

/** What a record shows: the table's columns after the actions, and a card's terms on a phone. */
const RECORD_FIELDS = [
  'Last Updated',
  'Reference No.',
  'Customer Name',
  'Mobile No.',
  'Mobile No. Mismatch',
  'Account Type',
  'No. of Holders',
  'Review Status',
  'Form Filled By',
];

/** The first page's request of the Completed tab, newest first. */
const FIRST_PAGE = { Status: 'Completed', SortBy: 'lastUpdated', SortDirection: 'desc', PageSize: 10 } as const;
const pageCalls = (calls: StubbedCall[]) => calls.filter((call) => call.path.endsWith('GetCustomerListPage'));

function record(id: number, changes: Partial<CustomerListRecord> = {}): CustomerListRecord {
  return {
    id,
    status: 'Completed',
    // One day apart, newest the highest id.
    lastUpdated: new Date(Date.parse('2026-10-01T06:00:00Z') + id * 86_400_000).toISOString(),
    createdOn: '2026-09-30T06:00:00Z',
    referenceNo: `2026110500000${String(id).padStart(2, '0')}`,
    mobileNo: '9876543210',
    mobileNoMismatch: false,
    customerName: `Customer ${String(id).padStart(2, '0')}`,
    accountTypeName: 'Savings Account',
    entityTypeName: 'Individual',
    holdersCount: 1,
    formFillBy: 'Customer',
    branchCode: '101',
    branchName: 'Pune Main Branch',
    reviewStatus: 'Submitted',
    ...changes,
  };
}

/** The server's pages over these records. */
const answer = (data: CustomerListRecord[]) => customerListPages(data);

describe('/CustomerList', () => {
  beforeEach(() => {
    // 10:00 on 05-Nov-2026 in India; only Date is faked, so user events still run.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-05T04:30:00Z'));
    signInStaff();
  });
  afterEach(() => vi.useRealTimers());

  it("loads the branch's last 15 days, shows Completed forms first, and names the branch", async () => {
    const { calls } = stubFetch({
      [LIST]: answer([
        record(1),
        record(2, { status: 'Partially Filled', mobileNoMismatch: true }),
        record(3, { mobileNoMismatch: null }),
      ]),
    });
    renderApp('/CustomerList');

    expect(await screen.findByRole('heading', { level: 1, name: 'Pune Main Branch' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Completed forms' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(2));
    const listCall = pageCalls(calls)[0];
    expect(listCall?.body).toEqual({
      BranchCode: '101',
      fromDate: '22-Oct-2026',
      toDate: '05-Nov-2026',
      ...FIRST_PAGE,
    });
    expect(listCall?.headers['X-Portal-Audience']).toBe('staff');
    expect(screen.getByRole('textbox', { name: 'From Date' })).toHaveValue('22-Oct-2026');
    expect(screen.getByRole('textbox', { name: 'To Date' })).toHaveValue('05-Nov-2026');

    const headers = textsOf(table, 'columnheader');
    // The actions lead; nothing that is the same on every row (entity type, the tab's status, the
    // staff member's own branch) takes room from them.
    expect(headers).toEqual(['Action', ...RECORD_FIELDS]);
    // Newest first; mobileNoMismatch blank for record 3 (no personal details), No for record 1.
    expect(cellsOf(table, 'Reference No.')).toEqual(['202611050000003', '202611050000001']);
    expect(cellsOf(table, 'Mobile No. Mismatch')).toEqual(['', 'No']);
    expect(cellsOf(table, 'Last Updated')).toEqual(['04-Oct-2026', '02-Oct-2026']);
    expect(within(table).getByRole('columnheader', { name: 'Last Updated' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(screen.getByRole('button', { name: 'Download PDF of 202611050000001' })).toBeEnabled();

    await userEvent.setup().click(screen.getByRole('tab', { name: 'Partially Filled Forms' }));
    const partial = await screen.findByRole('table', { name: 'Partially Filled Forms' });
    expect(cellsOf(partial, 'Reference No.')).toEqual(['202611050000002']);
    // A draft has no review yet: its tab has Created On where the Completed tab has Review Status.
    expect(within(partial).queryByRole('columnheader', { name: 'Review Status' })).not.toBeInTheDocument();
    expect(cellsOf(partial, 'Created On')).toEqual(['30-Sep-2026']);
    expect(cellsOf(partial, 'Mobile No. Mismatch')).toEqual(['Yes']);
    // A draft has its PDF too (marked as a draft by the server).
    expect(within(partial).queryByText('No PDF')).not.toBeInTheDocument();
    expect(within(partial).getByRole('button', { name: 'View PDF of 202611050000002' })).toBeEnabled();
    expect(within(partial).getByRole('button', { name: 'Download PDF of 202611050000002' })).toBeEnabled();
  });

  it('gives every row of both tabs View and Download, and a draft’s downloads with the branch session', async () => {
    const rows = [
      record(1),
      record(2, { status: 'Partially Filled' }),
      record(3, { status: 'Partially Filled' }),
      record(4),
    ];
    const pdf = stubPdfBlobs();
    const { calls } = stubFetch({ [LIST]: answer(rows), 'GET /RegistrationPrintPDF/2.pdf': pdfAnswer });
    const user = userEvent.setup();
    renderApp('/CustomerList');
    for (const [tab, ids] of [
      ['Completed forms', [4, 1]],
      ['Partially Filled Forms', [3, 2]],
    ] as const) {
      await user.click(screen.getByRole('tab', { name: tab }));
      const table = await screen.findByRole('table', { name: tab });
      await waitFor(() => expect(bodyRows(table)).toHaveLength(2));
      for (const [index, row] of bodyRows(table).entries()) {
        const reference = record(ids[index] ?? 0).referenceNo;
        expect(within(row).getByRole('button', { name: `View PDF of ${reference}` })).toBeEnabled();
        expect(within(row).getByRole('button', { name: `Download PDF of ${reference}` })).toBeEnabled();
      }
    }
    await user.click(screen.getByRole('button', { name: 'Download PDF of 202611050000002' }));
    await waitFor(() => expect(pdf.downloads).toEqual([{ fileName: '202611050000002.pdf', href: 'blob:pdf-1' }]));
    const pdfCall = calls.find((call) => call.path === '/RegistrationPrintPDF/2.pdf');
    expect(pdfCall?.headers['X-Portal-Audience']).toBe('staff');
    // Staff get the form in the customer's saved language: the staff screen's language is not sent.
    expect(pdfCall?.query).toBe('');
  });

  it('heads an admin’s list all branches and shows each row’s branch', async () => {
    signInStaff(true);
    stubFetch({ [LIST]: answer([record(1), record(2, { branchCode: '201', branchName: 'Nashik Road' })]) });
    renderApp('/CustomerList');
    expect(await screen.findByRole('heading', { level: 1, name: 'All branches' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pune Main Branch' })).not.toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Completed forms' });
    await waitFor(() => expect(cellsOf(table, 'Branch')).toEqual(['Nashik Road', 'Pune Main Branch']));
  });

  it('sends an empty branch code for an admin (every branch)', async () => {
    signInStaff(true);
    const { calls } = stubFetch({ [LIST]: answer([record(1)]) });
    renderApp('/CustomerList');
    await screen.findByRole('cell', { name: '202611050000001' });
    expect(pageCalls(calls)[0]?.body).toMatchObject({ BranchCode: '' });
  });

  it('shows each submitted row’s review status and lists one status when it is chosen', async () => {
    const { calls } = stubFetch({
      [LIST]: answer([record(1), record(2, { reviewStatus: 'Returned' }), record(3, { reviewStatus: 'Approved' })]),
    });
    const user = userEvent.setup();
    renderApp('/CustomerList');
    const table = await screen.findByRole('table', { name: 'Completed forms' });
    await waitFor(() => expect(cellsOf(table, 'Review Status')).toEqual(['Approved', 'Returned', 'Submitted']));

    const filter = screen.getByRole('combobox', { name: 'Review Status' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Submitted', 'Verified', 'Returned', 'Approved', 'Rejected']);
    await user.selectOptions(filter, 'Returned');
    await waitFor(() => expect(cellsOf(table, 'Review Status')).toEqual(['Returned']));
    const lists = () => pageCalls(calls);
    expect(lists().at(-1)?.body).toEqual({
      BranchCode: '101',
      fromDate: '22-Oct-2026',
      toDate: '05-Nov-2026',
      ReviewStatus: 'Returned',
      ...FIRST_PAGE,
    });

    // Back to All: no status is sent.
    await user.selectOptions(filter, 'All');
    await waitFor(() => expect(cellsOf(table, 'Review Status')).toHaveLength(3));
    expect(lists().at(-1)?.body).not.toHaveProperty('ReviewStatus');
  });

  it('searches by new dates and says when nothing was found', async () => {
    const { calls } = stubFetch({
      [LIST]: (call) => answer((call.body as { fromDate: string }).fromDate === '01-Nov-2026' ? [] : [record(1)])(call),
    });
    const user = userEvent.setup();
    renderApp('/CustomerList');
    await screen.findByRole('cell', { name: '202611050000001' });

    const from = screen.getByRole('textbox', { name: 'From Date' });
    await user.clear(from);
    await user.type(from, '01-Nov-2026');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() =>
      expect(pageCalls(calls).at(-1)?.body).toEqual({
        BranchCode: '101',
        fromDate: '01-Nov-2026',
        toDate: '05-Nov-2026',
        ...FIRST_PAGE,
      }),
    );
    expect(
      await screen.findByText('No records available', { selector: '.mantine-Notification-description' }),
    ).toBeInTheDocument();
  });

  it('refuses a future date in the form', async () => {
    const { calls } = stubFetch({ [LIST]: answer([record(1)]) });
    const user = userEvent.setup();
    renderApp('/CustomerList');
    await screen.findByRole('cell', { name: '202611050000001' });
    const before = calls.length;
    const to = screen.getByRole('textbox', { name: 'To Date' });
    await user.clear(to);
    await user.type(to, '06-Nov-2026');
    await user.tab();
    // The day after today stays in the field, its message shown as the field is left.
    expect(to).toHaveValue('06-Nov-2026');
    expect(await screen.findByText('The date cannot be in the future')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(to).toHaveValue('06-Nov-2026');
    expect(calls.length).toBe(before);
  });

  it('searches by reference number: digits only, required, and back to the dates on unticking', async () => {
    const { calls } = stubFetch({
      [LIST]: answer([record(1), record(2)]),
    });
    const user = userEvent.setup();
    renderApp('/CustomerList');
    await screen.findByRole('cell', { name: '202611050000001' });

    const toggle = screen.getByRole('checkbox', { name: 'Search By Reference Number' });
    await user.click(toggle);
    expect(screen.queryByRole('textbox', { name: 'From Date' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Please enter the Reference Number')).toBeInTheDocument();
    expect(pageCalls(calls).some((call) => (call.body as { ReferenceNo?: string }).ReferenceNo)).toBe(false);

    const reference = screen.getByRole('textbox', { name: 'Reference Number' });
    // Spaces and dashes stay as typed, so a grouped number is never cut short, and letters go.
    await user.type(reference, '2026 1105 0000 0021');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Maximum 15 digits')).toBeInTheDocument();
    await user.clear(reference);
    await user.type(reference, 'ab2026-1105-0000-002');
    expect(reference).toHaveValue('2026-1105-0000-002');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(cellsOf(screen.getByRole('table'), 'Reference No.')).toEqual(['202611050000002']));
    // The reference instead of the dates, in the tab's page.
    expect(pageCalls(calls).at(-1)?.body).toEqual({ BranchCode: '101', ReferenceNo: '202611050000002', ...FIRST_PAGE });

    const listCalls = () => pageCalls(calls).length;
    const before = listCalls();
    await user.click(toggle);
    await waitFor(() => expect(listCalls()).toBe(before + 1));
    await waitFor(() => expect(bodyRows(screen.getByRole('table'))).toHaveLength(2));
    await user.click(toggle);
    expect(screen.getByRole('textbox', { name: 'Reference Number' })).toHaveValue('');
  });

  it('pages on the server: 10 rows, then 25, Next and Previous, a header click sorts, the search box searches', async () => {
    const rows = Array.from({ length: 23 }, (_, index) => record(index + 1));
    rows[4] = { ...rows[4]!, customerName: 'Zoya Khan', holdersCount: 3 };
    const { calls } = stubFetch({ [LIST]: answer(rows) });
    const user = userEvent.setup();
    renderApp('/CustomerList');
    const table = await screen.findByRole('table', { name: 'Completed forms' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(10));
    expect(screen.getByText('Showing 1 to 10 of 23 entries')).toBeInTheDocument();
    expect(cellsOf(table, 'Reference No.')[0]).toBe('202611050000023');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing 11 to 20 of 23 entries')).toBeInTheDocument();
    expect(cellsOf(table, 'Reference No.')[0]).toBe('202611050000013');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing 21 to 23 of 23 entries')).toBeInTheDocument();
    expect(bodyRows(table)).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText('Showing 11 to 20 of 23 entries')).toBeInTheDocument();
    expect(cellsOf(table, 'Reference No.')[0]).toBe('202611050000013');
    // Each page after the first is asked for by the cursor of the page before.
    expect(pageCalls(calls).map((call) => (call.body as { Cursor?: string }).Cursor !== undefined)).toEqual([
      false,
      true,
      true,
      true,
    ]);

    // 25 rows a page: back to the first page, all 23 on it.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25');
    expect(await screen.findByText('Showing 1 to 23 of 23 entries')).toBeInTheDocument();
    expect(pageCalls(calls).at(-1)?.body).toMatchObject({ PageSize: 25 });
    expect(pageCalls(calls).at(-1)?.body).not.toHaveProperty('Cursor');

    await user.click(screen.getByRole('button', { name: 'Customer Name' }));
    await waitFor(() => expect(cellsOf(table, 'Customer Name')[0]).toBe('Customer 01'));
    expect(within(table).getByRole('columnheader', { name: 'Customer Name' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(pageCalls(calls).at(-1)?.body).toMatchObject({ SortBy: 'customerName', SortDirection: 'asc' });
    await user.click(screen.getByRole('button', { name: 'Customer Name' }));
    await waitFor(() => expect(cellsOf(table, 'Customer Name')[0]).toBe('Zoya Khan'));
    expect(within(table).getByRole('columnheader', { name: 'Customer Name' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await user.click(screen.getByRole('button', { name: 'No. of Holders' }));
    await waitFor(() => expect(cellsOf(table, 'No. of Holders')[0]).toBe('3'));
    // The server sorts by its own columns only: the account type's header is not a button.
    expect(within(table).queryByRole('button', { name: 'Account Type' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Search Completed forms' }), 'zoya');
    await waitFor(() => expect(cellsOf(table, 'Customer Name')).toEqual(['Zoya Khan']));
    expect(screen.getByText('Showing 1 to 1 of 1 entries')).toBeInTheDocument();
    expect(pageCalls(calls).at(-1)?.body).toMatchObject({ Search: 'zoya' });
  });

  it('says "about" when the server estimated the total', async () => {
    stubFetch({ [LIST]: customerListPages([record(1), record(2)], { totalExact: false }) });
    renderApp('/CustomerList');
    expect(await screen.findByText('Showing 1 to 2 of about 2 entries')).toBeInTheDocument();
  });

  describe('on a phone', () => {
    beforeEach(() => stubNarrowScreen());

    const cardNames = (list: HTMLElement) =>
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent);

    it('shows each record as a card with its fields and PDF buttons, sorted from a Sort by list', async () => {
      const rows = Array.from({ length: 12 }, (_, index) => record(index + 1));
      rows[4] = { ...rows[4]!, customerName: 'Zoya Khan' };
      rows[5] = { ...rows[5]!, status: 'Partially Filled' };
      stubFetch({ [LIST]: answer(rows) });
      const user = userEvent.setup();
      renderApp('/CustomerList');

      const list = await screen.findByRole('list', { name: 'Completed forms' });
      await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(10));
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(cardNames(list)[0]).toBe('Reference No. 202611050000012');

      const card = within(list).getByRole('listitem', { name: 'Reference No. 202611050000012' });
      expect(textsOf(card, 'term')).toEqual(RECORD_FIELDS);
      // The reference opens the application's page (features/staff-application).
      expect(within(card).getByRole('link', { name: '202611050000012' })).toHaveAttribute('href', '/CustomerList/12');
      expect(within(card).getByRole('button', { name: 'View PDF of 202611050000012' })).toHaveTextContent('View PDF');
      expect(within(card).getByRole('button', { name: 'Download PDF of 202611050000012' })).toBeEnabled();

      const sortBy = screen.getByRole('combobox', { name: 'Sort by' });
      expect(sortBy).toHaveValue('lastUpdated:descending');
      await user.selectOptions(sortBy, 'Customer Name, descending');
      await waitFor(() => expect(cardNames(list)[0]).toBe('Reference No. 202611050000005'));
      await user.selectOptions(sortBy, 'Reference No., ascending');
      await waitFor(() => expect(cardNames(list)[0]).toBe('Reference No. 202611050000001'));
      expect(screen.getByText('Showing 1 to 10 of 11 entries')).toBeInTheDocument();

      await user.type(screen.getByRole('textbox', { name: 'Search Completed forms' }), 'zoya');
      await waitFor(() => expect(cardNames(list)).toEqual(['Reference No. 202611050000005']));

      // A draft's card has both buttons too.
      await user.click(screen.getByRole('tab', { name: 'Partially Filled Forms' }));
      const drafts = await screen.findByRole('list', { name: 'Partially Filled Forms' });
      const draft = within(drafts).getByRole('listitem', { name: 'Reference No. 202611050000006' });
      expect(within(draft).getByRole('button', { name: 'View PDF of 202611050000006' })).toBeEnabled();
      expect(within(draft).getByRole('button', { name: 'Download PDF of 202611050000006' })).toBeEnabled();
    });

    it('says when a tab has no records', async () => {
      stubFetch({ [LIST]: answer([record(1)]) });
      const user = userEvent.setup();
      renderApp('/CustomerList');
      await screen.findByRole('list', { name: 'Completed forms' });
      await user.click(screen.getByRole('tab', { name: 'Partially Filled Forms' }));
      expect(await screen.findByText('No records available')).toBeInTheDocument();
      expect(screen.queryByRole('list', { name: 'Partially Filled Forms' })).not.toBeInTheDocument();
    });
  });

  describe('Export CSV', () => {
    function captureDownloads() {
      const files: { name: string; href: string | null }[] = [];
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        files.push({ name: this.download, href: this.getAttribute('href') });
      });
      return files;
    }

    it('downloads the tab’s CSV streamed by the server, with the search and the sort shown', async () => {
      const files = captureDownloads();
      stubFetch({
        [LIST]: answer([record(1), record(2), record(3, { status: 'Partially Filled', reviewStatus: null })]),
      });
      const user = userEvent.setup();
      renderApp('/CustomerList');
      await screen.findByRole('cell', { name: '202611050000001' });

      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      expect(files).toEqual([
        {
          name: 'Completed_Forms.csv',
          href: '/api/Registration/CustomerListCsv?BranchCode=101&Status=Completed&fromDate=22-Oct-2026&toDate=05-Nov-2026&SortBy=lastUpdated&SortDirection=desc',
        },
      ]);

      await user.click(screen.getByRole('tab', { name: 'Partially Filled Forms' }));
      await screen.findByRole('cell', { name: '202611050000003' });
      await user.click(screen.getByRole('button', { name: 'Reference No.' }));
      await user.type(screen.getByRole('textbox', { name: 'Search Partially Filled Forms' }), '0003');
      await waitFor(() => expect(screen.getByText('Showing 1 to 1 of 1 entries')).toBeInTheDocument());
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      expect(files[1]).toEqual({
        name: 'Partially_Filled_Forms.csv',
        href: '/api/Registration/CustomerListCsv?BranchCode=101&Status=Partially+Filled&fromDate=22-Oct-2026&toDate=05-Nov-2026&Search=0003&SortBy=referenceNo&SortDirection=asc',
      });
    });

    it("says 'No data to export' for an empty tab and saves nothing", async () => {
      const files = captureDownloads();
      stubFetch({ [LIST]: answer([record(1)]) });
      const user = userEvent.setup();
      renderApp('/CustomerList');
      await screen.findByRole('cell', { name: '202611050000001' });
      await user.click(screen.getByRole('tab', { name: 'Partially Filled Forms' }));
      await screen.findByText('Showing 0 to 0 of 0 entries');
      await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
      expect(await screen.findByText('No data to export')).toBeInTheDocument();
      expect(files).toEqual([]);
    });
  });

  it("views a PDF in a tab opened on the click, pointed at the blob's URL, with the staff token", async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    URL.createObjectURL = vi.fn(() => 'blob:http://localhost/pdf-1');
    URL.revokeObjectURL = vi.fn();
    const { calls } = stubFetch({
      [LIST]: answer([record(1)]),
      'GET /RegistrationPrintPDF/1.pdf': () => ({ body: 'pdf' }),
    });
    const user = userEvent.setup();
    renderApp('/CustomerList');
    await user.click(await screen.findByRole('button', { name: 'View PDF of 202611050000001' }));

    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe('blob:http://localhost/pdf-1'));
    expect(tab.opener).toBeNull();
    const pdfCall = calls.find((call) => call.path === '/RegistrationPrintPDF/1.pdf');
    expect(pdfCall?.headers['X-Portal-Audience']).toBe('staff');
    expect(pdfCall?.path).not.toContain('token');
  });

  it('downloads a PDF as {referenceNo}.pdf', async () => {
    const names: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:pdf');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    stubFetch({
      [LIST]: answer([record(1)]),
      'GET /RegistrationPrintPDF/1.pdf': () => ({ body: 'pdf' }),
    });
    const user = userEvent.setup();
    renderApp('/CustomerList');
    await user.click(await screen.findByRole('button', { name: 'Download PDF of 202611050000001' }));
    await waitFor(() => expect(names).toEqual(['202611050000001.pdf']));
  });

  it('keeps its search, sort and page in the address, and reads the list again on return from an application', async () => {
    const records = Array.from({ length: 14 }, (_, index) => record(index + 1, { reviewStatus: 'Verified' }));
    const { calls } = stubFetch({ [LIST]: answer(records) });
    const user = userEvent.setup();
    const { router } = renderApp('/CustomerList?reviewStatus=Verified&search=customer&sort=referenceNo&direction=asc');

    const table = await screen.findByRole('table', { name: 'Completed forms' });
    expect(pageCalls(calls)[0]?.body).toMatchObject({
      ReviewStatus: 'Verified',
      Search: 'customer',
      SortBy: 'referenceNo',
      SortDirection: 'asc',
    });
    expect(screen.getByRole('combobox', { name: 'Review Status' })).toHaveValue('Verified');
    expect(screen.getByRole('textbox', { name: 'Search Completed forms' })).toHaveValue('customer');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(cellsOf(table, 'Customer Name')[0]).toBe('Customer 11'));
    const listAddress = `${router.location.pathname}${router.location.search}`;
    expect(router.location.search).toMatch(/page=1&cursor=/);

    // Open an application and come back: the same page of the same search, read again from the server.
    const before = pageCalls(calls).length;
    await user.click(within(table).getByRole('link', { name: '202611050000011' }));
    await waitFor(() => expect(router.location.pathname).toBe('/CustomerList/11'));
    await user.click((await screen.findAllByRole('link', { name: 'Back to the customer list' }))[0]!);
    await waitFor(() => expect(`${router.location.pathname}${router.location.search}`).toBe(listAddress));
    const back = await screen.findByRole('table', { name: 'Completed forms' });
    await waitFor(() => expect(pageCalls(calls).length).toBeGreaterThan(before));
    expect(pageCalls(calls).at(-1)?.body).toEqual(pageCalls(calls).at(before - 1)?.body);
    expect(cellsOf(back, 'Customer Name')[0]).toBe('Customer 11');
    expect(screen.getByRole('combobox', { name: 'Review Status' })).toHaveValue('Verified');
  });

  it('logs out: local storage cleared, back to /BranchLogin', async () => {
    stubFetch({
      [LIST]: answer([record(1)]),
      'POST /api/Auth/Logout': () => ({ body: { responseCode: 'OK', responseMessage: 'Logged out' } }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/CustomerList');
    await user.click(await screen.findByRole('button', { name: 'Signed in as clerk1: account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.location.pathname).toBe('/BranchLogin'));
    expect(localStorage.length).toBe(0);
  });
});
