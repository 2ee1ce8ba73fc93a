import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { messages, namedMessages, reviewMessages, type NomineesDetails } from '@portal/domain';
import { findNominationNoticeMobiles } from '@server/modules/sections/nomination-notice.js';
import { fillApplication, openApplication } from './support/application-fixtures.js';
import { technoProducts } from './support/holder-fixtures.js';
import { backends } from './support/test-database.js';
import { useApplicationAudience, useTestApp } from './support/test-app-hooks.js';

// The test clock stands at 5 Nov 2026 (India).
const adult = {
  FirstName: 'Sunita',
  MiddleName: 'Ravi',
  LastName: 'Patil',
  Relationship: 'Wife',
  DateOfBirth: '1985-04-12',
  Address1: '12 Shivaji Road',
  Address2: 'Camp',
  City: 'Pune',
  Pincode: '411001',
  StateId: 21,
};
const appointee = {
  FirstName: 'Ramesh',
  LastName: 'Patil',
  Relationship: 'Uncle',
  Address1: '4 FC Road',
  City: 'Pune',
  Pincode: '411004',
};
const minor = { ...adult, FirstName: 'Aarav', MiddleName: '', Relationship: 'Son', DateOfBirth: '2016-03-14' };

describe.each(backends)('the nominees of an application on %s', (backend) => {
  const t = useTestApp(backend);
  const asha = '9711111111';
  const ravi = '9722222222';
  const tokens = useApplicationAudience(t, { asha, ravi });

  const call = (url: string, body: Record<string, unknown>, token = tokens.asha) =>
    t.call('POST', `/api/Registration/${url}`, { body, token });

  const newApplication = async (accountTypeId = 1) =>
    (await openApplication(t, tokens.asha, asha, { accountTypeId })).registrationId;
  const read = async (RegistrationId: number, token = tokens.asha) =>
    (await call('GetNominees', { RegistrationId }, token)).json<NomineesDetails & { responseCode: string }>();

  it('answers no nomination before the first save', async () => {
    const id = await newApplication();
    const response = await call('GetNominees', { RegistrationId: id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      responseCode: 'OK',
      responseMessage: '',
      mode: '',
      nominees: [],
      noNominationDeclared: false,
      version: 0,
    });
  });

  it('saves successive nominees, a minor with an appointee, and reads them back in order', async () => {
    const id = await newApplication();
    const saved = await call('UpdateNominees', {
      RegistrationId: id,
      Mode: 'Successive',
      // Listed out of order: the answer is in the order given.
      Nominees: [
        { ...minor, Order: 2, Appointee: appointee },
        { ...adult, Order: 1 },
      ],
      NoNominationDeclared: false,
      Version: 0,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ responseCode: 'OK', responseMessage: messages.saved, version: 1 });
    // The adult's address, which the minor shares, as GetNominees answers it.
    const readBackAddress = {
      address1: '12 Shivaji Road',
      address2: 'Camp',
      address3: '',
      city: 'Pune',
      pincode: '411001',
      stateId: 21,
    };
    expect(await read(id)).toEqual({
      responseCode: 'OK',
      responseMessage: '',
      mode: 'Successive',
      noNominationDeclared: false,
      version: 1,
      nominees: [
        {
          firstName: 'Sunita',
          middleName: 'Ravi',
          lastName: 'Patil',
          relationship: 'Wife',
          dateOfBirth: '1985-04-12',
          ...readBackAddress,
          sharePercent: 0,
          order: 1,
          isMinor: false,
          appointee: null,
        },
        {
          firstName: 'Aarav',
          middleName: '',
          lastName: 'Patil',
          relationship: 'Son',
          dateOfBirth: '2016-03-14',
          ...readBackAddress,
          sharePercent: 0,
          order: 2,
          isMinor: true,
          appointee: {
            firstName: 'Ramesh',
            lastName: 'Patil',
            relationship: 'Uncle',
            address1: '4 FC Road',
            address2: '',
            city: 'Pune',
            pincode: '411004',
          },
        },
      ],
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'detail'])
      .where('registration_id', '=', id)
      .where('action', '=', 'section.nomination.saved')
      .execute();
    expect(audit).toEqual([{ action: 'section.nomination.saved', detail: { mode: 'Successive', nominees: 2 } }]);
  });

  it('keeps simultaneous shares exactly, and a later save replaces every nominee', async () => {
    const id = await newApplication();
    const shares = ['33.34', 33.33, 33.33];
    await call('UpdateNominees', {
      RegistrationId: id,
      Mode: 'Simultaneous',
      Nominees: shares.map((SharePercent, index) => ({ ...adult, FirstName: `Nominee${'ABC'[index]}`, SharePercent })),
    });
    const three = await read(id);
    expect(three.nominees.map((nominee) => [nominee.firstName, nominee.sharePercent, nominee.order])).toEqual([
      ['NomineeA', 33.34, 1],
      ['NomineeB', 33.33, 2],
      ['NomineeC', 33.33, 3],
    ]);
    await call('UpdateNominees', {
      RegistrationId: id,
      Mode: 'Simultaneous',
      Nominees: [{ ...adult, SharePercent: 100 }],
      Version: three.version,
    });
    expect((await read(id)).nominees.map((nominee) => nominee.sharePercent)).toEqual([100]);
  });

  it('records no nomination with the declaration, and clears the nominees before it', async () => {
    const id = await newApplication();
    await call('UpdateNominees', { RegistrationId: id, Mode: 'Successive', Nominees: [{ ...adult, Order: 1 }] });
    const none = await call('UpdateNominees', {
      RegistrationId: id,
      Mode: 'None',
      Nominees: [],
      NoNominationDeclared: true,
    });
    expect(none.statusCode).toBe(200);
    expect(await read(id)).toMatchObject({ mode: 'None', nominees: [], noNominationDeclared: true, version: 2 });
  });

  const twoAdults = (first: Record<string, unknown>, second: Record<string, unknown>) => [
    { ...adult, ...first },
    { ...adult, ...second },
  ];
  it.each([
    [
      'shares of 33.33 three times',
      { Mode: 'Simultaneous', Nominees: [33.33, 33.33, 33.33].map((SharePercent) => ({ ...adult, SharePercent })) },
      { field: 'Nominees', message: namedMessages.nomineeSharesTotal('99.99') },
    ],
    [
      'a share of 0',
      { Mode: 'Simultaneous', Nominees: twoAdults({ SharePercent: 0 }, { SharePercent: 100 }) },
      { field: 'Nominees.0.SharePercent', message: messages.nomineeShareRequired },
    ],
    [
      'a share with three decimals',
      { Mode: 'Simultaneous', Nominees: twoAdults({ SharePercent: 12.345 }, { SharePercent: 87.655 }) },
      { field: 'Nominees.0.SharePercent', message: messages.nomineeShareInvalid },
    ],
    [
      'a share over 100',
      { Mode: 'Simultaneous', Nominees: [{ ...adult, SharePercent: 101 }] },
      { field: 'Nominees.0.SharePercent', message: messages.nomineeShareTooLarge },
    ],
    [
      'orders 1, 1',
      { Mode: 'Successive', Nominees: twoAdults({ Order: 1 }, { Order: 1 }) },
      { field: 'Nominees', message: namedMessages.nomineeOrders(2) },
    ],
    [
      'orders 2, 3',
      { Mode: 'Successive', Nominees: twoAdults({ Order: 2 }, { Order: 3 }) },
      { field: 'Nominees', message: namedMessages.nomineeOrders(2) },
    ],
    [
      'a minor without an appointee',
      { Mode: 'Successive', Nominees: [{ ...minor, Order: 1 }] },
      { field: 'Nominees.0.Appointee', message: messages.appointeeRequired },
    ],
    [
      'an adult with an appointee',
      { Mode: 'Successive', Nominees: [{ ...adult, Order: 1, Appointee: appointee }] },
      { field: 'Nominees.0.Appointee', message: messages.appointeeOnlyForMinor },
    ],
    ['no nominees', { Mode: 'Successive', Nominees: [] }, { field: 'Nominees', message: messages.nomineesRequired }],
    [
      'five nominees',
      { Mode: 'Successive', Nominees: [1, 2, 3, 4, 5].map((Order) => ({ ...adult, Order })) },
      { field: 'Nominees', message: messages.nomineesTooMany },
    ],
    [
      'no nomination without the declaration',
      { Mode: 'None', Nominees: [] },
      { field: 'NoNominationDeclared', message: messages.noNominationDeclarationRequired },
    ],
    [
      'no nomination with a nominee',
      { Mode: 'None', Nominees: [{ ...adult, Order: 1 }], NoNominationDeclared: true },
      { field: 'Nominees', message: messages.nomineesNotWithoutNomination },
    ],
    [
      'a nominee born tomorrow',
      { Mode: 'Successive', Nominees: [{ ...minor, DateOfBirth: '2026-11-06', Order: 1, Appointee: appointee }] },
      { field: 'Nominees.0.DateOfBirth', message: messages.dateInFuture },
    ],
    ['no mode', { Mode: 'Later', Nominees: [] }, { field: 'Mode', message: messages.nominationModeRequired }],
  ])('refuses %s with its message and keeps what was saved', async (_case, body, problem) => {
    const id = await newApplication();
    await call('UpdateNominees', { RegistrationId: id, Mode: 'Successive', Nominees: [{ ...adult, Order: 1 }] });
    const response = await call('UpdateNominees', { RegistrationId: id, ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ responseCode: 'VALIDATION_ERROR' });
    expect(response.json<{ errors: unknown[] }>().errors).toContainEqual(expect.objectContaining(problem));
    expect(await read(id)).toMatchObject({ mode: 'Successive', version: 1, nominees: [{ firstName: 'Sunita' }] });
  });

  it("decides who is a minor by the server's date in India", async () => {
    const id = await newApplication();
    // 18 years and a day before 5 Nov 2026 by the 365.25-day rule is an adult; a day later is not.
    const nominee = { ...adult, Order: 1 };
    const born = (DateOfBirth: string, extra = {}) =>
      call('UpdateNominees', {
        RegistrationId: id,
        Mode: 'Successive',
        Nominees: [{ ...nominee, DateOfBirth, ...extra }],
      });
    expect((await born('2008-11-04')).statusCode).toBe(200);
    expect((await read(id)).nominees[0]?.isMinor).toBe(false);
    expect((await born('2008-11-06')).json()).toMatchObject({ responseMessage: messages.appointeeRequired });
    expect((await born('2008-11-06', { Appointee: appointee })).statusCode).toBe(200);
    expect((await read(id)).nominees[0]?.isMinor).toBe(true);
  });

  it('refuses a save from a stale version with 409 and keeps the newer one', async () => {
    const id = await newApplication();
    const body = { RegistrationId: id, Mode: 'Successive', Nominees: [{ ...adult, Order: 1 }] };
    await call('UpdateNominees', { ...body, Version: 0 });
    await call('UpdateNominees', { ...body, Nominees: [{ ...adult, FirstName: 'Meera', Order: 1 }], Version: 1 });
    const stale = await call('UpdateNominees', {
      ...body,
      Nominees: [{ ...adult, FirstName: 'Old', Order: 1 }],
      Version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ responseCode: 'CONFLICT', responseMessage: messages.staleVersion });
    expect(await read(id)).toMatchObject({ version: 2, nominees: [{ firstName: 'Meera' }] });
  });

  it('refuses both calls for an account type without a nomination (type 5)', async () => {
    const id = await newApplication(5);
    for (const [url, body] of [
      ['GetNominees', {}],
      ['UpdateNominees', { Mode: 'None', Nominees: [], NoNominationDeclared: true }],
    ] as const) {
      const response = await call(url, { RegistrationId: id, ...body });
      expect(response.statusCode, url).toBe(409);
      expect(response.json()).toMatchObject({ responseMessage: messages.sectionNotForType });
    }
    expect(await t.db.selectFrom('nominations').select('mode').where('registration_id', '=', id).execute()).toEqual([]);
  });

  it('refuses a change after submit with 409, and takes one when the branch returned the nomination', async () => {
    const id = await newApplication();
    const body = { RegistrationId: id, Mode: 'None', Nominees: [], NoNominationDeclared: true };
    await t.db
      .updateTable('registrations')
      .set({ status: 'Completed', review_status: 'Submitted' })
      .where('id', '=', id)
      .execute();
    const refused = await call('UpdateNominees', body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ responseMessage: messages.completedReadOnly });
    await t.db
      .updateTable('registrations')
      .set({ review_status: 'Returned', returned_parts: JSON.stringify(['technoProducts']) })
      .where('id', '=', id)
      .execute();
    expect((await call('UpdateNominees', body)).json()).toMatchObject({
      responseMessage: reviewMessages.returnedSectionOnly,
    });
    await t.db
      .updateTable('registrations')
      .set({ returned_parts: JSON.stringify(['nomination']) })
      .where('id', '=', id)
      .execute();
    expect((await call('UpdateNominees', body)).statusCode).toBe(200);
  });

  describe('the SMS to every depositor', () => {
    const nominationSms = (referenceNo: string) =>
      t.sms.messages.filter((sms) => sms.message.startsWith(`Nomination registered for application ${referenceNo}`));
    const submit = (RegistrationId: number) => call('SubmitAccount', { RegistrationId, branchUserName: null });
    const returnToCustomer = (RegistrationId: number, Section: string) =>
      t.call('POST', '/api/Review/Return', {
        token: tokens.staff101,
        body: { RegistrationId, Reasons: [{ Section, Reason: 'Please check' }] },
      });

    it('goes to each holder mobile once on submit, naming no one, and again only when the nominees changed', async () => {
      // Holders 2 and 3 give the owner's mobile as their own: it is told once.
      const { RegistrationId, referenceNo } = await fillApplication(t, tokens.asha, asha, {
        otherHolders: [
          { firstName: 'Ravi', lastName: 'Patil' },
          { firstName: 'Meera', lastName: 'Joshi' },
        ],
      });
      expect(nominationSms(referenceNo)).toEqual([]);
      const submitted = await submit(RegistrationId);
      expect(submitted.statusCode, submitted.body).toBe(200);
      const sent = nominationSms(referenceNo);
      expect(sent.map((sms) => sms.to)).toEqual([asha]);
      expect(sent[0]?.message).toBe(`Nomination registered for application ${referenceNo} at ${t.config.bankName}.`);
      expect(sent[0]?.message).not.toMatch(/Ravi|Patil|Asha|Sunita/);

      // Returned for another section, changed and resubmitted: the nominees did not change, so no SMS.
      expect((await returnToCustomer(RegistrationId, 'Techno based products requirement')).statusCode).toBe(200);
      const techno = await call('UpdateTechnoProducts', { RegistrationId, ...technoProducts, DebitCard: false });
      expect(techno.statusCode).toBe(200);
      expect((await submit(RegistrationId)).statusCode).toBe(200);
      expect(nominationSms(referenceNo)).toHaveLength(1);

      // Returned for the nomination, changed and resubmitted: every holder is told again.
      expect((await returnToCustomer(RegistrationId, 'Nomination form DA-1')).statusCode).toBe(200);
      t.clock.advance(60_000);
      const changed = await call('UpdateNominees', {
        RegistrationId,
        Mode: 'Simultaneous',
        Nominees: [
          { ...adult, SharePercent: 50 },
          { ...adult, FirstName: 'Meera', SharePercent: 50 },
        ],
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect((await submit(RegistrationId)).statusCode).toBe(200);
      expect(nominationSms(referenceNo)).toHaveLength(2);
    });

    it("names every holder's own mobile, each once, to be told", async () => {
      const { RegistrationId, holderIds } = await fillApplication(t, tokens.asha, asha, {
        otherHolders: [
          { firstName: 'Ravi', lastName: 'Patil' },
          { firstName: 'Meera', lastName: 'Joshi' },
        ],
      });
      // Holder 3's own phone (which would agree by its link before the submit).
      await t.db
        .updateTable('holder_kyc')
        .set({ personal: sql`jsonb_set(personal, '{Mobile}', '"9733333333"')` })
        .where('holder_id', '=', holderIds[1]!)
        .execute();
      expect(await findNominationNoticeMobiles(t.db, RegistrationId, null)).toEqual([asha, '9733333333']);
      // Since a submit after the last save of the nominees: nobody.
      expect(await findNominationNoticeMobiles(t.db, RegistrationId, t.clock.now())).toEqual([]);
    });

    it('is not sent for an application without nominees', async () => {
      const { RegistrationId, referenceNo } = await fillApplication(t, tokens.asha, asha, { skip: ['UpdateNominees'] });
      await call('UpdateNominees', { RegistrationId, Mode: 'None', Nominees: [], NoNominationDeclared: true });
      expect((await submit(RegistrationId)).statusCode).toBe(200);
      expect(nominationSms(referenceNo)).toEqual([]);
    });
  });

  describe('who may call', () => {
    const saveBody = (id: number) => ({ RegistrationId: id, Mode: 'Successive', Nominees: [{ ...adult, Order: 1 }] });
    const save = (id: number, token: string) => call('UpdateNominees', saveBody(id), token);

    it('answers another customer 404 for both calls, as if the application did not exist', async () => {
      const id = await newApplication();
      expect((await call('GetNominees', { RegistrationId: id }, tokens.ravi)).statusCode).toBe(404);
      expect((await save(id, tokens.ravi)).statusCode).toBe(404);
      expect(await read(id)).toMatchObject({ mode: '', version: 0 });
    });

    it('answers 401 without a token', async () => {
      const id = await newApplication();
      const anonymous = (url: string, body: unknown) => t.call('POST', `/api/Registration/${url}`, { body });
      expect((await anonymous('GetNominees', { RegistrationId: id })).statusCode).toBe(401);
      expect((await anonymous('UpdateNominees', saveBody(id))).statusCode).toBe(401);
    });

    it("lets the branch's staff read, not save; another branch's staff get 404", async () => {
      const id = await newApplication();
      await save(id, tokens.asha);
      const staffRead = await call('GetNominees', { RegistrationId: id }, tokens.staff101);
      expect(staffRead.statusCode).toBe(200);
      expect(staffRead.json()).toMatchObject({ mode: 'Successive', nominees: [{ firstName: 'Sunita' }] });
      expect((await save(id, tokens.staff101)).statusCode).toBe(403);
      expect((await call('GetNominees', { RegistrationId: id }, tokens.staff201)).statusCode).toBe(404);
    });
  });
});
