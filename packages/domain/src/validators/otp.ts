export const ALLOWED_OTP_LENGTHS = [4, 6] as const;
export type OtpLength = (typeof ALLOWED_OTP_LENGTHS)[number];

export function isValidOtp(value: string, length: OtpLength): boolean {
  return value.length === length && /^\d+$/.test(value);
}
