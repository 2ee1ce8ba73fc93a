import { translateValue } from '@portal/domain/locales';
import { describe, expect, it } from 'vitest';
import demoReferenceData from '../src/db/demo-reference-data.json' with { type: 'json' };

/** Every name the demo bank's reference lists and branches show a customer (select boxes, the PDF). */
const names = [
  ...Object.entries(demoReferenceData.lists).flatMap(([list, rows]) => rows.map((row) => ({ list, name: row.name }))),
  ...demoReferenceData.branches.map((branch) => ({ list: 'branches', name: branch.name })),
];

describe("the demo bank's reference names in Marathi and Hindi", () => {
  it.each(['mr', 'hi'] as const)('has a word for every list value and branch in %s', (language) => {
    const untranslated = names.filter(({ name }) => {
      const word = translateValue(language, name);
      // translateValue falls back to the English text, so a missing entry comes back unchanged.
      return word.trim() === '' || word === name;
    });
    expect(untranslated).toEqual([]);
  });
});
