/**
 * The texts of the portal's SMS, one per kind, with the DLT template id and sender id (header) an
 * Indian sender registers for each (TRAI's TCCCPR 2018): the gateway passes them on with the text.
 * Each comes from configuration (README "Configuration"); config.ts checks them once, at start.
 */
export const SMS_KINDS = ['code', 'return', 'approval', 'rejection', 'reminder'] as const;
export type SmsKind = (typeof SMS_KINDS)[number];

/** The values a template may name, per kind; nothing else, so no template can carry personal data. */
export const SMS_PLACEHOLDERS: Readonly<Record<SmsKind, readonly string[]>> = {
  code: ['code', 'bank'],
  return: ['referenceNo', 'bank'],
  approval: ['referenceNo', 'bank'],
  rejection: ['referenceNo', 'bank'],
  reminder: ['referenceNo', 'bank'],
};

/** Placeholders a template must have: a code SMS without its code would be no use. */
export const SMS_REQUIRED_PLACEHOLDERS: Readonly<Record<SmsKind, readonly string[]>> = {
  code: ['code'],
  return: [],
  approval: [],
  rejection: [],
  reminder: [],
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
};

export interface SmsTemplate {
  text: string;
  dltTemplateId: string | undefined;
  senderId: string | undefined;
}
export type SmsTemplates = Readonly<Record<SmsKind, SmsTemplate>>;

/** What the gateway is sent besides the number and the text. */
export interface SmsRoute {
  kind: SmsKind;
  dltTemplateId: string | undefined;
  senderId: string | undefined;
}

/** The environment variables of a kind: SMS_<KIND>_TEMPLATE, SMS_<KIND>_DLT_TEMPLATE_ID, SMS_<KIND>_SENDER_ID. */
export function smsEnvNames(kind: SmsKind) {
  const prefix = `SMS_${kind.toUpperCase()}`;
  return {
    template: `${prefix}_TEMPLATE`,
    dltTemplateId: `${prefix}_DLT_TEMPLATE_ID`,
    senderId: `${prefix}_SENDER_ID`,
  };
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

/** The text of one SMS and its route, from the configured template. */
export function composeSms(
  templates: SmsTemplates,
  kind: SmsKind,
  values: Partial<Record<'code' | 'bank' | 'referenceNo', string>>,
): { message: string; route: SmsRoute } {
  const template = templates[kind];
  const message = template.text.replace(PLACEHOLDER, (whole, name: string) =>
    name in values ? (values[name as keyof typeof values] ?? '') : whole,
  );
  return { message, route: { kind, dltTemplateId: template.dltTemplateId, senderId: template.senderId } };
}
