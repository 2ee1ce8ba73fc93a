import type { EnglishResources } from '@/lib/i18n';

/*
 * Keys are typed from the English catalogues: t('login.nothing') fails the type check, and so does a
 * key that Marathi or Hindi lacks through the catalogue test (lib/i18n.test.ts). Arguments are ICU's
 * `{name}`, so the types read them with single braces.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: EnglishResources;
    interpolationPrefix: '{';
    interpolationSuffix: '}';
  }
}
