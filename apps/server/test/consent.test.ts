import { describe, expect, it } from 'vitest';
import { messages, type ConsentRequestView, type HolderConsent } from '@portal/domain';
import { CONSENT_LINK_LIFETIME_MS } from '@server/modules/consent/consent-service.js';
import { fillApplication } from './support/application-fixtures.js';
import { AADHAAR, additional, MASKED_AADHAAR, oneNominee } from './support/holder-fixtures.js';
import { extractPdfText } from './support/pdf-text.js';
import { fieldProblems } from './support/field-problems.js';
import { backends } from './support/test-database.js';
import { useSignedIn, useTestApp } from './support/test-app-hooks.js';

const BROWSER = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36';
const LINK = /https:\/\/apply\.bank\.example\/Consent\/([A-Za-z0-9_-]+)$/;

// DESIGN.md §5 "Every depositor agrees for themselves", docs/decisions/041.
describe.each(backends)('every depositor agrees for themselves, on %s', (backend) => {
  // No resend cool-down, so that the per-mobile limits are what a test meets.
  const t = useTestApp(backend, { env: { OTP_RESEND_AFTER_SECONDS: '0' } });
  let n = 0;
  const tokens = useSignedIn(t, {
    clerk: { username: 'cclerk101', branchCode: '101' },
    otherBranchClerk: { username: 'cclerk201', branchCode: '201' },
    stranger: '9711100000',
  });

  const consent = (
    call: string,
    body: Record<string, unknown>,
    options: { token?: string; ip?: string; headers?: Record<string, string> } = {},
  ) => t.call('POST', `/api/Consent/${call}`, { body, ...options });
  const registration = (call: string, token: string, body: Record<string, unknown>) =>
    t.call('POST', `/api/Registration/${call}`, { token, body });

  /** A joint savings application of branch 101: holder 1 on the owner's phone, holder 2 on their own. */
  async function jointApplication() {
    n += 1;
    const owner = `97222${String(n).padStart(5, '0')}`;
    const holderTwoMobile = `98333${String(n).padStart(5, '0')}`;
    const token = await t.signInCustomer(owner);
    const filled = await fillApplication(t, token, owner, {
      otherHolders: [{ firstName: 'Ravi', lastName: 'Patil', mobile: holderTwoMobile, aadhaarMasked: MASKED_AADHAAR }],
    });
    return {
      id: filled.RegistrationId,
      referenceNo: filled.referenceNo,
      holderId: filled.holderIds[0]!,
      owner,
      token,
      holderTwoMobile,
    };
  }
  type Joint = Awaited<ReturnType<typeof jointApplication>>;

  const statusOf = async (app: Joint, token = app.token) => {
    const answer = await consent('GetStatus', { RegistrationId: app.id }, { token });
    expect(answer.statusCode).toBe(200);
    return answer.json<{ data: HolderConsent[] }>().data;
  };
  const smsTo = (mobile: string) => t.sms.messages.filter((sms) => sms.to === mobile);
  /** Sends holder 2 a link and answers its token, read from the SMS as the holder's phone would. */
  async function sendLink(app: Joint, ip?: string) {
    const sent = await consent('SendRequest', { RegistrationId: app.id, HolderNo: 2 }, { token: app.token, ip });
    expect(sent.statusCode).toBe(200);
    const token = LINK.exec(smsTo(app.holderTwoMobile).at(-1)?.message ?? '')?.[1];
    if (!token) throw new Error('no link was sent');
    return token;
  }
  async function agree(app: Joint, token: string, language = 'en') {
    expect((await consent('SendCode', { Token: token })).statusCode).toBe(200);
    return consent(
      'Agree',
      { Token: token, OTP: t.sms.lastCodeFor(app.holderTwoMobile), Language: language },
      { ip: '203.0.113.9', headers: { 'user-agent': BROWSER } },
    );
  }
  const submit = (app: Joint) =>
    registration('SubmitAccount', app.token, { RegistrationId: app.id, branchUserName: null });

  describe('GetStatus', () => {
    it('tells the owner who agrees by the declaration step and who must agree from their own phone', async () => {
      const app = await jointApplication();
      expect(await statusOf(app)).toEqual([
        {
          holderNo: 1,
          name: 'Asha Ramesh Patil',
          mobileMasked: `XXXXXX${app.owner.slice(-4)}`,
          status: 'NotRequired',
          requestedAt: null,
          agreedAt: null,
          declineReason: null,
        },
        {
          holderNo: 2,
          name: 'Ravi Patil',
          mobileMasked: `XXXXXX${app.holderTwoMobile.slice(-4)}`,
          status: 'NotRequested',
          requestedAt: null,
          agreedAt: null,
          declineReason: null,
        },
      ]);
    });

    it('answers staff of its branch; another customer and another branch 404; no session 401', async () => {
      const app = await jointApplication();
      expect((await statusOf(app, tokens.clerk)).map((holder) => holder.status)).toEqual([
        'NotRequired',
        'NotRequested',
      ]);
      expect((await consent('GetStatus', { RegistrationId: app.id }, { token: tokens.stranger })).statusCode).toBe(404);
      expect(
        (await consent('GetStatus', { RegistrationId: app.id }, { token: tokens.otherBranchClerk })).statusCode,
      ).toBe(404);
      expect((await consent('GetStatus', { RegistrationId: app.id })).statusCode).toBe(401);
    });

    it('asks holder 1 too when the form is filled from someone else’s phone', async () => {
      n += 1;
      const son = `97444${String(n).padStart(5, '0')}`;
      const token = await t.signInCustomer(son);
      const { RegistrationId } = await fillApplication(t, token, son, { personal: { Mobile: '9855500001' } });
      const status = await consent('GetStatus', { RegistrationId }, { token });
      expect(status.json<{ data: HolderConsent[] }>().data.map((holder) => holder.status)).toEqual(['NotRequested']);
      const refused = await registration('SubmitAccount', token, { RegistrationId, branchUserName: null });
      expect(refused.statusCode).toBe(400);
      expect(fieldProblems(refused.json())).toEqual([
        { field: 'holders.1.consent', message: 'Account holder 1 has not agreed yet' },
      ]);
    });
  });

  describe('SendRequest', () => {
    it('sends holder 2 a link with a 128-bit token, keeps only its hash, and marks the holder Requested', async () => {
      const app = await jointApplication();
      const token = await sendLink(app);
      expect(Buffer.from(token, 'base64url')).toHaveLength(16);
      expect(smsTo(app.holderTwoMobile).at(-1)?.message).toBe(
        `Demo Sahakari Co-operative Bank Ltd.: please review and agree to application ${app.referenceNo}: https://apply.bank.example/Consent/${token}`,
      );
      const stored = await t.db
        .selectFrom('consent_requests')
        .selectAll()
        .where('registration_id', '=', app.id)
        .execute();
      expect(stored).toHaveLength(1);
      expect(JSON.stringify(stored)).not.toContain(token);
      expect(stored[0]!.expires_at.getTime() - stored[0]!.created_at.getTime()).toBe(72 * 60 * 60_000);
      const [, holderTwo] = await statusOf(app);
      expect(holderTwo).toMatchObject({ status: 'Requested', requestedAt: t.clock.now().toISOString() });
    });

    it('refuses a holder who agrees by the declaration step (400), a missing holder (404), another customer (404) and staff (403)', async () => {
      const app = await jointApplication();
      const toHolderOne = await consent('SendRequest', { RegistrationId: app.id, HolderNo: 1 }, { token: app.token });
      expect(toHolderOne.statusCode).toBe(400);
      expect(fieldProblems(toHolderOne.json())).toEqual([{ field: 'HolderNo', message: messages.consentNotNeeded }]);
      expect(
        (await consent('SendRequest', { RegistrationId: app.id, HolderNo: 3 }, { token: app.token })).statusCode,
      ).toBe(404);
      expect(
        (await consent('SendRequest', { RegistrationId: app.id, HolderNo: 2 }, { token: tokens.stranger })).statusCode,
      ).toBe(404);
      expect(
        (await consent('SendRequest', { RegistrationId: app.id, HolderNo: 2 }, { token: tokens.clerk })).statusCode,
      ).toBe(403);
      expect((await consent('SendRequest', { RegistrationId: app.id, HolderNo: 2 })).statusCode).toBe(401);
      expect(smsTo(app.holderTwoMobile)).toEqual([]);
    });

    it('replaces the earlier link: the old one is 404, the new one works', async () => {
      const app = await jointApplication();
      const first = await sendLink(app);
      const second = await sendLink(app);
      expect(second).not.toBe(first);
      expect((await consent('GetRequest', { Token: first })).statusCode).toBe(404);
      expect((await consent('GetRequest', { Token: second })).statusCode).toBe(200);
    });

    it('keeps the SMS limits of sign-in codes for the holder’s mobile', async () => {
      const app = await jointApplication();
      for (let i = 0; i < 5; i += 1) await sendLink(app, '203.0.113.40');
      const sixth = await consent(
        'SendRequest',
        { RegistrationId: app.id, HolderNo: 2 },
        { token: app.token, ip: '203.0.113.40' },
      );
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json()).toMatchObject({ responseCode: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
      expect(smsTo(app.holderTwoMobile)).toHaveLength(5);
    });
  });

  describe('GetRequest', () => {
    it('shows the holder their own details (Aadhaar masked), their declaration, the nominees and the account', async () => {
      const app = await jointApplication();
      const token = await sendLink(app);
      const answer = await consent('GetRequest', { Token: token });
      expect(answer.statusCode).toBe(200);
      const view = answer.json<ConsentRequestView & { responseCode: string }>();
      expect(view).toMatchObject({
        responseCode: 'OK',
        referenceNo: app.referenceNo,
        holderNo: 2,
        holderName: 'Ravi Patil',
        accountType: 'Savings Account',
        mobileMasked: `XXXXXX${app.holderTwoMobile.slice(-4)}`,
        deposit: null,
        accountOperations: 'Either or survivor',
        status: 'Requested',
        agreedAt: null,
        expiresAt: new Date(t.clock.now().getTime() + CONSENT_LINK_LIFETIME_MS).toISOString(),
      });
      expect(view.holderDetails).toEqual(
        expect.arrayContaining([
          { label: 'First name', value: 'Ravi' },
          { label: 'Mobile', value: `+91 ${app.holderTwoMobile}` },
          { label: 'UID-Aadhaar No.', value: expect.stringContaining(MASKED_AADHAAR) },
        ]),
      );
      expect(JSON.stringify(view)).not.toContain(AADHAAR);
      expect(view.declaration).toHaveLength(19);
      expect(view.nominees).toMatchObject({ mode: 'Successive', nominees: [{ firstName: 'Ravi', order: 1 }] });
      const marathi = (await consent('GetRequest', { Token: token, Language: 'mr' })).json<ConsentRequestView>();
      expect(marathi.declaration).toHaveLength(19);
      expect(marathi.declaration[0]).not.toBe(view.declaration[0]);
    });

    it('is 404 for an unknown or altered token, with nothing told', async () => {
      const app = await jointApplication();
      const token = await sendLink(app);
      const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
      for (const Token of [altered, 'A'.repeat(22), token.slice(1), 'not a token']) {
        const answer = await consent('GetRequest', { Token });
        expect(answer.statusCode).toBe(404);
        expect(answer.json()).toEqual({ responseCode: 'NOT_FOUND', responseMessage: messages.notFound });
      }
    });
  });

  describe('SendCode and Agree', () => {
    it('agrees with the code: time, address, browser and SHA-256 recorded and audited', async () => {
      const app = await jointApplication();
      const token = await sendLink(app);
      const agreed = await agree(app, token);
      expect(agreed.statusCode).toBe(200);
      expect(agreed.json()).toEqual({ responseCode: 'OK', responseMessage: messages.consentAgreed });
      const [, holderTwo] = await statusOf(app);
      expect(holderTwo).toMatchObject({ status: 'Agreed', agreedAt: t.clock.now().toISOString() });
      const audit = await t.db
        .selectFrom('audit_log')
        .select(['actor_kind', 'actor', 'at', 'detail'])
        .where('registration_id', '=', app.id)
        .where('action', '=', 'consent.agreed')
        .executeTakeFirstOrThrow();
      expect(audit).toMatchObject({ actor_kind: 'customer', actor: app.holderTwoMobile, at: t.clock.now() });
      expect(audit.detail).toEqual({
        holderSrNo: 2,
        at: t.clock.now().toISOString(),
        clientIp: '203.0.113.9',
        userAgent: BROWSER,
        shownSha256: expect.stringMatching(/^[0-9a-f]{64}$/),
        language: 'en',
      });
      // The staff page shows the agreement and its history.
      const page = await t.call('POST', '/api/Review/GetApplication', {
        token: tokens.clerk,
        body: { RegistrationId: app.id },
      });
      const consents = page.json<{ consents: (HolderConsent & { history: unknown[] })[] }>().consents;
      expect(consents[1]).toMatchObject({
        status: 'Agreed',
        history: [
          {
            status: 'Agreed',
            clientAddress: '203.0.113.9',
            userAgent: BROWSER,
            shownSha256: audit.detail.shownSha256,
            mobileMasked: `XXXXXX${app.holderTwoMobile.slice(-4)}`,
          },
        ],
      });
    });

    it('answers a wrong code 401 with the tries left; three spend that code only, a new code works', async () => {
      const app = await jointApplication();
      const token = await sendLink(app);
      expect((await consent('SendCode', { Token: token })).statusCode).toBe(200);
      const right = t.sms.lastCodeFor(app.holderTwoMobile);
      const wrong = right === '000000' ? '111111' : '000000';
      for (const triesLeft of [2, 1, 0]) {
        const answer = await consent('Agree', { Token: token, OTP: wrong, Language: 'en' });
        expect(answer.statusCode).toBe(401);
        expect(answer.json()).toEqual({
          responseCode: 'UNAUTHORIZED',
          responseMessage: messages.otpInvalid,
          triesLeft,
        });
      }
      const spent = await consent('Agree', { Token: token, OTP: right, Language: 'en' });
      expect(spent.json()).toMatchObject({ triesLeft: 0 });
      expect((await agree(app, token)).statusCode).toBe(200);
    });

    it('refuses SendCode and Agree for a token that is not a live link (404)', async () => {
      const app = await jointApplication();
      const token = await sendLink(app);
      const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
      expect((await consent('SendCode', { Token: altered })).statusCode).toBe(404);
      expect((await consent('Agree', { Token: altered, OTP: '123456', Language: 'en' })).statusCode).toBe(404);
      expect((await consent('Decline', { Token: altered, Reason: 'No' })).statusCode).toBe(404);
      expect(smsTo(app.holderTwoMobile)).toHaveLength(1);
    });

    it('keeps the code limits per mobile and client address', async () => {
      const app = await jointApplication();
      const token = await sendLink(app);
      for (let i = 0; i < 5; i += 1) {
        expect((await consent('SendCode', { Token: token }, { ip: '203.0.113.50' })).statusCode).toBe(200);
      }
      const sixth = await consent('SendCode', { Token: token }, { ip: '203.0.113.50' });
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json()).toMatchObject({ responseCode: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
      // The holder's own phone, another address, still gets a code.
      expect((await consent('SendCode', { Token: token }, { ip: '203.0.113.51' })).statusCode).toBe(200);
    });
  });

  describe('Decline', () => {
    it('needs a reason, records it, and the owner sees it', async () => {
      const app = await jointApplication();
      const token = await sendLink(app);
      const noReason = await consent('Decline', { Token: token, Reason: '  ' });
      expect(noReason.statusCode).toBe(400);
      expect(fieldProblems(noReason.json())).toEqual([
        { field: 'Reason', message: messages.consentDeclineReasonRequired },
      ]);
      const declined = await consent(
        'Decline',
        { Token: token, Reason: 'My address is wrong' },
        { headers: { 'user-agent': BROWSER } },
      );
      expect(declined.json()).toEqual({ responseCode: 'OK', responseMessage: messages.consentDeclined });
      const [, holderTwo] = await statusOf(app);
      expect(holderTwo).toMatchObject({ status: 'Declined', declineReason: 'My address is wrong', agreedAt: null });
      const refused = await submit(app);
      expect(fieldProblems(refused.json())).toEqual([
        { field: 'holders.2.consent', message: 'Account holder 2 has not agreed yet' },
      ]);
      const audits = await t.db
        .selectFrom('audit_log')
        .select('detail')
        .where('registration_id', '=', app.id)
        .where('action', '=', 'consent.declined')
        .execute();
      expect(audits).toEqual([
        { detail: expect.objectContaining({ declineReason: 'My address is wrong', userAgent: BROWSER }) },
      ]);
    });
  });

  describe('Outdated and SubmitAccount', () => {
    it('outdates an agreement when the holder’s details change, and submit waits for it', async () => {
      const app = await jointApplication();
      const token = await sendLink(app);
      const refused = await submit(app);
      expect(refused.statusCode).toBe(400);
      expect(fieldProblems(refused.json())).toEqual([
        { field: 'holders.2.consent', message: 'Account holder 2 has not agreed yet' },
      ]);
      expect((await agree(app, token)).statusCode).toBe(200);
      const changed = await registration('UpdateAdditionalDetails', app.token, {
        RegistrationId: app.id,
        RegistrationHolderId: app.holderId,
        ...additional,
        caste: 'OBC',
        BusinessVehicleType: ['Car'],
        CarMonth: '',
        CarYear: '2024',
      });
      expect(changed.statusCode).toBe(200);
      const [, holderTwo] = await statusOf(app);
      expect(holderTwo).toMatchObject({ status: 'Outdated', agreedAt: expect.any(String) });
      expect(fieldProblems((await submit(app)).json())).toEqual([
        { field: 'holders.2.consent', message: 'Account holder 2 has not agreed yet' },
      ]);
    });

    it('outdates it when the nominees change; agreeing again lets the submit through and the PDF says so', async () => {
      const app = await jointApplication();
      const token = await sendLink(app);
      expect((await agree(app, token, 'mr')).statusCode).toBe(200);
      const nominee = { ...oneNominee.Nominees[0], Address1: '14 MG Road' };
      const saved = await registration('UpdateNominees', app.token, {
        RegistrationId: app.id,
        ...oneNominee,
        Nominees: [nominee],
      });
      expect(saved.statusCode).toBe(200);
      expect((await statusOf(app))[1]?.status).toBe('Outdated');

      expect((await agree(app, token, 'mr')).statusCode).toBe(200);
      expect((await statusOf(app))[1]?.status).toBe('Agreed');
      const submitted = await submit(app);
      expect(submitted.statusCode).toBe(200);
      // Submitted: the link shows and does nothing more.
      expect((await consent('GetRequest', { Token: token })).statusCode).toBe(404);
      expect((await consent('SendCode', { Token: token })).statusCode).toBe(404);

      const pdf = await t.call('GET', `/RegistrationPrintPDF/${app.id}.pdf?language=en`, { token: app.token });
      expect(pdf.statusCode).toBe(200);
      const text = extractPdfText(pdf.rawPayload).lines.join('\n');
      expect(text).toMatch(
        new RegExp(
          `Agreed by one-time code to XXXXXX${app.holderTwoMobile.slice(-4)} on \\d{2}-[A-Z][a-z]{2}-\\d{4} \\d{2}:\\d{2} IST`,
        ),
      );
      expect(text).toMatch(/Accepted on \d{2}-[A-Z][a-z]{2}-\d{4} \d{2}:\d{2} IST/);
    });

    it('refuses a submit while holder 1’s declaration is not accepted, and the PDF does not say it is', async () => {
      n += 1;
      const owner = `97666${String(n).padStart(5, '0')}`;
      const token = await t.signInCustomer(owner);
      const { RegistrationId } = await fillApplication(t, token, owner, { skip: ['HolderOneDeclaration'] });
      const refused = await registration('SubmitAccount', token, { RegistrationId, branchUserName: null });
      expect(refused.statusCode).toBe(400);
      expect(fieldProblems(refused.json())).toEqual([
        { field: 'holders.1.declaration', message: 'Account holder 1 has not accepted the declaration' },
      ]);
      const draft = await t.call('GET', `/RegistrationPrintPDF/${RegistrationId}.pdf?language=en`, {
        token: tokens.clerk,
      });
      const text = extractPdfText(draft.rawPayload).lines.join('\n');
      expect(text).not.toContain('Accepted on');
      expect(text).toContain('Not accepted yet');
    });
  });

  it('stops a link after 72 hours (404)', async () => {
    const app = await jointApplication();
    const token = await sendLink(app);
    t.clock.advance(CONSENT_LINK_LIFETIME_MS - 1);
    expect((await consent('GetRequest', { Token: token })).statusCode).toBe(200);
    t.clock.advance(1);
    expect((await consent('GetRequest', { Token: token })).statusCode).toBe(404);
    expect((await consent('SendCode', { Token: token })).statusCode).toBe(404);
  });
});
