import type * as Fontkit from 'fontkit';
import { BoundedCache } from './bounded-cache.js';
import { actualTextSpan, pdfNumber, showTextOperators, type GlyphPosition } from './pdf-operators.js';

/**
 * Everything the application PDF does with pdfkit's and fontkit's internals, which their types do not
 * name and a new version may change (docs/decisions/051). Each patch checks the shape it reaches into
 * and answers whether it applied: when the shape has changed it leaves the library as it is, so the
 * form still prints, only slower. pdfkit-adapter.test.ts fails when a patch no longer applies.
 */

export type FontkitFont = ReturnType<typeof Fontkit.create>;

/**
 * pdfkit opens and registers a parsed fontkit font as well as a font file, though its types name
 * only files: a font parsed once serves every document.
 */
export function asFontSource(font: FontkitFont): string {
  return font as unknown as string;
}

/** The part of fontkit's TrueType glyph that `keepGlyphOutlines` reaches into. */
interface DecodableGlyph {
  _decode?: () => unknown;
}

/**
 * Each document's font subset reads the outline of every glyph it embeds (to find the parts of
 * composite glyphs), parsing it from the font file again for every PDF: some 3 ms of a Marathi form.
 * fontkit keeps one glyph object per glyph per font, and a static font's outline never changes, so
 * each glyph keeps its parsed outline once read. Variable fonts (outlines that move) are left alone.
 */
export function keepGlyphOutlines(font: FontkitFont): boolean {
  const internals = font as unknown as {
    getGlyph?: (id: number, codePoints?: number[]) => DecodableGlyph | null;
    _variationProcessor?: unknown;
  };
  if (typeof internals.getGlyph !== 'function' || internals._variationProcessor) return false;
  const getGlyph = internals.getGlyph.bind(font);
  const kept = new WeakSet<DecodableGlyph>();
  internals.getGlyph = (id, codePoints) => {
    const glyph = getGlyph(id, codePoints);
    if (glyph && !kept.has(glyph) && typeof glyph._decode === 'function') {
      const decode = glyph._decode.bind(glyph);
      let outline: unknown;
      let read = false;
      glyph._decode = () => {
        if (!read) {
          outline = decode();
          read = true;
        }
        return outline;
      };
      kept.add(glyph);
    }
    return glyph;
  };
  return true;
}

/** The parts of pdfkit's standard (AFM) font that `useFastKerning` reaches into. */
interface AfmFont {
  name?: string;
  kernPairs?: Record<string, number>;
  getKernPair?: (left: string, right: string) => number;
}
const kerningTables = new Map<string, Map<string, Map<string, number>>>();

/**
 * pdfkit looks up the kerning of every pair of glyphs it measures or writes by building a string
 * key ('A\0V') and probing an object of some 2,700 such keys: the largest single cost of a render.
 * The same table as nested maps, built once per font per process, answers identically and several
 * times faster. Applies to the document's current font.
 */
export function useFastKerning(doc: PDFKit.PDFDocument): boolean {
  const font = (doc as unknown as { _font?: { font?: AfmFont } })._font?.font;
  if (!font?.name || !font.kernPairs || typeof font.getKernPair !== 'function') return false;
  let table = kerningTables.get(font.name);
  if (!table) {
    table = new Map();
    for (const [pair, amount] of Object.entries(font.kernPairs)) {
      const [left = '', right = ''] = pair.split('\u0000');
      let row = table.get(left);
      if (!row) table.set(left, (row = new Map()));
      row.set(right, amount);
    }
    kerningTables.set(font.name, table);
  }
  const lookup = table;
  font.getKernPair = (left, right) => lookup.get(left)?.get(right) ?? 0;
  return true;
}

/** The parts of pdfkit's embedded (fontkit) font that `shareShaping` reaches into. */
interface EmbeddedFontInternals {
  font?: object;
  layoutRun?: (text: string) => unknown;
  layoutCached?: (text: string) => unknown;
  layout?: (text: string, features?: unknown, onlyWidth?: boolean) => unknown;
}
const SHAPED_LIMIT = 20_000;
const shapedWords = new WeakMap<object, BoundedCache<unknown>>();
const shapedLines = new WeakMap<object, BoundedCache<unknown>>();

