import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInCustomer } from '@/test/customer-session';
import { switchLanguageForEachTest } from '@/test/language';
import { pdfAnswer, stubPdfBlobs } from '@/test/pdf-stubs';
import { renderApp, stubFetch } from '@/test/render-app';
import { submittedApplication } from '@/test/submitted-application';

const READ = 'POST /api/Registration/GetSubmittedApplication';

/** Two holders: the fixture's first, and a second who gave Form 60. */
const submitted = submittedApplication(42, '2026030500042', { submittedAt: '2026-03-04T20:00:00Z' });
submitted.holders.push({
  holderSrNo: 2,
  holderName: 'Ravi Patil',
  documents: ['Passport (proof of identity)', 'Form 60, signed'],
});

function openSuccess(answer: { status?: number; body: unknown } = { body: submitted }, path = '/success/42') {
  const stub = stubFetch({ [READ]: () => answer, 'GET /RegistrationPrintPDF/42.pdf': pdfAnswer });
  const user = userEvent.setup();
  const { router } = renderApp(path);
  return { ...stub, user, router };
}

/** A browser that can share files (a phone's): navigator.share and navigator.canShare, stubbed. */
function stubShare(canShareFiles = true) {
  const share = vi.fn<(data: ShareData) => Promise<void>>(() => Promise.resolve());
  const canShare = vi.fn<(data: ShareData) => boolean>(() => canShareFiles);
  Object.defineProperty(navigator, 'share', { configurable: true, value: share });
  Object.defineProperty(navigator, 'canShare', { configurable: true, value: canShare });
  return { share, canShare };
}

