import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF as pdfkit writes it, read in-process: every Flate content stream is inflated and
 * the strings of its text operators (Tj, TJ) decoded (pdfkit's standard fonts use one byte per
 * character, WinAnsi). Each TJ array becomes one line: kerning between pieces is dropped. A marked
 * span with ActualText (what the form gives every line in an embedded font, docs/decisions/049) is
 * read as a reader that honours it does: its ActualText is the line, its glyphs are skipped. An
 * embedded font's glyphs outside such a span come out as the bytes of their glyph ids, never as
 * words. `pages` is the text of each stream that has any, whitespace folded: pdfkit writes one
 * content stream a page, in page order, and its JPEG photos are not deflated. `pageCount` counts the
 * page objects, so a test can check that the two agree.
 */
export function extractPdfText(pdf: Buffer): {
  lines: string[];
  streams: string[];
  pages: string[];
  pageCount: number;
} {
  const raw = pdf.toString('latin1');
  const streams: string[] = [];
  const streamPattern = /(?<!end)stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streamPattern.exec(raw)) !== null) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    const bytes = pdf.subarray(start, end);
    try {
      streams.push(inflateSync(bytes).toString('latin1'));
    } catch {
      // An image (DCTDecode) or another stream that is not deflated.
    }
    streamPattern.lastIndex = end;
  }
  const lines: string[] = [];
  const pages: string[] = [];
  for (const content of streams) {
    const streamLines: string[] = [];
    // The marked-content sequences open at this point: an ActualText, or null for any other mark.
    const marks: (string | null)[] = [];
    for (const op of content.matchAll(
      /\[((?:<[0-9a-fA-F]*>|\([^)]*\)|[-\d.\s])*)\]\s*TJ|(<[0-9a-fA-F]*>|\([^)]*\))\s*Tj|<<\s*\/ActualText\s*(<[0-9a-fA-F]*>|\((?:[^)\\]|\\[\s\S])*\))\s*>>\s*BDC|\b(BDC|BMC|EMC)\b/g,
    )) {
      if (op[3] !== undefined) marks.push(decodeTextString(op[3]));
      else if (op[4] === 'BDC' || op[4] === 'BMC') marks.push(null);
      else if (op[4] === 'EMC') {
        const actual = marks.pop();
        if (typeof actual === 'string' && !marks.some((mark) => mark !== null)) streamLines.push(actual);
      } else if (!marks.some((mark) => mark !== null)) {
        const pieces = (op[1] ?? op[2] ?? '').match(/<[0-9a-fA-F]*>|\((?:[^)\\]|\\.)*\)/g) ?? [];
        streamLines.push(pieces.map(decodeString).join(''));
      }
    }
    lines.push(...streamLines);
    if (streamLines.length > 0) pages.push(streamLines.join(' ').replace(/\s+/g, ' '));
  }
  const pageCount = raw.match(/\/Type \/Page\b/g)?.length ?? 0;
  return { lines, streams, pages, pageCount };
}

function decodeString(piece: string): string {
  if (piece.startsWith('<')) return Buffer.from(piece.slice(1, -1), 'hex').toString('latin1');
  return piece.slice(1, -1).replace(/\\(.)/g, '$1');
}

/** The bytes of a literal string, its escapes undone. */
const LITERAL_ESCAPES: Readonly<Record<string, string>> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };

/**
 * A PDF text string, hex or literal: UTF-16BE after its byte order mark (how the form writes an
 * ActualText), else one byte a character.
 */
function decodeTextString(piece: string): string {
  const bytes = piece.startsWith('<')
    ? Buffer.from(piece.slice(1, -1), 'hex')
    : Buffer.from(
        piece
          .slice(1, -1)
          .replace(/\\([0-7]{1,3}|[\s\S])/g, (_, escaped: string) =>
            /^[0-7]/.test(escaped) ? String.fromCharCode(parseInt(escaped, 8)) : (LITERAL_ESCAPES[escaped] ?? escaped),
          ),
        'latin1',
      );
  if (bytes[0] !== 0xfe || bytes[1] !== 0xff) return bytes.toString('latin1');
  // Node reads UTF-16 little-endian only: swap each pair of bytes first.
  return Buffer.from(bytes.subarray(2)).swap16().toString('utf16le');
}
