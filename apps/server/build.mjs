// Bundles the server and the CLI (with the domain package) into dist/; npm packages stay external.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts', 'src/cli.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  // The workspace's own domain package is TypeScript source: it is compiled in, not imported at run time.
  alias: { '@portal/domain': '../../packages/domain/src/index.ts' },
  logLevel: 'warning',
});
