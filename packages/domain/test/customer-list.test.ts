import { describe, expect, it } from 'vitest';
import {
  cleanReferenceNoInput,
  createCustomerListRequestSchema,
  createCustomerListSearchFormSchema,
  customerListMessages,
  defaultCustomerListRange,
  getRegistrationDetailsByRefNoRequestSchema,
  messages,
} from '../src/index.js';

const today = { year: 2026, month: 11, day: 5 };

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? null : (result.error?.issues[0]?.message ?? null);
}

describe('customer list', () => {
  it('defaults to the last 15 days up to today, across a month and a year end', () => {
    expect(defaultCustomerListRange(today)).toEqual({ fromDate: '22-Oct-2026', toDate: '05-Nov-2026' });
    expect(defaultCustomerListRange({ year: 2027, month: 1, day: 3 })).toEqual({
      fromDate: '20-Dec-2026',
      toDate: '03-Jan-2027',
    });
  });

  it.each([
    [{ fromDate: '22-Oct-2026', toDate: '05-Nov-2026' }, null],
    [{ fromDate: '05-nov-2026', toDate: '05-Nov-2026' }, null],
    [{ fromDate: '05-Nov-2025', toDate: '05-Nov-2026' }, null],
    [{ FromDate: '22-Oct-2026', ToDate: '05-Nov-2026' }, null],
    [{ fromDate: '04-Nov-2025', toDate: '05-Nov-2026' }, customerListMessages.rangeTooLong],
    [{ fromDate: '2026-11-05', toDate: '05-Nov-2026' }, customerListMessages.dateFormat],
    [{ fromDate: '31-Feb-2026', toDate: '05-Nov-2026' }, customerListMessages.dateFormat],
    [{ fromDate: '5-Nov-2026', toDate: '05-Nov-2026' }, customerListMessages.dateFormat],
    [{ fromDate: '05-Nov-2026', toDate: '01-Nov-2026' }, customerListMessages.fromAfterTo],
    [{ fromDate: '01-Nov-2026', toDate: '06-Nov-2026' }, messages.dateInFuture],
  ])('request %j: %s', (dates, message) => {
    const result = createCustomerListRequestSchema(today).safeParse({ BranchCode: '101', ...dates });
    expect(firstMessage(result)).toBe(message);
  });

  it('names a bad branch code and a range too long in one pass', () => {
    const result = createCustomerListRequestSchema(today).safeParse({
      BranchCode: true,
      fromDate: '04-Nov-2025',
      toDate: '05-Nov-2026',
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['BranchCode', 'toDate']);
  });

  it('reads an empty or absent branch code as every branch, and dates as calendar dates', () => {
    expect(createCustomerListRequestSchema(today).parse({ fromDate: '22-Oct-2026', toDate: '05-Nov-2026' })).toEqual({
      branchCode: '',
      from: { year: 2026, month: 10, day: 22 },
      to: { year: 2026, month: 11, day: 5 },
    });
    expect(
      createCustomerListRequestSchema(today).parse({ BranchCode: 101, fromDate: '22-Oct-2026', toDate: '05-Nov-2026' })
        .branchCode,
    ).toBe('101');
  });

  it('keeps digits, spaces and dashes in the reference box, never cutting a grouped number short', () => {
    expect(cleanReferenceNoInput('ab 2026-1105 0000 002')).toBe(' 2026-1105 0000 002');
    expect(cleanReferenceNoInput('2026 - 1105 - 0000 - 002')).toBe('2026 - 1105 - 0000 - 002');
    expect(cleanReferenceNoInput('')).toBe('');
  });

  it.each([
    ['2026 1105 0000 002', '202611050000002'],
    ['2026-1105-0000-002', '202611050000002'],
    [' 2026 - 1105\t0000-002 ', '202611050000002'],
    [202611050000002, '202611050000002'],
  ])('reads the reference %j as %s', (typed, digits) => {
    expect(getRegistrationDetailsByRefNoRequestSchema.parse({ ReferenceNo: typed }).ReferenceNo).toBe(digits);
  });

  it.each([
    ['', messages.referenceRequired],
    [' - ', messages.referenceRequired],
    ['2026.1105', messages.referenceRequired],
    ['2026 1105 0000 0021', 'Maximum 15 digits'],
  ])('refuses the reference %j', (typed, message) => {
    const result = getRegistrationDetailsByRefNoRequestSchema.safeParse({ ReferenceNo: typed });
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('gives the search form’s reference as digits', () => {
    const parsed = createCustomerListSearchFormSchema(today).parse({
      byReference: true,
      fromDate: '',
      toDate: '',
      referenceNo: '2026-1105 0000-002',
    });
    expect(parsed.referenceNo).toBe('202611050000002');
  });

  it.each([
    [{ byReference: true, referenceNo: '' }, messages.referenceRequired],
    [{ byReference: true, referenceNo: '202611050000001' }, null],
    [{ byReference: false, fromDate: '2026-10-22', toDate: '2026-11-05' }, null],
    [{ byReference: false, fromDate: '', toDate: '2026-11-05' }, customerListMessages.dateFormat],
    [{ byReference: false, fromDate: '2026-10-22', toDate: '2026-11-06' }, messages.dateInFuture],
    [{ byReference: false, fromDate: '2026-11-05', toDate: '2026-11-01' }, customerListMessages.fromAfterTo],
  ])('search form %j: %s', (values, message) => {
    const result = createCustomerListSearchFormSchema(today).safeParse({
      fromDate: '',
      toDate: '',
      referenceNo: '',
      ...values,
    });
    expect(firstMessage(result)).toBe(message);
  });
});
