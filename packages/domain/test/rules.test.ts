import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_OPERATIONS,
  ageInYears,
  allowedAccountOperations,
  depositMessages,
  describeTenure,
  hubSectionsFor,
  isMinor,
  messages,
  renewalPeriodAfterChange,
  updateFdDetailsRequestSchema,
  updateRdDetailsRequestSchema,
} from '../src/index.js';

const date = (year: number, month: number, day: number) => ({ year, month, day });

describe('isMinor: age as days / 365.25 (portal.md §9)', () => {
  it('is a minor the day before the 18th birthday', () => {
    expect(isMinor(date(2008, 11, 22), date(2026, 11, 21))).toBe(true);
  });
  it('is an adult on the 18th birthday when the 18 years held 5 leap days', () => {
    // 22 Nov 2008 to 22 Nov 2026 takes in the leap days of 2012, 2016, 2020 and 2024 only: 6,574 days.
    // 23 Feb 2008 to 23 Feb 2026 takes in 29 Feb 2008 as well: 6,575 days.
    expect(isMinor(date(2008, 2, 23), date(2026, 2, 23))).toBe(false);
    expect(ageInYears(date(2008, 2, 23), date(2026, 2, 23))).toBeCloseTo(6575 / 365.25, 10);
  });
  it('is still a minor on the 18th birthday when they held 4, and an adult the next day', () => {
    expect(ageInYears(date(2008, 11, 22), date(2026, 11, 22)) * 365.25).toBeCloseTo(6574, 6);
    expect(isMinor(date(2008, 11, 22), date(2026, 11, 22))).toBe(true);
    expect(isMinor(date(2008, 11, 22), date(2026, 11, 23))).toBe(false);
  });
  it('counts a newborn and an elder correctly', () => {
    expect(isMinor(date(2026, 11, 22), date(2026, 11, 22))).toBe(true);
    expect(isMinor(date(1950, 1, 1), date(2026, 11, 22))).toBe(false);
  });
});

describe('account operations by holder count', () => {
  it.each([
    [1, ['Self']],
    [2, ACCOUNT_OPERATIONS],
    [4, ACCOUNT_OPERATIONS],
  ] as const)('%d holder(s) allow %j', (holders, allowed) => {
    expect(allowedAccountOperations(holders)).toEqual(allowed);
  });
});

describe('hub sections by form type', () => {
  it.each([
    [
      1,
      { fixedDeposit: false, recurringDeposit: false, nomination: true, accountOperations: true, addApplicant: true },
    ],
    [2, { fixedDeposit: true, recurringDeposit: false, nomination: true, accountOperations: true, addApplicant: true }],
    [3, { fixedDeposit: false, recurringDeposit: true, nomination: true, accountOperations: true, addApplicant: true }],
    [
      5,
      {
        fixedDeposit: true,
        recurringDeposit: false,
        nomination: false,
        accountOperations: false,
        addApplicant: false,
      },
    ],
  ])('form type %d', (formType, expected) => {
    expect(hubSectionsFor(formType)).toMatchObject({ ...expected, technoProducts: true });
  });
});

