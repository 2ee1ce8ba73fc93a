import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as Fontkit from 'fontkit';
import type PdfKit from 'pdfkit';

/**
 * The printed form's building blocks: headings, labelled boxes, tables, numbered clauses, signature
 * boxes and page footers, laid out top to bottom on A4. Each block measures itself first and starts
 * a new page when it would not fit, so no box is cut in two.
 */

const MARGIN = 36;

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

const TYPEFACES: Record<FormScript, Typeface> = {
  latin: { regular: 'Helvetica', bold: 'Helvetica-Bold', narrowest: 0.2, labelSize: 6.5 },
  devanagari: { regular: 'NotoSansDevanagari-Regular', bold: 'NotoSansDevanagari-Bold', narrowest: 0.05, labelSize: 7 },
};

type FontkitFont = ReturnType<typeof Fontkit.create>;

/** What a form is made with: pdfkit, and fontkit for the Devanagari fonts. */
interface PdfLibraries {
  PDFDocument: typeof PdfKit;
  fontkit: typeof Fontkit;
}
let pdfLibraries: Promise<PdfLibraries> | undefined;

/**
 * pdfkit and fontkit take some 200 ms to load, which every start of the server paid though most
 * starts print nothing for a while (issue 16): they are loaded with the first form, once.
 */
function loadPdfLibraries(): Promise<PdfLibraries> {
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
const devanagariFonts = new Map<string, FontkitFont>();

/**
 * A Devanagari font, read and parsed once per process and shared by every render (pdfkit only reads
 * fontkit's parsed font; each document makes its own subset of it).
 */
function devanagariFont(fontkit: typeof Fontkit, name: keyof typeof DEVANAGARI_FILES): FontkitFont {
  let font = devanagariFonts.get(name);
  if (!font) {
    font = fontkit.create(readFileSync(DEVANAGARI_FILES[name]()));
    keepGlyphOutlines(font);
    devanagariFonts.set(name, font);
  }
  return font;
}

/** The part of fontkit's TrueType glyph this file reaches into; see `keepGlyphOutlines`. */
interface DecodableGlyph {
  _decode?: () => unknown;
}

/**
 * Each document's font subset reads the outline of every glyph it embeds (to find the parts of
 * composite glyphs), parsing it from the font file again for every PDF: some 3 ms of a Marathi form.
 * fontkit keeps one glyph object per glyph per font, and a static font's outline never changes, so
 * each glyph keeps its parsed outline once read. Variable fonts (outlines that move) are left alone;
 * if fontkit's internals change shape, this does nothing.
 */
function keepGlyphOutlines(font: FontkitFont): void {
  const internals = font as unknown as {
    getGlyph?: (id: number, codePoints?: number[]) => DecodableGlyph | null;
    _variationProcessor?: unknown;
  };
  if (typeof internals.getGlyph !== 'function' || internals._variationProcessor) return;
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
}

const INK = '#111111';
const MUTED = '#555555';
const RULE = '#9aa5b1';
const BRAND = '#1f3864';
const SHADE = '#e8edf5';
const DRAFT_RED = '#b3261e';
const PAD = 3;
const VALUE_SIZE = 8.5;
/** What an empty box shows, so a blank is visibly "not given" rather than a printing fault. */
const EMPTY = '-';

/**
 * What a render works out that the next render would work out the same, by key: `get` answers from
 * the cache or makes the value and keeps it. Emptied when it grows past its bound, so a server
 * printing many different forms keeps at most `limit` entries.
 */
class BoundedCache<T> {
  private readonly entries = new Map<string, T>();

  constructor(private readonly limit: number) {}

  get(key: string, make: () => T): T {
    let value = this.entries.get(key);
    if (value === undefined) {
      value = make();
      if (this.entries.size >= this.limit) this.entries.clear();
      this.entries.set(key, value);
    }
    return value;
  }
}

/**
 * Text heights already worked out, by font, size, width and text. Labels, headings and the
 * declaration are the same on every form, and measuring wrapped text is the costliest part of a
 * render; the map is emptied when it grows past its bound.
 */
const measured = new BoundedCache<number>(5_000);

/**
 * Prose broken into lines, by font, size, width and text: the declarations (14 clauses for holder 1,
 * 19 for each other holder) are the same on every form, and pdfkit's line wrapper measured them word
 * by word on every render, some 8 ms of a three-holder form. Emptied when it grows past its bound.
 */
const wrapped = new BoundedCache<readonly string[]>(2_000);

/** The parts of pdfkit's standard (AFM) font this file reaches into; see `useFastKerning`. */
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
 * times faster. If pdfkit's internals change shape, this does nothing and pdfkit's own lookup stays.
 */
export function useFastKerning(doc: PDFKit.PDFDocument): void {
  const font = (doc as unknown as { _font?: { font?: AfmFont } })._font?.font;
  if (!font?.name || !font.kernPairs || typeof font.getKernPair !== 'function') return;
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
}

/** The parts of pdfkit's embedded (fontkit) font this file reaches into; see `shareShaping`. */
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
 * before changing it), so sharing is safe. Emptied when it grows past its bound; if pdfkit's
 * internals change shape, this does nothing and pdfkit shapes as before.
 */
