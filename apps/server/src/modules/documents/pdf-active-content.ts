import { inflateSync } from 'node:zlib';

// Dictionary keys that make a PDF do something when opened or clicked, or carry other files.
const ACTIVE_NAMES =
  /\/(JavaScript|JS|AA|OpenAction|Launch|EmbeddedFiles?|RichMedia|XFA|SubmitForm|ImportData|GoToE|GoToR|Sound|Movie)\b/;
// Compressed streams (object streams can hold dictionaries) are opened up to this much in total.
const MAX_INFLATED_BYTES = 50 * 1024 * 1024;

/** A PDF name may spell its letters as #xx escapes (/J#61vaScript is /JavaScript). */
function unescapeNames(text: string): string {
  return text.replace(/#([0-9A-Fa-f]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * Whether a PDF holds scripts, automatic or launch actions, forms that submit, or attached files:
 * in its plain text or inside any Flate-compressed stream. A stream that cannot be inflated is
 * left alone (images are compressed otherwise); refusing on a match is safer than rewriting.
 */
export function hasActivePdfContent(pdf: Buffer): boolean {
  const text = pdf.toString('latin1');
  if (ACTIVE_NAMES.test(unescapeNames(text))) return true;
  let budget = MAX_INFLATED_BYTES;
  const streams = /(?<!end)stream\r?\n/g;
  for (let match = streams.exec(text); match && budget > 0; match = streams.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    try {
      const inflated = inflateSync(pdf.subarray(start, end), { maxOutputLength: budget });
      budget -= inflated.length;
      if (ACTIVE_NAMES.test(unescapeNames(inflated.toString('latin1')))) return true;
    } catch {
      // Not Flate data (a JPEG image, a damaged stream): nothing a reader would run.
    }
    streams.lastIndex = end + 'endstream'.length;
  }
  return false;
}