describe('auto renewal', () => {
  const period = { PeriodYear: '1', PeriodMonths: '2', PeriodDays: '3' };
  it('keeps the period while the choice stays', () => {
    expect(renewalPeriodAfterChange({ IsAutoRenewal: true, ...period }, true)).toEqual(period);
  });
  it('clears the period when the choice changes either way', () => {
    const empty = { PeriodYear: '', PeriodMonths: '', PeriodDays: '' };
    expect(renewalPeriodAfterChange({ IsAutoRenewal: true, ...period }, false)).toEqual(empty);
    expect(renewalPeriodAfterChange({ IsAutoRenewal: false, ...period }, true)).toEqual(empty);
  });

  const fd = {
    RegistrationId: 1,
    DepositAmount: '50000',
    TenureYear: '1',
    TenureMonths: '0',
    TenureDays: '0',
    InterestPayout: 'Monthly',
    InterestPayoutMode: 'Standing Instructions',
    BankName: 'State Bank of India',
    BranchName: 'Shivajinagar',
    AccountNo: '30012345678',
    IFSC: 'sbin0000575',
    IsAutoRenewal: 'true',
    PeriodYear: '1',
    PeriodMonths: '0',
    PeriodDays: '0',
  };
  const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    result.success ? [] : (result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? []);

  it('accepts an FD with renewal and upper-cases the IFSC', () => {
    const parsed = updateFdDetailsRequestSchema.parse(fd);
    expect(parsed).toMatchObject({ IFSC: 'SBIN0000575', IsAutoRenewal: true, TDSMembershipNo: '' });
  });
  it('requires the period with renewal Yes', () => {
    expect(messagesOf(updateFdDetailsRequestSchema.safeParse({ ...fd, PeriodYear: '', PeriodDays: '' }))).toEqual([
      `PeriodYear: ${messages.periodYearRequired}`,
      `PeriodDays: ${messages.periodDaysRequired}`,
    ]);
  });
  it('lists the renewal period with the other problems in one pass', () => {
    // No interest payout chosen stops zod's own refinements of the object; the renewal rule still runs.
    expect(messagesOf(updateFdDetailsRequestSchema.safeParse({ ...fd, InterestPayout: '', PeriodYear: '' }))).toEqual([
      `InterestPayout: ${messages.interestPayoutInvalid}`,
      `PeriodYear: ${messages.periodYearRequired}`,
    ]);
  });
  it('asks for the renewal period while the tenure is still blank, in the same pass', () => {
    const blank = { ...fd, TenureYear: '', TenureMonths: '', TenureDays: '', PeriodYear: '', PeriodMonths: '' };
    const blankTenure = [
      `TenureYear: ${messages.yearsRequired}`,
      `TenureMonths: ${messages.monthsRequired}`,
      `TenureDays: ${messages.daysRequired}`,
    ];
    const blankPeriod = [`PeriodYear: ${messages.periodYearRequired}`, `PeriodMonths: ${messages.periodMonthRequired}`];
    expect(messagesOf(updateFdDetailsRequestSchema.safeParse(blank))).toEqual([...blankTenure, ...blankPeriod]);
    const rd = { ...blank, DebitAccountNo: 'SB-1001', RDAmount: '', RDMonths: '24' };
    expect(messagesOf(updateRdDetailsRequestSchema.safeParse(rd))).toEqual([
      ...blankTenure,
      `RDAmount: ${messages.rdAmountRequired}`,
      ...blankPeriod,
    ]);
  });
  it('refuses a period with renewal No, and accepts blanks', () => {
    expect(messagesOf(updateFdDetailsRequestSchema.safeParse({ ...fd, IsAutoRenewal: false }))).toHaveLength(3);
    const blank = { ...fd, IsAutoRenewal: 'false', PeriodYear: '', PeriodMonths: '', PeriodDays: '' };
    expect(updateFdDetailsRequestSchema.safeParse(blank).success).toBe(true);
  });
  it.each([
    [{ DepositAmount: '' }, `DepositAmount: ${messages.depositAmountRequired}`],
    [{ DepositAmount: '12a' }, `DepositAmount: ${messages.digitsOnly}`],
    [{ DepositAmount: '12345678901' }, 'DepositAmount: Maximum 10 digits'],
    [{ TenureYear: '' }, `TenureYear: ${messages.yearsRequired}`],
    [{ TenureMonths: '123' }, 'TenureMonths: Maximum 2 digits'],
    [{ BankName: 'SBI-1' }, `BankName: ${messages.charactersOnly}`],
    [{ BankName: '' }, `BankName: ${messages.bankNameRequired}`],
    [{ BranchName: '' }, `BranchName: ${messages.branchNameRequired}`],
    [{ AccountNo: '1'.repeat(21) }, 'AccountNo: Maximum 20 characters'],
    [{ IFSC: 'SBIN1000575' }, `IFSC: ${messages.ifscInvalid}`],
    [{ InterestPayout: 'Weekly' }, `InterestPayout: ${messages.interestPayoutInvalid}`],
  ])('refuses %j', (change, message) => {
    expect(messagesOf(updateFdDetailsRequestSchema.safeParse({ ...fd, ...change }))).toEqual([message]);
  });
  it.each([
    [{ DepositAmount: '999' }, `DepositAmount: ${depositMessages.depositAmountRange}`],
    [{ DepositAmount: '10000001' }, `DepositAmount: ${depositMessages.depositAmountRange}`],
    [{ TenureMonths: '12' }, `TenureMonths: ${depositMessages.monthsPart}`],
    [{ TenureDays: '31' }, `TenureDays: ${depositMessages.daysPart}`],
    [{ TenureYear: '0', TenureDays: '6' }, `TenureDays: ${depositMessages.tenureRange}`],
    [{ TenureYear: '10', TenureDays: '1' }, `TenureYear: ${depositMessages.tenureRange}`],
    [{ PeriodYear: '11' }, `PeriodYear: ${depositMessages.periodRange}`],
    [{ PeriodYear: '0' }, `PeriodDays: ${depositMessages.periodRange}`],
    [{ PeriodMonths: '12' }, `PeriodMonths: ${depositMessages.monthsPart}`],
    // The tenure is checked with the period required but missing, so Save lists both.
    [
      { TenureYear: '11', PeriodYear: '' },
      [`PeriodYear: ${messages.periodYearRequired}`, `TenureYear: ${depositMessages.tenureRange}`],
    ],
  ])('bounds an FD: refuses %j', (change, message) => {
    expect(messagesOf(updateFdDetailsRequestSchema.safeParse({ ...fd, ...change }))).toEqual([message].flat());
  });
  it.each([
    [{ DepositAmount: '1000' }],
    [{ DepositAmount: '10000000' }],
    [{ TenureYear: '0', TenureDays: '7' }],
    [{ TenureYear: '10', TenureMonths: '0', TenureDays: '0' }],
    [{ TenureYear: '9', TenureMonths: '11', TenureDays: '30' }],
    [{ IsAutoRenewal: 'false', PeriodYear: '', PeriodMonths: '', PeriodDays: '' }],
  ])('bounds an FD: takes %j', (change) => {
    expect(messagesOf(updateFdDetailsRequestSchema.safeParse({ ...fd, ...change }))).toEqual([]);
  });
  it('bounds the RD instalment and its number of months', () => {
    const rd = { ...fd, DebitAccountNo: 'SB-1001', RDAmount: '100', RDMonths: '120' };
    expect(messagesOf(updateRdDetailsRequestSchema.safeParse(rd))).toEqual([]);
    expect(messagesOf(updateRdDetailsRequestSchema.safeParse({ ...rd, RDAmount: '99', RDMonths: '5' }))).toEqual([
      `RDAmount: ${depositMessages.rdAmountRange}`,
      `RDMonths: ${depositMessages.rdMonthsRange}`,
    ]);
    expect(messagesOf(updateRdDetailsRequestSchema.safeParse({ ...rd, RDAmount: '100001', RDMonths: '121' }))).toEqual([
      `RDAmount: ${depositMessages.rdAmountRange}`,
      `RDMonths: ${depositMessages.rdMonthsRange}`,
    ]);
  });
  it('says the bounds in rupees as they are read', () => {
    expect(depositMessages.depositAmountRange).toBe('Deposit Amount must be between ₹1,000 and ₹1,00,00,000');
    expect(depositMessages.rdAmountRange).toBe('RD Amount must be between ₹100 and ₹1,00,000 a month');
  });
  it('asks RD for the deduction instructions and refuses the TDS number', () => {
    expect(messagesOf(updateRdDetailsRequestSchema.safeParse(fd))).toEqual([
      `DebitAccountNo: ${messages.debitAccountRequired}`,
      `RDAmount: ${messages.rdAmountRequired}`,
      `RDMonths: ${messages.rdMonthsRequired}`,
    ]);
    const rd = { ...fd, DebitAccountNo: 'SB-1001', RDAmount: '2000', RDMonths: '24' };
    expect(updateRdDetailsRequestSchema.safeParse(rd).success).toBe(true);
    expect(updateRdDetailsRequestSchema.safeParse({ ...rd, TDSMembershipNo: 'X' }).success).toBe(false);
  });
});

describe('describeTenure', () => {
  it.each([
    [1, 6, 0, '1 year, 6 months'],
    [0, 0, 7, '7 days'],
    [2, 1, 1, '2 years, 1 month, 1 day'],
    [0, 0, 0, '0 days'],
  ])('%i years %i months %i days read "%s"', (years, months, days, said) =>
    expect(describeTenure(years, months, days)).toBe(said),
  );
});
