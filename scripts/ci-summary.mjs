#!/usr/bin/env node
// `node scripts/ci-summary.mjs a.json b.json …`: one line per test run (each Node version), then
// the closing `N passed, N failed` over all of them. A run that left no summary counts as a failure.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.log(`${file}: no summary (the run stopped early)`);
    failed += 1;
    continue;
  }
  const run = JSON.parse(readFileSync(file, 'utf8'));
  console.log(`Node ${run.node}: ${run.passed} passed, ${run.failed} failed, ${run.skipped} skipped`);
  for (const failure of run.failures ?? []) console.log(`  failed: ${failure}`);
  passed += run.passed;
  failed += run.failed;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
