import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SMS_TEMPLATES, DEFAULT_UNICODE_SMS_TEMPLATES } from '@server/sms/sms-templates.js';
import { fillApplication } from './support/application-fixtures.js';
import { backends } from './support/test-database.js';
import type { TestApp } from './support/test-app.js';
import { useTestApp } from './support/test-app-hooks.js';

interface Sent {
  to: string;
  message: string;
  dltTemplateId?: string;
  unicode?: boolean;
}

let nextMobile = 9_200_000_000;
const freshMobile = () => String((nextMobile += 1));

const DLT = {
  SMS_CODE_DLT_TEMPLATE_ID: '1107160000000000010',
  SMS_CODE_DLT_TEMPLATE_ID_MR: '1107160000000000011',
  SMS_CODE_DLT_TEMPLATE_ID_HI: '1107160000000000012',
  SMS_REMINDER_DLT_TEMPLATE_ID_MR: '1107160000000000041',
};

/** The text before the code, after it: what a template makes of a code SMS. */
function codeText(language: 'en' | 'mr' | 'hi', code: string, bank: string) {
  const template = language === 'en' ? DEFAULT_SMS_TEMPLATES.code : DEFAULT_UNICODE_SMS_TEMPLATES[language].code;
  return template.replace('{code}', code).replace('{bank}', bank);
}

async function signIn(t: TestApp, mobile: string, language?: string) {
  const guid = randomUUID();
  const sent = await t.call('POST', '/api/OTP/GetOTP', {
    body: { Guid: guid, MobileNo: mobile, Email: '', ...(language ? { Language: language } : {}) },
  });
  expect(sent.statusCode).toBe(200);
  const sms = (t.sms.messages as Sent[]).filter((message) => message.to === mobile).at(-1);
  const code = t.sms.lastCodeFor(mobile);
  const verified = await t.call('POST', '/api/OTP/VerifyOTP', {
    body: { Guid: guid, MobileNo: mobile, Email: '', OTP: code },
  });
  expect(verified.statusCode).toBe(200);
  return { sms, code, token: verified.json<{ token: string }>().token };
}

async function chooseLanguage(t: TestApp, token: string, language: string) {
  const saved = await t.call('POST', '/api/Customer/SetLanguage', { token, body: { Language: language } });
  expect(saved.statusCode).toBe(200);
}

// Decision 030: an SMS in the customer's language where the gateway takes Unicode (SMS_UNICODE).
describe.each(backends)('SMS language, SMS_UNICODE unset (the default), on %s', (backend) => {
  const t = useTestApp(backend, { env: DLT });

  it('sends every SMS in English, not marked Unicode, whatever the customer chose', async () => {
    const mobile = freshMobile();
    const first = await signIn(t, mobile, 'mr');
    expect(first.sms).toEqual({
      to: mobile,
      message: codeText('en', first.code, t.config.bankName),
      dltTemplateId: DLT.SMS_CODE_DLT_TEMPLATE_ID,
    });
    await chooseLanguage(t, first.token, 'mr');
    const again = await signIn(t, mobile, 'mr');
    expect(again.sms).toEqual({
      to: mobile,
      message: codeText('en', again.code, t.config.bankName),
      dltTemplateId: DLT.SMS_CODE_DLT_TEMPLATE_ID,
    });
  });
});

describe.each(backends)('SMS language, SMS_UNICODE=true, on %s', (backend) => {
  const t = useTestApp(backend, { env: { ...DLT, SMS_UNICODE: 'true' } });

  it('sends the sign-in code in the language of the sign-in screen before the customer has one saved', async () => {
    const mobile = freshMobile();
    const { sms, code } = await signIn(t, mobile, 'mr');
    expect(sms).toEqual({
      to: mobile,
      message: codeText('mr', code, t.config.bankName),
      dltTemplateId: DLT.SMS_CODE_DLT_TEMPLATE_ID_MR,
      unicode: true,
    });
    expect(sms?.message).toMatch(/[\u0900-\u097F]/);
  });

  it('sends it in the saved language afterwards, whatever the screen sends', async () => {
    const mobile = freshMobile();
    const first = await signIn(t, mobile, 'hi');
    expect(first.sms?.message).toBe(codeText('hi', first.code, t.config.bankName));
    await chooseLanguage(t, first.token, 'mr');
    const again = await signIn(t, mobile, 'hi');
    expect(again.sms).toMatchObject({
      message: codeText('mr', again.code, t.config.bankName),
      dltTemplateId: DLT.SMS_CODE_DLT_TEMPLATE_ID_MR,
      unicode: true,
    });
  });

  it('sends it in English, not marked Unicode, for a customer who chose English or no language', async () => {
    const mobile = freshMobile();
    const { sms, code, token } = await signIn(t, mobile);
    expect(sms).toEqual({
      to: mobile,
      message: codeText('en', code, t.config.bankName),
      dltTemplateId: DLT.SMS_CODE_DLT_TEMPLATE_ID,
    });
    await chooseLanguage(t, token, 'en');
    const again = await signIn(t, mobile, 'mr');
    expect(again.sms).toEqual({
      to: mobile,
      message: codeText('en', again.code, t.config.bankName),
      dltTemplateId: DLT.SMS_CODE_DLT_TEMPLATE_ID,
    });
  });

  it('makes the code the same way in every language: the same length, Western digits', async () => {
    const codes = [];
    for (const language of ['en', 'mr', 'hi']) {
      const mobile = freshMobile();
      const { sms, code } = await signIn(t, mobile, language);
      expect(sms?.message.startsWith(`${code} `)).toBe(true);
      codes.push(code);
    }
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
  });

  it('sends a branch reminder in the language the customer saved', async () => {
    const mobile = freshMobile();
    const { token } = await signIn(t, mobile, 'mr');
    await chooseLanguage(t, token, 'mr');
    const draft = await fillApplication(t, token, mobile, { skip: ['UpdateAdditionalDetails'] });
    const clerk = await t.addStaff({ username: 'smsclerk', branchCode: '101' });
    const reminded = await t.call('POST', '/api/Review/SendReminder', {
      token: clerk,
      body: { RegistrationId: draft.RegistrationId },
    });
    expect(reminded.statusCode).toBe(200);
    expect((t.sms.messages as Sent[]).at(-1)).toEqual({
      to: mobile,
      message: DEFAULT_UNICODE_SMS_TEMPLATES.mr.reminder
        .replace('{referenceNo}', draft.referenceNo)
        .replace('{bank}', t.config.bankName),
      dltTemplateId: DLT.SMS_REMINDER_DLT_TEMPLATE_ID_MR,
      unicode: true,
    });
  });
});
