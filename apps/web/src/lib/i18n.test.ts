import { messages, messageTemplates } from '@portal/domain';
import domainHi from '@portal/domain/locales/hi.json';
import domainMr from '@portal/domain/locales/mr.json';
import { afterEach, describe, expect, it } from 'vitest';
import appEn from '@/locales/app/en.json';
import appHi from '@/locales/app/hi.json';
import appMr from '@/locales/app/mr.json';
import en from '@/locales/en.json';
import hi from '@/locales/hi.json';
import mr from '@/locales/mr.json';
import { i18n, preferredLanguage, switchLanguage, translateMessage, translateValue } from './i18n';

/** Every key of a catalogue, nested ones as 'login.getOtp'. */
function keysOf(catalogue: object, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

afterEach(async () => {
  await switchLanguage('en');
  localStorage.clear();
});

describe("the web's catalogues", () => {
  it.each([
    ['mr', mr, en],
    ['hi', hi, en],
    ['mr after sign-in', appMr, appEn],
    ['hi after sign-in', appHi, appEn],
  ])('%s has exactly the keys English has', (_language, catalogue, english) => {
    expect(keysOf(catalogue).sort()).toEqual(keysOf(english).sort());
  });

  it('has no empty text in any language', () => {
    for (const catalogue of [en, mr, hi, appEn, appMr, appHi]) {
      const texts = keysOf(catalogue).map((key) =>
        key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue),
      );
      expect(texts.filter((text) => typeof text !== 'string' || text.trim() === '')).toEqual([]);
    }
  });
});

describe("the domain's messages in Marathi and Hindi", () => {
  it.each([
    ['mr', domainMr],
    ['hi', domainHi],
  ])('%s translates exactly the keys English has', (_language, catalogue) => {
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys({ ...messages, ...messageTemplates }).sort());
  });

  it.each([
    ['mr', domainMr],
    ['hi', domainHi],
  ])("%s keeps each template's arguments as English names them", (_language, catalogue) => {
    const argumentsOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    const translated: Record<string, string> = catalogue;
    for (const [key, english] of Object.entries({ ...messages, ...messageTemplates })) {
      expect({ key, arguments: argumentsOf(translated[key] ?? '') }).toEqual({ key, arguments: argumentsOf(english) });
    }
  });

  it('show a message of the catalogue in the chosen language, by its English text or by its key', async () => {
    await switchLanguage('hi');
    expect(translateMessage(messages.mobileRequired)).toBe('मोबाइल नंबर आवश्यक है');
    expect(translateMessage('anything', { key: 'otpInvalid' })).toBe(domainHi.otpInvalid);
    // A template's argument goes where the language puts it.
    expect(translateMessage('', { key: 'otpTooManySends', params: { time: '14:35' } })).toBe(
      'इस मोबाइल नंबर के लिए बहुत बार ओटीपी मँगवाया गया है। 14:35 के बाद फिर से कोशिश करें।',
    );
    // A template whose arguments are messages too: each in the language.
    await switchLanguage('mr');
    expect(translateMessage('Account holder 1: Personal Details is not saved')).toBe(
      'खातेदार 1: वैयक्तिक माहिती जतन केलेली नाही',
    );
    expect(translateMessage('Account holder 2 (Ravi Patil): Family Details is not saved')).toBe(
      'खातेदार 2 (Ravi Patil): कुटुंबाची माहिती जतन केलेली नाही',
    );
    expect(translateMessage('Please enter Document Number for Passport!')).toBe(
      domainMr.proofNumberRequired.replace('{proof}', 'पासपोर्ट'),
    );
    // Not in the catalogue: the text as it came.
    expect(translateMessage('Some text of the server')).toBe('Some text of the server');
  });
});

describe('list values', () => {
  it('show in the chosen language by their English text, and as they came when the catalogue lacks them', async () => {
    expect(translateValue('Fixed Deposit')).toBe('Fixed Deposit');
    await switchLanguage('mr');
    expect(translateValue('Fixed Deposit')).toBe('मुदत ठेव');
    expect(translateValue('A list value the bank added today')).toBe('A list value the bank added today');
    await switchLanguage('hi');
    expect(translateValue('Fixed Deposit')).toBe('सावधि जमा');
  });
});

describe('ICU messages', () => {
  it('choose the plural form of the language', async () => {
    expect(i18n.t('otp.triesLeft', { count: 1 })).toBe('1 try left');
    expect(i18n.t('otp.triesLeft', { count: 3 })).toBe('3 tries left');
    await switchLanguage('hi');
    expect(i18n.t('otp.triesLeft', { count: 1 })).toBe('1 प्रयास बाकी है');
    expect(i18n.t('otp.triesLeft', { count: 3 })).toBe('3 प्रयास बाकी हैं');
    await switchLanguage('mr');
    expect(i18n.t('otp.sentTo', { length: 6, mobile: '+91 98765 43210', minutes: 1 })).toContain('1 मिनिटासाठी');
    expect(i18n.t('otp.sentTo', { length: 6, mobile: '+91 98765 43210', minutes: 5 })).toContain('5 मिनिटांसाठी');
  });

  it('refuse a key the English catalogue lacks at type-check time', () => {
    // @ts-expect-error: no such key; `npm run typecheck` fails if this line ever type-checks.
    expect(i18n.t('login.noSuchText')).toBe('login.noSuchText');
  });
});

describe('the language of a first visit', () => {
  it('is the one kept on the device, else the browser’s first the portal has, else English', () => {
    const languages = (list: string[]) =>
      Object.defineProperty(navigator, 'languages', { value: list, configurable: true });
    languages(['ta-IN', 'hi-IN', 'en-GB']);
    expect(preferredLanguage()).toBe('hi');
    languages(['ta-IN', 'fr']);
    expect(preferredLanguage()).toBe('en');
    localStorage.setItem('language', 'mr');
    expect(preferredLanguage()).toBe('mr');
    languages(['en-US', 'en']);
  });
});
