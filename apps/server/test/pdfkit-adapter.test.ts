import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import { describe, expect, it, vi } from 'vitest';
import { devanagariFont } from '../src/modules/application-pdf/pdf-fonts.js';
import {
  asFontSource,
  canPlaceLines,
  carryActualText,
  keepGlyphOutlines,
  placeLine,
  shareShaping,
  useFastKerning,
  widthOf,
} from '../src/modules/application-pdf/pdfkit-adapter.js';

/**
 * The internals of pdfkit and fontkit the application PDF reaches into (pdfkit-adapter.ts,
 * docs/decisions/051), checked on the installed versions. The adapter leaves a library alone when its
 * internals have changed shape, so the form still prints, only slower: these tests are what notices.
 */

const require = createRequire(import.meta.url);
const NOTO_REGULAR =
  require.resolve('@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf');
const MARATHI = 'खाते उघडण्याचा अर्ज';

/** What a test reads of pdfkit's current font; every property optional, so a missing one fails an assertion. */
interface FontInternals {
  id?: unknown;
  name?: unknown;
  ascender?: unknown;
  subset?: unknown;
  ref?: unknown;
  encode?: (text: string) => [unknown, unknown];
  font?: {
    name?: unknown;
    kernPairs?: Record<string, number>;
    getKernPair?: (left: string, right: string) => number;
  };
  layoutRun?: unknown;
  layoutCached?: (text: string) => unknown;
  layout?: (text: string) => unknown;
}
interface DocumentInternals {
  _font?: FontInternals;
  _fontSize?: unknown;
  _fragment?: unknown;
  page?: { height?: unknown; fonts?: unknown };
  addContent(data: string): unknown;
}
const internalsOf = (doc: PDFKit.PDFDocument) => doc as unknown as DocumentInternals;

/** A document in the Devanagari font the form shares between renders. */
function devanagariDocument(): PDFKit.PDFDocument {
  return new PDFDocument({ font: asFontSource(devanagariFont(fontkit, 'NotoSansDevanagari-Regular')) });
}

/** What `write` hands the page's content stream. */
function contentWritten(doc: PDFKit.PDFDocument, write: () => void): string[] {
  const internals = internalsOf(doc);
  const addContent = internals.addContent.bind(doc);
  const written: string[] = [];
  internals.addContent = (data) => {
    written.push(data);
    return addContent(data);
  };
  write();
  return written;
}

describe('fontkit, as the pdfkit adapter uses it', () => {
  it('hands out one glyph object per glyph, whose outline keepGlyphOutlines keeps once read', () => {
    const font = fontkit.create(readFileSync(NOTO_REGULAR)) as fontkit.Font;
    const internals = font as unknown as { getGlyph?: unknown; _variationProcessor?: unknown };
    expect(typeof internals.getGlyph).toBe('function');
    expect(internals._variationProcessor).toBeFalsy();
    const id = font.glyphForCodePoint(0x0915).id; // क
    const before = font.getGlyph(id) as unknown as { _decode?: () => unknown };
    expect(typeof before._decode).toBe('function');
    // Unpatched, every read parses the outline again.
    expect(before._decode?.()).not.toBe(before._decode?.());

    expect(keepGlyphOutlines(font)).toBe(true);
    const glyph = font.getGlyph(id) as unknown as { _decode: () => unknown };
    expect(font.getGlyph(id)).toBe(glyph);
    const outline = glyph._decode();
    expect(outline).toBeTruthy();
    expect(glyph._decode()).toBe(outline);
  });
});

