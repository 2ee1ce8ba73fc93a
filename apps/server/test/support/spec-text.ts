import { readFileSync } from 'node:fs';

/**
 * The specification's own field lists, read from docs/spec/ at test time, so a test that posts "the
 * spec's body" posts exactly the fields the spec names (and fails if the spec's text and the test
 * part ways).
 */
const specFile = (name: 'portal.md' | 'holder-wizards.md') =>
  readFileSync(new URL(`../../../../docs/spec/${name}`, import.meta.url), 'utf8');

/** 'LocalAddress1-3' is three fields; '(spelt so)', '(boolean)' and other notes are dropped. */
function fieldNames(list: string): string[] {
  return list
    .replace(/\.$/, '')
    .split(',')
    .map((part) => part.replace(/\(.*?\)/g, '').trim())
    .filter((part) => part !== '')
    .flatMap((part) => {
      const range = /^(\w+?)(\d)-(\d)$/.exec(part);
      if (!range) return [part];
      const [, stem, from, to] = range;
      return Array.from({ length: Number(to) - Number(from) + 1 }, (_, index) => `${stem}${Number(from) + index}`);
    });
}

/** A call's row of a "The calls it makes" table: the fields of its body and the text of its answer. */
export function specCall(file: 'portal.md' | 'holder-wizards.md', path: string): { body: string[]; answer: string } {
  const row = specFile(file)
    .split('\n')
    .find((line) => line.startsWith('|') && line.split('|')[1]?.trim().endsWith(path));
  if (!row) throw new Error(`${file} has no call ${path}`);
  const [, , body = '', answer = ''] = row.split('|').map((cell) => cell.trim());
  return { body: fieldNames(body), answer };
}

/**
 * An entity's field list in a spec's section 3: the line after its '### Heading' (holder-wizards.md)
 * or the text after its '**Name**:' (portal.md).
 */
export function specEntity(file: 'portal.md' | 'holder-wizards.md', name: string): string[] {
  const lines = specFile(file).split('\n');
  const bold = lines.find((line) => line.startsWith(`**${name}**:`));
  if (bold) return fieldNames(bold.slice(`**${name}**:`.length));
  const heading = lines.findIndex((line) => line === `### ${name}`);
  const list = lines.slice(heading + 1).find((line) => line.trim() !== '');
  if (heading < 0 || !list) throw new Error(`${file} has no entity ${name}`);
  return fieldNames(list);
}

/** A body with exactly `fields`, each valued from `values` (a field the test has no value for is a test error). */
export function bodyOf(fields: readonly string[], values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    fields.map((field) => {
      if (!(field in values)) throw new Error(`no example value for the spec's field ${field}`);
      return [field, values[field]];
    }),
  );
}

/** The spec's answer names a field with a lower-case first letter (portal.md §3: 'the same names with a lower-case first letter'). */
export const lowerFirst = (field: string) => field.charAt(0).toLowerCase() + field.slice(1);
