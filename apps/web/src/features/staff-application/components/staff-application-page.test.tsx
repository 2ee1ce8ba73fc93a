import {
  contract,
  referenceListContract,
  type FirstAccountHolderDetails,
  type GetApplicationResponse,
  type ReferenceItem,
  type ReferenceListName,
} from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoViolations } from '@/test/axe';
import { holderDetails, savedPersonal } from '@/test/holder-details';
import { answerOf, OK } from '@/test/answer-of';
import { stubNarrowScreen } from '@/test/narrow-screen';
import { stubPdfBlobs } from '@/test/pdf-stubs';
import { validationRefusal } from '@/test/refusals';
import { renderApp, stubFetch } from '@/test/render-app';
import { textsOf } from '@/test/role-texts';
import { signInStaff } from '@/test/staff-session';
import { sameBranchDuplicate } from '../possible-duplicate-fixtures';

const REGISTRATION_ID = 42;
const GET_APPLICATION = 'POST /api/Review/GetApplication';

const VERSIONS: FirstAccountHolderDetails['versions'] = {
  personal: 1,
  family: 1,
  relatedPerson: 0,
  form60: 0,
  additional: 0,
  technoProducts: 1,
  nomination: 0,
  declaration: 0,
};

function holderOne(): FirstAccountHolderDetails {
  return holderDetails({
    savedSteps: ['personal', 'family', 'technoProducts'],
    personalDetails: savedPersonal({
      Title: '2',
      FirstName: 'Asha',
      MiddleName: 'Ramesh',
      DOB: '1990-04-12',
      Gender: '2',
      MartialStatus: '1',
      Email: 'asha@example.in',
      PermanentAddress1: '12 MG Road',
      PermanentCity: 'Pune',
      PermanentPin: '411001',
      photoFilePath: '/Photo/aaaa.jpg',
      panFilePath: '/POIFiles/bbbb.pdf',
      registrationHoldersPOI: [
        {
          POIId: 7,
          POI: 'UID-Aadhaar No.',
          POINo: 'XXXX XXXX 2346',
          POIPOA: '3',
          ExpiryDate: '',
          poiFilePath: '/POIFiles/cccc.jpg',
        },
      ],
    }),
    photoFilePath: '/Photo/aaaa.jpg',
    panFilePath: '/POIFiles/bbbb.pdf',
    poiFilePath: '/POIFiles/cccc.jpg',
    isPAN: true,
    versions: VERSIONS,
  });
}

/** Holder 1 agrees by the declaration step: the mobile that signed in is theirs. */
const AGREES_BY_DECLARATION: GetApplicationResponse['consents'] = [
  {
    holderNo: 1,
    name: 'Asha Ramesh Patil',
    mobileMasked: 'XXXXXX3210',
    status: 'NotRequired',
    requestedAt: null,
    agreedAt: null,
    declineReason: null,
    history: [],
  },
];

function application(
  changes: Partial<GetApplicationResponse['application']> = {},
  review: Partial<GetApplicationResponse['review']> = {},
  consents: GetApplicationResponse['consents'] = AGREES_BY_DECLARATION,
) {
  return answerOf(contract.GetApplication, {
    ...OK,
    application: {
      registrationId: REGISTRATION_ID,
      referenceNo: '202611050000042',
      accountTypeId: 1,
      accountTypeName: 'Savings Account',
      entityTypeName: 'Individual',
      locationName: 'Pune',
      branchCode: '101',
      branchName: 'Pune Main Branch',
      status: 'Partially Filled',
      formFillBy: 'Customer',
      mobileNo: '9876543210',
      email: 'asha@example.in',
      holdersCount: 1,
      createdOn: '2026-11-05T04:30:00.000Z',
      lastUpdated: '2026-11-05T05:00:00.000Z',
      submittedOn: null,
      ...changes,
    },
    review: {
      reviewStatus: changes.status === 'Completed' ? 'Submitted' : null,
      verifiedBy: null,
      verifiedAt: null,
      originalsSeen: [],
      remarks: '',
      approvedBy: null,
      approvedAt: null,
      accountNumber: null,
      rejectedBy: null,
      rejectedAt: null,
      rejectionReason: null,
      returnedBy: null,
      returnedAt: null,
      returnReasons: [],
      reopened: null,
      ...review,
    },
    sections: {
      accountOperations: { accountOperations: null, version: 0 },
      nomination: { mode: '', nominees: [], noNominationDeclared: false, version: 0 },
      technoProducts: {
        debitCard: true,
        smsBanking: false,
        mobileBanking: true,
        statementOnEmail: true,
        aadhaarCardSeeding: true,
        interntBanking: true,
        version: 1,
      },
      fixedDeposit: null,
      recurringDeposit: null,
    },
    holders: [holderOne()],
    documents: [
      {
        documentId: 1,
        registrationHolderId: 101,
        holderSrNo: 1,
        kind: 'photo',
        label: 'Photo',
        fileName: 'aaaa.jpg',
        contentType: 'image/jpeg',
        url: '/Photo/aaaa.jpg',
      },
      {
        documentId: 2,
        registrationHolderId: 101,
        holderSrNo: 1,
        kind: 'pan',
        label: 'PAN',
        fileName: 'bbbb.pdf',
        contentType: 'application/pdf',
        url: '/POIFiles/bbbb.pdf',
      },
    ],
    history: [
      { at: '2026-11-05T04:30:00.000Z', action: 'Application created', by: 'Customer' },
      { at: '2026-11-05T04:40:00.000Z', action: 'Personal Details saved (holder 1)', by: 'Customer' },
      { at: '2026-11-05T05:00:00.000Z', action: 'Family Details saved (holder 1)', by: 'clerk1' },
    ],
    consents,
    returnableSections: [
      'Personal Details',
      'Family Details',
      'Additional Details',
      'Techno products',
      'Techno based products requirement',
      'Instruction for account operations and Nomination form DA-1',
      'Nomination form DA-1',
      'Instruction for account operations',
      'Applicant Declaration',
    ],
    accountNumberFormat: { pattern: '\\d{6,20}', description: '6 to 20 digits' },
  });
}

