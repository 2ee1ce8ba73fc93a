import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { messages } from '@portal/domain';
import { backends } from './support/test-database.js';
import { technoProducts } from './support/holder-fixtures.js';
import { useSignedIn, useTestApp } from './support/test-app-hooks.js';

const primaryDetails = (mobile: string) => ({
  Mobile: mobile,
  Email: 'asha@example.in',
  AccountTypeId: '2',
  EntityTypeId: '1',
  LocationId: '1',
  BranchId: '101',
  NoOfHolders: 1,
});

describe.each(backends)('registrations on %s', (backend) => {
  const t = useTestApp(backend);
  const asha = '9811111111';
  const ravi = '9822222222';
  const tokens = useSignedIn(t, { asha, ravi, staff: { username: 'pune101', branchCode: '101' } });

  const create = (token: string, body: unknown) =>
    t.call('POST', '/api/Registration/CreateNewAccount', { body, token });
  const list = (token: string, mobile: string) =>
    t.call('POST', '/api/Registration/GetAllCustomerAccountList', { body: { MobileNo: mobile }, token });

  it('creates an application with its first holder and a 14-digit reference number', async () => {
    const response = await create(tokens.asha, primaryDetails(asha));
    expect(response.statusCode).toBe(200);
    const body = response.json<{ registrationId: number; referenceNo: string }>();
    expect(body).toMatchObject({ responseCode: 'OK', responseMessage: messages.accountCreated });
    expect(body.referenceNo).toMatch(/^\d{14}$/);
    const holders = await t.db
      .selectFrom('registration_holders')
      .select(['holder_sr_no'])
      .where('registration_id', '=', body.registrationId)
      .execute();
    expect(holders).toEqual([{ holder_sr_no: 1 }]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor'])
      .where('registration_id', '=', body.registrationId)
      .execute();
    expect(audit).toEqual([{ action: 'registration.created', actor: asha }]);
  });

  it('tells the customer exists once an application is made', async () => {
    const exists = await t.call('POST', '/api/Registration/CheckCustomerExists', {
      body: { MobileNo: asha },
      token: tokens.asha,
    });
    expect(exists.json()).toMatchObject({ data: 1 });
  });

  it('lists the customer own applications with every Status column', async () => {
    const response = await list(tokens.asha, asha);
    expect(response.statusCode).toBe(200);
    const rows = response.json<{ data: Record<string, unknown>[] }>().data;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      accountTypeName: 'Fixed Deposit',
      entityTypeName: 'Individual',
      holdersCount: 1,
      status: 'Partially Filled',
      formFillBy: 'Customer',
      customerName: '',
      pdfAvailable: false,
      lastUpdated: '2026-11-05T04:30:00.000Z',
    });
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(
      [
        'accountTypeName',
        'customerName',
        'entityTypeName',
        'formFillBy',
        'holdersCount',
        'id',
        'lastUpdated',
        'pdfAvailable',
        'progress',
        'referenceNo',
        'returnReasons',
        'reviewStatus',
        'status',
      ].sort(),
    );
  });

  it('lists newest first', async () => {
    t.clock.advance(60_000);
    await create(tokens.asha, { ...primaryDetails(asha), AccountTypeId: 3 });
    const rows = (await list(tokens.asha, asha)).json<{ data: { accountTypeName: string }[] }>().data;
    expect(rows.map((row) => row.accountTypeName)).toEqual(['Recurring Deposit', 'Fixed Deposit']);
  });

  it('gives each application its progress: hub sections and holder steps saved of those needed', async () => {
    const meera = '9833333333';
    const meeraToken = await t.signInCustomer(meera);
    const progressOf = async () =>
      (await list(meeraToken, meera)).json<{ data: { progress: { done: number; needed: number } }[] }>().data[0]!
        .progress;
    const { registrationId } = (await create(meeraToken, primaryDetails(meera))).json<{ registrationId: number }>();
    // An FD: nomination, techno products, account operations and the FD, holder 1's steps but the
    // techno products, which are the hub section's record (one part), and holder 1's declaration.
    expect(await progressOf()).toEqual({ done: 0, needed: 9 });
    await t.call('POST', '/api/Registration/UpdateTechnoProducts', {
      body: { RegistrationId: registrationId, ...technoProducts },
      token: meeraToken,
    });
    // The hub section and holder 1's step 6 are one record, saved once and counted once.
    expect(await progressOf()).toEqual({ done: 1, needed: 9 });
  });

  it('shows one customer nothing of another', async () => {
    expect((await list(tokens.ravi, ravi)).json()).toMatchObject({ data: [] });
    const peek = await list(tokens.ravi, asha);
    expect(peek.statusCode).toBe(403);
    expect(peek.json()).toMatchObject({ responseCode: 'FORBIDDEN' });
  });

  it('refuses to create an application for another mobile', async () => {
    const response = await create(tokens.ravi, primaryDetails(asha));
    expect(response.statusCode).toBe(403);
    expect((await list(tokens.asha, asha)).json<{ data: unknown[] }>().data).toHaveLength(2);
  });

  it.each([
    ['AccountTypeId', '', messages.formTypeRequired],
    ['EntityTypeId', undefined, messages.entityTypeRequired],
    ['LocationId', '', messages.locationRequired],
    ['BranchId', '', messages.branchRequired],
    ['AccountTypeId', 99, messages.unknownFormType],
    ['LocationId', 99, messages.unknownLocation],
    ['BranchId', '201', messages.branchNotInLocation],
  ])('refuses %s=%j with "%s" and stores nothing', async (field, value, message) => {
    const before = (await list(tokens.ravi, ravi)).json<{ data: unknown[] }>().data.length;
    const response = await create(tokens.ravi, { ...primaryDetails(ravi), [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      responseCode: 'VALIDATION_ERROR',
      responseMessage: message,
      errors: [{ field, message }],
    });
    expect((await list(tokens.ravi, ravi)).json<{ data: unknown[] }>().data).toHaveLength(before);
  });

  it('refuses unknown fields', async () => {
    const response = await create(tokens.ravi, { ...primaryDetails(ravi), Status: 'Completed' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [{ field: 'Status' }] });
  });

  describe('DeleteCustomerAccount', () => {
    async function newApplication(token: string, mobile: string): Promise<number> {
      return (await create(token, primaryDetails(mobile))).json<{ registrationId: number }>().registrationId;
    }
    const remove = (token: string, id: number | string) =>
      t.call('POST', '/api/Registration/DeleteCustomerAccount', { body: { RegistrationId: id }, token });

    it('deletes the customer own Partially Filled application', async () => {
      const id = await newApplication(tokens.ravi, ravi);
      const response = await remove(tokens.ravi, String(id));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ responseCode: 'OK', responseMessage: messages.accountDeleted });
      const rows = (await list(tokens.ravi, ravi)).json<{ data: { id: number }[] }>().data;
      expect(rows.map((row) => row.id)).not.toContain(id);
      const audit = await t.db.selectFrom('audit_log').select('action').where('registration_id', '=', id).execute();
      expect(audit.map((entry) => entry.action)).toEqual(['registration.created', 'registration.deleted']);
    });

    it('answers 404 for another customer application and leaves it alone', async () => {
      const id = await newApplication(tokens.asha, asha);
      const response = await remove(tokens.ravi, id);
      expect(response.statusCode).toBe(404);
      expect((await remove(tokens.ravi, 999_999)).body).toBe(response.body);
      const rows = (await list(tokens.asha, asha)).json<{ data: { id: number }[] }>().data;
      expect(rows.map((row) => row.id)).toContain(id);
    });

    it('refuses to delete a Completed application', async () => {
      const id = await newApplication(tokens.asha, asha);
      await t.db.updateTable('registrations').set({ status: 'Completed' }).where('id', '=', id).execute();
      const response = await remove(tokens.asha, id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ responseCode: 'CONFLICT', responseMessage: messages.completedReadOnly });
    });

    it('refuses a staff token on a customer call', async () => {
      const id = await newApplication(tokens.asha, asha);
      expect((await remove(tokens.staff, id)).statusCode).toBe(403);
    });
  });

  describe('who may call', () => {
    const protectedCalls: [string, (mobile: string) => unknown][] = [
      ['/api/Registration/CheckCustomerExists', (mobile) => ({ MobileNo: mobile })],
      ['/api/Registration/CreateNewAccount', primaryDetails],
      ['/api/Registration/GetAllCustomerAccountList', (mobile) => ({ MobileNo: mobile })],
      ['/api/Registration/DeleteCustomerAccount', () => ({ RegistrationId: 1 })],
    ];

    it.each(protectedCalls)('%s refuses a call with no token', async (url, body) => {
      const response = await t.call('POST', url, { body: body(asha) });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ responseCode: 'UNAUTHORIZED', responseMessage: messages.unauthorized });
    });

    it.each(protectedCalls)('%s refuses a forged token', async (url, body) => {
      const forged = await new SignJWT({ sid: '00000000-0000-4000-8000-000000000000' })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('coop-account-portal')
        .setAudience('portal-customer')
        .setSubject(asha)
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('not-the-server-secret-not-the-server-secret'));
      expect((await t.call('POST', url, { body: body(asha), token: forged })).statusCode).toBe(401);
    });

    it('refuses an unsigned (alg none) token', async () => {
      const [, payload] = tokens.asha.split('.');
      const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
      const unsigned = `${header}.${payload}.`;
      const response = await list(unsigned, asha);
      expect(response.statusCode).toBe(401);
    });

    it.each(protectedCalls)('%s refuses a staff token', async (url, body) => {
      expect((await t.call('POST', url, { body: body(asha), token: tokens.staff })).statusCode).toBe(403);
    });

    it('ends a customer session after 30 idle minutes, and renews it while the customer works', async () => {
      const mobile = '9833333333';
      const token = await t.signInCustomer(mobile);
      for (let i = 0; i < 3; i += 1) {
        t.clock.advance(25 * 60_000);
        expect((await list(token, mobile)).statusCode).toBe(200);
      }
      t.clock.advance(30 * 60_000 + 1_000);
      expect((await list(token, mobile)).statusCode).toBe(401);
    });

    it('ends a customer session after 12 hours however active', async () => {
      const mobile = '9844444444';
      const token = await t.signInCustomer(mobile);
      for (let i = 0; i < 30; i += 1) {
        t.clock.advance(25 * 60_000);
        const status = (await list(token, mobile)).statusCode;
        expect(status).toBe(i < 28 ? 200 : 401);
      }
    });

    it('revokes a customer token at logout', async () => {
      const mobile = '9855555555';
      const token = await t.signInCustomer(mobile);
      expect((await t.call('POST', '/api/Auth/Logout', { token })).statusCode).toBe(200);
      expect((await list(token, mobile)).statusCode).toBe(401);
    });
  });
});
