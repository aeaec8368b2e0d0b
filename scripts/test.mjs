#!/usr/bin/env node
// `npm test`: every suite (repository scripts, contracts, server, web unit,
// Playwright end to end), then one line `N passed, N failed` summing them all.
// Exits non-zero on any failure. Before the end-to-end suite it finds a Chromium,
// or installs one (scripts/chromium.mjs), or stops that suite with one line saying why.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.data/test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const only = process.argv.slice(2);
const suites = [
  { name: 'scripts', dir: 'scripts', kind: 'vitest' },
  { name: 'contracts', dir: 'packages/contracts', kind: 'vitest' },
  { name: 'server', dir: 'apps/server', kind: 'vitest' },
  { name: 'web', dir: 'apps/web', kind: 'vitest' },
  { name: 'e2e', dir: 'apps/web', kind: 'playwright' },
].filter((s) => only.length === 0 || only.includes(s.name));

const totals = { passed: 0, failed: 0, skipped: 0 };
let crashed = false;

for (const suite of suites) {
  const report = path.join(reports, `${suite.name}.json`);
  console.log(`\n=== ${suite.name} ===`);
  const browser = suite.kind === 'playwright' ? ensureChromium() : null;
  if (browser?.error) {
    console.error(`${suite.name}: not run. ${browser.error}`);
    crashed = true;
    continue;
  }
  const args =
    suite.kind === 'vitest'
      ? ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]
      : ['playwright', 'test', '--reporter=list,json'];
  const env = {
    ...process.env,
    ...(browser ? { PLAYWRIGHT_JSON_OUTPUT_NAME: report, CHROMIUM_PATH: browser.path } : {}),
  };
  const run = spawnSync('npx', args, { cwd: path.join(root, suite.dir), stdio: 'inherit', env });
  const counts = existsSync(report) ? countsOf(suite.kind, JSON.parse(readFileSync(report, 'utf8'))) : null;
  if (!counts || (run.status !== 0 && counts.failed === 0)) {
    console.error(`${suite.name}: the runner exited with ${run.status} without a usable report`);
    crashed = true;
  }
  if (counts) {
    console.log(`${suite.name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
    for (const key of Object.keys(totals)) totals[key] += counts[key];
  }
}

function countsOf(kind, json) {
  if (kind === 'vitest') {
    return {
      passed: json.numPassedTests,
      failed: json.numFailedTests,
      skipped: json.numPendingTests + json.numTodoTests,
    };
  }
  const s = json.stats;
  return { passed: s.expected, failed: s.unexpected + s.flaky, skipped: s.skipped };
}

const failed = totals.failed + (crashed ? 1 : 0);
// .ci/run sums several runs (one per Node version) from these files.
if (process.env.TEST_SUMMARY_FILE) {
  writeFileSync(
    process.env.TEST_SUMMARY_FILE,
    JSON.stringify({ node: process.version, passed: totals.passed, failed, skipped: totals.skipped }),
  );
}
console.log(`\n${totals.passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
