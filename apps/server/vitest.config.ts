import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    // Each file starts its own databases; PGlite and argon2 make the first call slow on a 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
