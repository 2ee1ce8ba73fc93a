import { describe, expect, it } from 'vitest';
import { customerMayChange, FIRST_HOLDER_STEP_KEYS, REVIEW_PARTS, returnReasonsOf } from '../src/index.js';

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
