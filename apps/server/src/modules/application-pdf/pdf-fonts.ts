import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as Fontkit from 'fontkit';
import type PdfKit from 'pdfkit';
import { keepGlyphOutlines, type FontkitFont } from './pdfkit-adapter.js';

/**
 * The typefaces of a form. English prints in pdfkit's built-in Helvetica (nothing embedded, the
 * smallest file). Marathi and Hindi print in Noto Sans Devanagari from an npm package (no system
 * font: the server's machine may have none), which also has Latin letters, digits and ₹, so a
 * customer's name, PAN or e-mail typed in English prints as typed in the same font. pdfkit shapes
 * it with fontkit (conjuncts, reph, matras) and embeds a subset of the glyphs used.
 */
export type FormScript = 'latin' | 'devanagari';

interface Typeface {
  regular: string;
  bold: string;
  /**
   * The narrowest a character can be, as a share of the font size: text longer than width / (share ×
   * size) characters cannot fit one line. Devanagari's vowel signs and virama take no width of their
   * own, so its share is far smaller than Helvetica's.
   */
  narrowest: number;
  /** The size of a box's label: Devanagari's letters are smaller than Latin capitals at the same size. */
  labelSize: number;
}

export const TYPEFACES: Record<FormScript, Typeface> = {
  latin: { regular: 'Helvetica', bold: 'Helvetica-Bold', narrowest: 0.2, labelSize: 6.5 },
  devanagari: { regular: 'NotoSansDevanagari-Regular', bold: 'NotoSansDevanagari-Bold', narrowest: 0.05, labelSize: 7 },
};

/** What a form is made with: pdfkit, and fontkit for the Devanagari fonts. */
export interface PdfLibraries {
  PDFDocument: typeof PdfKit;
  fontkit: typeof Fontkit;
}
let pdfLibraries: Promise<PdfLibraries> | undefined;

/**
 * pdfkit and fontkit take some 200 ms to load, which every start of the server paid though most
 * starts print nothing for a while: they are loaded with the first form, once.
 */
export function loadPdfLibraries(): Promise<PdfLibraries> {
  pdfLibraries ??= Promise.all([import('pdfkit'), import('fontkit')]).then(([pdfkit, fontkit]) => ({
    PDFDocument: pdfkit.default,
    fontkit,
  }));
  return pdfLibraries;
}

const require = createRequire(import.meta.url);
/**
 * The font files of the npm package, by the names the form registers them under: their own
 * PostScript names, the names pdfkit files an opened font under, so asking for one by name finds the
 * font already open (the default font of a Devanagari form is opened from the parsed font, nameless).
 */
const DEVANAGARI_FILES = {
  'NotoSansDevanagari-Regular': () =>
    require.resolve('@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf'),
  'NotoSansDevanagari-Bold': () =>
    require.resolve('@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf'),
};
type DevanagariFontName = keyof typeof DEVANAGARI_FILES;
const devanagariFonts = new Map<string, FontkitFont>();

/**
 * A Devanagari font, read and parsed once per process and shared by every render (pdfkit only reads
 * fontkit's parsed font; each document makes its own subset of it).
 */
export function devanagariFont(fontkit: typeof Fontkit, name: DevanagariFontName): FontkitFont {
  let font = devanagariFonts.get(name);
  if (!font) {
    font = fontkit.create(readFileSync(DEVANAGARI_FILES[name]()));
    keepGlyphOutlines(font);
    devanagariFonts.set(name, font);
  }
  return font;
}
