import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { messageTemplates, messages } from '@portal/domain';

/**
 * What a screen says in a language, by its English wording (decision 030): the journeys are written once,
 * with the English labels a person reads, and run in Marathi or Hindi by finding each label, button and
 * list value by the text the catalogues give it in that language. A wording no catalogue has fails the
 * test at once, so a Marathi run never quietly finds English.
 */
/**
 * A text by its English wording, a template's simple `{name}` arguments filled from `params`; `key`
 * gives the web catalogue's text of one key, for an English wording that two screens translate apart.
 */
export interface Say {
  (english: string, params?: Record<string, string | number>): string;
  key: (key: string) => string;
}

function fill(text: string, params: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
export type Language = 'en' | 'mr' | 'hi';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

type Catalogue = { [key: string]: string | Catalogue };

function readCatalogue(file: string): Catalogue {
  return JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Catalogue;
}

function textsByKey(catalogue: Catalogue, prefix = '', texts = new Map<string, string>()) {
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === 'string') texts.set(`${prefix}${key}`, value);
    else textsByKey(value, `${prefix}${key}.`, texts);
  }
  return texts;
}

const WEB_CATALOGUES = ['apps/web/src/locales/LANG.json', 'apps/web/src/locales/app/LANG.json'];

function webTexts(language: Language): Map<string, string> {
  const texts = new Map<string, string>();
  for (const file of WEB_CATALOGUES) textsByKey(readCatalogue(file.replace('LANG', language)), '', texts);
  return texts;
}

function byKey(language: Language): (key: string) => string {
  const texts = webTexts(language);
  return (key) => {
    const text = texts.get(key);
    if (text === undefined) throw new Error(`No ${language} text in the web's catalogues for the key ${key}`);
    return text;
  };
}

function translations(language: Exclude<Language, 'en'>): Map<string, string> {
  const byEnglish = new Map<string, string>();
  const pair = (english: Map<string, string>, translated: Map<string, string>) => {
    for (const [key, text] of english) {
      const other = translated.get(key);
      if (other !== undefined && !byEnglish.has(text)) byEnglish.set(text, other);
    }
  };
  pair(webTexts('en'), webTexts(language));
  pair(
    new Map(Object.entries({ ...messages, ...messageTemplates })),
    textsByKey(readCatalogue(`packages/domain/src/locales/${language}.json`)),
  );
  // List values are keyed by their English text already.
  for (const [english, text] of textsByKey(readCatalogue(`packages/domain/src/locales/values.${language}.json`))) {
    if (!byEnglish.has(english)) byEnglish.set(english, text);
  }
  return byEnglish;
}

export const english: Say = Object.assign(
  (text: string, params?: Record<string, string | number>) => fill(text, params),
  {
    key: byKey('en'),
  },
);

export function sayIn(language: Language): Say {
  if (language === 'en') return english;
  const byEnglish = translations(language);
  const say = (text: string, params?: Record<string, string | number>) => {
    const translated = byEnglish.get(text);
    if (translated === undefined) throw new Error(`No ${language} text in the catalogues for "${text}"`);
    return fill(translated, params);
  };
  return Object.assign(say, { key: byKey(language) });
}
