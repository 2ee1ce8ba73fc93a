import { describe, expect, it } from 'vitest';
import {
  DECLARATION_TEMPLATES,
  fillDeclaration,
  firstHolderDeclarationClauses,
  type DeclarationKind,
} from '../src/index.js';
import { declarationClauses } from '../src/locales/catalogues.js';
import declarationsHi from '../src/locales/declarations.hi.json' with { type: 'json' };
import declarationsMr from '../src/locales/declarations.mr.json' with { type: 'json' };

const KINDS = [
  ['firstHolder', 14],
  ['otherHolder', 19],
] as const satisfies readonly (readonly [DeclarationKind, number])[];

describe.each([
  ['mr', declarationsMr],
  ['hi', declarationsHi],
] as const)('the declarations in %s', (language, templates) => {
  it('have exactly the two declarations English has', () => {
    expect(Object.keys(templates).sort()).toEqual(Object.keys(DECLARATION_TEMPLATES).sort());
  });

  it.each(KINDS)('%s has %i clauses, each naming the bank where English does, none empty', (kind, count) => {
    const english = DECLARATION_TEMPLATES[kind];
    const translated: readonly string[] = templates[kind];
    expect(english).toHaveLength(count);
    expect(translated).toHaveLength(count);
    translated.forEach((clause, index) => {
      expect(clause.trim()).not.toBe('');
      expect({ index, namesBank: clause.includes('{bank}') }).toEqual({
        index,
        namesBank: english[index]!.includes('{bank}'),
      });
      // The only placeholder is {bank}: any other would be printed as it stands.
      expect(clause.replaceAll('{bank}', '')).not.toMatch(/[{}]/);
    });
  });

  it('fill in the bank’s name, and a word of their own for a bank with none', () => {
    const clauses = declarationClauses(language, 'firstHolder', 'Demo Sahakari Bank');
    expect(clauses).toEqual(templates.firstHolder.map((clause) => clause.replaceAll('{bank}', 'Demo Sahakari Bank')));
    expect(declarationClauses(language, 'otherHolder', '').join(' ')).not.toMatch(/\{bank\}|the Bank/);
  });
});

describe('the English declarations', () => {
  it('are the domain’s English clauses, by kind', () => {
    expect(declarationClauses('en', 'firstHolder', 'Demo Sahakari Bank')).toEqual(
      firstHolderDeclarationClauses('Demo Sahakari Bank'),
    );
    expect(declarationClauses('en', 'otherHolder', '')[0]).toContain('inform the Bank');
  });

  it('take a bank name with a $ in it as it is', () => {
    expect(fillDeclaration(['Pay {bank}.'], 'A$&B Bank')).toEqual(['Pay A$&B Bank.']);
  });
});
