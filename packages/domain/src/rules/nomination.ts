import { parseIsoDate, type CalendarDate } from '../validators/display-date.js';
import { ageInYears } from './age.js';

/** The longest DA-1 address line (NomineeAddress1-3). */
const DA1_ADDRESS_LINE_LENGTH = 300;

/**
 * The hub's one-line nominee, in the DA-1 step's parts, so the step opens with the nominee the hub
 * saved (one nomination per application: DESIGN.md §5). The name splits on spaces (first word,
 * last word, the rest between); the address on commas into at most three lines of 300 characters.
 */
export function nomineePartsOf(name: string, address: string, birthDate: string, today: CalendarDate) {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const [first = '', ...rest] = words;
  const last = rest.length > 0 ? rest.at(-1)! : '';
  const lines = splitAddress(address);
  const born = parseIsoDate(birthDate);
  return {
    nominee_first_name: first,
    nominee_middle_name: rest.slice(0, -1).join(' '),
    nominee_last_name: last,
    nominee_address1: lines[0] ?? '',
    nominee_address2: lines[1] ?? '',
    nominee_address3: lines[2] ?? '',
    age: born ? String(Math.max(0, Math.floor(ageInYears(born, today)))) : '',
  };
}

/** Comma-separated parts packed into three lines; a part too long for a line is cut at its length. */
function splitAddress(address: string): string[] {
  const lines: string[] = [];
  for (const part of address
    .split(',')
    .map((piece) => piece.trim())
    .filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && (lines.length === 3 || last.length + 2 + part.length <= DA1_ADDRESS_LINE_LENGTH)) {
      lines[lines.length - 1] = `${last}, ${part}`;
    } else lines.push(part);
  }
  return lines.map((line) => line.slice(0, DA1_ADDRESS_LINE_LENGTH));
}