/** The font's cache in `caches`, made on first use. */
function cacheOf(caches: WeakMap<object, BoundedCache<unknown>>, font: object): BoundedCache<unknown> {
  let cache = caches.get(font);
  if (!cache) caches.set(font, (cache = new BoundedCache(SHAPED_LIMIT)));
  return cache;
}

/**
 * pdfkit shapes an embedded font's text word by word through fontkit (Devanagari's conjuncts, reph
 * and matras: the costliest part of a Marathi or Hindi render) and keeps the shaped words only for
 * one document, and joins a line's words anew each time it is written. The fontkit font is shared by
 * every document (`devanagariFont`), so its shaped words and lines can be too: the same labels and
 * clauses come back on every form. Nothing changes a shaped run after it is made (pdfkit copies one
 * before changing it), so sharing is safe. Applies to the document's current font.
 */
export function shareShaping(doc: PDFKit.PDFDocument): boolean {
  const embedded = (doc as unknown as { _font?: EmbeddedFontInternals })._font;
  if (
    !embedded?.font ||
    typeof embedded.layoutRun !== 'function' ||
    typeof embedded.layoutCached !== 'function' ||
    typeof embedded.layout !== 'function'
  ) {
    return false;
  }
  const words = cacheOf(shapedWords, embedded.font);
  const lines = cacheOf(shapedLines, embedded.font);
  const layoutRun = embedded.layoutRun.bind(embedded);
  const layout = embedded.layout.bind(embedded);
  embedded.layoutCached = (text) => words.get(text, () => layoutRun(text));
  // Only a plain line is kept whole: a width alone (`onlyWidth`) and OpenType features go to pdfkit.
  embedded.layout = (text, features, onlyWidth) =>
    features || onlyWidth ? layout(text, features, onlyWidth) : lines.get(text, () => layout(text));
  return true;
}

/** The parts of pdfkit's document that `carryActualText` reaches into. */
interface FragmentWriter {
  _font?: { subset?: object };
  _fragment?: (text: string, x: number, y: number, options: object) => void;
  addContent(data: string): unknown;
}

/**
 * Gives every line pdfkit's own text path draws in an embedded font (wrapped values and prose, the
 * draft mark) its text as ActualText, as `placeLine` does for the lines it draws. pdfkit draws each
 * line of a `text()` call through `_fragment`, newlines removed.
 */
export function carryActualText(pdf: PDFKit.PDFDocument): boolean {
  const doc = pdf as unknown as FragmentWriter;
  if (typeof doc._fragment !== 'function') return false;
  const fragment = doc._fragment.bind(pdf);
  doc._fragment = (text, x, y, options) => {
    const line = `${text}`.replace(/\n/g, '');
    if (!doc._font?.subset || line.trim() === '') {
      fragment(text, x, y, options);
      return;
    }
    // The span goes inside the line's text object, as `placeLine` writes it.
    const addContent = doc.addContent;
    doc.addContent = (data) => {
      if (data === 'ET') addContent.call(pdf, 'EMC');
      addContent.call(pdf, data);
      if (data === 'BT') addContent.call(pdf, actualTextSpan(line));
      return pdf;
    };
    try {
      fragment(text, x, y, options);
    } finally {
      doc.addContent = addContent;
    }
  };
  return true;
}

/** The parts of pdfkit's document and fonts that `placeLine` and `widthOf` reach into. */
interface LineFont {
  id: string;
  name: string;
  ascender: number;
  /** Present on embedded (fontkit) fonts only: their encoding adds glyphs to the document's subset. */
  subset?: object;
  ref(): unknown;
  encode(text: string): [string[], GlyphPosition[]];
}
interface LineDocument {
  _font: LineFont;
  _fontSize: number;
  page: { height: number; fonts: Record<string, unknown> };
  addContent(data: string): unknown;
}

