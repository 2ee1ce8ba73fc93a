import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  // '@server/…' is src/, as in tsconfig.json's paths (which esbuild reads for the build).
  resolve: { alias: { '@server': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    // Each file starts its own databases; PGlite and argon2 make the first call slow on a 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