function shareShaping(doc: PDFKit.PDFDocument): void {
  const embedded = (doc as unknown as { _font?: EmbeddedFontInternals })._font;
  if (
    !embedded?.font ||
    typeof embedded.layoutRun !== 'function' ||
    typeof embedded.layoutCached !== 'function' ||
    typeof embedded.layout !== 'function'
  ) {
    return;
  }
  const words = cacheOf(shapedWords, embedded.font);
  const lines = cacheOf(shapedLines, embedded.font);
  const layoutRun = embedded.layoutRun.bind(embedded);
  const layout = embedded.layout.bind(embedded);
  embedded.layoutCached = (text) => words.get(text, () => layoutRun(text));
  // Only a plain line is kept whole: a width alone (`onlyWidth`) and OpenType features go to pdfkit.
  embedded.layout = (text, features, onlyWidth) =>
    features || onlyWidth ? layout(text, features, onlyWidth) : lines.get(text, () => layout(text));
}

/** The parts of pdfkit's document and fonts that `placeLine` reaches into. */
interface GlyphPosition {
  xAdvance: number;
  advanceWidth: number;
  xOffset: number;
  yOffset: number;
}
interface LineFont {
  id: string;
  name: string;
  ascender: number;
  /** Present on embedded (fontkit) fonts only: their encoding adds glyphs to the document's subset. */
  subset?: object;
  ref(): unknown;
  encode(text: string): [string[], GlyphPosition[]];
  widthOfString(text: string, size: number): number;
}
interface LineDocument {
  _font: LineFont;
  _fontSize: number;
  page: { height: number; fonts: Record<string, unknown> };
  addContent(data: string): unknown;
}

/** pdfkit's way of printing a number into a content stream (PDFObject.number). */
const pdfNumber = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * What a reader copies, searches and reads aloud for a line drawn in an embedded font: the line as
 * typed, as the marked content's ActualText (docs/decisions/049). The font's ToUnicode map cannot
 * say it: shaping reorders Devanagari's glyphs (ि is drawn before its consonant, a reph after), joins
 * conjuncts into one glyph and draws one glyph for different letters, so the glyphs read one by one
 * come back garbled. Built-in Helvetica needs none: its one byte a character reads back as it is.
 * The span sits inside the line's text object (BT … ET): poppler places a span's text with the font
 * and matrix in force where it closes, and a span closed after the line's `Q` came out mirrored.
 */
const actualTexts = new BoundedCache<string>(10_000);

/** What a PDF literal string escapes, as pdfkit does: its delimiters and line ends a reader would change. */
const LITERAL_ESCAPES: Readonly<Record<string, string>> = {
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  '\b': '\\b',
  '\f': '\\f',
  '\\': '\\\\',
  '(': '\\(',
  ')': '\\)',
};

