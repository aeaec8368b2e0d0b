/**
 * `npm run bench:web`: what a first visit costs. Builds the web app when needed,
 * starts the portal (`npm start` on a fresh embedded database), opens each route
 * in Chromium with an empty cache and prints the JavaScript and CSS it
 * transferred (encoded, i.e. on the wire, and decoded), the number of requests,
 * first contentful paint and time to interactive. Then Lighthouse (mobile
 * settings, simulated throttling) audits /login in the same Chromium and prints
 * its four category scores. A measurement to read, not a test that fails.
 *
 * Time to interactive here: when the route's first control or heading is on
 * screen and every script and style the page asked for has arrived, measured
 * from navigation start (loopback, no throttling). Lighthouse prints its own.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { ensureChromium } from '../../../scripts/chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3400);
const PG_PORT = Number(process.env.BENCH_WEB_PG_PORT ?? 54379);
const DEBUG_PORT = Number(process.env.BENCH_WEB_DEBUG_PORT ?? 9333);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** BENCH_WEB_FILES=1 lists every script and style each route loaded, largest first. */
const LIST_FILES = process.env.BENCH_WEB_FILES === '1';
const BASE = `http://127.0.0.1:${PORT}`;
const DEMO = { email: 'trainee@example.com', password: 'DemoPass!2026' };

interface Route {
  path: string;
  signedIn: boolean;
  /** What a person waits for before using the screen: a CSS selector, and the text it must have (if any). */
  ready: { selector: string; text?: string };
}

const routes: Route[] = [
  { path: '/login', signedIn: false, ready: { selector: 'input[autocomplete="username"]:not([disabled])' } },
  { path: '/getting-started', signedIn: true, ready: { selector: 'h1', text: 'Getting started' } },
  { path: '/profile', signedIn: true, ready: { selector: 'h1', text: 'Profile' } },
];

interface Measured {
  route: string;
  requests: number;
  js: { encoded: number; decoded: number; files: number };
  css: { encoded: number; decoded: number; files: number };
  fcp: number;
  tti: number;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function startPortal(): ChildProcess {
  const dataDir = path.join(root, '.data/bench-web');
  rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(PG_PORT),
      DATABASE_URL: '',
      SMTP_URL: '',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
    },
  });
  return child;
}

