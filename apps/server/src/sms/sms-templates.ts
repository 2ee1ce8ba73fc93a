import type { Language } from '@portal/domain';

/**
 * The texts of the portal's SMS, one per kind and language, with the DLT template id and sender id (header) an
 * Indian sender registers for each (TRAI's TCCCPR 2018): the gateway passes them on with the text.
 * Each comes from configuration (README "Configuration"); config.ts checks them once, at start.
 */
export const SMS_KINDS = [
  'code',
  'return',
  'approval',
  'rejection',
  'reminder',
  'consent',
  'nomination',
  'reopen',
] as const;
export type SmsKind = (typeof SMS_KINDS)[number];

/** The values a template may name, per kind; nothing else, so no template can carry personal data. */
export const SMS_PLACEHOLDERS: Readonly<Record<SmsKind, readonly string[]>> = {
  code: ['code', 'bank'],
  return: ['referenceNo', 'bank'],
  approval: ['referenceNo', 'bank'],
  rejection: ['referenceNo', 'bank'],
  reminder: ['referenceNo', 'bank'],
  // The link carries only a random token: it names no one and tells nothing without the holder's phone.
  consent: ['referenceNo', 'bank', 'link'],
  // Every depositor is told of a nomination (Banking Companies (Nomination) Rules 2025): no names in it.
  nomination: ['referenceNo', 'bank'],
  // An admin reopened the decision the customer was told of (docs/decisions/044): no reason in it.
  reopen: ['referenceNo', 'bank'],
};

/** Placeholders a template must have: a code SMS without its code would be no use. */
export const SMS_REQUIRED_PLACEHOLDERS: Readonly<Record<SmsKind, readonly string[]>> = {
  code: ['code'],
  return: [],
  approval: [],
  rejection: [],
  reminder: [],
  consent: ['link'],
  nomination: [],
  reopen: [],
};

export const DEFAULT_SMS_TEMPLATES: Readonly<Record<SmsKind, string>> = {
  code: '{code} is your OTP for {bank} online account opening. It is valid for 5 minutes. Do not share it with anyone.',
  return:
    'Your account opening application {referenceNo} at {bank} needs some changes. Please sign in to the portal to see them and submit it again.',
  approval:
    'Your account opening application {referenceNo} at {bank} is approved. The branch will give you the account details.',
  rejection:
    'Your account opening application {referenceNo} at {bank} could not be approved. Please contact the branch for details.',
  reminder:
    'Your account opening application {referenceNo} at {bank} is not finished. Please sign in to the portal to complete it.',
  consent: '{bank}: please review and agree to application {referenceNo}: {link}',
  nomination: 'Nomination registered for application {referenceNo} at {bank}.',
  reopen:
    'The decision on your account opening application {referenceNo} at {bank} is being reviewed again. The branch will tell you the outcome.',
};

/** The languages an SMS may be in besides English: sent only when the gateway takes Unicode (SMS_UNICODE). */
export type UnicodeSmsLanguage = Exclude<Language, 'en'>;

/**
 * The Marathi and Hindi texts. Each is a DLT template of its own, registered for its language with
 * its own id. The code SMS starts with the code, as the English one does: phones (and the tests) read
 * it there, and it is the same code in Western digits whatever the language.
 */
export const DEFAULT_UNICODE_SMS_TEMPLATES: Readonly<Record<UnicodeSmsLanguage, Readonly<Record<SmsKind, string>>>> = {
  mr: {
    code: '{code} हा {bank} मध्ये ऑनलाइन खाते उघडण्यासाठीचा तुमचा ओटीपी आहे. तो 5 मिनिटे चालेल. तो कोणालाही सांगू नका.',
    return:
      '{bank} मधील तुमच्या खाते उघडण्याच्या अर्ज {referenceNo} मध्ये काही बदल करायचे आहेत. ते पाहण्यासाठी पोर्टलवर लॉग इन करा आणि अर्ज पुन्हा सादर करा.',
    approval: '{bank} मधील तुमचा खाते उघडण्याचा अर्ज {referenceNo} मंजूर झाला आहे. खात्याची माहिती शाखा तुम्हाला देईल.',
    rejection:
      '{bank} मधील तुमचा खाते उघडण्याचा अर्ज {referenceNo} मंजूर होऊ शकला नाही. अधिक माहितीसाठी कृपया शाखेशी संपर्क साधा.',
    reminder:
      '{bank} मधील तुमचा खाते उघडण्याचा अर्ज {referenceNo} अजून पूर्ण झालेला नाही. तो पूर्ण करण्यासाठी पोर्टलवर लॉग इन करा.',
    consent: '{bank}: कृपया अर्ज {referenceNo} पाहा आणि संमती द्या: {link}',
    nomination: '{bank} मधील अर्ज {referenceNo} साठी नामनिर्देशन नोंदवले आहे.',
    reopen:
      '{bank} मधील तुमच्या खाते उघडण्याच्या अर्ज {referenceNo} वरील निर्णयाचा पुन्हा विचार होत आहे. निकाल शाखा तुम्हाला कळवेल.',
  },
  hi: {
    code: '{code} {bank} में ऑनलाइन खाता खोलने के लिए आपका ओटीपी है। यह 5 मिनट तक मान्य है। इसे किसी के साथ साझा न करें।',
    return:
      '{bank} में आपके खाता खोलने के आवेदन {referenceNo} में कुछ बदलाव करने हैं। उन्हें देखने के लिए पोर्टल पर लॉग इन करें और आवेदन दोबारा सबमिट करें।',
    approval: '{bank} में आपका खाता खोलने का आवेदन {referenceNo} मंज़ूर हो गया है। खाते की जानकारी शाखा आपको देगी।',
    rejection: '{bank} में आपका खाता खोलने का आवेदन {referenceNo} मंज़ूर नहीं हो सका। जानकारी के लिए कृपया शाखा से संपर्क करें।',
    reminder: '{bank} में आपका खाता खोलने का आवेदन {referenceNo} अभी पूरा नहीं हुआ है। इसे पूरा करने के लिए पोर्टल पर लॉग इन करें।',
    consent: '{bank}: कृपया आवेदन {referenceNo} देखें और सहमति दें: {link}',
    nomination: '{bank} में आवेदन {referenceNo} के लिए नामांकन दर्ज किया गया है।',
    reopen: '{bank} में आपके खाता खोलने के आवेदन {referenceNo} पर निर्णय की दोबारा समीक्षा हो रही है। परिणाम शाखा आपको बताएगी।',
  },
};