function actualTextSpan(line: string): string {
  return actualTexts.get(line, () => {
    // UTF-16BE after its byte order mark, a JavaScript string's own code units (a surrogate pair stays
    // a pair), one byte a character as pdfkit writes content. A literal, not hex: the page's stream
    // deflates hex Devanagari several times slower, on every render.
    let bytes = '\u00fe\u00ff';
    for (let i = 0; i < line.length; i += 1) {
      const unit = line.charCodeAt(i);
      bytes += String.fromCharCode(unit >> 8, unit & 0xff);
    }
    return `/Span <</ActualText (${bytes.replace(/[\n\r\t\b\f\\()]/g, (byte) => LITERAL_ESCAPES[byte] ?? byte)})>> BDC`;
  });
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
 * line of a `text()` call through `_fragment`, newlines removed. If pdfkit's internals change shape
 * this does nothing, and the form's text test (application-pdf.test.ts) fails on the garbled text.
 */
export function carryActualText(pdf: PDFKit.PDFDocument): void {
  const doc = pdf as unknown as FragmentWriter;
  if (typeof doc._fragment !== 'function') return;
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
}

/**
 * Text-showing operators of a built-in (AFM) font's text, by font and text: they depend on nothing
 * else (a built-in font's encoding has no per-document state), and labels, headings and the
 * declaration come back on every form. Emptied when it grows past its bound.
 */
const shownText = new Map<string, string[]>();
const SHOWN_LIMIT = 5_000;

/** The `TJ` (and, for marks placed off the line, `Tm`) operators that show `text`, as pdfkit writes them. */
function showText(doc: LineDocument, text: string, x: number, y: number): string[] {
  const font = doc._font;
  const key = font.subset ? '' : `${font.name}\u0000${text}`;
  const known = key === '' ? undefined : shownText.get(key);
  if (known) return known;
  const [encoded, positions] = font.encode(text);
  const scale = doc._fontSize / 1000;
  const operators: string[] = [];
  const commands: string[] = [];
  let last = 0;
  let hadOffset = false;
  const addSegment = (cur: number) => {
    const previous = positions[cur - 1];
    if (last < cur && previous) {
      const advance = previous.xAdvance - previous.advanceWidth;
      commands.push(`<${encoded.slice(last, cur).join('')}> ${pdfNumber(-advance)}`);
    }
    last = cur;
  };
  const flush = (i: number) => {
    addSegment(i);
    if (commands.length > 0) {
      operators.push(`[${commands.join(' ')}] TJ`);
      commands.length = 0;
    }
  };
  let i = 0;
  for (; i < positions.length; i += 1) {
    const position = positions[i] as GlyphPosition;
    if (position.xOffset || position.yOffset) {
      flush(i);
      operators.push(
        `1 0 0 1 ${pdfNumber(x + position.xOffset * scale)} ${pdfNumber(y + position.yOffset * scale)} Tm`,
      );
      flush(i + 1);
      hadOffset = true;
    } else {
      if (hadOffset) {
        operators.push(`1 0 0 1 ${pdfNumber(x)} ${pdfNumber(y)} Tm`);
        hadOffset = false;
      }
      if (position.xAdvance - position.advanceWidth !== 0) addSegment(i + 1);
    }
    x += position.xAdvance * scale;
  }
  flush(i);
  if (key !== '' && !hadOffset && !operators.some((operator) => operator.endsWith(' Tm'))) {
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
  const doc = pdf as unknown as Partial<LineDocument>;
  if (line === '') return;
  const font = doc._font;
  const size = doc._fontSize;
  if (
    typeof doc.addContent !== 'function' ||
    typeof font?.encode !== 'function' ||
    typeof font.ref !== 'function' ||
    typeof size !== 'number' ||
    !doc.page?.fonts
  ) {
    // pdfkit's internals have changed shape: its own text path writes the line.
    pdf.text(line, x, y, { lineBreak: false });
    return;
  }
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
      ...showText(doc as LineDocument, line, x, baseline),
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

function widthOf(pdf: PDFKit.PDFDocument, text: string): number {
  const doc = pdf as unknown as LineDocument;
  return widths.get(`${doc._font.name}\u0000${doc._fontSize}\u0000${text}`, () => pdf.widthOfString(text));
}

export interface Field {
  label: string;
  value: string;
  /** How many columns the box spans (1 by default). */
  span?: number;
}

export interface Column {
  header: string;
  /** A share of the table's width; the shares need not add up to 1. */
  width: number;
}

export interface Area {
  x: number;
  width: number;
}

/**
 * What the application form is written through: blocks laid out top to bottom. `FormLayout` writes
 * them into a PDF; the benchmark writes the same form as HTML for Chromium to print (DESIGN.md §8's
 * anchor).
 */
export interface FormWriter {
  /** Where the next block starts, in points from the top of the page. */
  y: number;
  readonly left: number;
  readonly width: number;
  gap(points: number): void;
  masthead(bankName: string, title: string): void;
  sectionHeading(text: string, keepWith?: number): void;
  subHeading(text: string, area?: Area, keepWith?: number): void;
  fields(fields: readonly Field[], columns?: number, area?: Area): void;
  table(columns: readonly Column[], rows: readonly (readonly string[])[], area?: Area): void;
  paragraph(text: string, options?: { size?: number; font?: string; color?: string }): void;
  numberedClauses(clauses: readonly string[]): void;
  framedImage(image: Buffer | null, x: number, y: number, width: number, height: number, placeholder: string): void;
  signatureBoxes(signatories: readonly string[], caption: string): void;
  writingBoxes(fields: readonly Field[], columns: number, height?: number): void;
  markEveryPage(text: string): void;
  addFooters(note: string, pageText?: string): void;
}

export class FormLayout implements FormWriter {
  readonly doc: PDFKit.PDFDocument;
  y: number;
  private readonly regular: string;
  private readonly bold: string;
  private readonly narrowest: number;
  private readonly labelSize: number;
  /** The fill colour last set on each page; see `fill`. */
  private readonly fills = new WeakMap<object, string>();

  /** A new form, once pdfkit and fontkit are loaded. */
  static async open(info: { title: string; author: string; script?: FormScript }): Promise<FormLayout> {
    return new FormLayout(await loadPdfLibraries(), info);
  }

  private constructor(
    { PDFDocument, fontkit }: PdfLibraries,
    info: { title: string; author: string; script?: FormScript },
  ) {
    const script = info.script ?? 'latin';
    this.doc = new PDFDocument({
      size: 'A4',
      // The default font is opened with every document: a Devanagari form's own, not a Helvetica it never uses.
      ...(script === 'devanagari'
        ? { font: devanagariFont(fontkit, 'NotoSansDevanagari-Regular') as unknown as string }
        : {}),
      margins: { top: MARGIN, bottom: MARGIN + 14, left: MARGIN, right: MARGIN },
      bufferPages: true,
      info: { Title: info.title, Author: info.author, Creator: info.author },
    });
    ({
      regular: this.regular,
      bold: this.bold,
      narrowest: this.narrowest,
      labelSize: this.labelSize,
    } = TYPEFACES[script]);
    if (script === 'devanagari') {
      // pdfkit takes a parsed fontkit font as well as a file, though its types name only files.
      for (const name of ['NotoSansDevanagari-Regular', 'NotoSansDevanagari-Bold'] as const) {
        this.doc.registerFont(name, devanagariFont(fontkit, name) as unknown as Buffer);
      }
      for (const font of [this.bold, this.regular]) shareShaping(this.doc.font(font));
    } else {
      for (const font of [this.bold, this.regular]) useFastKerning(this.doc.font(font));
    }
    carryActualText(this.doc);
    this.doc.font(this.regular);
    this.y = this.doc.page.margins.top;
  }

  get left(): number {
    return this.doc.page.margins.left;
  }

  get width(): number {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }

  get fullArea(): Area {
    return { x: this.left, width: this.width };
  }

  private get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  /** Starts a new page unless `height` more points fit on this one. */
  ensureSpace(height: number): void {
    if (this.y + height <= this.bottom) return;
    this.doc.addPage();
    this.y = this.doc.page.margins.top;
  }

  gap(points: number): void {
    this.y += points;
  }

  /**
   * The height `text` takes at this width. Most values are one short line: their width alone
   * decides, which is far cheaper than pdfkit's line wrapper (the PDF's time budget is 20 ms).
   */
  measure(text: string, font: string, size: number, width: number): number {
    return measured.get(`${font}\u0000${size}\u0000${width.toFixed(2)}\u0000${text}`, () => {
      this.doc.font(font).fontSize(size);
      return this.fitsOneLine(text, size, width)
        ? this.doc.currentLineHeight(true)
        : this.doc.heightOfString(text, { width });
    });
  }

  /** Whether `text` fits one line at this width, in the current font and size. */
  private fitsOneLine(text: string, size: number, width: number): boolean {
    // No character is narrower than `narrowest` of the size: longer text cannot fit.
    if (text.length * this.narrowest * size > width || text.includes('\n')) return false;
    return widthOf(this.doc, text) <= width;
  }

  /**
   * Sets the fill colour unless it is already the page's: pdfkit writes the colour again on every
   * call. Kept per page, as each page has its own content stream (footers go back to earlier pages).
   * Drawing between save and restore sets its colour through pdfkit directly, as the restore brings
   * back the colour set before.
   */
  private fill(color: string): PDFKit.PDFDocument {
    if (this.fills.get(this.doc.page) !== color) {
      this.doc.fillColor(color);
      this.fills.set(this.doc.page, color);
    }
    return this.doc;
  }

  private write(
    text: string,
    x: number,
    y: number,
    style: { font?: string; size: number; color?: string; width: number; align?: 'left' | 'center' | 'right' },
  ): void {
    this.doc.font(style.font ?? this.regular).fontSize(style.size);
    this.fill(style.color ?? INK);
    if (this.fitsOneLine(text, style.size, style.width)) {
      // One line needs no wrapping: place it directly (aligned by hand).
      const spare = style.width - widthOf(this.doc, text);
      const offset = style.align === 'center' ? spare / 2 : style.align === 'right' ? spare : 0;
      placeLine(this.doc, text, x + offset, y);
      return;
    }
    this.doc.text(text, x, y, { width: style.width, align: style.align ?? 'left', lineBreak: true });
  }

  /** The form's masthead: the bank, the form's title, and a rule. */
  masthead(bankName: string, title: string): void {
    this.write(bankName, this.left, this.y, {
      font: this.bold,
      size: 15,
      color: BRAND,
      width: this.width,
      align: 'center',
    });
    this.y += this.measure(bankName, this.bold, 15, this.width) + 2;
    this.write(title, this.left, this.y, { font: this.bold, size: 11, width: this.width, align: 'center' });
    this.y += this.measure(title, this.bold, 11, this.width) + 4;
    this.doc
      .moveTo(this.left, this.y)
      .lineTo(this.left + this.width, this.y)
      .lineWidth(1)
      .strokeColor(BRAND)
      .stroke();
    this.y += 8;
  }

  /** A shaded band that opens a part of the form; `keepWith` points must follow it on the same page. */
  sectionHeading(text: string, keepWith = 40): void {
    const height = 15;
    this.ensureSpace(height + keepWith);
    this.fill(BRAND).rect(this.left, this.y, this.width, height).fill();
    this.write(text, this.left + 5, this.y + 4, { font: this.bold, size: 9, color: '#ffffff', width: this.width - 10 });
    this.y += height + 4;
  }

  /** A smaller heading inside a section. */
  subHeading(text: string, area: Area = this.fullArea, keepWith = 30): void {
    const height = this.measure(text, this.bold, 8.5, area.width) + 3;
    this.ensureSpace(height + keepWith);
    this.write(text, area.x, this.y, { font: this.bold, size: 8.5, color: BRAND, width: area.width });
    this.y += height;
  }

  /** Labelled boxes, `columns` to a row, as on a printed form. */
  fields(fields: readonly Field[], columns = 3, area: Area = this.fullArea): void {
    const columnWidth = area.width / columns;
    let row: Field[] = [];
    let used = 0;
    const flush = () => {
      if (row.length > 0) this.fieldRow(row, columnWidth, columns, area);
      row = [];
      used = 0;
    };
    for (const field of fields) {
      const span = Math.min(field.span ?? 1, columns);
      if (used + span > columns) flush();
      row.push({ ...field, span });
      used += span;
    }
    flush();
    this.y += 4;
  }

  private fieldRow(row: readonly Field[], columnWidth: number, columns: number, area: Area): void {
    // The last box of a row takes what is left, so every row spans the full width.
    const spans = row.map((field, index) =>
      index === row.length - 1
        ? columns - row.slice(0, -1).reduce((sum, f) => sum + (f.span ?? 1), 0)
        : (field.span ?? 1),
    );
    const heights = row.map((field, index) => {
      const inner = columnWidth * (spans[index] ?? 1) - 2 * PAD;
      return (
        2 * PAD +
        this.measure(field.label, this.regular, this.labelSize, inner) +
        1 +
        this.measure(field.value || EMPTY, this.regular, VALUE_SIZE, inner)
      );
    });
    const height = Math.max(...heights);
    this.ensureSpace(height);
    let x = area.x;
    row.forEach((field, index) => {
      const width = columnWidth * (spans[index] ?? 1);
      this.doc.rect(x, this.y, width, height).lineWidth(0.5).strokeColor(RULE).stroke();
      const inner = width - 2 * PAD;
      this.write(field.label, x + PAD, this.y + PAD, { size: this.labelSize, color: MUTED, width: inner });
      const labelHeight = this.measure(field.label, this.regular, this.labelSize, inner);
      this.write(field.value || EMPTY, x + PAD, this.y + PAD + labelHeight + 1, { size: VALUE_SIZE, width: inner });
      x += width;
    });
    this.y += height;
  }

  /** A ruled table with a shaded header row; rows move to the next page whole, with the header again. */
  table(columns: readonly Column[], rows: readonly (readonly string[])[], area: Area = this.fullArea): void {
    const total = columns.reduce((sum, column) => sum + column.width, 0);
    const widths = columns.map((column) => (column.width / total) * area.width);
    const rowHeight = (cells: readonly string[], font: string) =>
      Math.max(...cells.map((cell, i) => this.measure(cell || EMPTY, font, VALUE_SIZE, (widths[i] ?? 0) - 2 * PAD))) +
      2 * PAD;
    const drawRow = (cells: readonly string[], font: string, shaded: boolean) => {
      const height = rowHeight(cells, font);
      let x = area.x;
      cells.forEach((cell, i) => {
        const width = widths[i] ?? 0;
        if (shaded) this.fill(SHADE).rect(x, this.y, width, height).fill();
        this.doc.rect(x, this.y, width, height).lineWidth(0.5).strokeColor(RULE).stroke();
        this.write(cell || EMPTY, x + PAD, this.y + PAD, { font, size: VALUE_SIZE, width: width - 2 * PAD });
        x += width;
      });
      this.y += height;
    };
    const headers = columns.map((column) => column.header);
    const headerHeight = rowHeight(headers, this.bold);
    this.ensureSpace(headerHeight + (rows[0] ? rowHeight(rows[0], this.regular) : 0));
    drawRow(headers, this.bold, true);
    for (const cells of rows) {
      const height = rowHeight(cells, this.regular);
      if (this.y + height > this.bottom) {
        this.ensureSpace(headerHeight + height);
        drawRow(headers, this.bold, true);
      }
      drawRow(cells, this.regular, false);
    }
    this.y += 4;
  }

  /** Running text (notes, the declaration's lead-in). */
  paragraph(text: string, options: { size?: number; font?: string; color?: string } = {}): void {
    const size = options.size ?? VALUE_SIZE;
    const font = options.font ?? this.regular;
    const height = this.measure(text, font, size, this.width);
    this.ensureSpace(height);
    this.write(text, this.left, this.y, { font, size, color: options.color ?? INK, width: this.width });
    this.y += height + 3;
  }

  /**
   * Prose as lines that fit `width`, broken between words (kept from one render to the next). A word
   * wider than the width keeps a line of its own: this is for sentences, not for values.
   */
  private linesOf(text: string, font: string, size: number, width: number): readonly string[] {
    return wrapped.get(`${font}\u0000${size}\u0000${width.toFixed(2)}\u0000${text}`, () =>
      this.breakLines(text, font, size, width),
    );
  }

  private breakLines(text: string, font: string, size: number, width: number): string[] {
    this.doc.font(font).fontSize(size);
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      for (const word of paragraph.split(' ')) {
        const longer = line === '' ? word : `${line} ${word}`;
        if (line !== '' && this.doc.widthOfString(longer) > width) {
          lines.push(line);
          line = word;
        } else line = longer;
      }
      lines.push(line);
    }
    return lines;
  }

  /** Numbered clauses with hanging numbers, each kept whole on one page. */
  numberedClauses(clauses: readonly string[]): void {
    const indent = 16;
    const size = 8;
    const width = this.width - indent;
    this.doc.font(this.regular).fontSize(size);
    const lineHeight = this.doc.currentLineHeight(true);
    clauses.forEach((clause, index) => {
      const lines = this.linesOf(clause, this.regular, size, width);
      const height = lines.length * lineHeight;
      this.ensureSpace(height);
      this.write(`${index + 1}.`, this.left, this.y, { font: this.bold, size, width: indent });
      this.doc.font(this.regular).fontSize(size);
      this.fill(INK);
      lines.forEach((line, number) => placeLine(this.doc, line, this.left + indent, this.y + number * lineHeight));
      this.y += height + 2.5;
    });
  }

  /** An image fitted into a framed box (the holder's photo); a placeholder text when there is none. */
  framedImage(image: Buffer | null, x: number, y: number, width: number, height: number, placeholder: string): void {
    this.doc.rect(x, y, width, height).lineWidth(0.5).strokeColor(RULE).stroke();
    if (image) {
      this.doc.image(image, x + 2, y + 2, { fit: [width - 4, height - 4], align: 'center', valign: 'center' });
    } else {
      this.write(placeholder, x + 4, y + height / 2 - 5, { size: 7, color: MUTED, width: width - 8, align: 'center' });
    }
  }

  /** One box per signatory, three to a row, the name printed under each. */
  signatureBoxes(signatories: readonly string[], caption: string): void {
    const perRow = 3;
    const spacing = 12;
    const boxWidth = (this.width - spacing * (perRow - 1)) / perRow;
    const boxHeight = 48;
    for (let start = 0; start < signatories.length; start += perRow) {
      const names = signatories.slice(start, start + perRow);
      const nameHeight = Math.max(...names.map((name) => this.measure(name, this.bold, 8, boxWidth)));
      this.ensureSpace(boxHeight + nameHeight + 16);
      names.forEach((name, index) => {
        const x = this.left + index * (boxWidth + spacing);
        this.doc.rect(x, this.y, boxWidth, boxHeight).lineWidth(0.5).strokeColor(RULE).stroke();
        this.write(caption, x + PAD, this.y + boxHeight - 10, { size: 6.5, color: MUTED, width: boxWidth - 2 * PAD });
        this.write(name, x, this.y + boxHeight + 3, { font: this.bold, size: 8, width: boxWidth, align: 'center' });
      });
      this.y += boxHeight + nameHeight + 12;
    }
  }

  /**
   * Boxes to be written in by hand (the office's part): labelled like `fields`, each tall enough for a
   * signature or a date, its value printed when there is one and otherwise left blank.
   */
  writingBoxes(fields: readonly Field[], columns: number, height = 34): void {
    const columnWidth = this.width / columns;
    const rows: Field[][] = [[]];
    let used = 0;
    for (const field of fields) {
      const span = Math.min(field.span ?? 1, columns);
      if (used + span > columns) {
        rows.push([]);
        used = 0;
      }
      rows.at(-1)?.push({ ...field, span });
      used += span;
    }
    this.ensureSpace(rows.length * height);
    for (const row of rows) {
      let x = this.left;
      for (const field of row) {
        const width = columnWidth * (field.span ?? 1);
        this.doc.rect(x, this.y, width, height).lineWidth(0.5).strokeColor(RULE).stroke();
        this.write(field.label, x + PAD, this.y + PAD, { size: this.labelSize, color: MUTED, width: width - 2 * PAD });
        if (field.value) {
          this.write(field.value, x + PAD, this.y + height - PAD - VALUE_SIZE - 2, {
            size: VALUE_SIZE,
            width: width - 2 * PAD,
          });
        }
        x += width;
      }
      this.y += height;
    }
    this.y += 4;
  }

  /**
   * Marks every page: `text` in a red band above the masthead's margin, and once more large, light and
   * diagonal across the page, so no page of the printout can pass for the final form. The diagonal is
   * translucent, so the content stays readable under it.
   */
  markEveryPage(text: string): void {
    const range = this.doc.bufferedPageRange();
    for (let index = range.start; index < range.start + range.count; index += 1) {
      this.doc.switchToPage(index);
      const page = this.doc.page;
      const savedBottom = page.margins.bottom;
      // Writing outside the margins would otherwise start a new page.
      page.margins.bottom = 0;
      this.write(text, this.left, 12, {
        font: this.bold,
        size: 10,
        color: DRAFT_RED,
        width: this.width,
        align: 'center',
      });
      const size = 54;
      this.doc.font(this.bold).fontSize(size);
      const width = this.doc.widthOfString(text);
      const centre = { x: page.width / 2, y: page.height / 2 };
      this.doc.save();
      this.doc.rotate(-50, { origin: [centre.x, centre.y] });
      this.doc
        .fillColor(DRAFT_RED)
        .fillOpacity(0.13)
        .text(text, centre.x - width / 2, centre.y - size / 2, { lineBreak: false });
      this.doc.restore();
      page.margins.bottom = savedBottom;
    }
  }

  /**
   * "Page X of Y" (`pageText` with `{page}` and `{pages}`) and a left-hand note at the foot of every
   * page, once the page count is known.
   */
  addFooters(note: string, pageText = 'Page {page} of {pages}'): void {
    const range = this.doc.bufferedPageRange();
    for (let index = range.start; index < range.start + range.count; index += 1) {
      this.doc.switchToPage(index);
      const margins = this.doc.page.margins;
      const savedBottom = margins.bottom;
      // Writing below the bottom margin would otherwise start a new page.
      margins.bottom = 0;
      const y = this.doc.page.height - MARGIN;
      const width = this.doc.page.width - margins.left - margins.right;
      this.write(note, margins.left, y, { size: 7, color: MUTED, width });
      const page = pageText.replace('{page}', String(index - range.start + 1)).replace('{pages}', String(range.count));
      this.write(page, margins.left, y, {
        size: 7,
        color: MUTED,
        width,
        align: 'right',
      });
      margins.bottom = savedBottom;
    }
  }

  /** Finishes the document and collects its bytes. */
  toBuffer(): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
      this.doc.end();
    });
  }
}
