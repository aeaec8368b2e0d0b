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
/** `suite: file › test` of every failed test, repeated at the end so a long log's tail names them. */
const failures = [];
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
    failures.push(`${suite.name}: the runner exited with ${run.status} without a usable report`);
    crashed = true;
  }
  if (counts) {
    failures.push(...counts.failures.map((name) => `${suite.name}: ${name}`));
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
      failures: json.testResults.flatMap((file) => {
        const where = path.relative(root, file.name);
        const tests = file.assertionResults.filter((t) => t.status === 'failed');
        // A file that failed to load has no failed test of its own but counts as failed.
        if (tests.length === 0 && file.status === 'failed') return [`${where} (${file.message || 'failed to run'})`];
        return tests.map((t) => `${where} › ${t.fullName}`);
      }),
    };
  }
  const s = json.stats;
  return {
    passed: s.expected,
    failed: s.unexpected + s.flaky,
    skipped: s.skipped,
    failures: playwrightFailures(json.suites ?? []),
  };
}

function playwrightFailures(suites) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((t) => t.status === 'unexpected' || t.status === 'flaky')
        .map((t) => `${spec.file}:${spec.line} › ${spec.title}${t.status === 'flaky' ? ' (flaky)' : ''}`),
    ),
    ...playwrightFailures(suite.suites ?? []),
  ]);
}

const failed = totals.failed + (crashed ? 1 : 0);
// .ci/run sums several runs (one per Node version) from these files.
if (process.env.TEST_SUMMARY_FILE) {
  writeFileSync(
    process.env.TEST_SUMMARY_FILE,
    JSON.stringify({ node: process.version, passed: totals.passed, failed, skipped: totals.skipped, failures }),
  );
}
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
console.log(`\n${totals.passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