/** A reference list's answer (GET /api/<List>/GetAll). */
const list =
  <List extends ReferenceListName>(name: List, data: ReferenceItem<List>[]) =>
  () =>
    answerOf(referenceListContract[name].GET, { ...OK, data });

/** The documents' bytes and the bank's lists the steps name by id. */
const files = () => ({
  'GET /api/State/GetAll': list('State', [{ id: 27, stateName: 'Maharashtra' }]),
  'GET /api/Occupation/GetAll': list('Occupation', [{ id: 1, occupationName: 'Service' }]),
  'GET /api/RelatedPersonType/GetAll': list('RelatedPersonType', []),
  'GET /api/Education/GetAll': list('Education', []),
  'GET /api/OtherBankAccounts/GetAll': list('OtherBankAccounts', []),
  'GET /api/CustomerReason/GetAll': list('CustomerReason', []),
  'GET /Photo/aaaa.jpg': () => ({ body: 'jpeg bytes' }),
  'GET /POIFiles/bbbb.pdf': () => ({ body: '%PDF-1.7' }),
  // Nothing in common with other records (possible-duplicates.test.tsx shows the warning itself).
  'POST /api/Review/GetPossibleDuplicates': () =>
    answerOf(contract.GetPossibleDuplicates, { ...OK, data: [], truncated: false }),
});