export interface SmsTemplate {
  text: string;
  dltTemplateId: string | undefined;
  senderId: string | undefined;
}
export type SmsTemplates = Readonly<Record<SmsKind, SmsTemplate>>;

/**
 * Every SMS text the portal may send: English always; Marathi and Hindi only when `unicode` is on
 * (SMS_UNICODE), since a gateway that takes GSM-7 alone would garble Devanagari.
 */
export interface SmsSettings {
  unicode: boolean;
  templates: Readonly<Record<Language, SmsTemplates>>;
}

/** What the gateway is sent besides the number and the text. */
export interface SmsRoute {
  kind: SmsKind;
  dltTemplateId: string | undefined;
  senderId: string | undefined;
  /** The text is in Devanagari: the gateway must send it as a Unicode (UCS-2) SMS. */
  unicode: boolean;
}

/**
 * The environment variables of a kind: SMS_<KIND>_TEMPLATE, SMS_<KIND>_DLT_TEMPLATE_ID and
 * SMS_<KIND>_SENDER_ID; a Marathi or Hindi template and its DLT id end in _MR or _HI. The sender id
 * (header) is the bank's whatever the language.
 */
export function smsEnvNames(kind: SmsKind, language: Language = 'en') {
  const prefix = `SMS_${kind.toUpperCase()}`;
  const suffix = language === 'en' ? '' : `_${language.toUpperCase()}`;
  return {
    template: `${prefix}_TEMPLATE${suffix}`,
    dltTemplateId: `${prefix}_DLT_TEMPLATE_ID${suffix}`,
    senderId: `${prefix}_SENDER_ID`,
  };
}

/** A kind's default text in a language. */
export function defaultSmsTemplate(kind: SmsKind, language: Language): string {
  return language === 'en' ? DEFAULT_SMS_TEMPLATES[kind] : DEFAULT_UNICODE_SMS_TEMPLATES[language][kind];
}

const PLACEHOLDER = /\{([A-Za-z]+)\}/g;

/** What is wrong with a template of this kind, or null. */
export function templateProblem(kind: SmsKind, text: string): string | null {
  const named = [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
  const unknown = named.filter((name) => !SMS_PLACEHOLDERS[kind].includes(name));
  if (unknown.length > 0) {
    return `may name only ${SMS_PLACEHOLDERS[kind].map((name) => `{${name}}`).join(', ')} (not {${unknown.join('}, {')}})`;
  }
  const missing = SMS_REQUIRED_PLACEHOLDERS[kind].filter((name) => !named.includes(name));
  if (missing.length > 0) return `must contain {${missing.join('}, {')}}`;
  return null;
}

/**
 * The text of one SMS and its route, from the configured template of the customer's language, or
 * of English when the gateway is not set up for Unicode or the customer has chosen no language.
 */
export function composeSms(
  settings: SmsSettings,
  kind: SmsKind,
  language: Language | null,
  values: Partial<Record<'code' | 'bank' | 'referenceNo' | 'link', string>>,
): { message: string; route: SmsRoute } {
  const sentIn: Language = settings.unicode && language ? language : 'en';
  const template = settings.templates[sentIn][kind];
  const message = template.text.replace(PLACEHOLDER, (whole, name: string) =>
    name in values ? (values[name as keyof typeof values] ?? '') : whole,
  );
  return {
    message,
    route: { kind, dltTemplateId: template.dltTemplateId, senderId: template.senderId, unicode: sentIn !== 'en' },
  };
}
