import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of each page as a PDF reader extracts it (Mozilla's pdf.js, in-process: no poppler in
 * CI), through the fonts' ToUnicode maps, so it reads embedded fonts' glyphs as well as Helvetica's.
 * Each page's text runs are joined with spaces.
 */
export async function readPdfPages(pdf: Buffer): Promise<string[]> {
  const document = await getDocument({
    data: new Uint8Array(pdf),
    useSystemFonts: false,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      pages.push(
        content.items
          .map((item) => ('str' in item ? item.str : ''))
          .join(' ')
          .replace(/\s+/g, ' '),
      );
    }
    return pages;
  } finally {
    await document.destroy();
  }
}

/**
 * Devanagari text reduced to what survives a trip through the PDF: its letters (consonants and
 * independent vowels) other than र, in order, with Latin letters and digits; no vowel signs, virama,
 * nukta, anusvara or spaces. pdf.js reads no ActualText (which gives the text back as typed in
 * poppler, Acrobat and PDFium, docs/decisions/049; `extractPdfText` reads it): it gets shaped
 * Devanagari back through the ToUnicode map pdfkit writes, glyph by glyph in drawing order, so the
 * text does not come back as typed: the vowel sign ि is drawn before its consonant and comes back
 * first ('िठकाण' for 'ठिकाण'); a reph comes back after
 * the consonant it sits on ('अजर्' for 'अर्ज'); a glyph drawn for two sequences maps to the first one
 * pdfkit met (ई's mark is the reph's glyph, so 'ई-मेल' comes back 'ईर्-मेल'); and the reader puts spaces
 * between some glyphs of a word. Independent vowels drawn as another vowel's glyph plus a mark (ई as
 * इ with a mark, आ ओ औ as अ with one) share that glyph, so 'इसमें' may come back 'ईसमें': each such
 * family is folded to its base letter. The letters other than र keep their order through all of that,
 * so a heading that matches on them is the heading, and an English or wrongly translated one is not.
 */
const VOWEL_BASES: Readonly<Record<string, string>> = {
  आ: 'अ',
  ओ: 'अ',
  औ: 'अ',
  ऑ: 'अ',
  ई: 'इ',
  ऊ: 'उ',
  ऐ: 'ए',
};

export function devanagariSkeleton(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[^\u0904-\u0939\u0958-\u0961\u0972-\u097FA-Za-z0-9]/g, '')
    .replace(/र/g, '')
    .replace(/[आओऔऑईऊऐ]/g, (vowel) => VOWEL_BASES[vowel] ?? vowel);
}
