// Bundles the server and the CLI, with the domain package and the npm packages written in plain
// JavaScript, into dist/. With --watch (npm run dev) it rebuilds on every change of a source file.
import { build, context } from 'esbuild';

// Loading one file is quicker than resolving and reading the hundreds of files of Fastify, zod, Kysely
// and the rest one by one (decision 034: start-up CPU 19% lower, time to first request about 8%). These stay where
// npm put them: native code, WebAssembly and fonts they find beside their own files, files served from
// their own folder, and the optional native driver of pg.
const KEPT_AS_INSTALLED = [
  '@electric-sql/pglite',
  '@node-rs/argon2',
  'sharp',
  'pdfkit',
  'fontkit',
  '@expo-google-fonts/*',
  '@fastify/swagger-ui',
  '@fastify/swagger',
  'pg-native',
];

const options = {
  entryPoints: ['src/main.ts', 'src/cli.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  // Node reads the map at every start (npm start enables source maps): positions only, no copy of
  // every source, keeps it a third of the size.
  sourcesContent: false,
  external: KEPT_AS_INSTALLED,
  // The CommonJS packages bundled into this ES module call require() for Node's own modules.
  banner: {
    js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);",
  },
  // The workspace's own domain package is TypeScript source: it is compiled in, not imported at run time.
  // Its catalogues ('@portal/domain/locales') by their own entry: an alias also maps subpaths, onto index.ts/….
  alias: {
    '@portal/domain/locales': '../../packages/domain/src/locales/catalogues.ts',
    '@portal/domain': '../../packages/domain/src/index.ts',
  },
  logLevel: 'warning',
  // A third smaller (5.6 to 3.9 MB): Node compiles it, and with source maps on scans it line by line, at
  // every start (decision 034: some 40 ms of CPU). Only whitespace: names stay as written, and the source map
  // gives every position. (minifySyntax drops the names of function expressions, which fastify-plugin
  // then reads from a stack trace, and parsing the map for that costs more than it saves.)
  minifyWhitespace: true,
};

if (process.argv.includes('--watch')) await (await context(options)).watch();
else await build(options);