describe('/CustomerList/:registrationId', () => {
  beforeEach(() => signInStaff());
  afterEach(() => vi.restoreAllMocks());

  it('warns of possible duplicates, linking to the one the clerk may open (decision 046)', async () => {
    stubPdfBlobs();
    stubFetch({
      [GET_APPLICATION]: () => application(),
      ...files(),
      'POST /api/Review/GetPossibleDuplicates': () =>
        answerOf(contract.GetPossibleDuplicates, {
          ...OK,
          truncated: false,
          data: [sameBranchDuplicate({ value: 'ABCPE1234F' })],
        }),
    });
    renderApp(`/CustomerList/${REGISTRATION_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Application 202611050000042' })).toBeInTheDocument();
    const warning = await screen.findByRole('region', { name: 'Possible duplicates' });
    expect(within(warning).getByRole('link', { name: '202611050000007' })).toHaveAttribute('href', '/CustomerList/7');
    await expectNoViolations();
  });

  it("shows the reference, status, summary, the holder's steps, documents and history of a draft", async () => {
    stubPdfBlobs();
    const { calls } = stubFetch({ [GET_APPLICATION]: () => application(), ...files() });
    renderApp(`/CustomerList/${REGISTRATION_ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Application 202611050000042' })).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/Review/GetApplication')?.body).toEqual({
      RegistrationId: REGISTRATION_ID,
    });
    expect(screen.getAllByText('Partially Filled').length).toBeGreaterThan(0);
    // A draft has its PDF for the branch (marked as a draft by the server), and no review.
    expect(screen.getByRole('button', { name: 'View PDF' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Review' })).not.toBeInTheDocument();

    // The summary as label and value, with times in India.
    const summary = screen.getByRole('region', { name: 'Summary' });
    const created = within(summary).getByText('Created On').nextElementSibling;
    expect(created).toHaveTextContent('05-Nov-2026 10:00');
    expect(within(summary).getByText('Submitted On').nextElementSibling).toHaveTextContent('Not submitted yet');

    // Holder 1's steps by the wizard's names; the saved ones open, with their values by name.
    expect(screen.getByRole('tab', { name: 'Holder 1: Asha Ramesh Patil' })).toBeInTheDocument();
    const personal = screen.getByRole('button', { name: /Personal Details/ });
    expect(personal).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: /Applicant Declaration/ })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Marital Status').nextElementSibling).toHaveTextContent('Married');
    expect(screen.getByText('Date of Birth').nextElementSibling).toHaveTextContent('12-Apr-1990');
    // Ids of the bank's lists by their names.
    expect((await screen.findAllByText('Maharashtra', { selector: 'dd' })).length).toBe(2);
    expect(screen.getByText('Local State').nextElementSibling).toHaveTextContent('Maharashtra');
    expect(screen.getByText('Occupation').nextElementSibling).toHaveTextContent('Service');
    expect(screen.getByText('Proof 1 (POA & POI)').nextElementSibling).toHaveTextContent(
      'UID-Aadhaar No. · XXXX XXXX 2346',
    );
    // A step off the path (the related person of an adult, Form 60/61 with a PAN) is not listed.
    expect(screen.queryByRole('button', { name: /Related person/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Form no 60\/61/ })).not.toBeInTheDocument();

    // The history, oldest first, with who.
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByText('Application created')).toBeInTheDocument();
    expect(
      within(history).getByText(
        (_, element) => element?.tagName === 'P' && element.textContent === '05-Nov-2026 10:30 by clerk1',
      ),
    ).toBeInTheDocument();

    // The photo's thumbnail is fetched with the branch session.
    expect(await screen.findByRole('img', { name: 'Photo of holder 1' })).toHaveAttribute('src', 'blob:pdf-1');
    const photoCall = calls.find((call) => call.path === '/Photo/aaaa.jpg');
    expect(photoCall?.headers['X-Portal-Audience']).toBe('staff');

    expect(screen.getAllByRole('link', { name: 'Back to the customer list' })[0]).toHaveAttribute(
      'href',
      '/CustomerList',
    );
    await expectNoViolations();
  });

  it("shows the holder's own agreement and every answer they gave through their link", async () => {
    stubPdfBlobs();
    const answer = {
      mobileMasked: 'XXXXXX3210',
      clientAddress: '203.0.113.7',
      userAgent: 'Mozilla/5.0 (Linux; Android 14)',
      shownSha256: 'a'.repeat(64),
    };
    stubFetch({
      [GET_APPLICATION]: () =>
        application({}, {}, [
          {
            ...AGREES_BY_DECLARATION[0]!,
            status: 'Agreed',
            requestedAt: '2026-11-05T04:45:00.000Z',
            agreedAt: '2026-11-05T06:00:00.000Z',
            history: [
              {
                ...answer,
                status: 'Declined',
                at: '2026-11-05T05:00:00.000Z',
                language: 'en',
                declineReason: 'Wrong name',
              },
              { ...answer, status: 'Agreed', at: '2026-11-05T06:00:00.000Z', language: 'mr', declineReason: null },
            ],
          },
        ]),
      ...files(),
    });
    renderApp(`/CustomerList/${REGISTRATION_ID}`);

    expect(
      await screen.findByText('Agreed by one-time code to XXXXXX3210 on 05-Nov-2026 11:30 IST'),
    ).toBeInTheDocument();
    const answers = screen.getByRole('table', { name: 'Answers of holder 1' });
    const rows = within(answers).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [
        '05-Nov-2026 10:30',
        'Asked for changes: Wrong name',
        'XXXXXX3210',
        '203.0.113.7, Mozilla/5.0 (Linux; Android 14)',
        'a'.repeat(64),
      ],
      [
        '05-Nov-2026 11:30',
        'Agreed (read in Marathi)',
        'XXXXXX3210',
        '203.0.113.7, Mozilla/5.0 (Linux; Android 14)',
        'a'.repeat(64),
      ],
    ]);
    await expectNoViolations();
  });

  it('opens a PDF document in place, in a dialog, and closes it again', async () => {
    stubPdfBlobs();
    stubFetch({ [GET_APPLICATION]: () => application(), ...files() });
    renderApp(`/CustomerList/${REGISTRATION_ID}`);

    await userEvent.click(await screen.findByRole('button', { name: 'View PAN of holder 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'PAN of holder 1' });
    const frame = await within(dialog).findByTitle('PAN of holder 1');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toMatch(/^blob:/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close the document' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('zooms, turns and downloads an image in the viewer, by keyboard too', async () => {
    stubPdfBlobs();
    stubFetch({ [GET_APPLICATION]: () => application(), ...files() });
    renderApp(`/CustomerList/${REGISTRATION_ID}`);

    await userEvent.click(await screen.findByRole('button', { name: 'View Photo of holder 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Photo of holder 1' });
    const image = await within(dialog).findByRole('img', { name: 'Photo of holder 1' });
    const transform = () => image.style.transform;
    expect(transform()).toContain('rotate(0deg) scale(1)');
    expect(within(dialog).getByRole('button', { name: 'Fit' })).toBeDisabled();

    // A sideways scan is turned upright a quarter at a time, with the keyboard as with the mouse.
    within(dialog).getByRole('button', { name: 'Rotate right' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(transform()).toContain('rotate(90deg)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rotate left' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rotate left' }));
    expect(transform()).toContain('rotate(270deg)');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    expect(transform()).toContain('scale(1.5)');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Zoom 150 %, turned 270°');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fit' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zoom out' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zoom out' }));
    expect(transform()).toContain('scale(0.5)');
    expect(within(dialog).getByRole('button', { name: 'Zoom out' })).toBeDisabled();
    // The zoomed image scrolls within its frame, which the keyboard can reach.
    expect(within(dialog).getByRole('region', { name: /Photo of holder 1/ })).toHaveAttribute('tabindex', '0');

    // Downloaded from the document's own URL, named by what it is.
    const download = within(dialog).getByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('href', image.getAttribute('src'));
    expect(download).toHaveAttribute('download', 'Photo of holder 1.jpg');
    await expectNoViolations();

    // Another document opens upright at its fitted size.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close the document' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'View PAN of holder 1' }));
    const pan = await screen.findByRole('dialog', { name: 'PAN of holder 1' });
    const panDownload = await within(pan).findByRole('link', { name: 'Download' });
    expect(panDownload).toHaveAttribute('download', 'PAN of holder 1.pdf');
  });

  it('offers the PDF of a Completed application, and works on a phone', async () => {
    stubNarrowScreen();
    const { downloads } = stubPdfBlobs();
    stubFetch({
      [GET_APPLICATION]: () => application({ status: 'Completed', submittedOn: '2026-11-05T06:00:00.000Z' }),
      ...files(),
      'GET /RegistrationPrintPDF/42.pdf': () => ({ body: '%PDF-1.7' }),
    });
    renderApp(`/CustomerList/${REGISTRATION_ID}`);

    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(downloads.map((download) => download.fileName)).toEqual(['202611050000042.pdf']));
    expect(screen.getByRole('button', { name: 'View PDF' })).toBeInTheDocument();
    expect(screen.getByText('Submitted On').nextElementSibling).toHaveTextContent('05-Nov-2026 11:30');
  });

  it("tells the staff member when the application cannot be read (another branch's is 404)", async () => {
    stubFetch({
      [GET_APPLICATION]: () => ({
        status: 404,
        body: { responseCode: 'NOT_FOUND', responseMessage: 'No such application.' },
      }),
    });
    renderApp(`/CustomerList/${REGISTRATION_ID}`);
    expect(await screen.findByText('The application could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the customer list' })).toBeInTheDocument();
  });

  describe('the review', () => {
    const completed = { status: 'Completed', submittedOn: '2026-11-05T06:00:00.000Z' } as const;
    const transition = (reviewStatus: 'Verified' | 'Approved', responseMessage: string) => () =>
      answerOf(contract.Verify, { responseCode: 'OK', responseMessage, registrationId: REGISTRATION_ID, reviewStatus });

    it('lets a clerk verify a Submitted application: every document ticked goes, then a toast and a fresh read', async () => {
      localStorage.setItem('staffRole', 'clerk');
      let reads = 0;
      const { calls } = stubFetch({
        [GET_APPLICATION]: () => {
          reads += 1;
          return application(completed, reads > 1 ? { reviewStatus: 'Verified', verifiedBy: 'clerk1' } : {});
        },
        'POST /api/Review/Verify': transition('Verified', 'Application verified.'),
        ...files(),
      });
      renderApp(`/CustomerList/${REGISTRATION_ID}`);

      expect(await screen.findByText('Review: Submitted')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
      const dialog = await screen.findByRole('dialog', { name: 'Verify the originals' });
      expect(within(dialog).getByRole('group', { name: /Originals seen/ })).toBeInTheDocument();
      await expectNoViolations();
      // Not every original ticked: the form says so and sends nothing.
      await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Photo of holder 1: original seen' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
      expect(
        (await within(dialog).findAllByText('Tick every document whose original you have seen')).length,
      ).toBeGreaterThan(0);
      expect(calls.some((call) => call.path === '/api/Review/Verify')).toBe(false);

      await userEvent.click(within(dialog).getByRole('checkbox', { name: 'PAN of holder 1: original seen' }));
      await userEvent.type(within(dialog).getByRole('textbox', { name: 'Remarks' }), 'Both seen');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));

      await waitFor(() =>
        expect(calls.find((call) => call.path === '/api/Review/Verify')?.body).toEqual({
          RegistrationId: REGISTRATION_ID,
          OriginalsSeen: [1, 2],
          Remarks: 'Both seen',
        }),
      );
      expect(await screen.findByText('Application verified.')).toBeInTheDocument();
      expect(await screen.findByText('Review: Verified')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      // A clerk neither approves nor rejects.
      expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    });

    it('shows each document beside its tick in the Verify dialog, opens it there, and ticks all at once', async () => {
      localStorage.setItem('staffRole', 'clerk');
      stubPdfBlobs();
      const { calls } = stubFetch({
        [GET_APPLICATION]: () => application(completed),
        'POST /api/Review/Verify': transition('Verified', 'Application verified.'),
        ...files(),
      });
      renderApp(`/CustomerList/${REGISTRATION_ID}`);

      await userEvent.click(await screen.findByRole('button', { name: 'Verify' }));
      const dialog = await screen.findByRole('dialog', { name: 'Verify the originals' });
      const tickAll = within(dialog).getByRole('checkbox', { name: 'Tick all' });
      const photo = within(dialog).getByRole('checkbox', { name: 'Photo of holder 1: original seen' });
      const pan = within(dialog).getByRole('checkbox', { name: 'PAN of holder 1: original seen' });
      expect(await within(dialog).findByRole('img', { name: 'Photo of holder 1' })).toBeInTheDocument();

      // Tick all ticks every document; one unticked leaves it half ticked; ticked again, all again.
      await userEvent.click(tickAll);
      expect(photo).toBeChecked();
      expect(pan).toBeChecked();
      await userEvent.click(pan);
      expect(tickAll).toBePartiallyChecked();
      expect(tickAll).not.toBeChecked();
      await userEvent.click(tickAll);
      expect(pan).toBeChecked();
      await userEvent.click(tickAll);
      expect(photo).not.toBeChecked();
      expect(pan).not.toBeChecked();

      // A thumbnail opens its document in the dialog, beside the ticks; closed, focus is back on it.
      const view = within(dialog).getByRole('button', { name: 'View Photo of holder 1' });
      await userEvent.click(view);
      const opened = within(dialog).getByRole('region', { name: 'Photo of holder 1' });
      await waitFor(() => expect(within(opened).getByRole('heading', { name: 'Photo of holder 1' })).toHaveFocus());
      await userEvent.click(within(opened).getByRole('button', { name: 'Rotate right' }));
      expect(within(opened).getByRole('img', { name: 'Photo of holder 1' }).style.transform).toContain('rotate(90deg)');
      // Ticking beside it keeps it open.
      await userEvent.click(photo);
      expect(within(dialog).getByRole('region', { name: 'Photo of holder 1' })).toBeInTheDocument();
      await expectNoViolations();
      await userEvent.click(within(opened).getByRole('button', { name: 'Close the document' }));
      expect(within(dialog).queryByRole('region', { name: 'Photo of holder 1' })).not.toBeInTheDocument();
      await waitFor(() => expect(view).toHaveFocus());
      expect(screen.getByRole('dialog', { name: 'Verify the originals' })).toBeInTheDocument();

      expect(tickAll).toBePartiallyChecked();
      await userEvent.click(tickAll);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
      await waitFor(() =>
        expect(calls.find((call) => call.path === '/api/Review/Verify')?.body).toEqual({
          RegistrationId: REGISTRATION_ID,
          OriginalsSeen: [1, 2],
          Remarks: '',
        }),
      );
    });

    it('lets an officer approve a Verified application with the account number', async () => {
      localStorage.setItem('staffRole', 'officer');
      const { calls } = stubFetch({
        [GET_APPLICATION]: () => application(completed, { reviewStatus: 'Verified', verifiedBy: 'clerk2' }),
        'POST /api/Review/Approve': () =>
          answerOf(contract.Approve, {
            responseCode: 'OK',
            responseMessage: 'Application approved.',
            registrationId: REGISTRATION_ID,
            reviewStatus: 'Approved',
            smsSent: true,
          }),
        ...files(),
      });
      renderApp(`/CustomerList/${REGISTRATION_ID}`);

      await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
      expect(screen.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
      const dialog = await screen.findByRole('dialog', { name: 'Approve the application' });
      await userEvent.type(within(dialog).getByRole('textbox', { name: /Account number/ }), '0101200034567');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
      await waitFor(() =>
        expect(calls.find((call) => call.path === '/api/Review/Approve')?.body).toEqual({
          RegistrationId: REGISTRATION_ID,
          AccountNumber: '0101200034567',
        }),
      );
      expect(await screen.findByText('Application approved.')).toBeInTheDocument();
    });

    it("shows a refusal's message (409) and keeps the dialog with what was typed", async () => {
      localStorage.setItem('staffRole', 'admin');
      stubFetch({
        [GET_APPLICATION]: () => application(completed, { reviewStatus: 'Verified', verifiedBy: 'someone' }),
        'POST /api/Review/Reject': () => ({
          status: 409,
          body: { responseCode: 'CONFLICT', responseMessage: 'This application has been decided already.' },
        }),
        ...files(),
      });
      renderApp(`/CustomerList/${REGISTRATION_ID}`);

      await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
      const dialog = await screen.findByRole('dialog', { name: 'Reject the application' });
      await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Signature differs');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
      expect(await screen.findByText('This application has been decided already.')).toBeInTheDocument();
      // The dialog stays, with what was typed.
      expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveValue('Signature differs');
    });

    it('lets a clerk return a Submitted application with a reason per section', async () => {
      localStorage.setItem('staffRole', 'clerk');
      const { calls } = stubFetch({
        [GET_APPLICATION]: () => application(completed),
        'POST /api/Review/Return': () =>
          answerOf(contract.Return, {
            responseCode: 'OK',
            responseMessage: 'Application returned to the customer.',
            registrationId: REGISTRATION_ID,
            reviewStatus: 'Returned',
            smsSent: true,
          }),
        ...files(),
      });
      renderApp(`/CustomerList/${REGISTRATION_ID}`);

      await userEvent.click(await screen.findByRole('button', { name: 'Return to customer' }));
      const dialog = await screen.findByRole('dialog', { name: 'Return to the customer' });
      await userEvent.click(within(dialog).getByRole('textbox', { name: /Section 1/ }));
      await userEvent.click(await screen.findByRole('option', { name: 'Personal Details' }));
      await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason for section 1/ }), 'Photo blurred');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Return to customer' }));
      await waitFor(() =>
        expect(calls.find((call) => call.path === '/api/Review/Return')?.body).toEqual({
          RegistrationId: REGISTRATION_ID,
          Reasons: [{ Section: 'Personal Details', Reason: 'Photo blurred' }],
        }),
      );
      expect(await screen.findByText('Application returned to the customer.')).toBeInTheDocument();
    });

    it("puts a 400's field message beside the field", async () => {
      localStorage.setItem('staffRole', 'officer');
      stubFetch({
        [GET_APPLICATION]: () => application(completed, { reviewStatus: 'Verified', verifiedBy: 'clerk2' }),
        'POST /api/Review/Approve': () =>
          validationRefusal(
            [{ field: 'AccountNumber', message: 'This account number is not valid' }],
            'Please correct the errors.',
          ),
        ...files(),
      });
      renderApp(`/CustomerList/${REGISTRATION_ID}`);

      await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
      const dialog = await screen.findByRole('dialog', { name: 'Approve the application' });
      const field = within(dialog).getByRole('textbox', { name: /Account number/ });
      await userEvent.type(field, '0101200034567');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
      await waitFor(() => expect(field).toHaveAccessibleDescription(/This account number is not valid/));
    });

    it("offers only the application's returnable sections in the Return dialog", async () => {
      localStorage.setItem('staffRole', 'clerk');
      stubFetch({ [GET_APPLICATION]: () => application(completed), ...files() });
      renderApp(`/CustomerList/${REGISTRATION_ID}`);

      await userEvent.click(await screen.findByRole('button', { name: 'Return to customer' }));
      const dialog = await screen.findByRole('dialog', { name: 'Return to the customer' });
      await userEvent.click(within(dialog).getByRole('textbox', { name: /Section 1/ }));
      const options = textsOf(await screen.findByRole('listbox'), 'option');
      expect(options).toContain('Nomination form DA-1');
      expect(options).toHaveLength(9);
      for (const absent of ['FD', 'RD', 'Form no 60/61', 'Related person / guardian', 'Terms and conditions']) {
        expect(options).not.toContain(absent);
      }
    });

    it("checks the account number against the bank's format as typed, dropping nothing", async () => {
      localStorage.setItem('staffRole', 'officer');
      const { calls } = stubFetch({
        [GET_APPLICATION]: () => application(completed, { reviewStatus: 'Verified', verifiedBy: 'clerk2' }),
        ...files(),
      });
      renderApp(`/CustomerList/${REGISTRATION_ID}`);

      await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
      const dialog = await screen.findByRole('dialog', { name: 'Approve the application' });
      const field = within(dialog).getByRole('textbox', { name: /Account number/ });
      expect(field).toHaveAccessibleDescription(/6 to 20 digits/);
      await userEvent.type(field, 'SB-0012 3456');
      expect(field).toHaveValue('SB-0012 3456');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
      await waitFor(() => expect(field).toHaveAccessibleDescription(/Account Number must be 6 to 20 digits/));
      expect(calls.some((call) => call.path === '/api/Review/Approve')).toBe(false);
    });

    it('lets an admin reopen an approval with a reason', async () => {
      localStorage.setItem('staffRole', 'admin');
      const approved = { reviewStatus: 'Approved', verifiedBy: 'clerk2', approvedBy: 'officer1' } as const;
      const { calls } = stubFetch({
        [GET_APPLICATION]: () => application(completed, approved),
        'POST /api/Review/Reopen': () =>
          answerOf(contract.Reopen, {
            responseCode: 'OK',
            responseMessage: 'The decision is reopened.',
            registrationId: REGISTRATION_ID,
            reviewStatus: 'Verified',
            smsSent: true,
          }),
        ...files(),
      });
      renderApp(`/CustomerList/${REGISTRATION_ID}`);

      await userEvent.click(await screen.findByRole('button', { name: 'Reopen decision' }));
      const dialog = await screen.findByRole('dialog', { name: 'Reopen the decision' });
      expect(within(dialog).getByText(/The approval is taken back/)).toBeInTheDocument();
      await expectNoViolations();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Reopen' }));
      expect((await within(dialog).findAllByText('Reason required')).length).toBeGreaterThan(0);
      expect(calls.some((call) => call.path === '/api/Review/Reopen')).toBe(false);
      await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason for reopening/ }), 'Wrong account');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Reopen' }));
      await waitFor(() =>
        expect(calls.find((call) => call.path === '/api/Review/Reopen')?.body).toEqual({
          RegistrationId: REGISTRATION_ID,
          Reason: 'Wrong account',
        }),
      );
      expect(await screen.findByText('The decision is reopened.')).toBeInTheDocument();
    });

    it.each(['clerk', 'officer'])('offers no Reopen to a %s on a decided application', async (role) => {
      localStorage.setItem('staffRole', role);
      stubFetch({
        [GET_APPLICATION]: () => application(completed, { reviewStatus: 'Rejected', rejectedBy: 'officer1' }),
        ...files(),
      });
      renderApp(`/CustomerList/${REGISTRATION_ID}`);
      expect(await screen.findByText('Review: Rejected')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Reopen decision' })).not.toBeInTheDocument();
    });

    it('offers the admin who reopened a decision neither Approve nor Reject, and shows the reopen', async () => {
      localStorage.setItem('staffRole', 'admin');
      localStorage.setItem('userName', 'admin1');
      stubFetch({
        [GET_APPLICATION]: () =>
          application(completed, {
            reviewStatus: 'Verified',
            verifiedBy: 'clerk2',
            reopened: {
              by: 'admin1',
              at: '2026-11-06T05:00:00.000Z',
              reason: 'Wrong account number',
              decision: {
                status: 'Approved',
                by: 'officer1',
                at: '2026-11-05T08:15:00.000Z',
                accountNumber: '0101200034567',
                rejectionReason: null,
              },
            },
          }),
        ...files(),
      });
      renderApp(`/CustomerList/${REGISTRATION_ID}`);

      expect(await screen.findByRole('button', { name: 'Return to customer' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
      const review = screen.getByRole('region', { name: 'Review' });
      expect(within(review).getByText('Wrong account number')).toBeInTheDocument();
      expect(within(review).getByText(/^Approved by officer1 on .*: 0101200034567$/)).toBeInTheDocument();
    });

    /** The Review card's value under a label, as the definition list pairs them. */
    const reviewValue = (review: HTMLElement, label: string) =>
      within(review).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

    it('shows who verified and approved it and when, the originals seen, the remarks, the account number and the last return', async () => {
      stubFetch({
        [GET_APPLICATION]: () =>
          application(completed, {
            reviewStatus: 'Approved',
            verifiedBy: 'clerk2',
            verifiedAt: '2026-11-05T07:00:00.000Z',
            originalsSeen: [1, 2],
            remarks: 'Originals match',
            approvedBy: 'officer1',
            approvedAt: '2026-11-05T08:15:00.000Z',
            accountNumber: '0101200034567',
            returnedBy: 'clerk2',
            returnedAt: '2026-11-04T09:00:00.000Z',
            returnReasons: [{ section: 'Personal Details', reason: 'Photo blurred' }],
          }),
        ...files(),
      });
      renderApp(`/CustomerList/${REGISTRATION_ID}`);

      const review = await screen.findByRole('region', { name: 'Review' });
      expect(reviewValue(review, 'Review status')).toBe('Approved');
      expect(reviewValue(review, 'Verified by')).toBe('clerk2 on 05-Nov-2026 12:30');
      expect(reviewValue(review, 'Originals seen')).toBe('2 of 2 documents');
      expect(reviewValue(review, 'Remarks')).toBe('Originals match');
      expect(reviewValue(review, 'Approved by')).toBe('officer1 on 05-Nov-2026 13:45');
      expect(reviewValue(review, 'Account Number')).toBe('0101200034567');
      // The return before the resubmit stays on record, named as the last one.
      expect(reviewValue(review, 'Last returned by')).toBe('clerk2 on 04-Nov-2026 14:30');
      const reasons = within(review).getByRole('region', { name: 'Last return reasons' });
      expect(reviewValue(reasons, 'Personal Details')).toBe('Photo blurred');
      expect(within(review).queryByText('Rejected by')).not.toBeInTheDocument();
      await expectNoViolations();
    });

    it("shows a Returned application's reasons with who returned it, and a rejection's reason", async () => {
      let status: 'Returned' | 'Rejected' = 'Returned';
      stubFetch({
        [GET_APPLICATION]: () =>
          application(
            completed,
            status === 'Returned'
              ? {
                  reviewStatus: 'Returned',
                  returnedBy: 'clerk2',
                  returnedAt: '2026-11-05T07:00:00.000Z',
                  returnReasons: [
                    { section: 'Personal Details', reason: 'Photo blurred' },
                    { section: 'FD', reason: 'Tenure missing' },
                  ],
                }
              : {
                  reviewStatus: 'Rejected',
                  verifiedBy: 'clerk2',
                  verifiedAt: '2026-11-05T07:00:00.000Z',
                  originalsSeen: [1],
                  rejectedBy: 'officer1',
                  rejectedAt: '2026-11-05T08:00:00.000Z',
                  rejectionReason: 'Signature does not match',
                },
          ),
        ...files(),
      });
      const { unmount } = renderApp(`/CustomerList/${REGISTRATION_ID}`);
      const returned = await screen.findByRole('region', { name: 'Review' });
      expect(reviewValue(returned, 'Returned by')).toBe('clerk2 on 05-Nov-2026 12:30');
      const reasons = within(returned).getByRole('region', { name: 'Return reasons' });
      expect(reviewValue(reasons, 'Personal Details')).toBe('Photo blurred');
      expect(reviewValue(reasons, 'FD')).toBe('Tenure missing');
      expect(within(returned).queryByText('Verified by')).not.toBeInTheDocument();
      unmount();

      status = 'Rejected';
      renderApp(`/CustomerList/${REGISTRATION_ID}`);
      const rejected = await screen.findByRole('region', { name: 'Review' });
      expect(reviewValue(rejected, 'Originals seen')).toBe('1 of 2 documents');
      expect(reviewValue(rejected, 'Rejected by')).toBe('officer1 on 05-Nov-2026 13:30');
      expect(reviewValue(rejected, 'Rejection reason')).toBe('Signature does not match');
      expect(within(rejected).queryByText('Account Number')).not.toBeInTheDocument();
    });

    it('offers neither approve nor reject to the admin who verified it', async () => {
      localStorage.setItem('staffRole', 'admin');
      stubFetch({
        [GET_APPLICATION]: () => application(completed, { reviewStatus: 'Verified', verifiedBy: 'clerk1' }),
        ...files(),
      });
      renderApp(`/CustomerList/${REGISTRATION_ID}`);
      expect(await screen.findByText('Review: Verified')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    });
  });
});
