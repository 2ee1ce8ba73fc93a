/**
 * The domain's catalogues in Marathi and Hindi for the server (the PDF, the SMS). The web loads the
 * same JSON files as chunks of their own (apps/web/src/lib/i18n.ts), so it never imports this module.
 */
import type { Language } from '../rules/languages.js';
import valuesHi from './values.hi.json' with { type: 'json' };
import valuesMr from './values.mr.json' with { type: 'json' };

/**
 * List values that are words (account types, titles, relations, occupations, document types…) by
 * their English text, the way the reference tables and the option lists hold them: a value the bank
 * adds to a table before it is translated is shown in English rather than not at all.
 */
const VALUE_WORDS: Record<Exclude<Language, 'en'>, Record<string, string>> = { mr: valuesMr, hi: valuesHi };

/** A list value in `language`: its translation where the catalogue has one, else the English text. */
export function translateValue(language: Language, english: string): string {
  return language === 'en' ? english : (VALUE_WORDS[language][english] ?? english);
}
