import { contract, type Language } from '@portal/domain';
import { answerOf, OK } from './answer-of';

/** GetOTP's answer: the code is on its way, good for 5 minutes and 3 tries, and can be sent again after 30 s. */
export const OTP_SENT = answerOf(contract.GetOTP, {
  ...OK,
  responseMessage: 'OTP has been sent to your mobile number.',
  resendAfterSeconds: 30,
  expiresInSeconds: 300,
  triesLeft: 3,
}).body;

/** VerifyOTP's answer to the right code: the customer of mobile 9876543210 is signed in, in the language kept on their record if any. */
export function otpVerified(fields: { language?: Language } = {}) {
  return answerOf(contract.VerifyOTP, {
    ...OK,
    responseMessage: 'OTP verified.',
    returnSuccess: 1,
    returnMessage: 'OTP verified.',
    token: 'customer-token',
    mobileNo: '9876543210',
    email: '',
    ...fields,
  });
}
