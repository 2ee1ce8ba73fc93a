import { beforeAll, describe, expect, it } from 'vitest';
import { getApplicationResponseSchema, type GetApplicationResponse } from '@portal/domain';
import { listDocumentIds } from '@server/modules/review/review-repository.js';
import { backends } from './support/test-database.js';
import { useSignedIn, useTestApp } from './support/test-app-hooks.js';
import { fillApplication, ONLY_PERSONAL_DETAILS } from './support/application-fixtures.js';

const GET_APPLICATION = '/api/Review/GetApplication';

describe.each(backends)('the staff application page (GetApplication) on %s', (backend) => {
  const t = useTestApp(backend);
  const asha = '9733333333';
  /** Branch 101, submitted, with a second holder. */
  let submitted: { RegistrationId: number; referenceNo: string };
  /** Branch 101, a draft: holder 1's personal details only. */
  let draft: { RegistrationId: number; referenceNo: string };
  /** Branch 102, submitted. */
  let otherBranch: { RegistrationId: number; referenceNo: string };

  const getApplication = (token: string | undefined, RegistrationId: number) =>
    t.call('POST', GET_APPLICATION, { token, body: { RegistrationId } });
  const answerOf = async (token: string, RegistrationId: number): Promise<GetApplicationResponse> => {
    const response = await getApplication(token, RegistrationId);
    expect(response.statusCode).toBe(200);
    return getApplicationResponseSchema.parse(response.json());
  };
  const submit = async (RegistrationId: number) => {
    t.clock.advance(60_000);
    const response = await t.call('POST', '/api/Registration/SubmitAccount', {
      token: tokens.asha,
      body: { RegistrationId, branchUserName: null },
    });
    expect(response.statusCode).toBe(200);
  };
  const tokens = useSignedIn(t, {
    asha,
    clerk101: { username: 'clerk101', branchCode: '101' },
    clerk102: { username: 'clerk102', branchCode: '102' },
    admin: { username: 'admin102', branchCode: '102', isAdmin: true },
    officer101: { username: 'offi101', branchCode: '101', role: 'officer' },
  });
  beforeAll(async () => {
    submitted = await fillApplication(t, tokens.asha, asha, {
      otherHolders: [{ firstName: 'Ravi', lastName: 'Patil' }],
    });
    await submit(submitted.RegistrationId);
    draft = await fillApplication(t, tokens.asha, asha, {
      skip: ONLY_PERSONAL_DETAILS,
    });
    otherBranch = await fillApplication(t, tokens.asha, asha, { branchCode: '102' });
    await submit(otherBranch.RegistrationId);
  });

  it("answers the branch's clerk the summary, sections, holders by step, documents and history", async () => {
    const answer = await answerOf(tokens.clerk101, submitted.RegistrationId);
    expect(answer.application).toMatchObject({
      registrationId: submitted.RegistrationId,
      referenceNo: submitted.referenceNo,
      accountTypeId: 1,
      accountTypeName: 'Savings Account',
      branchCode: '101',
      status: 'Completed',
      formFillBy: 'Customer',
      mobileNo: asha,
      holdersCount: 2,
    });
    expect(answer.application.submittedOn).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Date.parse(answer.application.submittedOn ?? '')).toBeGreaterThan(Date.parse(answer.application.createdOn));
    // A Savings Account has the nomination, techno products and account operations; no FD or RD.
    expect(answer.sections.technoProducts).not.toBeNull();
    expect(answer.sections.nomination).not.toBeNull();
    expect(answer.sections.accountOperations?.accountOperations).toBe('Either or survivor');
    expect(answer.sections.fixedDeposit).toBeNull();
    expect(answer.sections.recurringDeposit).toBeNull();

    expect(answer.holders.map((holder) => holder.holderSrNo)).toEqual([1, 2]);
    const [first, second] = answer.holders;
    expect(first?.personalDetails?.FirstName).toBe('Asha');
    expect(first?.savedSteps).toEqual(expect.arrayContaining(['personal', 'family', 'additional', 'nomination']));
    expect(first?.familyDetails).not.toBeNull();
    expect(second?.personalDetails?.FirstName).toBe('Ravi');
    expect(second?.familyDetails).toBeNull();

    const holderOne = answer.documents.filter((document) => document.holderSrNo === 1);
    expect(holderOne.map((document) => [document.kind, document.label])).toEqual([
      ['photo', 'Photo'],
      ['pan', 'PAN'],
      ['proof', 'UID-Aadhaar No.'],
    ]);
    for (const document of answer.documents) {
      expect(document.url).toBe(`/${document.kind === 'photo' ? 'Photo' : 'POIFiles'}/${document.fileName}`);
      expect(document.contentType).toMatch(/^(image\/(jpeg|png)|application\/pdf)$/);
    }
  });

  it('lists the history in order with who did each, and never a saved value', async () => {
    const { history } = await answerOf(tokens.clerk101, submitted.RegistrationId);
    const actions = history.map((entry) => entry.action);
    expect(actions[0]).toBe('Application created');
    expect(actions.at(-1)).toBe('Application submitted');
    expect(actions).toEqual(
      expect.arrayContaining([
        'Personal Details saved (holder 1)',
        'Family Details saved (holder 1)',
        'Additional Details saved (holder 1)',
        'Holder added (holder 2)',
        'Applicant Declaration accepted (holder 2)',
      ]),
    );
    const index = (action: string) => actions.indexOf(action);
    expect(index('Application created')).toBeLessThan(index('Personal Details saved (holder 1)'));
    expect(index('Personal Details saved (holder 1)')).toBeLessThan(index('Application submitted'));
    expect(new Set(history.map((entry) => entry.by))).toEqual(new Set(['Customer']));
    const times = history.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // Neither the mobile nor the Aadhaar number saved shows anywhere in the history.
    const text = JSON.stringify(history);
    expect(text).not.toContain(asha);
    expect(text).not.toMatch(/\d{10}/);
  });

  it('answers a draft (Partially Filled) with the steps saved so far', async () => {
    const answer = await answerOf(tokens.clerk101, draft.RegistrationId);
    expect(answer.application).toMatchObject({ status: 'Partially Filled', submittedOn: null });
    expect(answer.holders[0]?.savedSteps).toEqual(['personal']);
    expect(answer.holders[0]?.familyDetails).toBeNull();
    expect(answer.history.map((entry) => entry.action)).toEqual([
      'Application created',
      'Personal Details saved (holder 1)',
    ]);
  });

  it('answers the review state: Submitted after the submit, none for a draft', async () => {
    expect((await answerOf(tokens.clerk101, submitted.RegistrationId)).review).toEqual({
      reviewStatus: 'Submitted',
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
    });
    expect((await answerOf(tokens.clerk101, draft.RegistrationId)).review.reviewStatus).toBeNull();
  });

  it('answers who verified and approved, and tells the review in the history', async () => {
    const reviewed = await fillApplication(t, tokens.asha, asha);
    await submit(reviewed.RegistrationId);
    const originals = await listDocumentIds(t.db, reviewed.RegistrationId);
    const verified = await t.call('POST', '/api/Review/Verify', {
      token: tokens.clerk101,
      body: { RegistrationId: reviewed.RegistrationId, OriginalsSeen: originals, Remarks: 'All seen' },
    });
    expect(verified.statusCode).toBe(200);
    const approved = await t.call('POST', '/api/Review/Approve', {
      token: tokens.officer101,
      body: { RegistrationId: reviewed.RegistrationId, AccountNumber: '0101200034567' },
    });
    expect(approved.statusCode).toBe(200);

    const answer = await answerOf(tokens.clerk101, reviewed.RegistrationId);
    expect(answer.review).toMatchObject({
      reviewStatus: 'Approved',
      verifiedBy: 'clerk101',
      originalsSeen: originals,
      remarks: 'All seen',
      approvedBy: 'offi101',
      accountNumber: '0101200034567',
      rejectionReason: null,
      returnReasons: [],
    });
    expect(originals.length).toBeGreaterThan(0);
    expect(Date.parse(answer.review.approvedAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(answer.review.verifiedAt ?? ''),
    );
    expect(answer.history.slice(-2)).toEqual([
      expect.objectContaining({ action: 'Verified, originals seen', by: 'clerk101' }),
      expect.objectContaining({ action: 'Approved', by: 'offi101' }),
    ]);
    // The account number is in the review, never in the history.
    expect(JSON.stringify(answer.history)).not.toContain('0101200034567');
  });

  it("answers a Returned application's reasons, and tells the return and the rejection in the history", async () => {
    const returned = await fillApplication(t, tokens.asha, asha);
    await submit(returned.RegistrationId);
    const answer = await t.call('POST', '/api/Review/Return', {
      token: tokens.clerk101,
      body: {
        RegistrationId: returned.RegistrationId,
        Reasons: [{ Section: 'Personal Details', Reason: 'Photo blurred' }],
      },
    });
    expect(answer.statusCode).toBe(200);
    const read = await answerOf(tokens.clerk101, returned.RegistrationId);
    expect(read.review).toMatchObject({
      reviewStatus: 'Returned',
      returnedBy: 'clerk101',
      returnReasons: [{ section: 'Personal Details', reason: 'Photo blurred' }],
    });
    expect(Number.isNaN(Date.parse(read.review.returnedAt ?? ''))).toBe(false);
    expect(read.history.at(-1)).toMatchObject({ action: 'Returned to the customer', by: 'clerk101' });

    const rejected = await fillApplication(t, tokens.asha, asha);
    await submit(rejected.RegistrationId);
    const originals = await listDocumentIds(t.db, rejected.RegistrationId);
    for (const [call, token, body] of [
      ['Verify', tokens.clerk101, { OriginalsSeen: originals }],
      ['Reject', tokens.officer101, { Reason: 'Signature does not match' }],
    ] as const) {
      const response = await t.call('POST', `/api/Review/${call}`, {
        token,
        body: { RegistrationId: rejected.RegistrationId, ...body },
      });
      expect(response.statusCode).toBe(200);
    }
    const afterReject = await answerOf(tokens.clerk101, rejected.RegistrationId);
    expect(afterReject.review).toMatchObject({
      reviewStatus: 'Rejected',
      rejectedBy: 'offi101',
      rejectionReason: 'Signature does not match',
      approvedBy: null,
      accountNumber: null,
    });
    expect(afterReject.history.at(-1)).toMatchObject({ action: 'Rejected', by: 'offi101' });
  });

  it('answers an admin any branch', async () => {
    expect((await answerOf(tokens.admin, submitted.RegistrationId)).application.branchCode).toBe('101');
    expect((await answerOf(tokens.admin, otherBranch.RegistrationId)).application.branchCode).toBe('102');
  });

  it("answers another branch's application, and a missing one, 404", async () => {
    const other = await getApplication(tokens.clerk101, otherBranch.RegistrationId);
    const missing = await getApplication(tokens.clerk101, 999_999);
    expect(other.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(other.json()).toEqual(missing.json());
    expect((await getApplication(tokens.clerk102, submitted.RegistrationId)).statusCode).toBe(404);
  });

  it('refuses a customer session (403) and no session (401)', async () => {
    expect((await getApplication(tokens.asha, submitted.RegistrationId)).statusCode).toBe(403);
    expect((await getApplication(undefined, submitted.RegistrationId)).statusCode).toBe(401);
  });

  it('refuses a missing RegistrationId with the spec message (400)', async () => {
    const response = await t.call('POST', GET_APPLICATION, { token: tokens.clerk101, body: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: [{ field: 'RegistrationId', message: 'Registration is required' }],
    });
  });

  it("serves each document's URL to the branch's staff and an admin, and 404 to another branch", async () => {
    const { documents } = await answerOf(tokens.clerk101, submitted.RegistrationId);
    expect(documents.length).toBeGreaterThan(0);
    for (const document of documents) {
      const own = await t.call('GET', document.url, { token: tokens.clerk101 });
      expect(own.statusCode).toBe(200);
      expect(own.headers['content-type']).toBe(document.contentType);
      expect(own.rawPayload.length).toBeGreaterThan(0);
      expect((await t.call('GET', document.url, { token: tokens.admin })).statusCode).toBe(200);
      expect((await t.call('GET', document.url, { token: tokens.clerk102 })).statusCode).toBe(404);
    }
  });
});
