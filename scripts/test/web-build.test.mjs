import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureWebBuild, inspectBuild, STAMP } from '../web-build.mjs';
import { fakeBuild } from './fixtures/fake-build.mjs';

const child = fileURLToPath(new URL('./fixtures/fake-build.mjs', import.meta.url));
let webDir;
let dist;
const quiet = () => undefined;

beforeEach(() => {
  webDir = mkdtempSync(path.join(tmpdir(), 'portal-web-build-'));
  dist = path.join(webDir, 'dist');
  mkdirSync(path.join(webDir, 'src'));
  writeFileSync(path.join(webDir, 'src/main.tsx'), 'export {};\n');
  // Sources older than any build made in the test.
  const past = new Date(Date.now() - 60_000);
  utimesSync(path.join(webDir, 'src/main.tsx'), past, past);
  utimesSync(path.join(webDir, 'src'), past, past);
});
afterEach(() => rmSync(webDir, { recursive: true, force: true }));

/** npm start's build step on the test's folder, counting how often the build ran. */
async function start(label = 'v1') {
  let builds = 0;
  const build = fakeBuild({ label });
  const result = await ensureWebBuild({
    webDir,
    sources: [path.join(webDir, 'src')],
    build: async (outDir) => {
      builds++;
      await build(outDir);
    },
    log: quiet,
  });
  return { ...result, builds };
}

function runChild(delayMs, logFile, label = 'v2') {
  const proc = spawn(process.execPath, [child, webDir, String(delayMs), logFile, label], { stdio: 'pipe' });
  let out = '';
  proc.stdout.on('data', (d) => {
    out += d;
  });
  proc.stderr.on('data', (d) => {
    out += d;
  });
  const exited = new Promise((resolve) => proc.on('exit', (code, signal) => resolve({ code, signal, out })));
  return { proc, exited };
}

async function until(check, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const servedLabel = () => readFileSync(path.join(dist, 'index.html'), 'utf8').match(/index-(\w+)\.js/)?.[1];

describe("npm start's build step", () => {
  it('builds when there is no build, and writes the completion stamp last', async () => {
    expect(await start()).toMatchObject({ built: true, reason: 'no build yet', builds: 1 });
    expect(inspectBuild(dist).complete).toBe(true);
    const stamp = JSON.parse(readFileSync(path.join(dist, STAMP), 'utf8'));
    expect(Object.keys(stamp.files).sort()).toContain('index.html');
    expect(readdirSync(webDir).sort()).toEqual(['dist', 'src']);
  });

  it('leaves a complete build that is newer than its sources alone', async () => {
    await start();
    expect(await start()).toMatchObject({ built: false, builds: 0 });
  });

  it('rebuilds after a source changed', async () => {
    await start();
    writeFileSync(path.join(webDir, 'src/main.tsx'), 'export const changed = true;\n');
    expect(await start('v2')).toMatchObject({ built: true, reason: 'the sources changed since the last build' });
    expect(servedLabel()).toBe('v2');
  });

  it('rebuilds a build folder without the stamp (an interrupted build of the old kind)', async () => {
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<script type="module" src="/assets/index-half.js"></script>');
    expect(inspectBuild(dist)).toEqual({
      complete: false,
      reason: 'the build has no completion stamp (an interrupted build?)',
    });
    expect(await start()).toMatchObject({ built: true, builds: 1 });
    expect(servedLabel()).toBe('v1');
    expect(inspectBuild(dist).complete).toBe(true);
  });

  it('rebuilds when an asset named in index.html is missing, stamp or not', async () => {
    await start();
    rmSync(path.join(dist, 'assets/index-v1.js'));
    expect(inspectBuild(dist)).toMatchObject({ complete: false });
    expect(await start()).toMatchObject({ built: true, builds: 1 });
    expect(existsSync(path.join(dist, 'assets/index-v1.js'))).toBe(true);

    // index.html naming a file the stamp does not know either.
    writeFileSync(
      path.join(dist, 'index.html'),
      '<script type="module" src="/assets/index-v1.js"></script><link rel="stylesheet" href="/assets/gone.css">',
    );
    writeFileSync(
      path.join(dist, STAMP),
      JSON.stringify({
        startedAt: Date.now(),
        files: { 'assets/index-v1.js': statSync(path.join(dist, 'assets/index-v1.js')).size },
      }),
    );
    expect(inspectBuild(dist)).toEqual({ complete: false, reason: 'the build lacks /assets/gone.css' });
    expect(await start()).toMatchObject({ built: true, builds: 1 });
  });

  it('rebuilds when a file listed in the stamp is missing or cut short', async () => {
    await start();
    writeFileSync(path.join(dist, 'assets/chunk-3.js'), 'exp');
    expect(inspectBuild(dist)).toEqual({ complete: false, reason: 'the build lacks assets/chunk-3.js or it changed' });
    expect(await start()).toMatchObject({ built: true, builds: 1 });
  });

  it('killed (kill -9) half-way, leaves the previous complete build; the next start takes over the lock and cleans up', async () => {
    await start('v1');
    writeFileSync(path.join(webDir, 'src/main.tsx'), 'export const changed = true;\n');
    const log = path.join(webDir, 'build.log');
    const { proc, exited } = runChild(5_000, log);
    await until(() => existsSync(log) && readdirSync(webDir).some((n) => n.startsWith('.dist-build-')));
    proc.kill('SIGKILL');
    expect((await exited).signal).toBe('SIGKILL');
    expect(readFileSync(log, 'utf8')).not.toContain('finished');
    // What a server would find now: the old build, whole.
    expect(servedLabel()).toBe('v1');
    expect(inspectBuild(dist).complete).toBe(true);
    expect(existsSync(path.join(webDir, '.build.lock'))).toBe(true);

    expect(await start('v3')).toMatchObject({ built: true, builds: 1 });
    expect(servedLabel()).toBe('v3');
    expect(readdirSync(webDir).sort()).toEqual(['build.log', 'dist', 'src']);
  });

  it('killed during a first build, leaves no build, and the next start builds', async () => {
    const log = path.join(webDir, 'build.log');
    const { proc, exited } = runChild(5_000, log);
    await until(() => existsSync(log));
    proc.kill('SIGKILL');
    await exited;
    expect(existsSync(dist)).toBe(false);
    expect(await start()).toMatchObject({ built: true, reason: 'no build yet', builds: 1 });
    expect(inspectBuild(dist).complete).toBe(true);
  });

  it('two starts at once: one builds, the other waits for it and uses its build', async () => {
    const log = path.join(webDir, 'build.log');
    const first = runChild(1_500, log, 'a');
    const second = runChild(1_500, log, 'b');
    const [a, b] = await Promise.all([first.exited, second.exited]);
    expect(a.code, a.out).toBe(0);
    expect(b.code, b.out).toBe(0);
    const started = readFileSync(log, 'utf8').match(/started/g) ?? [];
    expect(started).toHaveLength(1);
    expect(`${a.out}${b.out}`).toMatch(/is building the web app; waiting for it/);
    expect(inspectBuild(dist).complete).toBe(true);
    expect(['a', 'b']).toContain(servedLabel());
    expect(readdirSync(webDir).sort()).toEqual(['build.log', 'dist', 'src']);
  });
});
