import { describe, expect, it } from 'vitest';
import {
  createUpdateNomineesRequestSchema,
  formatShareHundredths,
  messages,
  namedMessages,
  shareInHundredths,
  totalShareHundredths,
  type NomineeInput,
  type UpdateNomineesRequest,
} from '../src/index.js';

const today = { year: 2026, month: 11, day: 25 };
const schema = createUpdateNomineesRequestSchema(today);

const adult: NomineeInput = {
  FirstName: 'Sunita',
  LastName: 'Patil',
  Relationship: 'Wife',
  DateOfBirth: '1985-04-12',
  Address1: '12 Shivaji Road',
  City: 'Pune',
  Pincode: '411001',
};
const appointee = { FirstName: 'Ramesh', LastName: 'Patil', Relationship: 'Uncle', Address1: '4 Camp' };
/** 18 on 25 Nov 2026 by the 365.25-day rule only from the next day (rules/age.ts). */
const minor: NomineeInput = { ...adult, FirstName: 'Ravi', Relationship: 'Son', DateOfBirth: '2008-11-25' };

function request(overrides: Partial<UpdateNomineesRequest>): UpdateNomineesRequest {
  return { RegistrationId: 7, Mode: 'Successive', Nominees: [{ ...adult, Order: 1 }], ...overrides };
}

function problems(body: unknown): { field: string; message: string }[] {
  const result = schema.safeParse(body);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
}

const simultaneous = (...shares: (number | string)[]) =>
  request({ Mode: 'Simultaneous', Nominees: shares.map((SharePercent) => ({ ...adult, SharePercent })) });
const successive = (...orders: number[]) =>
  request({ Mode: 'Successive', Nominees: orders.map((Order) => ({ ...adult, Order })) });

describe('simultaneous shares', () => {
  it.each([
    ['50 / 50', [50, 50]],
    ['33.34 + 33.33 + 33.33', [33.34, 33.33, 33.33]],
    ['the same as text', ['33.34', '33.33', '33.33']],
    ['one nominee with all of it', [100]],
    ['four quarters', [25, 25, 25, 25]],
  ])('accepts %s', (_case, shares) => {
    expect(problems(simultaneous(...shares))).toEqual([]);
  });

  it.each([
    ['33.33 three times, 99.99 in all', [33.33, 33.33, 33.33], 'Nominees', namedMessages.nomineeSharesTotal('99.99')],
    ['60 + 50', [60, 50], 'Nominees', namedMessages.nomineeSharesTotal('110')],
    ['a share of 0', [0, 100], 'Nominees.0.SharePercent', messages.nomineeShareRequired],
    ['three decimals', [12.345, 87.655], 'Nominees.0.SharePercent', messages.nomineeShareInvalid],
    ['more than 100', [101], 'Nominees.0.SharePercent', messages.nomineeShareTooLarge],
    ['a negative share', [-10, 110], 'Nominees.0.SharePercent', messages.nomineeShareInvalid],
    ['text that is not a number', ['half', 50], 'Nominees.0.SharePercent', messages.nomineeShareInvalid],
  ])('refuses %s', (_case, shares, field, message) => {
    expect(problems(simultaneous(...shares))).toContainEqual({ field, message });
  });

  it('says the total must be exactly 100 and what it is now', () => {
    expect(namedMessages.nomineeSharesTotal('99.99')).toBe('The shares must total exactly 100%; now they total 99.99%');
  });

  it('asks for a share of every nominee', () => {
    const body = request({ Mode: 'Simultaneous', Nominees: [{ ...adult, SharePercent: 100 }, { ...adult }] });
    expect(problems(body)).toContainEqual({ field: 'Nominees.1.SharePercent', message: messages.nomineeShareRequired });
  });

  it('counts in hundredths, so no floating-point error decides', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(totalShareHundredths([0.1, 0.2, 99.7])).toBe(10_000);
    expect(totalShareHundredths([33.34, '33.33', 33.33])).toBe(10_000);
    expect(totalShareHundredths([50, 'x'])).toBeNull();
    expect(shareInHundredths('12.5')).toBe(1250);
    expect(shareInHundredths(12.345)).toBeNull();
    expect(formatShareHundredths(9999)).toBe('99.99');
    expect(formatShareHundredths(1250)).toBe('12.5');
  });

  it('keeps the share typed as a number of percent', () => {
    expect(schema.parse(simultaneous('33.34', 66.66)).Nominees.map((nominee) => nominee.SharePercent)).toEqual([
      33.34, 66.66,
    ]);
  });
});

describe('successive orders', () => {
  it.each([
    ['1', [1]],
    ['1, 2, 3', [1, 2, 3]],
    ['in another sequence: 2, 1', [2, 1]],
    ['1 to 4', [1, 2, 3, 4]],
  ])('accepts %s', (_case, orders) => {
    expect(problems(successive(...orders))).toEqual([]);
  });

  it.each([
    ['1, 1', [1, 1], 'Nominees', namedMessages.nomineeOrders(2)],
    ['2, 3', [2, 3], 'Nominees', namedMessages.nomineeOrders(2)],
    ['0', [0], 'Nominees.0.Order', messages.nomineeOrderRequired],
    ['1, 3', [1, 3], 'Nominees', namedMessages.nomineeOrders(2)],
  ])('refuses %s', (_case, orders, field, message) => {
    expect(problems(successive(...orders))).toContainEqual({ field, message });
  });

  it('asks for the order of every nominee', () => {
    const body = request({ Nominees: [{ ...adult, Order: 1 }, { ...adult }] });
    expect(problems(body)).toContainEqual({ field: 'Nominees.1.Order', message: messages.nomineeOrderRequired });
  });
});

