import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';
import { preloadScreens } from './build/preload-screens';

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
    // Terser makes the first screen's scripts about 4 % smaller than esbuild's minifier (5 KB compressed);
    // the build takes a little longer, once.
    minify: 'terser',
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
    rollupOptions: {
      // zod's sources carry `/* @__PURE__ */` comments where Rollup cannot use them; it drops them and says so at
      // every build. Nothing to act on, so the build log leaves it out; any other warning is still shown.
      onwarn(warning, warn) {
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules/zod/')) return;
        warn(warning);
      },
      output: {
        // Libraries change less often than the app, so they get chunks of their own that stay cached across
        // deploys, but only libraries every screen runs at once (a manual chunk is loaded whole, with
        // whatever else of the package lands in it): React, the router, the query cache and i18next in one
        // file (compressed together they are 3 KB smaller than apart), zod in another, fetched on demand.
        // use-sync-external-store rides with them: react-i18next 17's useTranslation imports it, and as a chunk of
        // its own it imported React from 'vendor' while 'vendor' imported it, a cycle in which React's CommonJS
        // module ran before its exports object existed ("Cannot set properties of undefined (setting 'Activity')"):
        // a blank page that only the end-to-end suite saw.
        // A manual chunk takes in what its modules import: react-i18next's index would bring <Trans> (only the
        // sign-up form uses it, 4 KB with its HTML parser), so the index and <Trans> stay out.
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          if (id.includes('node_modules/zod/')) return 'zod';
          // The charts library and what only it uses (not @mantine/charts: it would pull Mantine into the chunk): only the analytics
          // screens load it, and as a file of its own it stays cached across deploys instead of riding in a 600 KB
          // chunk with the screens that change.
          if (
            /node_modules\/(recharts|victory-vendor|d3-[a-z-]+|internmap|@reduxjs\/toolkit|react-redux|redux|redux-thunk|reselect|immer|es-toolkit|decimal\.js-light|eventemitter3)\//.test(
              id,
            )
          ) {
            return 'charts';
          }
          if (
            /node_modules\/react-i18next\/dist\/es\/(index\.js|Trans)|node_modules\/(html-parse-stringify|void-elements)\//.test(
              id,
            )
          ) {
            return undefined;
          }
          // The hooks only later screens' components use (sliders, pagination, collapse, focus traps, copy
          // buttons, debounced search): a chunk of their own, or they would join the 'mantine' chunk below with
          // the hooks package's index (a manual chunk takes in what its modules import): 5 KB less on /login.
          if (
            /node_modules\/@mantine\/hooks\/esm\/(use-drag|use-move|use-long-press|use-pagination|use-clipboard|use-collapse|use-debounced-callback|use-debounced-value|use-focus-trap|use-focus-return|use-click-outside)\//.test(
              id,
            )
          ) {
            return 'mantine-hooks';
          }
          // Mantine's core and the components of the first screens (the same as app/styles/first-screens.ts): one
          // file instead of a dozen small shared chunks, which compress worse and cost a request each.
          if (
            /node_modules\/@mantine\/(hooks|core\/esm\/(core|components\/(Input|InputBase|TextInput|PasswordInput|Button|UnstyledButton|Transition|CloseButton|Alert|Title|Stack|Group|ThemeIcon|Anchor|Text|Center|Container|Paper|Loader|Box|VisuallyHidden|ActionIcon))\/)/.test(
              id,
            )
          ) {
            return 'mantine';
          }
          if (
            /node_modules\/(react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store|@tanstack\/(query-core|react-query))\//.test(
              id,
            )
          ) {
            return 'vendor';
          }
          return undefined;
        },
      },
    },
  },
}));
