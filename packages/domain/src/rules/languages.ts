/**
 * The languages a customer may read the portal in (decision 030): English, Marathi and Hindi, by their
 * BCP 47 codes. English is the spec's and the default.
 */
export const LANGUAGES = ['en', 'mr', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language as its readers name it, in its own script. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', mr: 'मराठी', hi: 'हिंदी' };

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

const LOCALES: Record<Language, string> = { en: 'en-IN', mr: 'mr-IN-u-nu-latn', hi: 'hi-IN-u-nu-latn' };

/**
 * The Intl locale of a language: India's, with Western digits ('mr-IN-u-nu-latn'), for dates, numbers
 * and rupees (locale-format.ts) and ICU's plural forms.
 */
export function intlLocaleOf(language: Language): string {
  return LOCALES[language];
}