describe('how many nominees', () => {
  it.each([
    ['Successive', 0, 'Nominees', messages.nomineesRequired],
    ['Simultaneous', 0, 'Nominees', messages.nomineesRequired],
    ['Successive', 5, 'Nominees', messages.nomineesTooMany],
  ] as const)('%s with %i nominees is refused', (Mode, count, field, message) => {
    const Nominees = Array.from({ length: count }, (_each, index) => ({ ...adult, Order: index + 1 }));
    expect(problems(request({ Mode, Nominees }))).toContainEqual({ field, message });
  });
});

describe('no nomination', () => {
  it('is None with no nominees and the declaration', () => {
    expect(problems(request({ Mode: 'None', Nominees: [], NoNominationDeclared: true }))).toEqual([]);
    expect(problems(request({ Mode: 'None', Nominees: [], NoNominationDeclared: 'true' }))).toEqual([]);
  });

  it.each([
    [
      'None without the declaration',
      { Mode: 'None', Nominees: [] },
      'NoNominationDeclared',
      messages.noNominationDeclarationRequired,
    ],
    [
      'None with a nominee',
      { Mode: 'None', NoNominationDeclared: true },
      'Nominees',
      messages.nomineesNotWithoutNomination,
    ],
    [
      'the declaration with nominees',
      { Mode: 'Successive', NoNominationDeclared: true },
      'NoNominationDeclared',
      messages.noNominationDeclarationOnlyWithoutNomination,
    ],
    ['no mode', { Mode: '' }, 'Mode', messages.nominationModeRequired],
  ] as const)('refuses %s', (_case, overrides, field, message) => {
    expect(problems(request(overrides as Partial<UpdateNomineesRequest>))).toContainEqual({ field, message });
  });
});

describe('a minor nominee and the appointee', () => {
  it.each([
    ['a minor with an appointee', { ...minor, Appointee: appointee }, []],
    ['an adult without one', adult, []],
    ['a minor without an appointee', minor, [{ field: 'Nominees.0.Appointee', message: messages.appointeeRequired }]],
    [
      'an adult with an appointee',
      { ...adult, Appointee: appointee },
      [{ field: 'Nominees.0.Appointee', message: messages.appointeeOnlyForMinor }],
    ],
    [
      '18 tomorrow by the 365.25-day rule, still a minor today',
      { ...adult, DateOfBirth: '2008-11-25' },
      [{ field: 'Nominees.0.Appointee', message: messages.appointeeRequired }],
    ],
    ['18 since yesterday', { ...adult, DateOfBirth: '2008-11-23' }, []],
    [
      'born tomorrow',
      { ...minor, DateOfBirth: '2026-11-26', Appointee: appointee },
      [{ field: 'Nominees.0.DateOfBirth', message: messages.dateInFuture }],
    ],
    [
      'an appointee without a name',
      { ...minor, Appointee: { ...appointee, FirstName: '' } },
      [{ field: 'Nominees.0.Appointee.FirstName', message: messages.appointeeNameRequired }],
    ],
  ])('%s', (_case, nominee, expected) => {
    expect(problems(request({ Nominees: [{ ...nominee, Order: 1 }] }))).toEqual(expected);
  });

  it('shows the total problem together with a nominee field problem', () => {
    const body = simultaneous(40, 40);
    (body.Nominees[0] as NomineeInput).FirstName = '';
    expect(problems(body)).toEqual(
      expect.arrayContaining([
        { field: 'Nominees.0.FirstName', message: messages.firstNameRequired },
        { field: 'Nominees', message: namedMessages.nomineeSharesTotal('80') },
      ]),
    );
  });
});

describe('the nominee fields', () => {
  it.each([
    ['Pincode', '012345', messages.pincodeInvalid],
    ['DateOfBirth', '', messages.dateOfBirthRequired],
    ['DateOfBirth', '12-04-1985', messages.dateInvalid],
    ['Relationship', '', messages.relationshipRequired],
    ['Address1', '', messages.address1Required],
    ['LastName', '', messages.lastNameRequired],
  ])('%s %j is refused', (field, value, message) => {
    expect(problems(request({ Nominees: [{ ...adult, Order: 1, [field]: value }] }))).toContainEqual({
      field: `Nominees.0.${field}`,
      message,
    });
  });

  it('refuses a field it does not know', () => {
    expect(problems(request({ Nominees: [{ ...adult, Order: 1, Age: '40' } as NomineeInput] }))).not.toEqual([]);
  });

  it('takes a state as an id, and an empty select as none', () => {
    const parsed = schema.parse(request({ Nominees: [{ ...adult, Order: 1, StateId: '27' }] }));
    expect(parsed.Nominees[0]?.StateId).toBe(27);
    expect(schema.parse(request({ Nominees: [{ ...adult, Order: 1, StateId: '' }] })).Nominees[0]?.StateId).toBeNull();
  });
});