describe('the success page (decision 019)', () => {
  beforeEach(() => {
    signInCustomer();
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
    Reflect.deleteProperty(navigator, 'canShare');
  });

  it("says what DICGC insures, on the page and in the footer's deposit insurance notice (docs/decisions/042)", async () => {
    openSuccess();
    expect(await screen.findByRole('heading', { name: 'Form submitted successfully', level: 1 })).toBeInTheDocument();
    const insured = 'Deposits are insured by DICGC up to ₹5,00,000 per depositor.';
    expect(within(screen.getByRole('main')).getByText(insured)).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('region', { name: 'Deposit insurance' })).toHaveTextContent(insured);
  });

  it('reads the application of the URL from the server and says what happens next', async () => {
    const { calls } = openSuccess();
    expect(await screen.findByRole('heading', { name: 'Form submitted successfully', level: 1 })).toBeInTheDocument();
    expect(calls.find((call) => call.path.endsWith('GetSubmittedApplication'))).toMatchObject({
      body: { RegistrationId: 42 },
      headers: { 'X-Portal-Audience': 'customer' },
    });
    expect(screen.getByText('2026030500042')).toBeInTheDocument();
    // 20:00 UTC on 4 March is 5 March in India.
    expect(screen.getByText('Submitted on 05-Mar-2026')).toBeInTheDocument();

    const next = screen.getByRole('region', { name: 'What happens next' });
    expect(within(next).getByText('Pune Main Branch')).toBeInTheDocument();
    expect(within(next).getByText('Branch code 101')).toBeInTheDocument();
    expect(within(next).getByText('1180 Laxmi Road, Budhwar Peth, Pune 411002')).toBeInTheDocument();
    const first = within(next).getByRole('list', { name: 'Account holder 1: Asha Ramesh Patil' });
    expect(
      within(first)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['UID-Aadhaar No. (proof of identity and address)', 'PAN card', 'A recent passport-size photograph']);
    const second = within(next).getByRole('list', { name: 'Account holder 2: Ravi Patil' });
    expect(within(second).getAllByRole('listitem')).toHaveLength(2);

    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
    // jsdom has no navigator.share: no Share button.
    expect(screen.queryByRole('button', { name: 'Share PDF' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my applications' })).toHaveAttribute('href', '/Status');
    // The customer is still signed in: the banner's Logout is there and nothing was cleared.
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(localStorage.getItem('authCustomer')).not.toBeNull();
    expect(document.title).toBe('Success | Online Account Application');
  });

  it('downloads the PDF as {referenceNo}.pdf only when asked, and says it did', async () => {
    const pdf = stubPdfBlobs();
    const { calls, user } = openSuccess();
    const download = await screen.findByRole('button', { name: 'Download PDF' });
    expect(calls.some((call) => call.path.endsWith('.pdf'))).toBe(false);
    await user.click(download);
    await waitFor(() => expect(pdf.downloads).toEqual([{ fileName: '2026030500042.pdf', href: 'blob:pdf-1' }]));
    const pdfCall = calls.find((call) => call.path === '/RegistrationPrintPDF/42.pdf');
    expect(pdfCall?.headers['X-Portal-Audience']).toBe('customer');
    // The PDF in the language the page shows.
    expect(pdfCall?.query).toBe('language=en');
    expect(await screen.findByRole('status')).toHaveTextContent('2026030500042.pdf is saved in your downloads.');
  });

  it('shares the PDF file where the browser can share files', async () => {
    const { share, canShare } = stubShare();
    const { user } = openSuccess();
    const button = await screen.findByRole('button', { name: 'Share PDF' });
    expect(canShare.mock.calls[0]?.[0].files?.[0]?.type).toBe('application/pdf');
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(share).toHaveBeenCalledTimes(1);
    const data = share.mock.calls[0]?.[0];
    expect(data?.title).toBe('Application 2026030500042');
    expect(data?.files?.map((file) => [file.name, file.type])).toEqual([['2026030500042.pdf', 'application/pdf']]);
  });

  it('offers no Share where the browser cannot share files', async () => {
    stubShare(false);
    const { calls } = openSuccess();
    await screen.findByRole('button', { name: 'Download PDF' });
    expect(screen.queryByRole('button', { name: 'Share PDF' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path.endsWith('.pdf'))).toBe(false);
  });

  it('shows no success for another customer’s or a missing application (404), without a toast', async () => {
    openSuccess({ status: 404, body: { responseCode: 'NOT_FOUND', responseMessage: 'No such application.' } });
    expect(await screen.findByRole('heading', { name: 'No submitted application to show' })).toBeInTheDocument();
    expect(screen.getByText('No such application.')).toBeInTheDocument();
    expect(screen.queryByText('Form submitted successfully')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download PDF' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my applications' })).toHaveAttribute('href', '/Status');
  });

  it('shows no success for an application not yet submitted (409)', async () => {
    openSuccess({
      status: 409,
      body: { responseCode: 'CONFLICT', responseMessage: 'This application has not been submitted yet.' },
    });
    expect(await screen.findByText('This application has not been submitted yet.')).toBeVisible();
    expect(screen.queryByText('Form submitted successfully')).not.toBeInTheDocument();
  });

  it('does not call the server for an id that is not one', async () => {
    const { calls } = openSuccess(undefined, '/success/abc');
    expect(await screen.findByRole('heading', { name: 'No submitted application to show' })).toBeInTheDocument();
    expect(calls.some((call) => call.path.endsWith('GetSubmittedApplication'))).toBe(false);
  });

  it('goes to the Status list with "Go to my applications"', async () => {
    const { user, router } = openSuccess();
    await user.click(await screen.findByRole('link', { name: 'Go to my applications' }));
    await waitFor(() => expect(router.location.pathname).toBe('/Status'));
  });

  it('asks a signed-out visitor to sign in first, and comes back to the same page', async () => {
    localStorage.clear();
    const { router, calls } = openSuccess();
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
    expect((router.location.state as { from: { pathname: string } }).from.pathname).toBe('/success/42');
    expect(calls.some((call) => call.path.endsWith('GetSubmittedApplication'))).toBe(false);
  });

  it('sends a bare /success to the Status list', async () => {
    const { router } = openSuccess(undefined, '/success');
    await waitFor(() => expect(router.location.pathname).toBe('/Status'));
  });
});

describe('the success page in Marathi', () => {
  beforeEach(() => signInCustomer());
  switchLanguageForEachTest('mr');

  it('says what happens next in Marathi, with the date in Marathi', async () => {
    openSuccess();
    expect(await screen.findByRole('heading', { name: 'अर्ज यशस्वीपणे सादर झाला', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('सादर केल्याची तारीख: 05-मार्च-2026')).toBeInTheDocument();
    const next = screen.getByRole('region', { name: 'पुढे काय होईल' });
    expect(within(next).getByText('शाखा कोड 101')).toBeInTheDocument();
    expect(within(next).getByRole('heading', { name: 'सोबत आणायची कागदपत्रे' })).toBeInTheDocument();
    expect(within(next).getByRole('list', { name: 'खातेदार 1: Asha Ramesh Patil' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'PDF डाउनलोड करा' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'माझ्या अर्जांकडे जा' })).toHaveAttribute('href', '/Status');
    expect(screen.getByRole('button', { name: 'बाहेर पडा' })).toBeInTheDocument();
  });

  it('names the documents to bring in Marathi: the fixed ones by the web’s catalogue, a proof with what it covers', async () => {
    openSuccess({
      body: {
        ...submitted,
        holders: [
          {
            holderSrNo: 1,
            holderName: 'Asha Ramesh Patil',
            documents: [
              'UID-Aadhaar No. (proof of identity and address)',
              'Passport (proof of identity)',
              'Form 60, signed (in place of a PAN card)',
              'A recent passport-size photograph',
            ],
          },
        ],
      },
    });
    const list = await screen.findByRole('list', { name: 'खातेदार 1: Asha Ramesh Patil' });
    const items = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    // The proof's own name is a list value: the values catalogue's word once it has one.
    expect(items[0]).toMatch(/^.+ \(ओळखीचा व पत्त्याचा पुरावा\)$/);
    expect(items[1]).toMatch(/^.+ \(ओळखीचा पुरावा\)$/);
    expect(items.slice(2)).toEqual(['सही केलेला Form 60 (PAN कार्डऐवजी)', 'अलीकडचा पासपोर्ट आकाराचा फोटो']);
  });

  it('asks for the PDF in Marathi', async () => {
    stubPdfBlobs();
    const { calls, user } = openSuccess();
    await user.click(await screen.findByRole('button', { name: 'PDF डाउनलोड करा' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/RegistrationPrintPDF/42.pdf')?.query).toBe('language=mr'),
    );
  });
});