/** Whether `placeLine` can write a line itself in the document's current font, rather than through pdfkit. */
export function canPlaceLines(pdf: PDFKit.PDFDocument): boolean {
  const doc = pdf as unknown as Partial<LineDocument>;
  const font = doc._font;
  return (
    typeof doc.addContent === 'function' &&
    typeof font?.encode === 'function' &&
    typeof font.ref === 'function' &&
    typeof doc._fontSize === 'number' &&
    Boolean(doc.page?.fonts)
  );
}

/**
 * Text-showing operators of a built-in (AFM) font's text, by font and text: they depend on nothing
 * else (a built-in font's encoding has no per-document state), and labels, headings and the
 * declaration come back on every form. Emptied when it grows past its bound.
 */
const shownText = new Map<string, string[]>();
const SHOWN_LIMIT = 5_000;

/** The operators that show `text` at (x, y) in the document's current font and size. */
function showText(doc: LineDocument, text: string, x: number, y: number): string[] {
  const font = doc._font;
  const key = font.subset ? '' : `${font.name}\u0000${text}`;
  const known = key === '' ? undefined : shownText.get(key);
  if (known) return known;
  const [encoded, positions] = font.encode(text);
  const operators = showTextOperators(encoded, positions, doc._fontSize, x, y);
  // Glyphs placed off the line are placed at (x, y): only operators without them fit every line.
  if (key !== '' && !operators.some((operator) => operator.endsWith(' Tm'))) {
    if (shownText.size >= SHOWN_LIMIT) shownText.clear();
    shownText.set(key, operators);
  }
  return operators;
}

/**
 * One line of text (no line breaks) at (x, y) in the document's current font, size and colour: the same operators
 * pdfkit's `text(…, { lineBreak: false })` writes, handed to the page in one piece. pdfkit's text
 * path re-measures the line, copies its options and hands each operator to the page on its own (a
 * byte conversion each), the largest cost of a render (DESIGN.md §8's PDF budget is 20 ms); this is
 * its single-line, left-aligned case only. `pdf-layout.test.ts` holds it to pdfkit's bytes.
 */
export function placeLine(pdf: PDFKit.PDFDocument, line: string, x: number, y: number): void {
  if (line === '') return;
  if (!canPlaceLines(pdf)) {
    // pdfkit's internals have changed shape: its own text path writes the line.
    pdf.text(line, x, y, { lineBreak: false });
    return;
  }
  const doc = pdf as unknown as LineDocument;
  const font = doc._font;
  const size = doc._fontSize;
  const baseline = doc.page.height - y - (font.ascender / 1000) * size;
  if (doc.page.fonts[font.id] == null) doc.page.fonts[font.id] = font.ref();
  // A line in an embedded font carries its text as typed (`actualTextSpan`), as pdfkit's text path does here.
  const spoken = font.subset !== undefined && line.trim() !== '';
  doc.addContent(
    [
      'q',
      `1 0 0 -1 0 ${pdfNumber(doc.page.height)} cm`,
      'BT',
      ...(spoken ? [actualTextSpan(line)] : []),
      `1 0 0 1 ${pdfNumber(x)} ${pdfNumber(baseline)} Tm`,
      `/${font.id} ${pdfNumber(size)} Tf`,
      ...showText(doc, line, x, baseline),
      ...(spoken ? ['EMC'] : []),
      'ET',
      'Q',
    ].join('\n'),
  );
}

/**
 * Text widths, by font, size and text: a width depends on nothing else (embedded fonts are shared
 * by every render, `devanagariFont`), and a box's label is measured to fit, then to align, on every
 * form. Emptied when it grows past its bound.
 */
const widths = new BoundedCache<number>(10_000);

/** The width of `text` in the document's current font and size. */
export function widthOf(pdf: PDFKit.PDFDocument, text: string): number {
  const doc = pdf as unknown as LineDocument;
  return widths.get(`${doc._font.name}\u0000${doc._fontSize}\u0000${text}`, () => pdf.widthOfString(text));
}
