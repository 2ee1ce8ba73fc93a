/**
 * The domain's catalogues in Marathi and Hindi for the server (the PDF, the SMS). The web loads the
 * same JSON files as chunks of their own (apps/web/src/lib/i18n.ts), so it never imports this module.
 */
import {
  DECLARATION_TEMPLATES,
  fillDeclaration,
  type DeclarationKind,
  type DeclarationTemplates,
} from '../rules/declaration.js';
import { describeMessage } from '../message-keys.js';
import type { Language } from '../rules/languages.js';
import declarationsHi from './declarations.hi.json' with { type: 'json' };
import declarationsMr from './declarations.mr.json' with { type: 'json' };
import messagesHi from './hi.json' with { type: 'json' };
import messagesMr from './mr.json' with { type: 'json' };
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

const MESSAGE_WORDS: Record<Exclude<Language, 'en'>, Record<string, string>> = { mr: messagesMr, hi: messagesHi };

/**
 * A catalogue message without arguments (a screen's heading, as a branch's return reasons name it) in
 * `language`, else its English text.
 */
export function translateMessage(language: Language, english: string): string {
  if (language === 'en') return english;
  const known = describeMessage(english);
  return (known && !known.params && MESSAGE_WORDS[language][known.key]) || english;
}

const DECLARATIONS: Record<Language, DeclarationTemplates> = {
  en: DECLARATION_TEMPLATES,
  mr: declarationsMr,
  hi: declarationsHi,
};

/** A holder's declaration in `language` (14 clauses for the first holder, 19 for another), naming the bank. */
export function declarationClauses(language: Language, kind: DeclarationKind, bankName: string): string[] {
  return fillDeclaration(DECLARATIONS[language][kind], bankName, language);
}
