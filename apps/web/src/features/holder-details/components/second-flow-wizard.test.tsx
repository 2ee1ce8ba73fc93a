import { FORM_TYPE, messages } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubPdfBlobs } from '@/test/pdf-stubs';
import { renderApp, stubFetch } from '@/test/render-app';
import { holderDetails, lastBody, savedPersonal, signInWithApplication, wizardAnswers } from '../first-holder-fixtures';

const existingCustomer = FORM_TYPE.existingCustomerFixedDeposit;

const MASTER_RECORD = {
  responseCode: 'OK',
  responseMessage: '',
  customerId: 'C1001',
  branchCode: '101',
  title: '1',
  firstName: 'Suresh',
  middleName: 'Ganpat',
  lastName: 'Kulkarni',
  dob: '1980-05-17',
  gender: '1',
  mobile: '9876543210',
  email: 'suresh@example.in',
  pan: 'ABCPK1234F',
  address1: '12 Shivaji Nagar',
  address2: '',
  address3: '',
  city: 'Pune',
  pin: '411005',
  state: 27,
  averageIncome: '40000',
  education: 1,
  occupation: 1,
};

function openSecondFlow(details: Parameters<typeof holderDetails>[0] = {}, applyAccept = true) {
  const state = { details: holderDetails({ accountTypeId: existingCustomer, ...details }) };
  const { calls } = stubFetch({
    ...wizardAnswers(state),
    'GET /POIFiles/pan1.pdf': () => ({ body: '%PDF-1.4' }),
    'POST /api/Registration/GetCustomerDataByCustomerId': (call) =>
      (call.body as { customerId: string }).customerId === 'C1001'
        ? { body: MASTER_RECORD }
        : { status: 404, body: { responseCode: 'NOT_FOUND', responseMessage: messages.customerNotFound } },
  });
  const { router } = renderApp('/Registration');
  return { calls, router, user: userEvent.setup({ applyAccept }) };
}

const stepHeading = (name: string) => screen.findByRole('heading', { name, level: 2 });

