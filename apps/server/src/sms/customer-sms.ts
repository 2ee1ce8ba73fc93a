import type { Language } from '@portal/domain';
import type { SmsSender } from './sms-sender.js';
import { composeSms, type SmsKind, type SmsSettings } from './sms-templates.js';

/** Every SMS but the sign-in code, which has its own text and limits. */
export type CustomerSmsKind = Exclude<SmsKind, 'code'>;

export interface CustomerSmsOptions {
  sms: SmsSender;
  smsSettings: SmsSettings;
  languageOf: (mobile: string) => Promise<Language | null>;
  bankName: string;
}

/**
 * Sends one SMS of `kind` to a mobile, in the language its customer chose when the gateway takes
 * Unicode (SMS_UNICODE), else in English, with the bank's name filled in. The gateway's failure is the
 * caller's to handle: some calls refuse, others log and go on.
 */
export function createCustomerSms({ sms, smsSettings, languageOf, bankName }: CustomerSmsOptions) {
  return async function sendCustomerSms(
    kind: CustomerSmsKind,
    mobile: string,
    values: { referenceNo: string; link?: string },
  ): Promise<void> {
    const language = smsSettings.unicode ? await languageOf(mobile) : null;
    const { message, route } = composeSms(smsSettings, kind, language, { ...values, bank: bankName });
    await sms.send(mobile, message, route);
  };
}
export type SendCustomerSms = ReturnType<typeof createCustomerSms>;
