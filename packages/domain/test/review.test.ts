import { describe, expect, it } from 'vitest';
import {
  createApproveRequestSchema,
  customerMayChange,
  DEFAULT_ACCOUNT_NUMBER_FORMAT,
  FIRST_HOLDER_STEP_KEYS,
  RETURNABLE_SECTION_HEADINGS,
  REVIEW_PARTS,
  returnableSectionsOf,
  returnReasonsOf,
  reviewMessages,
  type AccountNumberFormat,
} from '../src/index.js';

describe('what the customer may change after the branch review', () => {
  const returned = { status: 'Completed', reviewStatus: 'Returned', returnedParts: ['family', 'nomination'] } as const;

  it('opens all of a draft, only the returned parts of a Returned application, nothing of any other', () => {
    const draft = { status: 'Partially Filled', reviewStatus: null, returnedParts: [] } as const;
    expect(REVIEW_PARTS.every((part) => customerMayChange(draft, part))).toBe(true);
    expect(REVIEW_PARTS.filter((part) => customerMayChange(returned, part))).toEqual(['family', 'nomination']);
    for (const reviewStatus of ['Submitted', 'Verified', 'Approved', 'Rejected'] as const) {
      const submitted = { status: 'Completed', reviewStatus, returnedParts: ['family'] } as const;
      expect(REVIEW_PARTS.some((part) => customerMayChange(submitted, part))).toBe(false);
    }
  });

  it('names each wizard step by the part its save changes', () => {
    expect(FIRST_HOLDER_STEP_KEYS.every((step) => (REVIEW_PARTS as readonly string[]).includes(step))).toBe(true);
  });

  it('gives a part the reasons of every returned heading that reopened it', () => {
    const reasons = [
      { section: 'Instruction for account operations and Nomination form DA-1', reason: 'Add a nominee' },
      { section: 'Family Details', reason: "Father's name" },
      { section: 'Nomination form DA-1', reason: 'Nominee address' },
    ];
    expect(returnReasonsOf(reasons, ['nomination']).map((r) => r.reason)).toEqual(['Add a nominee', 'Nominee address']);
    expect(returnReasonsOf(reasons, ['accountOperations']).map((r) => r.reason)).toEqual(['Add a nominee']);
    expect(returnReasonsOf(reasons, FIRST_HOLDER_STEP_KEYS)).toHaveLength(3);
    expect(returnReasonsOf(reasons, ['fixedDeposit'])).toEqual([]);
  });
});

describe('the sections a branch may return (returnableSectionsOf)', () => {
  const adult = { minor: false, form60: false };
  const wizard = ['Personal Details', 'Family Details', 'Additional Details', 'Techno products'] as const;
  const hubOfSavings = [
    'Techno based products requirement',
    'Instruction for account operations and Nomination form DA-1',
    'Nomination form DA-1',
    'Instruction for account operations',
  ] as const;

  it.each([
    {
      name: 'a savings account of one adult with PAN: no guardian, no Form 60/61, no FD or RD',
      input: { accountTypeId: 1, holders: [adult] },
      sections: [...wizard, ...hubOfSavings, 'Applicant Declaration'],
    },
    {
      name: 'a fixed deposit has FD, not RD',
      input: { accountTypeId: 2, holders: [adult] },
      sections: [...wizard, ...hubOfSavings, 'FD', 'Applicant Declaration'],
    },
    {
      name: 'a recurring deposit has RD, not FD',
      input: { accountTypeId: 3, holders: [adult] },
      sections: [...wizard, ...hubOfSavings, 'RD', 'Applicant Declaration'],
    },
    {
      name: 'a minor holder 1 has the related person; a joint holder without PAN brings Form 60/61',
      input: {
        accountTypeId: 4,
        holders: [
          { minor: true, form60: false },
          { minor: false, form60: true },
        ],
      },
      sections: [
        'Personal Details',
        'Family Details',
        'Related person / guardian',
        'Form no 60/61',
        'Additional Details',
        'Techno products',
        ...hubOfSavings,
        'Applicant Declaration',
      ],
    },
    {
      name: "a joint holder's minority brings no related person: only holder 1 has that step",
      input: { accountTypeId: 1, holders: [adult, { minor: true, form60: false }] },
      sections: [...wizard, ...hubOfSavings, 'Applicant Declaration'],
    },
    {
      name: "an existing customer's FD (type 5): the second flow's steps, no nomination or account operations",
      input: { accountTypeId: 5, holders: [{ minor: false, form60: true }] },
      sections: [
        'Personal Details',
        'Family Details',
        'Form no 60/61',
        'Additional Details',
        'Techno based products requirement',
        'FD',
        'Terms and conditions',
      ],
    },
    {
      name: 'an application without holders yet has only its hub sections',
      input: { accountTypeId: 3, holders: [] },
      sections: [
        ...hubOfSavings.filter((s) => s !== 'Instruction for account operations and Nomination form DA-1'),
        'RD',
      ],
    },
  ])('$name', ({ input, sections }) => {
    const returnable = returnableSectionsOf(input);
    expect(returnable).toEqual(sections);
    expect(returnable.every((section) => RETURNABLE_SECTION_HEADINGS.includes(section))).toBe(true);
  });
});

describe("the account number in the bank's format", () => {
  const approve = (format: AccountNumberFormat, AccountNumber: unknown) =>
    createApproveRequestSchema(format).safeParse({ RegistrationId: 1, AccountNumber });
  const messageOf = (result: ReturnType<typeof approve>) => result.error?.issues[0]?.message;

  it.each([
    ['0012345678', '0012345678'],
    [' 000123 ', '000123'],
  ])('keeps %j as %j: leading zeros and all', (typed, kept) => {
    expect(approve(DEFAULT_ACCOUNT_NUMBER_FORMAT, typed).data?.AccountNumber).toBe(kept);
  });

  it.each([['SB-0012 3456'], ['12345'], ['1'.repeat(21)], ['१२३४५६७']])(
    'refuses %j by default, saying the format',
    (typed) => {
      expect(messageOf(approve(DEFAULT_ACCOUNT_NUMBER_FORMAT, typed))).toBe('Account Number must be 6 to 20 digits');
    },
  );

  it('refuses a JSON number, which would have lost its leading zeros, and a missing number', () => {
    expect(messageOf(approve(DEFAULT_ACCOUNT_NUMBER_FORMAT, 123456))).toBe(reviewMessages.accountNumberAsText);
    expect(messageOf(approve(DEFAULT_ACCOUNT_NUMBER_FORMAT, undefined))).toBe(reviewMessages.accountNumberRequired);
    expect(messageOf(approve(DEFAULT_ACCOUNT_NUMBER_FORMAT, '  '))).toBe(reviewMessages.accountNumberRequired);
  });

  it("takes a bank's own pattern whole, never a part of the number", () => {
    const format = { pattern: 'SB-\\d{4} \\d{4}', description: 'SB-, 4 digits, a space and 4 digits' };
    expect(approve(format, 'SB-0012 3456').data?.AccountNumber).toBe('SB-0012 3456');
    expect(messageOf(approve(format, 'XSB-0012 34567'))).toBe(
      'Account Number must be SB-, 4 digits, a space and 4 digits',
    );
    // An alternation in the pattern is anchored as a whole.
    expect(approve({ pattern: '\\d{6}|AB\\d{2}', description: 'x' }, 'xAB12').success).toBe(false);
  });
});
