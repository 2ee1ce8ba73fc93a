import { describe, expect, it } from 'vitest';
import {
  branchLoginRequestSchema,
  createNewAccountRequestSchema,
  createVerifyOtpRequestSchema,
  getOtpRequestSchema,
  messages,
} from '../src/index.js';

const guid = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('GetOTP request', () => {
  it('accepts a mobile with and without email', () => {
    expect(getOtpRequestSchema.safeParse({ Guid: guid, MobileNo: '9876543210' }).success).toBe(true);
    expect(getOtpRequestSchema.safeParse({ Guid: guid, MobileNo: '9876543210', Email: '' }).success).toBe(true);
    expect(
      getOtpRequestSchema.safeParse({ Guid: guid, MobileNo: '9876543210', Email: 'a@b.in', loginViaLAN: 'false' }).data
        ?.loginViaLAN,
    ).toBe(false);
  });
  it.each([
    [{ Guid: guid }, messages.mobileRequired],
    [{ Guid: guid, MobileNo: '' }, messages.mobileRequired],
    [{ Guid: guid, MobileNo: '98765' }, messages.mobileInvalid],
    [{ Guid: guid, MobileNo: 9876543210 }, messages.mobileRequired],
    [{ Guid: guid, MobileNo: '9876543210', Email: 'not-an-email' }, messages.emailInvalid],
  ])('refuses %j with the spec message', (body, message) => {
    expect(firstMessage(getOtpRequestSchema.safeParse(body))).toBe(message);
  });
  it('refuses unknown fields', () => {
    expect(getOtpRequestSchema.safeParse({ Guid: guid, MobileNo: '9876543210', isAdmin: true }).success).toBe(false);
  });
});

describe('VerifyOTP request', () => {
  const schema = createVerifyOtpRequestSchema(4);
  it.each(['', '123', '12345', 'abcd'])('refuses OTP %j with "Please enter OTP!"', (otp) => {
    expect(firstMessage(schema.safeParse({ Guid: guid, MobileNo: '9876543210', OTP: otp }))).toBe(messages.otpRequired);
  });
  it('accepts four digits, and six when configured so', () => {
    expect(schema.safeParse({ Guid: guid, MobileNo: '9876543210', OTP: '0042' }).success).toBe(true);
    expect(
      createVerifyOtpRequestSchema(6).safeParse({ Guid: guid, MobileNo: '9876543210', OTP: '004200' }).success,
    ).toBe(true);
  });
});

describe('CheckLogin request', () => {
  it.each([
    [{ password: 'x' }, messages.userNameRequired],
    [{ username: '', password: 'x' }, messages.userNameRequired],
    [{ username: 'staff', password: '' }, messages.passwordRequired],
    [{ username: 'staff' }, messages.passwordRequired],
    [{ username: 'elevenchars', password: 'x' }, messages.userNameTooLong],
    [{ username: 'staff', password: 'elevenchars' }, messages.passwordTooLong],
  ])('refuses %j', (body, message) => {
    expect(firstMessage(branchLoginRequestSchema.safeParse(body))).toBe(message);
  });
});

describe('CreateNewAccount request', () => {
  const valid = { Mobile: '9876543210', AccountTypeId: '2', EntityTypeId: 1, LocationId: '1', BranchId: '101' };
  it('accepts ids as text or numbers and yields numbers', () => {
    const parsed = createNewAccountRequestSchema.parse(valid);
    expect(parsed).toMatchObject({ AccountTypeId: 2, EntityTypeId: 1, LocationId: 1, BranchId: '101' });
  });
  it.each([
    ['AccountTypeId', messages.formTypeRequired],
    ['EntityTypeId', messages.entityTypeRequired],
    ['LocationId', messages.locationRequired],
    ['BranchId', messages.branchRequired],
  ])('refuses a missing or empty %s with "%s"', (field, message) => {
    expect(firstMessage(createNewAccountRequestSchema.safeParse({ ...valid, [field]: '' }))).toBe(message);
    const { [field as keyof typeof valid]: _removed, ...without } = valid;
    expect(firstMessage(createNewAccountRequestSchema.safeParse(without))).toBe(message);
  });
  it('refuses more than one holder at creation', () => {
    expect(createNewAccountRequestSchema.safeParse({ ...valid, NoOfHolders: 3 }).success).toBe(false);
  });
});