describe('pdfkit, as the pdfkit adapter uses it', () => {
  it('opens a parsed fontkit font in place of a file', () => {
    const parsed = devanagariFont(fontkit, 'NotoSansDevanagari-Regular');
    expect(internalsOf(devanagariDocument())._font?.font).toBe(parsed);
    const doc = new PDFDocument();
    doc.registerFont('Parsed', asFontSource(parsed));
    expect(internalsOf(doc.font('Parsed'))._font?.font).toBe(parsed);
  });

  it.each(['Helvetica', 'Helvetica-Bold'])(
    'keeps %s’s kerning pairs where useFastKerning replaces their lookup',
    (name) => {
      const doc = new PDFDocument().font(name);
      const font = internalsOf(doc)._font?.font;
      expect(typeof font?.name).toBe('string');
      expect(Object.keys(font?.kernPairs ?? {}).length).toBeGreaterThan(1000);
      expect(typeof font?.getKernPair).toBe('function');
      const original = font?.getKernPair;
      const kerning = original?.call(font, 'A', 'V');
      expect(kerning).toBeLessThan(0);

      expect(useFastKerning(doc)).toBe(true);
      expect(font?.getKernPair).not.toBe(original);
      expect(font?.getKernPair?.('A', 'V')).toBe(kerning);
    },
  );

  it('shapes an embedded font through the methods shareShaping shares between documents', () => {
    const shaped = [devanagariDocument(), devanagariDocument()].map((doc) => {
      const font = internalsOf(doc)._font;
      expect(typeof font?.font).toBe('object');
      expect(typeof font?.layoutRun).toBe('function');
      expect(typeof font?.layoutCached).toBe('function');
      expect(typeof font?.layout).toBe('function');
      expect(shareShaping(doc)).toBe(true);
      return { word: font?.layoutCached?.('खाते'), line: font?.layout?.(MARATHI) };
    });
    expect(shaped[0]?.word).toBeTruthy();
    expect(shaped[0]?.line).toBeTruthy();
    // Shaped once, by whichever document came first.
    expect(shaped[1]?.word).toBe(shaped[0]?.word);
    expect(shaped[1]?.line).toBe(shaped[0]?.line);
  });

  it('draws each line of text() through _fragment, which carryActualText gives its ActualText', () => {
    const doc = devanagariDocument();
    expect(typeof internalsOf(doc)._fragment).toBe('function');
    expect(typeof internalsOf(doc)._font?.subset).toBe('object');
    expect(carryActualText(doc)).toBe(true);
    const written = contentWritten(doc, () => doc.text(MARATHI, 40, 40, { lineBreak: false }));
    const span = written.findIndex((data) => data.startsWith('/Span <</ActualText'));
    expect(written[span - 1]).toBe('BT');
    expect(written.indexOf('EMC')).toBeGreaterThan(span);
    expect(written[written.indexOf('EMC') + 1]).toBe('ET');
  });

  it.each([
    ['Helvetica', () => new PDFDocument().font('Helvetica')],
    ['Noto Sans Devanagari', devanagariDocument],
  ])('has the document and %s internals placeLine writes a line with, not pdfkit’s text path', (_name, open) => {
    const doc = open().fontSize(9);
    const internals = internalsOf(doc);
    const font = internals._font;
    expect(typeof internals._fontSize).toBe('number');
    expect(typeof internals.page?.height).toBe('number');
    expect(typeof internals.page?.fonts).toBe('object');
    expect(typeof internals.addContent).toBe('function');
    expect(typeof font?.id).toBe('string');
    expect(typeof font?.name).toBe('string');
    expect(typeof font?.ascender).toBe('number');
    expect(typeof font?.ref).toBe('function');
    const [encoded, positions] = font?.encode?.('Asha') ?? [];
    expect(encoded).toEqual([expect.any(String), expect.any(String), expect.any(String), expect.any(String)]);
    expect((positions as unknown[])[0]).toMatchObject({
      xAdvance: expect.any(Number),
      advanceWidth: expect.any(Number),
      xOffset: expect.any(Number),
      yOffset: expect.any(Number),
    });
    expect(canPlaceLines(doc)).toBe(true);

    const text = vi.spyOn(doc, 'text');
    const written = contentWritten(doc, () => placeLine(doc, 'Asha', 40, 40));
    expect(text).not.toHaveBeenCalled();
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/\] TJ\n(EMC\n)?ET\nQ$/);
    expect(widthOf(doc, 'Asha')).toBe(doc.widthOfString('Asha'));
  });
});
