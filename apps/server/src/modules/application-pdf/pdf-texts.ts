import type { Language } from '@portal/domain';
import { en, type PdfTexts } from './pdf-texts-en.js';
import { hi } from './pdf-texts-hi.js';
import { mr } from './pdf-texts-mr.js';

export type { PdfTextKey, PdfTexts } from './pdf-texts-en.js';

/**
 * Every heading, label and fixed phrase the application PDF prints, in English, मराठी and हिंदी
 * (docs/decisions/031). Kept beside the PDF rather than in the web's catalogues: no screen
 * shows these, and the server must not load the web's files. English is the form's wording as it
 * was (tests find it word for word); the Marathi and Hindi use docs/glossary.md's words. `{name}`
 * marks an argument, filled by `fillText`. Amount labels say ₹ in Marathi and Hindi: their font has
 * the sign, Helvetica (the English PDF's) has not (docs/decisions/021).
 */
const CATALOGUES: Record<Language, PdfTexts> = { en, mr, hi };

/** The PDF's texts in `language`. */
export function pdfTexts(language: Language): PdfTexts {
  return CATALOGUES[language];
}

/** A text with its `{name}` arguments filled in; an argument not given stays as written. */
export function fillText(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
