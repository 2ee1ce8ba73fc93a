import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '@/lib/i18n';
import { portalConfig, renderApp, stubFetch } from '@/test/render-app';

const INSURED = 'Deposits are insured by DICGC up to ₹5,00,000 per depositor.';

function openLogin(depositInsurance: typeof portalConfig.depositInsurance) {
  stubFetch({ 'GET /api/Portal/Config': () => ({ body: { ...portalConfig, depositInsurance } }) });
  renderApp('/login');
}

afterEach(async () => {
  await switchLanguage('en');
});

describe("DICGC's deposit insurance notice (docs/decisions/042)", () => {
  it("shows on the sign-in page, below the form: DICGC named in words, a QR code that opens DICGC's website, the insured amount", async () => {
    openLogin({ insuredAmount: 500_000, officialLogo: false });

    const notice = await screen.findByRole('region', { name: 'Deposit insurance' });
    expect(notice).toHaveTextContent('DICGC — Deposit Insurance and Credit Guarantee Corporation');
    expect(within(notice).getByText(INSURED)).toBeInTheDocument();
    const qrCode = within(notice).getByRole('img', { name: 'QR code of DICGC’s website, www.dicgc.org.in' });
    expect(qrCode).toHaveAttribute('src', '/api/Portal/DicgcQrCode');
    expect(within(notice).getByRole('link', { name: /QR code/ })).toHaveAttribute('href', 'https://www.dicgc.org.in/');
    // No drawn imitation of DICGC's mark: without the bank's logo file there is no logo image at all.
    expect(within(notice).queryByRole('img', { name: 'DICGC logo' })).not.toBeInTheDocument();
    // Under the form, so it never pushes the form down.
    const getOtp = screen.getByRole('button', { name: 'Get OTP' });
    expect(getOtp.compareDocumentPosition(notice) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("shows DICGC's logo as the bank configured it, in place of the words", async () => {
    openLogin({ insuredAmount: 500_000, officialLogo: true });

    const notice = await screen.findByRole('region', { name: 'Deposit insurance' });
    expect(within(notice).getByRole('img', { name: 'DICGC logo' })).toHaveAttribute('src', '/api/Portal/DicgcLogo');
    expect(notice).not.toHaveTextContent('Deposit Insurance and Credit Guarantee Corporation');
  });

  it('says the configured amount, in Marathi and Hindi too', async () => {
    openLogin({ insuredAmount: 1_000_000, officialLogo: false });
    const notice = await screen.findByRole('region', { name: 'Deposit insurance' });
    expect(notice).toHaveTextContent('Deposits are insured by DICGC up to ₹10,00,000 per depositor.');

    await switchLanguage('mr');
    expect(await screen.findByRole('region', { name: 'ठेव विमा' })).toHaveTextContent(
      'ठेवींना DICGC कडून प्रति ठेवीदार ₹10,00,000 पर्यंत ठेव विमा संरक्षण आहे.',
    );
    await switchLanguage('hi');
    expect(await screen.findByRole('region', { name: 'जमा बीमा' })).toHaveTextContent(
      'जमा राशि DICGC द्वारा प्रति जमाकर्ता ₹10,00,000 तक जमा बीमा से सुरक्षित है।',
    );
  });

  it('is not shown for a bank DICGC does not insure', async () => {
    openLogin(null);

    expect(await screen.findByRole('button', { name: 'Get OTP' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Deposit insurance' })).not.toBeInTheDocument();
    expect(screen.queryByText(/DICGC/)).not.toBeInTheDocument();
  });
});
