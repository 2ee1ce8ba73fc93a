import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { declarationClauses } from '@portal/domain/locales';
import type { FormScript } from '../src/modules/application-pdf/pdf-fonts.js';
import { FormLayout } from '../src/modules/application-pdf/pdf-layout.js';
import { carryActualText, placeLine, useFastKerning } from '../src/modules/application-pdf/pdfkit-adapter.js';
import { extractPdfText } from './support/pdf-text.js';

const require = createRequire(import.meta.url);

const collect = (doc: PDFKit.PDFDocument) =>
  new Promise<Buffer>((resolve) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.end();
  });

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

describe('the one-line text writer of the application PDF', () => {
  const LINES = [
    'AVAWAY To Wa. Yo, “quoted” ‘text’ — 1,50,000',
    'Account holder 1 (Asha Kulkarni)',
    'ABCDE1234F  two  spaces',
    'श्री. क्षत्रिय रामचंद्र ज्ञानेश्वर कुलकर्णी',
    'मी/आम्ही घोषित करतो की ₹ 2,50,000 हिंदी स्त्री र्‍या',
  ];

  const FONTS: Record<FormScript, readonly string[]> = {
    latin: ['Helvetica', 'Helvetica-Bold'],
    devanagari: ['NotoSansDevanagari-Regular', 'NotoSansDevanagari-Bold'],
  };

  /** The streams of a PDF (pages' content, fonts), inflated: the rest carries the creation time. */
  const streamsOf = (pdf: Buffer) =>
    [...pdf.toString('latin1').matchAll(/stream\n([\s\S]*?)\nendstream/g)].map((match) =>
      inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1'),
    );

  /** Lines written twice over (the second round is served from what the first one kept). */
  function writeLines(doc: PDFKit.PDFDocument, script: FormScript, write: typeof placeLine) {
    for (let round = 0; round < 2; round += 1) {
      LINES.forEach((text, index) => {
        doc.font(FONTS[script][index % 2] ?? '').fontSize(7 + index);
        write(doc, text, 40 + index * 3.3, 60 + round * 300 + index * 20.7);
      });
    }
  }

  /**
   * The same lines written by pdfkit as it comes, with freshly read fonts and none of the form's
   * shortcuts: only its ActualText for lines in an embedded font (`carryActualText`).
   */
  async function byPdfkitAlone(script: FormScript) {
    const [regular = '', bold = ''] = FONTS[script];
    const fonts = {
      [regular]:
        require.resolve('@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf'),
      [bold]: require.resolve('@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf'),
    };
    const fresh = (name: string) => fontkit.create(readFileSync(fonts[name] ?? '')) as unknown as string;
    // The fonts opened in the form's order, so they get the form's resource names.
    const doc = new PDFDocument({ size: 'A4', ...(script === 'devanagari' ? { font: fresh(regular) } : {}) });
    carryActualText(doc);
    if (script === 'devanagari') doc.registerFont(bold, fresh(bold) as unknown as Buffer);
    doc.font(bold).font(regular);
    writeLines(doc, script, (d, text, x, y) => d.text(text, x, y, { lineBreak: false }));
    return streamsOf(await collect(doc));
  }

  async function byForm(script: FormScript) {
    const layout = await FormLayout.open({ title: 'Lines', author: 'Test', script });
    writeLines(layout.doc, script, placeLine);
    return streamsOf(await layout.toBuffer());
  }

  it.each<FormScript>(['latin', 'devanagari'])('writes what pdfkit writes for a %s form', async (script) => {
    const expected = await byPdfkitAlone(script);
    expect(expected.join('').length).toBeGreaterThan(1000);
    expect(await byForm(script)).toEqual(expected);
  });
});

describe('the text a reader gets back from the application PDF', () => {
  const MARATHI = [
    'खाते उघडण्याचा अर्ज', // a reph (र्ज) and a conjunct
    'ठिकाण वैयक्तिक स्थिती', // ि, drawn before its consonant (and before a conjunct)
    'नोंदणीकृत ई-मेल', // marks placed off the line
    'Asha Ramesh Patil, ABCPE1234F, ₹ 2,50,000', // typed in English, in the same font
  ];

  /** Lines through the form's one-line writer, then a clause wrapped by pdfkit's own text path. */
  async function written(script: FormScript, lines: readonly string[], prose: string) {
    const layout = await FormLayout.open({ title: 'Text', author: 'Test', script });
    lines.forEach((line, index) => placeLine(layout.doc, line, 40, 60 + index * 20));
    layout.y = 200;
    layout.paragraph(prose);
    return extractPdfText(await layout.toBuffer());
  }

  it('is every Devanagari line as typed, in order, one line each, the wrapped clause too', async () => {
    const clause = declarationClauses('mr', 'firstHolder', 'Pune Sahakari Test Bank Ltd.')[0] ?? '';
    const { lines, streams } = await written('devanagari', MARATHI, clause);
    expect(lines.slice(0, MARATHI.length)).toEqual(MARATHI);
    const wrapped = lines.slice(MARATHI.length);
    expect(wrapped.length).toBeGreaterThan(1);
    expect(wrapped.join(' ').replace(/\s+/g, ' ').trim()).toBe(clause);
    expect(streams.join('')).toContain('/ActualText');
  });

  it('leaves Helvetica’s lines as they are: they read back without a span', async () => {
    const english = ['Account Opening Form', 'Reference No. 26110512345678'];
    const clause = declarationClauses('en', 'firstHolder', 'Pune Sahakari Test Bank Ltd.')[0] ?? '';
    const { lines, streams } = await written('latin', english, clause);
    expect(lines.slice(0, english.length)).toEqual(english);
    expect(lines.slice(english.length).join(' ').replace(/\s+/g, ' ').trim()).toBe(clause);
    expect(streams.join('')).not.toContain('ActualText');
  });
});
