import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { useFastKerning } from '../src/modules/application-pdf/pdf-layout.js';

type Afm = { kernPairs: Record<string, number>; getKernPair(left: string, right: string): number };

describe('the faster kerning lookup of the application PDF', () => {
  it.each(['Helvetica', 'Helvetica-Bold'])('answers exactly as pdfkit’s own for %s', (name) => {
    const doc = new PDFDocument();
    doc.font(name);
    const font = (doc as unknown as { _font: { font: Afm } })._font.font;
    const pairs = Object.keys(font.kernPairs).map((key) => key.split('\u0000') as [string, string]);
    expect(pairs.length).toBeGreaterThan(1000);
    const original = font.getKernPair.bind(font);
    const samples: [string, string][] = [...pairs, ['A', 'A'], ['zero', 'one'], ['A', 'undefined'], ['.notdef', 'V']];
    const expected = samples.map(([left, right]) => original(left, right));
    useFastKerning(doc);
    expect(font.getKernPair).not.toBe(original);
    expect(samples.map(([left, right]) => font.getKernPair(left, right))).toEqual(expected);
    doc.end();
  });
});
