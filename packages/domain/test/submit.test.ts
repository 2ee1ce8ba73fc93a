import { describe, expect, it } from 'vitest';
import { documentsToBring, submitAccountRequestSchema, submitHolderStepField } from '../src/api/submit.js';
import { namedMessages } from '../src/messages.js';
import { firstHolderDeclarationClauses, otherHolderDeclarationClauses } from '../src/rules/declaration.js';

describe('the first holder’s declaration (holder-wizards.md §2, §9)', () => {
  it('has 14 clauses, naming the bank, on the subjects the spec lists', () => {
    const clauses = firstHolderDeclarationClauses('Demo Sahakari Bank');
    expect(clauses).toHaveLength(14);
    expect(clauses.filter((clause) => clause.includes('Demo Sahakari Bank')).length).toBeGreaterThan(10);
    const all = clauses.join(' ');
    for (const subject of ['FATCA/CRS', 'Central KYC Records Registry', '30 days', 'ATM', 'politically exposed']) {
      expect(all).toContain(subject);
    }
  });
  it('falls back to "the Bank" without a name', () => {
    expect(firstHolderDeclarationClauses('')[0]).toContain('inform the Bank');
  });
});

describe('another holder’s declaration (holder-wizards.md §2, §9)', () => {
  it('has 19 clauses, each naming the bank, on the subjects the spec lists', () => {
    const clauses = otherHolderDeclarationClauses('Demo Sahakari Bank');
    expect(clauses).toHaveLength(19);
    expect(clauses.every((clause) => clause.includes('Demo Sahakari Bank'))).toBe(true);
    const all = clauses.join(' ');
    for (const subject of [
      'true and correct',
      'FATCA/CRS',
      'processing',
      'investigations',
      '30 days',
      'Central KYC Records Registry',
      'download',
      'verify the documents',
      'terms and conditions',
      'ATM',
      'politically exposed',
    ]) {
      expect(all).toContain(subject);
    }
  });
});

describe('SubmitAccount', () => {
  it.each([
    [{ RegistrationId: 7, branchUserName: null }, true],
    [{ RegistrationId: 7 }, true],
    [{ RegistrationId: '7', branchUserName: 'pune301' }, true],
    [{ RegistrationId: 7, branchUserName: 5 }, false],
    [{ RegistrationId: 7, Extra: 1 }, false],
    [{}, false],
  ])('%j valid: %s', (body, valid) => {
    expect(submitAccountRequestSchema.safeParse(body).success).toBe(valid);
  });
  it('names what is missing in the customer’s words', () => {
    const holder = namedMessages.accountHolder(2, 'Ravi Patil');
    expect(namedMessages.holderStepNotSaved(holder, 'Additional Details')).toBe(
      'Account holder 2 (Ravi Patil): Additional Details is not saved',
    );
    expect(namedMessages.accountHolder(3, ' ')).toBe('Account holder 3');
    expect(submitHolderStepField(2, 'declaration')).toBe('holders.2.declaration');
  });
});

describe('the originals a holder brings to the branch (decision 019)', () => {
  it('lists each proof with what it proves, then the PAN card, then the photograph', () => {
    expect(
      documentsToBring({
        isPan: true,
        hasPhoto: true,
        proofs: [
          { name: 'Passport', poiPoa: '2' },
          { name: 'Electricity Bill', poiPoa: '1' },
          { name: 'UID-Aadhaar No.', poiPoa: '3' },
        ],
      }),
    ).toEqual([
      'Passport (proof of identity)',
      'Electricity Bill (proof of address)',
      'UID-Aadhaar No. (proof of identity and address)',
      'PAN card',
      'A recent passport-size photograph',
    ]);
  });
  it('names Form 60 for a holder without PAN, a proof without a choice by its name, and no photo when none was saved', () => {
    expect(documentsToBring({ isPan: false, hasPhoto: false, proofs: [{ name: 'Voter ID', poiPoa: '' }] })).toEqual([
      'Voter ID',
      'Form 60, signed (in place of a PAN card)',
    ]);
  });
});