describe('the second onboarding flow (/Registration, account type 5)', () => {
  beforeEach(() => signInWithApplication());

  it('shows six steps and fills step 1 from the customer master, refusing an unknown Customer Id', async () => {
    const { user, calls } = openSecondFlow();
    await stepHeading('Personal Details');
    expect(screen.getByRole('heading', { name: 'Existing Customer Registration', level: 1 })).toBeInTheDocument();
    const stepper = screen.getByRole('navigation', { name: /steps/i });
    expect(within(stepper).getAllByRole('button')).toHaveLength(6);
    expect(within(stepper).getByRole('button', { name: /Terms and conditions/ })).toBeInTheDocument();
    expect(within(stepper).queryByRole('button', { name: /Techno products/ })).not.toBeInTheDocument();

    const customerId = screen.getByRole('textbox', { name: 'Customer Id' });
    await user.click(screen.getByRole('button', { name: 'Fetch customer details' }));
    expect(await screen.findByText(messages.customerIdRequired)).toBeInTheDocument();

    await user.type(customerId, 'C9999');
    await user.click(screen.getByRole('button', { name: 'Fetch customer details' }));
    expect(await screen.findByText(messages.customerNotFound)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveValue('');

    await user.clear(customerId);
    await user.type(customerId, 'C1001');
    await user.click(screen.getByRole('button', { name: 'Fetch customer details' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveValue('Suresh'));
    expect(screen.queryByText(messages.customerNotFound)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Last Name' })).toHaveValue('Kulkarni');
    expect(screen.getByRole('textbox', { name: 'PAN' })).toHaveValue('ABCPK1234F');
    expect(screen.getByRole('checkbox', { name: 'Same as above' })).toBeChecked();
    // It says what it filled, so the customer knows what to check.
    expect(screen.getByRole('status')).toHaveTextContent(/^Filled from the bank's record C1001: name, date of birth/);
    expect(screen.getByRole('status')).toHaveTextContent(
      /PAN and communication address\. Check them before you save\.$/,
    );
    expect(lastBody(calls, 'GetCustomerDataByCustomerId')).toEqual({ customerId: 'C1001' });
  });

  it('saves the ticked terms and conditions and goes back to the hub without a final submit', async () => {
    const { user, calls, router } = openSecondFlow({
      savedSteps: ['personal', 'family', 'additional'],
      personalDetails: savedPersonal({ CustomerId: 'C1001' }),
    });
    await stepHeading('Terms and conditions');
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Please select Terms & conditions')).not.toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: 'I agree to above terms and conditions' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.location.pathname).toBe('/CreateNewAccount'));
    expect(lastBody(calls, 'UpdateAccountHolderStatus')).toMatchObject({ RegistrationId: 42, TermsAccepted: true });
    expect(calls.some((call) => call.path === '/api/Registration/SubmitAccount')).toBe(false);
  });

  it('takes a PDF as the PAN document and sends it unshrunk; a PNG PAN is refused with the flow’s message', async () => {
    const { user, calls } = openSecondFlow({ personalDetails: savedPersonal({ CustomerId: 'C1001' }) }, false);
    await stepHeading('Personal Details');
    const pan = (await screen.findByLabelText('PAN document')) as HTMLInputElement;
    expect(pan).toHaveAttribute('accept', 'image/jpeg,application/pdf');

    await user.upload(pan, new File(['png'], 'pan.png', { type: 'image/png' }));
    expect(await screen.findByText(messages.wrongFileTypeJpgPdf)).toBeInTheDocument();
    expect(pan.value).toBe('');
    expect(pan).toHaveAccessibleDescription(
      // The PAN document on record is kept.
      `${messages.wrongFileTypeJpgPdf} JPG, JPEG or PDF, up to 5 MB. Bigger photos are shrunk to fit. A document is on record; choose a file to replace it.`,
    );

    await user.upload(pan, new File(['%PDF-1.4'], 'pan.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(screen.queryByText(messages.wrongFileTypeJpgPdf)).not.toBeInTheDocument());
    expect(screen.getByText('pan.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /PAN document/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save & Next' }));
    await waitFor(() => expect(lastBody(calls, 'Registration')).toBeDefined());
    const body = lastBody(calls, 'Registration') as { registrationHolders: { Base64PAN: string }[] };
    expect(body.registrationHolders[0]?.Base64PAN).toBe(`data:application/pdf;base64,${btoa('%PDF-1.4')}`);
  });

  it('opens a saved PDF PAN document from its View link, never as an image', async () => {
    const { blobs } = stubPdfBlobs();
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user, calls } = openSecondFlow({
      personalDetails: savedPersonal({ CustomerId: 'C1001', panFilePath: '/POIFiles/pan1.pdf' }),
    });
    await stepHeading('Personal Details');
    expect(screen.queryByRole('img', { name: /PAN document/ })).not.toBeInTheDocument();

    const panField = await screen.findByRole('group', { name: 'PAN' });
    await user.click(within(panField).getByRole('button', { name: 'View' }));
    await waitFor(() => expect(tab.location.href).toBe(`blob:pdf-${blobs.length}`));
    expect(calls.some((call) => call.path === '/POIFiles/pan1.pdf')).toBe(true);
    // The stub answers the PDF's bytes as JSON text.
    expect(await blobs.at(-1)?.text()).toContain('%PDF-1.4');
  });

  it('sends /FirstHolder of an existing customer’s account to /Registration', async () => {
    const state = { details: holderDetails({ accountTypeId: existingCustomer }) };
    stubFetch(wizardAnswers(state));
    const { router } = renderApp('/FirstHolder');
    // The second flow's first step has its own URL there.
    await waitFor(() => expect(router.location.pathname).toBe('/Registration/personal'));
  });
});
