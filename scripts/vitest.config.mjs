import { defineConfig } from 'vitest/config';

// Tests of the repository's own scripts (Chromium lookup, the atomic web build). Vitest comes with the
// workspaces: as a root devDependency it made `npm ci` reject the lockfile (rollup's platform packages
// that the registry lacks were then counted as missing).
export default defineConfig({
  test: {
    include: ['test/**/*.test.mjs'],
    testTimeout: 60_000,
  },
});
