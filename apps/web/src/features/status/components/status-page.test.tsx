import type { ApplicationListItem } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { applicationListItem } from '@/test/application-list';
import { signInCustomer } from '@/test/customer-session';
import { switchLanguageForEachTest } from '@/test/language';
import { stubNarrowScreen } from '@/test/narrow-screen';
import { pdfAnswer, stubPdfBlobs } from '@/test/pdf-stubs';
import { renderApp, stubFetch } from '@/test/render-app';
import { textsOf } from '@/test/role-texts';

const completed = applicationListItem();
const partial: ApplicationListItem = {
  ...completed,
  id: 2,
  referenceNo: '202603050000002',
  status: 'Partially Filled',
  customerName: '',
  progress: { done: 3, needed: 9 },
  reviewStatus: null,
};

function listAnswer(rows: ApplicationListItem[]) {
  return { body: { responseCode: 'OK', responseMessage: 'OK', data: rows } };
}

describe('status page', () => {
  beforeEach(() => {
    signInCustomer();
  });

  it('lists the applications with the spec columns and DD-MMM-YYYY dates in India time', async () => {
    stubFetch({ 'POST /api/Registration/GetAllCustomerAccountList': () => listAnswer([completed, partial]) });
    renderApp('/Status');

    // The first test also loads the page's lazy modules.
    expect(await screen.findByRole('heading', { name: 'See Your Status', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(textsOf(table, 'columnheader')).toEqual([
      'Last updated',
      'Reference No.',
      'Customer Name',
      'Account Type',
      'Entity Type',
      'Number of Holder',
      'Status',
      'Form Filled By',
      'Progress',
      'Action',
    ]);
    // A draft says how far it is; a submitted application that it is submitted.
    expect(within(table).getByText('3 of 9 parts saved')).toBeInTheDocument();
    expect(within(table).getByText('Submitted, waiting for the branch to check it')).toBeInTheDocument();
    // 20:00 UTC on 4 March is already 5 March in India.
    expect(within(table).getAllByText('05-Mar-2026')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Download PDF of 202603040000001' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit 202603050000002' })).toBeEnabled();
    expect(document.title).toBe('Status | Online Account Application');
  });

  it('downloads a Completed application as {referenceNo}.pdf and views it in a new tab from a blob URL', async () => {
    const pdf = stubPdfBlobs();
    const tab = { opener: window as Window | null, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    const { calls } = stubFetch({
      'POST /api/Registration/GetAllCustomerAccountList': () => listAnswer([{ ...completed, pdfAvailable: true }]),
      'GET /RegistrationPrintPDF/1.pdf': pdfAnswer,
    });
    const user = userEvent.setup();
    renderApp('/Status');

    await user.click(await screen.findByRole('button', { name: 'View PDF of 202603040000001' }));
    // The tab opens within the click; the PDF's object URL is put in it once fetched.
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe('blob:pdf-1'));
    expect(tab.opener).toBeNull();
    expect(tab.close).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Download PDF of 202603040000001' }));
    await waitFor(() => expect(pdf.downloads).toEqual([{ fileName: '202603040000001.pdf', href: 'blob:pdf-2' }]));

    const pdfCalls = calls.filter((call) => call.path === '/RegistrationPrintPDF/1.pdf');
    expect(pdfCalls).toHaveLength(2);
    for (const call of pdfCalls) {
      expect(call.method).toBe('GET');
      expect(call.headers['X-Portal-Audience']).toBe('customer');
      // The form in the language the page shows, and nothing else in the URL.
      expect(call.query).toBe('language=en');
    }
    // No token in any URL: the tab gets only the blob's URL.
    expect(calls.every((call) => call.query === '' || call.query === 'language=en')).toBe(true);
  });

  it('removes the row at once when the deletion is confirmed', async () => {
    let rows = [completed, partial];
    let releaseDelete: () => void = () => undefined;
    const { calls } = stubFetch({
      'POST /api/Registration/GetAllCustomerAccountList': () => listAnswer(rows),
      'POST /api/Registration/DeleteCustomerAccount': () =>
        new Promise((resolve) => {
          releaseDelete = () => {
            rows = [completed];
            resolve({ body: { responseCode: 'OK', responseMessage: 'The application has been deleted.' } });
          };
        }),
    });
    const user = userEvent.setup();
    renderApp('/Status');

    await user.click(await screen.findByRole('button', { name: 'Delete 202603050000002' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmation' });
    expect(within(dialog).getByText('Are you sure you want to delete the selected account?')).toBeInTheDocument();
    expect(within(dialog).getByText('Reference No. 202603050000002')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    // Gone before the server has answered.
    await waitFor(() => expect(screen.queryByText('202603050000002')).not.toBeInTheDocument());
    expect(calls.find((call) => call.path === '/api/Registration/DeleteCustomerAccount')?.body).toEqual({
      RegistrationId: 2,
    });
    releaseDelete();
    expect(await screen.findByText('The application has been deleted.')).toBeInTheDocument();
    expect(screen.queryByText('202603050000002')).not.toBeInTheDocument();
    expect(screen.getByText('202603040000001')).toBeInTheDocument();
  });

  it('puts the row back and shows the Error toast when the server refuses the deletion', async () => {
    stubFetch({
      'POST /api/Registration/GetAllCustomerAccountList': () => listAnswer([partial]),
      'POST /api/Registration/DeleteCustomerAccount': () => ({
        status: 409,
        body: {
          responseCode: 'CONFLICT',
          responseMessage: 'This application is completed and can no longer be changed.',
        },
      }),
    });
    const user = userEvent.setup();
    renderApp('/Status');

    await user.click(await screen.findByRole('button', { name: 'Delete 202603050000002' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('This application is completed and can no longer be changed.')).toBeInTheDocument();
    expect(await screen.findByText('202603050000002')).toBeInTheDocument();
  });

  it('keeps the row when the customer answers No', async () => {
    const { calls } = stubFetch({ 'POST /api/Registration/GetAllCustomerAccountList': () => listAnswer([partial]) });
    const user = userEvent.setup();
    renderApp('/Status');

    await user.click(await screen.findByRole('button', { name: 'Delete 202603050000002' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'No' }));
    expect(screen.getByText('202603050000002')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/Registration/DeleteCustomerAccount')).toBe(false);
  });

  it('shows an empty state, and Generate Form clears the stored registration', async () => {
    localStorage.setItem('registrationId', '7');
    localStorage.setItem('RegistrationId', '7');
    localStorage.setItem('registrationHoldersId', '3');
    stubFetch({
      'POST /api/Registration/GetAllCustomerAccountList': () => listAnswer([]),
      'GET /api/AccountType/GetAll': () => listAnswer([]),
      'GET /api/EntityType/GetAll': () => listAnswer([]),
      'GET /api/Location/GetAll': () => listAnswer([]),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/Status');

    expect(await screen.findByText(/You have no applications yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate Form' }));
    // The hub's lazy modules load here.
    expect(await screen.findByRole('heading', { name: 'Create New Account' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/CreateNewAccount');
    expect(localStorage.getItem('registrationId')).toBeNull();
    expect(localStorage.getItem('RegistrationId')).toBeNull();
    expect(localStorage.getItem('registrationHoldersId')).toBeNull();
  });

  it('says where the branch review is in words, and lists what a returned application must change', async () => {
    const rows: ApplicationListItem[] = (['Submitted', 'Verified', 'Returned', 'Approved', 'Rejected'] as const).map(
      (reviewStatus, index) => ({
        ...completed,
        id: 10 + index,
        referenceNo: `20260304000001${index}`,
        reviewStatus,
        returnReasons:
          reviewStatus === 'Returned'
            ? [{ section: 'Family Details', reason: "Father's name differs from the PAN card" }]
            : [],
      }),
    );
    stubFetch({ 'POST /api/Registration/GetAllCustomerAccountList': () => listAnswer(rows) });
    const user = userEvent.setup();
    const { router } = renderApp('/Status');

    const table = await screen.findByRole('table');
    const words = [
      'Submitted, waiting for the branch to check it',
      'Checked by the branch, waiting for approval',
      'Returned to you for changes',
      'Approved: your account is opened',
      'Not approved by the branch',
    ];
    for (const [index, word] of words.entries()) {
      expect(within(table).getByRole('row', { name: new RegExp(`20260304000001${index}`) })).toHaveTextContent(word);
    }
    const returned = screen.getByRole('note', { name: 'Reference No. 202603040000012: Returned to you for changes' });
    expect(returned).toHaveTextContent("Family Details: Father's name differs from the PAN card");
    // Only the returned one can be changed; it opens in the hub.
    expect(screen.getAllByRole('button', { name: /^Make changes/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Make changes to 202603040000012' }));
    await waitFor(() => expect(router.location.pathname).toBe('/CreateNewAccount'));
    expect(localStorage.getItem('registrationId')).toBe('12');
  });

  it('sends the customer to /login when the session has ended', async () => {
    stubFetch({
      'POST /api/Registration/GetAllCustomerAccountList': () => ({
        status: 401,
        body: { responseCode: 'UNAUTHORIZED', responseMessage: 'Your session has ended. Please sign in again.' },
      }),
    });
    const { router } = renderApp('/Status');
    expect(await screen.findByRole('button', { name: 'Get OTP' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/login');
    expect(localStorage.getItem('authCustomer')).toBeNull();
  });

  describe('on a phone', () => {
    beforeEach(() => stubNarrowScreen());

    it('shows each application as a card: reference heading, status badge, fields and labelled action buttons', async () => {
      stubFetch({
        'POST /api/Registration/GetAllCustomerAccountList': () =>
          listAnswer([{ ...completed, pdfAvailable: true }, partial]),
      });
      const user = userEvent.setup();
      const { router } = renderApp('/Status');

      const list = await screen.findByRole('list', { name: 'Your applications' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const cards = within(list).getAllByRole('listitem');
      expect(cards).toHaveLength(2);

      const done = within(list).getByRole('listitem', { name: 'Reference No. 202603040000001' });
      expect(within(done).getByRole('heading', { level: 2 })).toHaveTextContent('Reference No. 202603040000001');
      expect(within(done).getByText('Completed')).toBeInTheDocument();
      const terms = textsOf(done, 'term');
      expect(terms).toEqual([
        'Last updated',
        'Customer Name',
        'Account Type',
        'Entity Type',
        'Number of Holder',
        'Form Filled By',
        'Progress',
      ]);
      const definitions = within(done)
        .getAllByRole('definition')
        .map((definition) => definition.textContent);
      expect(definitions).toEqual([
        '05-Mar-2026',
        'Asha Patil',
        'Savings Account',
        'Individual',
        '1',
        'Customer',
        'Submitted, waiting for the branch to check it',
      ]);
      // Same accessible names as the table's icon buttons, with the words visible.
      expect(within(done).getByRole('button', { name: 'View PDF of 202603040000001' })).toHaveTextContent('View PDF');
      expect(within(done).getByRole('button', { name: 'Download PDF of 202603040000001' })).toHaveTextContent(
        'Download PDF',
      );

      const partFilled = within(list).getByRole('listitem', { name: 'Reference No. 202603050000002' });
      expect(within(partFilled).getByText('Partially Filled')).toBeInTheDocument();
      // A blank customer name is left out rather than shown as an empty field.
      expect(within(partFilled).queryByText('Customer Name')).not.toBeInTheDocument();
      expect(within(partFilled).getByRole('button', { name: 'Delete 202603050000002' })).toHaveTextContent('Delete');
      await user.click(within(partFilled).getByRole('button', { name: 'Edit 202603050000002' }));
      await waitFor(() => expect(router.location.pathname).toBe('/CreateNewAccount'));
      expect(localStorage.getItem('registrationId')).toBe('2');
    });

    it("shows a returned application's words and its Make changes button on its card", async () => {
      const returned: ApplicationListItem = {
        ...completed,
        reviewStatus: 'Returned',
        returnReasons: [{ section: 'Personal Details', reason: 'Photo unclear' }],
      };
      stubFetch({ 'POST /api/Registration/GetAllCustomerAccountList': () => listAnswer([returned]) });
      renderApp('/Status');

      const card = await screen.findByRole('listitem', { name: 'Reference No. 202603040000001' });
      expect(within(card).getByText('Returned to you for changes')).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Make changes to 202603040000001' })).toHaveTextContent(
        'Make changes',
      );
      expect(screen.getByRole('note', { name: /Returned to you for changes/ })).toHaveTextContent(
        'Personal Details: Photo unclear',
      );
    });

    it('deletes from a card after the confirmation', async () => {
      let rows = [completed, partial];
      stubFetch({
        'POST /api/Registration/GetAllCustomerAccountList': () => listAnswer(rows),
        'POST /api/Registration/DeleteCustomerAccount': () => {
          rows = [completed];
          return { body: { responseCode: 'OK', responseMessage: 'The application has been deleted.' } };
        },
      });
      const user = userEvent.setup();
      renderApp('/Status');

      await user.click(await screen.findByRole('button', { name: 'Delete 202603050000002' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
      expect(await screen.findByText('The application has been deleted.')).toBeInTheDocument();
      await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
      expect(screen.getByRole('listitem', { name: 'Reference No. 202603040000001' })).toBeInTheDocument();
    });
  });
});

describe('the status page in Marathi', () => {
  beforeEach(() => signInCustomer());
  switchLanguageForEachTest('mr');

  it('shows its headings, columns, review words, dates, buttons and delete dialog in Marathi', async () => {
    const returned: ApplicationListItem = {
      ...completed,
      id: 3,
      referenceNo: '202603040000003',
      reviewStatus: 'Returned',
      returnReasons: [{ section: 'Family Details', reason: 'वडिलांचे नाव PAN कार्डशी जुळत नाही' }],
    };
    stubFetch({ 'POST /api/Registration/GetAllCustomerAccountList': () => listAnswer([completed, partial, returned]) });
    const user = userEvent.setup();
    renderApp('/Status');

    expect(await screen.findByRole('heading', { name: 'अर्जाची स्थिती पहा', level: 1 })).toBeInTheDocument();
    // The tab names the page in Marathi; the address stays /Status.
    await waitFor(() => expect(document.title).toBe('अर्जाची स्थिती | ऑनलाइन खाते उघडण्याचा अर्ज'));
    expect(screen.getByRole('button', { name: 'नवीन अर्ज भरा' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'तुमचे अर्ज' });
    expect(within(table).getByText('9 पैकी 3 भाग जतन')).toBeInTheDocument();
    expect(within(table).getByText('सादर केला, शाखेच्या तपासणीची प्रतीक्षा')).toBeInTheDocument();
    expect(within(table).getByText('अर्धवट भरलेला')).toBeInTheDocument();
    expect(within(table).getAllByText('ग्राहक')).toHaveLength(3);
    expect(within(table).getAllByText('05-मार्च-2026')).toHaveLength(3);
    expect(textsOf(table, 'columnheader')).toEqual([
      'शेवटचा बदल',
      'संदर्भ क्रमांक',
      'ग्राहकाचे नाव',
      'खात्याचा प्रकार',
      'खातेदाराचा प्रकार',
      'खातेदारांची संख्या',
      'स्थिती',
      'अर्ज भरणारे',
      'प्रगती',
      'कृती',
    ]);
    // The account type is a list value: in the values catalogue's Marathi.
    expect(within(table).getAllByText('बचत खाते').length).toBeGreaterThan(0);
    expect(within(table).queryByText('Savings Account')).not.toBeInTheDocument();
    expect(
      screen.getByRole('note', { name: 'संदर्भ क्रमांक 202603040000003: बदलांसाठी तुमच्याकडे परत पाठवला' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'बदल करा 202603040000003' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'PDF डाउनलोड करा 202603040000001' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'काढून टाका 202603050000002' }));
    const dialog = await screen.findByRole('dialog', { name: 'खात्री करा' });
    expect(within(dialog).getByText('निवडलेला अर्ज नक्की काढून टाकायचा आहे का?')).toBeInTheDocument();
    expect(within(dialog).getByText('संदर्भ क्रमांक 202603050000002')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'हो' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'नाही' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
