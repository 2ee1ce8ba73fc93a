export {
  DAY_MS,
  OTP_LIFETIME_MS,
  composeCodeSms,
  createCodeHasher,
  newCode,
  refuseSendOverLimits,
  type SentCode,
} from './one-time-codes.js';
export { lockMobile } from './otp-repository.js';
export { otpRoutes } from './otp-routes.js';
export { spendCode } from './spend-code.js';
export { createOtpService } from './otp-service.js';