async function waitForPortal(child: ChildProcess) {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the portal stopped (exit ${child.exitCode})`);
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the portal did not answer /api/health within 5 minutes');
}

/** Sign in through the API (as the login form does), so the measured page load starts with a cold cache. */
async function signIn(context: BrowserContext) {
  const token = (await (await context.request.get(`${BASE}/api/csrf-token`)).json()) as { token: string };
  const res = await context.request.post(`${BASE}/api/auth/login`, {
    data: DEMO,
    headers: { 'x-csrf-token': token.token },
  });
  if (!res.ok()) throw new Error(`bench sign-in failed: ${res.status()} ${await res.text()}`);
}

async function measure(browser: Browser, route: Route): Promise<Measured> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  if (route.signedIn) await signIn(context);
  const page = await context.newPage();
  await page.goto(`${BASE}${route.path}`, { waitUntil: 'commit' });
  // Checked at every frame; answers the time of the first frame that shows it.
  const readyAt = (await (
    await page.waitForFunction(
      ({ selector, text }) =>
        Array.from(document.querySelectorAll(selector)).some((e) => text === undefined || e.textContent === text) &&
        performance.now(),
      route.ready,
      { polling: 'raf', timeout: 30_000 },
    )
  ).jsonValue()) as number;
  await page.waitForLoadState('networkidle');
  // Plain data out of the page; the sums are made here (tsx's helpers do not exist in the page).
  const raw = await page.evaluate(() => ({
    resources: performance.getEntriesByType('resource').map((entry) => {
      const r = entry as PerformanceResourceTiming;
      return {
        path: new URL(r.name).pathname,
        encoded: r.encodedBodySize,
        decoded: r.decodedBodySize,
        end: r.responseEnd,
      };
    }),
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  }));
  const sum = (ext: RegExp) => {
    const files = raw.resources.filter((r) => ext.test(r.path));
    return {
      encoded: files.reduce((n, r) => n + r.encoded, 0),
      decoded: files.reduce((n, r) => n + r.decoded, 0),
      files: files.length,
      lastEnd: files.reduce((n, r) => Math.max(n, r.end), 0),
    };
  };
  const stats = { requests: raw.resources.length + 1, js: sum(/\.js$/), css: sum(/\.css$/), fcp: raw.fcp };
  if (LIST_FILES) {
    console.log(`\n${route.path}`);
    for (const r of [...raw.resources].sort((a, b) => b.encoded - a.encoded)) {
      console.log(`  ${kb(r.encoded).padStart(7)} KB  ${kb(r.decoded).padStart(7)} KB  ${r.path}`);
    }
  }
  await context.close();
  return {
    route: route.path,
    requests: stats.requests,
    js: stats.js,
    css: stats.css,
    fcp: stats.fcp,
    tti: Math.max(readyAt, stats.js.lastEnd, stats.css.lastEnd),
  };
}

function printRoutes(results: Measured[]) {
  console.log('\nFirst load in Chromium, empty cache, loopback (KB = 1024 bytes; encoded = on the wire)\n');
  console.log(
    `${'route'.padEnd(18)}${'JS enc'.padStart(9)}${'JS dec'.padStart(9)}${'files'.padStart(7)}` +
      `${'CSS enc'.padStart(9)}${'CSS dec'.padStart(9)}${'files'.padStart(7)}${'requests'.padStart(10)}` +
      `${'FCP ms'.padStart(9)}${'TTI ms'.padStart(9)}`,
  );
  for (const r of results) {
    console.log(
      `${r.route.padEnd(18)}${kb(r.js.encoded).padStart(9)}${kb(r.js.decoded).padStart(9)}${String(r.js.files).padStart(7)}` +
        `${kb(r.css.encoded).padStart(9)}${kb(r.css.decoded).padStart(9)}${String(r.css.files).padStart(7)}` +
        `${String(r.requests).padStart(10)}${r.fcp.toFixed(0).padStart(9)}${r.tti.toFixed(0).padStart(9)}`,
    );
  }
}

async function runLighthouse() {
  const runs = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
    const result = await lighthouse(`${BASE}/login`, { port: DEBUG_PORT, output: 'json', logLevel: 'error' });
    if (!result) throw new Error('Lighthouse gave no result');
    runs.push(result.lhr);
  }
  // The run with the median performance score, as Lighthouse's own docs advise for a noisy metric.
  const sorted = [...runs].sort(
    (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
  );
  const lhr = sorted[Math.floor(sorted.length / 2)];
  if (!lhr) return;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.displayValue ?? '?';
  console.log(
    `\nLighthouse ${lhr.lighthouseVersion}, /login, ${lhr.configSettings.formFactor}, ` +
      `${lhr.configSettings.throttlingMethod} throttling (median of ${runs.length}; performance per run: ` +
      `${runs.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100)).join(', ')})`,
  );
  console.log(
    `performance ${score('performance')}   accessibility ${score('accessibility')}   ` +
      `best practices ${score('best-practices')}   SEO ${score('seo')}`,
  );
  console.log(
    `FCP ${metric('first-contentful-paint')}   LCP ${metric('largest-contentful-paint')}   ` +
      `TBT ${metric('total-blocking-time')}   CLS ${metric('cumulative-layout-shift')}   ` +
      `Speed Index ${metric('speed-index')}   TTI ${metric('interactive')}`,
  );
  const failing = Object.values(lhr.audits).filter(
    (a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual',
  );
  for (const audit of failing) console.log(`  - ${audit.title}${audit.displayValue ? `: ${audit.displayValue}` : ''}`);
}

const browserPath = ensureChromium();
if (browserPath.error) {
  console.error(browserPath.error);
  process.exit(1);
}

const portal = startPortal();
const stopPortal = () => {
  if (portal.exitCode === null) portal.kill('SIGINT');
};
process.on('SIGINT', () => {
  stopPortal();
  process.exit(130);
});

let browser: Browser | undefined;
try {
  await waitForPortal(portal);
  browser = await chromium.launch({
    executablePath: browserPath.path,
    args: ['--no-sandbox', '--disable-gpu', `--remote-debugging-port=${DEBUG_PORT}`, '--disable-background-networking'],
  });
  console.log(`\nChromium ${browser.version()}, Node ${process.version}`);
  // One unmeasured visit first: the server's first answers (route compilation, session lookups) are not what we measure.
  await measure(browser, routes[0] as Route);
  const results: Measured[] = [];
  for (const route of routes) results.push(await measure(browser, route));
  printRoutes(results);
  if (LIGHTHOUSE_RUNS > 0) await runLighthouse();
} finally {
  await browser?.close();
  stopPortal();
}
