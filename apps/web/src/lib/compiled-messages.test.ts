import domainHi from '@portal/domain/locales/hi.json';
import domainMr from '@portal/domain/locales/mr.json';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import appEn from '@/locales/app/en.json';
import appHi from '@/locales/app/hi.json';
import appMr from '@/locales/app/mr.json';
import en from '@/locales/en.json';
import hi from '@/locales/hi.json';
import mr from '@/locales/mr.json';
import { compileCatalogue, type Catalogue } from '@/build/compile-icu-messages';

/** Every text of a catalogue with its key, nested ones as 'login.getOtp'. */
function textsOf(catalogue: Catalogue, prefix = ''): [string, unknown][] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'object' && !Array.isArray(value)
      ? textsOf(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

/** A value for each argument a message names: a count for plurals and numbers, a word otherwise. */
function sampleArguments(elements: MessageFormatElement[], values: Record<string, string | number> = {}) {
  for (const element of elements) {
    if (element.type === TYPE.plural || element.type === TYPE.number) values[element.value] = 3;
    else if (element.type === TYPE.argument) values[element.value] ??= `«${element.value}»`;
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) sampleArguments(option.value, values);
    }
  }
  return values;
}

describe('catalogues compiled at build time (compile-icu-messages.ts)', () => {
  it.each([
    ['web en', 'en-IN', en],
    ['web mr', 'mr-IN', mr],
    ['web hi', 'hi-IN', hi],
    ['web en after sign-in', 'en-IN', appEn],
    ['web mr after sign-in', 'mr-IN', appMr],
    ['web hi after sign-in', 'hi-IN', appHi],
    ['domain mr', 'mr-IN', domainMr],
    ['domain hi', 'hi-IN', domainHi],
  ])('%s: every text formats as the parser formats it', (_name, locale, catalogue) => {
    const compiled = new Map(textsOf(compileCatalogue(catalogue)));
    for (const [key, text] of textsOf(catalogue)) {
      const source = String(text);
      const values = sampleArguments(parse(source, { ignoreTag: true }));
      const expected = new IntlMessageFormat(source, locale, undefined, { ignoreTag: true }).format(values);
      const tree = compiled.get(key);
      // What the browser gets: the text itself when it is plain, else a tree it formats without a parser.
      const shown =
        typeof tree === 'string' ? tree : new IntlMessageFormat(tree as MessageFormatElement[], locale).format(values);
      expect({ key, shown }).toEqual({ key, shown: expected });
      if (typeof tree === 'string') expect(tree).not.toContain('{');
    }
  });
});
