import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    pool: 'forks',
    // Files share a worker's module cache: each file builds its own app on its own database, so nothing a
    // file changes is seen by the next, and importing the app once per worker instead of once per file
    // more than halves the suite's CPU time (4 min 44 s to 1 min 58 s of the test processes, 2026-11-25).
    isolate: false,
    // Three files at a time: they spend much of their time waiting on PostgreSQL, and Vitest's default (one
    // worker fewer than the cores) runs one at a time on a 2-core machine: 157 s, 84 s with two, 75 s with three.
    maxWorkers: 3,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
