import {
  callRoutes,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  intlLocaleOf,
  isLanguage,
  type DeclarationKind,
  type Language,
  type MessageKey,
  type messageTemplates,
  type messages,
} from '@portal/domain';
import i18next from 'i18next';
import { IntlMessageFormat } from 'intl-messageformat';
import { initReactI18next } from 'react-i18next';
import type englishApp from '@/locales/app/en.json';
import en from '@/locales/en.json';
import { call, type ServerMessageRef } from './api-client';
import { STORAGE_KEYS } from './storage';

/**
 * The portal's texts in English, Marathi and Hindi (docs/decisions/030): i18next with ICU
 * messages. The web's own texts are `translation` (apps/web/src/locales), the domain's messages
 * `messages` (packages/domain: English in messages.ts, the others in src/locales). English is bundled,
 * since /login paints in it first; Marathi and Hindi are chunks loaded when chosen. The domain's
 * messages have no English bundle: their English is the text the schemas and the server already give,
 * which `translateMessage` shows as it came (so messages.ts stays off /login's budget).
 */
export interface EnglishResources {
  translation: typeof en & typeof englishApp;
  messages: typeof messages & typeof messageTemplates;
}

/**
 * ICU messages for i18next: intl-messageformat formats each text (i18next's `i18nFormat` module, as
 * i18next-icu is, without its 4 KB of wrapper on /login's budget). The catalogues are compiled at build
 * time (apps/web/src/build/compile-icu-messages.ts): a message is a syntax tree, formatted without a
 * parser, and a plain text stays a string, shown as it is. Under Vitest the catalogues are not compiled
 * and a text with an argument goes through the parser (compiled-messages.test.ts holds that both agree).
 * A language's forms (`#`, {n, number}) are India's with Western digits (rules/locale-format.ts).
 */
/** A catalogue text, or its syntax tree once compiled. */
type IcuMessage = ConstructorParameters<typeof IntlMessageFormat>[0];

/** Each message's formatter, made once per language. */
const formatters = new Map<string, Map<IcuMessage, IntlMessageFormat>>();

function formatterOf(message: IcuMessage, language: string): IntlMessageFormat {
  let cache = formatters.get(language);
  if (!cache) formatters.set(language, (cache = new Map()));
  let formatter = cache.get(message);
  if (!formatter) {
    const locale = isLanguage(language) ? intlLocaleOf(language) : language;
    formatter = new IntlMessageFormat(message, locale, undefined, { ignoreTag: true });
    cache.set(message, formatter);
  }
  return formatter;
}

const icuMessages = {
  type: 'i18nFormat' as const,
  init: () => undefined,
  parse(message: unknown, values: Record<string, unknown>, language: string): string {
    if (typeof message === 'string' && !message.includes('{')) return message;
    try {
      return String(formatterOf(message as IcuMessage, language).format(values as never));
    } catch {
      // A message that cannot be formatted is shown as written rather than not at all.
      return typeof message === 'string' ? message : '';
    }
  },
  addLookupKeys: (keys: string[]) => keys,
};

export const i18n = i18next.createInstance();

void i18n
  .use(icuMessages)
  .use(initReactI18next)
  .init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES,
    ns: ['translation', 'messages'],
    defaultNS: 'translation',
    // A copy: loadAppTexts adds the texts after sign-in into this object, which must not be the module's.
    resources: { en: { translation: { ...en } } },
    // English is here already: init is synchronous, so the first render has its texts.
    initAsync: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });

// <html lang> names the language of the page, for screen readers and the browser's fonts (WCAG 3.1.1).
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

type Catalogue = { default: Record<string, unknown> };
type Loaded = [
  translation: Catalogue,
  appTranslation: Catalogue,
  domainMessages: Catalogue,
  values: Catalogue,
  keys: MessageKeys,
  declarations: Catalogue,
  ...unknown[],
];
type MessageKeys = typeof import('@portal/domain/message-keys');

/**
 * A Devanagari font of our own (Noto Sans Devanagari, regular and bold: about 50 KB each), since the
 * system fonts of many computers have none and would draw boxes; the theme's font stack names it after
 * the system's, so a phone with its own Devanagari font keeps it. Loaded for Marathi and Hindi only.
 */
const loadDevanagariFont = () =>
  Promise.all([
    import('@fontsource/noto-sans-devanagari/devanagari-400.css'),
    import('@fontsource/noto-sans-devanagari/devanagari-700.css'),
  ]);

/** Each language a chunk of its own: neither is on /login's budget unless chosen. */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<Loaded>> = {
  mr: () =>
    Promise.all([
      import('@/locales/mr.json'),
      import('@/locales/app/mr.json'),
      import('@portal/domain/locales/mr.json'),
      import('@portal/domain/locales/values.mr.json'),
      import('@portal/domain/message-keys'),
      import('@portal/domain/locales/declarations.mr.json'),
      loadDevanagariFont(),
    ]),
  hi: () =>
    Promise.all([
      import('@/locales/hi.json'),
      import('@/locales/app/hi.json'),
      import('@portal/domain/locales/hi.json'),
      import('@portal/domain/locales/values.hi.json'),
      import('@portal/domain/message-keys'),
      import('@portal/domain/locales/declarations.hi.json'),
      loadDevanagariFont(),
    ]),
};

