#!/usr/bin/env node
/**
 * `npm run bench:first-load` (apps/web; `npm run bench:first-load -w apps/web` at the root): the JavaScript the
 * signed-out first load (/login) fetches, read from the last build (apps/web/dist, `npm run build` first): the
 * entry chunk of dist/index.html and every `<link rel="modulepreload">` it names, each at its brotli size
 * (the `.br` copy the build writes beside it, or compressed here at quality 11). Prints one line per file,
 * largest first, and the sum against the 150 KB budget (docs/decisions/0006). `--json` prints the figures only;
 * a folder argument reads another build (`node bench/first-load.mjs /tmp/dist`).
 * No server, no browser: a quick check after a change to what /login loads (`npm run bench:web` measures the wire).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';

const BUDGET_KIB = 150;
const given = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
const dist = given ? path.resolve(given) : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const indexFile = path.join(dist, 'index.html');
if (!existsSync(indexFile)) {
  console.error(`No build at ${dist}: run \`npm run build\` first.`);
  process.exit(1);
}
const html = readFileSync(indexFile, 'utf8');

/** The `src`/`href` of every entry script and module preload in index.html, in order, once each. */
const files = [
  ...new Set(
    [
      ...html.matchAll(/<script\b[^>]*type="module"[^>]*\bsrc="([^"]+)"/g),
      ...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*\bhref="([^"]+)"/g),
    ].map((m) => m[1].replace(/^\//, '')),
  ),
];

function brotliSize(file) {
  const full = path.join(dist, file);
  if (existsSync(`${full}.br`)) return readFileSync(`${full}.br`).length;
  const source = readFileSync(full);
  return brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

const rows = files.map((file) => ({ file, raw: readFileSync(path.join(dist, file)).length, brotli: brotliSize(file) }));
const total = rows.reduce((sum, row) => sum + row.brotli, 0);
const kib = (bytes) => (bytes / 1024).toFixed(1);

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ files: rows, totalBrotli: total, budgetKiB: BUDGET_KIB }, null, 2));
} else {
  for (const row of [...rows].sort((a, b) => b.brotli - a.brotli)) {
    console.log(`${kib(row.brotli).padStart(7)} KiB br  ${kib(row.raw).padStart(7)} KiB raw  ${row.file}`);
  }
  const verdict = total / 1024 <= BUDGET_KIB ? 'within' : 'OVER';
  console.log(`${kib(total).padStart(7)} KiB br in ${rows.length} files: ${verdict} the ${BUDGET_KIB} KiB budget`);
}
