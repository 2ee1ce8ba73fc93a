import { describe, expect, it } from 'vitest';
import { fillText, pdfTexts, type PdfTextKey } from '../src/modules/application-pdf/pdf-texts.js';

const en = pdfTexts('en');
const keys = Object.keys(en) as PdfTextKey[];
const argumentsOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/**
 * Latin words a Marathi or Hindi form may keep: names of documents and schemes that are English by
 * law or by the bank's forms (docs/glossary.md), and CKYC and DICGC, the registry's and the insurer's
 * own names.
 */
const KEPT_IN_ENGLISH = new Set(['PAN', 'Form', 'DA', 'FATCA', 'CKYC', 'DICGC']);

describe.each(['mr', 'hi'] as const)('the PDF texts in %s', (language) => {
  const texts = pdfTexts(language);

  it('have every key English has, and no other', () => {
    expect(Object.keys(texts).sort()).toEqual([...keys].sort());
  });

  it('take the same arguments as the English text of each key', () => {
    for (const key of keys) expect(argumentsOf(texts[key]), key).toEqual(argumentsOf(en[key]));
  });

  it('are translated: Devanagari, with no English words left but the names kept by law', () => {
    for (const key of keys) {
      const text = texts[key];
      const words = text.replace(/\{\w+\}/g, '').match(/[A-Za-z]+/g) ?? [];
      expect(
        words.filter((word) => !KEPT_IN_ENGLISH.has(word)),
        `${key}: ${text}`,
      ).toEqual([]);
      if (!['panHeading', 'pan'].includes(key)) expect(text, key).toMatch(/[\u0900-\u097F]/);
    }
  });
});

describe('fillText', () => {
  it('fills each named argument and leaves unknown ones as written', () => {
    expect(fillText(en.accountHolderNamed, { number: 2, name: 'Ravi Patil' })).toBe('Account holder 2 (Ravi Patil)');
    expect(fillText(pdfTexts('mr').page, { page: 1, pages: 5 })).toBe('पान 1 / 5');
    expect(fillText('{a} and {b}', { a: 'x' })).toBe('x and {b}');
  });
});