/**
 * The key of a domain message by its English text, for the messages the browser's own schemas give:
 * it comes with Marathi or Hindi, since English shows those texts as they are.
 */
let describeMessage: MessageKeys['describeMessage'] | undefined;

async function loadLanguage(language: Language): Promise<void> {
  if (language === 'en' || i18n.hasResourceBundle(language, 'translation')) return;
  const [translation, appTranslation, domainMessages, values, keys, declarations] = await loaders[language]();
  describeMessage = keys.describeMessage;
  i18n.addResourceBundle(language, 'translation', { ...translation.default, ...appTranslation.default });
  i18n.addResourceBundle(language, 'messages', domainMessages.default);
  i18n.addResourceBundle(language, 'values', values.default);
  i18n.addResourceBundle(language, 'declarations', declarations.default);
}

/**
 * The English texts of the screens after sign-in (apps/web/src/locales/app), loaded with the customer's
 * and the staff's layouts: /login carries only its own (locales/en.json), within its budget.
 * Marathi and Hindi bring both parts in their chunk.
 */
export function loadAppTexts(): Promise<void> {
  appTexts ??= import('@/locales/app/en.json').then(
    (texts) => {
      i18n.addResourceBundle(DEFAULT_LANGUAGE, 'translation', texts.default, true);
    },
    (error: unknown) => {
      // A failed load (the network) is tried again by the next screen that needs the texts.
      appTexts = undefined;
      throw error;
    },
  );
  return appTexts;
}
let appTexts: Promise<void> | undefined;

/** The language shown now. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/**
 * The language of a first visit: the one kept on this device (the spec's `language` key), else the
 * first of the browser's languages the portal has, else English.
 */
export function preferredLanguage(): Language {
  const stored = localStorage.getItem(STORAGE_KEYS.language);
  if (isLanguage(stored)) return stored;
  for (const tag of navigator.languages) {
    const primary = tag.split('-')[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/** Shows the portal in `language` (once its chunk is here) and keeps the choice on this device. */
export async function switchLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  localStorage.setItem(STORAGE_KEYS.language, language);
}

/**
 * A message of the domain's catalogue in the chosen language: by the key the server sent, or the key
 * of its English text; a text outside the catalogue is shown as it came.
 */
export function translateMessage(text: string, ref?: ServerMessageRef): string {
  if (currentLanguage() === DEFAULT_LANGUAGE) return text;
  const known = ref ?? describeMessage?.(text);
  if (!known || !i18n.exists(known.key, { ns: 'messages' })) return text;
  // A template's arguments may be messages themselves ('Account holder 1', a step's name) or list
  // values ('Passport' in 'Please enter Document Number for {proof}!').
  const params = Object.fromEntries(
    Object.entries(known.params ?? {}).map(([name, value]) => [name, translateValue(translateMessage(value))]),
  );
  // A key the server sent is one of the catalogue's: i18n.exists has just said so.
  return i18n.t(known.key as MessageKey, { ns: 'messages', ...params, defaultValue: text });
}

/**
 * A list value that is a word (an account type, a title, a relation, a document type…) in the chosen
 * language, by its English text as the reference lists and the domain's option lists hold it
 * (packages/domain/src/locales/values.*.json); a value not in the catalogue is shown as it came.
 * Components that call it re-render on a change of language through their own useTranslation().
 */
export function translateValue(english: string): string {
  // Keys are whole English texts ('Mr.', 'UID-Aadhaar No.'), so no key separator applies.
  const word: unknown = i18n.getResource(currentLanguage(), 'values', english, { keySeparator: false });
  return typeof word === 'string' ? word : english;
}

/**
 * The chosen language's templates of a holder's declaration (packages/domain/src/locales/declarations.*.json),
 * with `{bank}` for the bank's name; undefined in English, whose clauses the domain holds (kept off
 * this module so /login's bundle does not carry them).
 */
export function declarationTemplates(kind: DeclarationKind): readonly string[] | undefined {
  const language = currentLanguage();
  if (language === 'en') return undefined;
  const templates: unknown = i18n.getResource(language, 'declarations', kind);
  if (!Array.isArray(templates)) return undefined;
  const clauses: unknown[] = templates;
  return clauses.every((clause): clause is string => typeof clause === 'string') ? clauses : undefined;
}

/** Keeps a signed-in customer's language on their record, so it follows them to another phone. */
export async function saveCustomerLanguage(language: Language): Promise<void> {
  await call(callRoutes.SetLanguage, { Language: language });
}
