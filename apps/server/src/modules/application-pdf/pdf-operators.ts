import { BoundedCache } from './bounded-cache.js';

/**
 * Content-stream operators as pdfkit writes them, made from plain values: what the pdfkit adapter
 * (pdfkit-adapter.ts) writes in pdfkit's place, kept apart from pdfkit's internals.
 */

/** Where a shaped glyph goes, in font units, as pdfkit's font `encode` answers it. */
export interface GlyphPosition {
  xAdvance: number;
  advanceWidth: number;
  xOffset: number;
  yOffset: number;
}

/** pdfkit's way of printing a number into a content stream (PDFObject.number). */
export const pdfNumber = (n: number) => Math.round(n * 1e6) / 1e6;

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

export function actualTextSpan(line: string): string {
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

/**
 * The `TJ` (and, for marks placed off the line, `Tm`) operators that show glyphs `encoded` at
 * `positions`, starting at (x, y) in a font of `fontSize`, as pdfkit writes them.
 */
export function showTextOperators(
  encoded: readonly string[],
  positions: readonly GlyphPosition[],
  fontSize: number,
  x: number,
  y: number,
): string[] {
  const scale = fontSize / 1000;
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
  return operators;
}
