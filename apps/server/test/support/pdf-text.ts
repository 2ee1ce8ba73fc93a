import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF as pdfkit writes it, read in-process: every Flate content stream is inflated and
 * the strings of its text operators (Tj, TJ) decoded (pdfkit's standard fonts use one byte per
 * character, WinAnsi). Each TJ array becomes one line: kerning between pieces is dropped.
 */
export function extractPdfText(pdf: Buffer): { lines: string[]; streams: string[] } {
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
  for (const content of streams) {
    for (const op of content.matchAll(
      /\[((?:<[0-9a-fA-F]*>|\([^)]*\)|[-\d.\s])*)\]\s*TJ|(<[0-9a-fA-F]*>|\([^)]*\))\s*Tj/g,
    )) {
      const pieces = (op[1] ?? op[2] ?? '').match(/<[0-9a-fA-F]*>|\((?:[^)\\]|\\.)*\)/g) ?? [];
      lines.push(pieces.map(decodeString).join(''));
    }
  }
  return { lines, streams };
}

function decodeString(piece: string): string {
  if (piece.startsWith('<')) return Buffer.from(piece.slice(1, -1), 'hex').toString('latin1');
  return piece.slice(1, -1).replace(/\\(.)/g, '$1');
}
