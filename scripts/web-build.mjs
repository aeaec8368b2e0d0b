// The web build, atomic: Vite writes into a folder of this process's own
// (apps/web/.dist-build-<pid>), a completion stamp is written last, and only
// then is the folder renamed into place as apps/web/dist. A build killed at any
// moment (Ctrl+C, kill -9) leaves the previous complete build or none, never a
// half-written one; a dist without its stamp, or missing a file named in the
// stamp or in index.html, counts as no build. A lock folder keeps two
// `npm start` in one checkout from building at once: the second waits, then
// finds the first one's build.
//
// `node scripts/web-build.mjs` builds now; `--if-needed` only when the build is
// missing, incomplete or older than its sources (what `npm start` does).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const WEB_DIR = path.join(root, 'apps/web');
export const STAMP = '.build-complete.json';
const LOCK = '.build.lock';
const TEMP_PREFIX = '.dist-build-';
const OLD_PREFIX = '.dist-old-';

/** What a build is made from; a change to any of them (newer mtime) asks for a new build. */
export function webSources(webDir = WEB_DIR) {
  const repo = path.resolve(webDir, '../..');
  return [
    ...['src', 'public', 'index.html', 'vite.config.ts', 'postcss.config.mjs', 'package.json', 'build'].map((p) =>
      path.join(webDir, p),
    ),
    path.join(repo, 'packages/contracts/src'),
    path.join(repo, 'package-lock.json'),
  ];
}

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((max, name) => Math.max(max, newestMtime(path.join(target, name))), stat.mtimeMs);
}

/** Every file under `dir`, as paths relative to it with forward slashes. */
function listFiles(dir, prefix = '') {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? listFiles(dir, rel) : [rel];
  });
}

/**
 * Whether `dist` holds a complete build: `{ complete: true, stamp }` or
 * `{ complete: false, reason }`.
 */
export function inspectBuild(dist) {
  const index = path.join(dist, 'index.html');
  if (!existsSync(index)) return { complete: false, reason: 'no build yet' };
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(path.join(dist, STAMP), 'utf8'));
  } catch {
    return { complete: false, reason: 'the build has no completion stamp (an interrupted build?)' };
  }
  for (const [file, size] of Object.entries(stamp.files ?? {})) {
    const full = path.join(dist, file);
    if (!existsSync(full) || statSync(full).size !== size) {
      return { complete: false, reason: `the build lacks ${file} or it changed` };
    }
  }
  // What the browser asks for first: every asset index.html names must be there.
  const html = readFileSync(index, 'utf8');
  for (const [, asset] of html.matchAll(/(?:src|href)="\/([^"?#]+)"/g)) {
    if (!existsSync(path.join(dist, asset))) return { complete: false, reason: `the build lacks /${asset}` };
  }
  return { complete: true, stamp };
}

