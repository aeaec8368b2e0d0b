import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';
import { preloadScreens } from './build/preload-screens.ts';

/** A module id test on `/` paths (Windows' `\` too). */
const idMatches = (pattern: RegExp) => (id: string) => pattern.test(id.replaceAll('\\', '/'));

/** The library chunks, the first matching group taking a module. */
const chunkGroups = [
  { name: 'zod', test: idMatches(/node_modules\/zod\//) },
  // The charts library and what only it uses (not @mantine/charts: it would pull Mantine into the chunk): only the
  // analytics screens load it, and as a file of its own it stays cached across deploys. Every library recharts
  // imports is named here: one left out lands in the analytics screens' chunk, which the charts chunk would then
  // import while being imported by it (a cycle: the charts would run before what they need).
  {
    name: 'charts',
    test: idMatches(
      /node_modules\/(recharts|victory-vendor|d3-[a-z-]+|internmap|@reduxjs\/toolkit|react-redux|redux|redux-thunk|reselect|immer|es-toolkit|decimal\.js-light|eventemitter3|react-is|tiny-invariant)\//,
    ),
  },
  // The hooks only later screens' components use (sliders, pagination, collapse, focus traps, copy buttons,
  // debounced search): a chunk of their own, not in the first screen's 'mantine' chunk.
  {
    name: 'mantine-hooks',
    test: idMatches(
      /node_modules\/@mantine\/hooks\/esm\/(use-drag|use-move|use-long-press|use-pagination|use-clipboard|use-collapse|use-debounced-callback|use-debounced-value|use-focus-trap|use-focus-return|use-click-outside)\//,
    ),
  },
  // Mantine's core and the components of the first screens (the same as app/styles/first-screens.ts), and clsx,
  // which they use: one file instead of a dozen small shared chunks, which compress worse and cost a request each.
  {
    name: 'mantine',
    test: idMatches(
      /node_modules\/(clsx\/|@mantine\/(hooks|core\/esm\/(core|components\/(Input|InputBase|TextInput|Button|UnstyledButton|Transition|CloseButton|Alert|Title|Stack|Group|ThemeIcon|Anchor|Text|Center|Container|Paper|Loader|Box|VisuallyHidden|ActionIcon))\/))/,
    ),
  },
  // use-sync-external-store: react-i18next's hooks use it. react-i18next's index would bring <Trans> (only the
  // sign-up form uses it, 4 KB with its HTML parser): the index and <Trans> stay out of the vendor chunk.
  {
    name: 'vendor',
    test: (id: string) =>
      idMatches(
        /node_modules\/(react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store|@tanstack\/(query-core|react-query))\//,
      )(id) && !idMatches(/node_modules\/react-i18next\/dist\/es\/(index\.js|Trans)/)(id),
  },
  // The contracts' modules the first load runs (`$initial`: imported, directly or not, by the entry; the zod-free
  // ones of `@portal/contracts/basics`), in one file: left to itself Rolldown gives each a chunk of its own per set
  // of screens importing it, three small files on /login.
  { name: 'contracts', test: idMatches(/packages\/contracts\/src\//), tags: ['$initial' as const] },
];

// `npm run analyze -w apps/web`: the same build, plus a treemap of what each chunk carries
// (.data/bundle-stats.html; BUNDLE_STATS_TEMPLATE=list for text).
export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    // The sign-in screen and its layout: most visits start there.
    preloadScreens([
      'src/app/pages/route-error-page.tsx',
      'src/app/layouts/public-layout.tsx',
      'src/features/auth/pages/login-page.tsx',
    ]),
    precompress(),
    mode === 'analyze' &&
      visualizer({
        filename: `../../.data/bundle-stats.${process.env.BUNDLE_STATS_TEMPLATE === 'list' ? 'yml' : 'html'}`,
        template: process.env.BUNDLE_STATS_TEMPLATE === 'list' ? 'list' : 'treemap',
        gzipSize: true,
        brotliSize: true,
      }),
  ],
  server: {
    port: 5173,
    proxy: {
      // Same origin in production (the server serves dist); the proxy keeps it so in development.
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Every browser the portal supports preloads modules itself.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Libraries change less often than the app, so they get chunks of their own that stay cached across
        // deploys, but only libraries every screen runs at once (a group's chunk is loaded whole): React, the
        // router, the query cache and i18next in one file (compressed together they are 3 KB smaller than apart),
        // zod in another, fetched on demand. A group takes only the modules its test names
        // (`includeDependenciesRecursively: false`): with Rolldown's default a group takes in everything its
        // modules import, and the charts group took React with it into the first load (Vite 8, November 2026).
        // What the first load carries: `npm run bench:first-load` after a build (docs/decisions/0006).
        codeSplitting: {
          groups: chunkGroups.map((group, i) => ({
            ...group,
            priority: chunkGroups.length - i,
            includeDependenciesRecursively: false,
          })),
        },
      },
    },
  },
}));
