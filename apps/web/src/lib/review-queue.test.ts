import type { ReviewQueueRecord } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { nextInQueue } from './review-queue';

const row = (id: number, assignedTo: string | null = null) => ({ id, assignedTo }) as ReviewQueueRecord;
const next = (records: ReviewQueueRecord[], current: number) => nextInQueue(records, current, 'me')?.id;

describe('nextInQueue (docs/decisions/043)', () => {
  it('opens what the clerk has taken first, in the queue order', () => {
    expect(next([row(1), row(2, 'me'), row(3, 'me')], 2)).toBe(3);
    expect(next([row(1), row(2, 'me'), row(3)], 9)).toBe(2);
  });

  it('else the next free one after the current one, or the first free one when it has left the queue', () => {
    expect(next([row(1), row(2), row(3, 'other'), row(4)], 2)).toBe(4);
    expect(next([row(1, 'other'), row(2), row(3)], 9)).toBe(2);
  });

  it('answers nothing when nothing workable is left', () => {
    expect(next([row(1, 'other'), row(2)], 2)).toBeUndefined();
    expect(next([], 1)).toBeUndefined();
  });
});