/** Why a new build is needed, or null when `dist` is complete and newer than its sources. */
export function rebuildReason(webDir = WEB_DIR, sources = webSources(webDir)) {
  const state = inspectBuild(path.join(webDir, 'dist'));
  if (!state.complete) return state.reason;
  const changed = Math.max(...sources.map(newestMtime));
  if (changed > state.stamp.startedAt) return 'the sources changed since the last build';
  return null;
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** Folders left by builds whose process is gone (killed mid-build, or between the two renames). */
function removeLeftovers(webDir) {
  for (const name of readdirSync(webDir)) {
    const prefix = [TEMP_PREFIX, OLD_PREFIX].find((p) => name.startsWith(p));
    if (!prefix) continue;
    const pid = Number(name.slice(prefix.length));
    if (pid !== process.pid && !isAlive(pid)) rmSync(path.join(webDir, name), { recursive: true, force: true });
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Take the build lock, waiting while a live process holds it; a dead holder's lock is taken over. */
async function acquireLock(webDir, log, timeoutMs) {
  const lock = path.join(webDir, LOCK);
  const owner = path.join(lock, 'owner.json');
  const deadline = Date.now() + timeoutMs;
  let told = false;
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(owner, JSON.stringify({ pid: process.pid, since: new Date().toISOString() }));
      return () => rmSync(lock, { recursive: true, force: true });
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    let holder = null;
    try {
      holder = JSON.parse(readFileSync(owner, 'utf8'));
    } catch {
      // Between another process's mkdir and its write; a lock without owner for long was left by a kill.
      if (Date.now() - statSync(lock, { throwIfNoEntry: false })?.mtimeMs > 10_000) {
        rmSync(lock, { recursive: true, force: true });
      }
    }
    if (holder && !isAlive(holder.pid)) {
      rmSync(lock, { recursive: true, force: true });
      continue;
    }
    if (Date.now() > deadline) throw new Error(`the web build lock ${lock} is still held after ${timeoutMs / 1000} s`);
    if (holder && !told) {
      log(`Another process (pid ${holder.pid}) is building the web app; waiting for it…`);
      told = true;
    }
    await sleep(250);
  }
}

/**
 * The real build: Vite into `outDir` (compressed copies beside each asset come from the Vite config). A SIGTERM or
 * SIGINT to this process while Vite runs goes on to Vite, and the build fails once Vite has stopped: a container's
 * stop (a signal to the portal's process alone, not its group) leaves no Vite behind.
 */
export function viteBuild(outDir, webDir = WEB_DIR) {
  const vite = path.dirname(createRequire(path.join(webDir, 'package.json')).resolve('vite/package.json'));
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(vite, 'bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir'],
      // A production build whatever NODE_ENV the portal runs with (the e2e and bench portals run as development,
      // and Vite follows NODE_ENV: React's development build was twice the size).
      { cwd: webDir, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
    );
    let stoppedBy = null;
    const forward = (signal) => {
      stoppedBy = signal;
      child.kill(signal);
    };
    process.on('SIGTERM', forward);
    process.on('SIGINT', forward);
    const done = (error) => {
      process.off('SIGTERM', forward);
      process.off('SIGINT', forward);
      if (error) reject(error);
      else resolve();
    };
    child.on('error', done);
    child.on('exit', (code, signal) => {
      if (stoppedBy) done(new Error(`the web build was stopped (${stoppedBy})`));
      else if (code !== 0) done(new Error(`vite build failed (exit ${code ?? signal})`));
      else done();
    });
  });
}

/**
 * Build when needed (or always, with `force`), atomically. Answers
 * `{ built: boolean, reason }`. `build(outDir)` makes the files; tests pass their own.
 */
export async function ensureWebBuild({
  webDir = WEB_DIR,
  sources = webSources(webDir),
  build = (outDir) => viteBuild(outDir, webDir),
  force = false,
  log = (line) => console.log(line),
  lockTimeoutMs = 15 * 60_000,
} = {}) {
  const reasonBefore = force ? 'a build was asked for' : rebuildReason(webDir, sources);
  if (!reasonBefore) return { built: false, reason: null };
  mkdirSync(webDir, { recursive: true });
  const release = await acquireLock(webDir, log, lockTimeoutMs);
  try {
    // Whoever held the lock before us may have just built it.
    const reason = force ? reasonBefore : rebuildReason(webDir, sources);
    if (!reason) return { built: false, reason: null };
    removeLeftovers(webDir);
    log(`Building the web app (${reason})…`);
    const startedAt = Date.now();
    const temp = path.join(webDir, `${TEMP_PREFIX}${process.pid}`);
    rmSync(temp, { recursive: true, force: true });
    await build(temp);
    const files = Object.fromEntries(listFiles(temp).map((f) => [f, statSync(path.join(temp, f)).size]));
    // Last: the stamp says the folder is complete.
    writeFileSync(path.join(temp, STAMP), JSON.stringify({ startedAt, finishedAt: Date.now(), files }, null, 2));
    const dist = path.join(webDir, 'dist');
    const old = path.join(webDir, `${OLD_PREFIX}${process.pid}`);
    // Two renames: killed between them, there is no dist, and the next start builds again.
    if (existsSync(dist)) renameSync(dist, old);
    renameSync(temp, dist);
    rmSync(old, { recursive: true, force: true });
    return { built: true, reason };
  } finally {
    release();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const ifNeeded = process.argv.includes('--if-needed');
  try {
    const result = await ensureWebBuild({ force: !ifNeeded });
    if (!result.built) console.log('The web build is complete and up to date.');
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
