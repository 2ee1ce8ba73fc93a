/**
 * The messages of the sign-in screen's own answers, a part of `messages` (messages.ts) in a module of
 * their own: /login imports only these, so the whole catalogue stays off its first paint (DESIGN.md §8).
 */
export const signInMessages = {
  authDetailsMissing: 'Authentication details are not available.',
  otpSent: 'OTP has been sent to your mobile number.',
  otpInvalid: 'Invalid or expired OTP. Please try again or request a new one.',
  otpSendFailed: 'The OTP could not be sent. Please try again in a few minutes.',
};
