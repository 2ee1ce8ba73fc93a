// Bundles the server and the CLI (with the domain package) into dist/; npm packages stay external.
// With --watch (npm run dev) it rebuilds on every change of a source file.
import { build, context } from 'esbuild';

const options = {
  entryPoints: ['src/main.ts', 'src/cli.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  // The workspace's own domain package is TypeScript source: it is compiled in, not imported at run time.
  // Its catalogues ('@portal/domain/locales') by their own entry: an alias also maps subpaths, onto index.ts/….
  alias: {
    '@portal/domain/locales': '../../packages/domain/src/locales/catalogues.ts',
    '@portal/domain': '../../packages/domain/src/index.ts',
  },
  logLevel: 'warning',
};

if (process.argv.includes('--watch')) await (await context(options)).watch();
else await build(options);
