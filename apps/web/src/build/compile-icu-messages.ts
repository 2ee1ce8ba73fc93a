import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/** The catalogues whose texts are ICU messages: the web's and the domain's, in each language. */
const MESSAGE_CATALOGUE = /\/(?:apps\/web\/src\/locales(?:\/app)?|packages\/domain\/src\/locales)\/(?:en|mr|hi)\.json$/;

export type Catalogue = { [key: string]: string | unknown[] | Catalogue };

function compileText(text: string): string | unknown[] {
  const ast = parse(text, { ignoreTag: true });
  // Plain text stays text: i18n.ts shows a string as it is, and the catalogue stays small.
  const [only] = ast;
  return ast.length === 1 && only?.type === TYPE.literal ? only.value : ast;
}

/** A catalogue with each text compiled: a syntax tree, or the text itself when it is plain. */
export function compileCatalogue(catalogue: Catalogue): Catalogue {
  return Object.fromEntries(
    Object.entries(catalogue).map(([key, value]) => [
      key,
      typeof value === 'string' ? compileText(value) : compileCatalogue(value as Catalogue),
    ]),
  );
}

/**
 * ICU messages compiled when the web is built (decision 030): each catalogue text becomes
 * intl-messageformat's syntax tree, and the browser gets the formatter without its parser (about
 * 8 KB gzipped off /login's budget). A text the build could not parse fails the build, not a customer's
 * screen. The tests run with it too, so they format what the browser formats.
 */
export function compileIcuMessages(): Plugin {
  return {
    name: 'compile-icu-messages',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
      },
    }),
    transform(code, id) {
      if (!MESSAGE_CATALOGUE.test(id)) return null;
      return { code: JSON.stringify(compileCatalogue(JSON.parse(code) as Catalogue)), map: null };
    },
  };
}
