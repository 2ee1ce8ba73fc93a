import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF as pdfkit writes it, read in-process: every Flate content stream is inflated and
 * the strings of its text operators (Tj, TJ) decoded (pdfkit's standard fonts use one byte per
 * character, WinAnsi). Each TJ array becomes one line: kerning between pieces is dropped. `pages` is
 * the text of each stream that has any, whitespace folded: pdfkit writes one content stream a page,
 * in page order, and its JPEG photos are not deflated. `pageCount` counts the page objects, so a
 * test can check that the two agree.
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
    for (const op of content.matchAll(
      /\[((?:<[0-9a-fA-F]*>|\([^)]*\)|[-\d.\s])*)\]\s*TJ|(<[0-9a-fA-F]*>|\([^)]*\))\s*Tj/g,
    )) {
      const pieces = (op[1] ?? op[2] ?? '').match(/<[0-9a-fA-F]*>|\((?:[^)\\]|\\.)*\)/g) ?? [];
      streamLines.push(pieces.map(decodeString).join(''));
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
