import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// No @vitejs/plugin-react: version 6 serves Vite 8 only, and Vitest runs on a Vite 7 of its own, whose esbuild
// compiles the JSX as tsconfig says (`react-jsx`); the tests need no Fast Refresh.
export default defineConfig({
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    // Both cores (Vitest's default leaves one free: a single worker on a 2-core machine), and the files share
    // each worker's jsdom and module cache instead of building them again per file (src/test/setup.ts
    // clears what a file leaves behind): 187 s to 49 s for the suite on the 2-core CI machine (2026-11-25).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    isolate: false,
    // Typing with user-event in jsdom takes seconds on a busy 2-core machine; 5 s timed out there.
    testTimeout: 20_000,
  },
});
