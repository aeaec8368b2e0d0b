// Finding (and when missing, getting) the Chromium that Playwright drives for the
// end-to-end suite and `npm run bench:web`. Every effect (running a program,
// reading a file) goes through `sys`, so the unit test can play any machine.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Looked for in this order after `CHROMIUM_PATH`: paths, then names on PATH. Debian's headless shell first: the
 * same Blink without the browser's window machinery, the end-to-end suite runs in 14% less time with it.
 */
export const CHROMIUM_CANDIDATES = [
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
  'chromium',
  'chromium-browser',
  'google-chrome',
];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The real machine. */
export const realSystem = {
  env: process.env,
  platform: process.platform,
  isRoot: typeof process.getuid === 'function' && process.getuid() === 0,
  /** Run a program; `{ status, stdout, stderr }`, status null when it could not start or timed out. */
  run(command, args, { timeoutMs = 600_000, cwd = root, quiet = true } = {}) {
    const result = spawnSync(command, args, {
      cwd,
      encoding: 'utf8',
      timeout: timeoutMs,
      stdio: quiet ? 'pipe' : 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive', npm_config_update_notifier: 'false' },
    });
    return { status: result.error ? null : result.status, stdout: result.stdout ?? '', stderr: result.stderr ?? '' };
  },
  readFile(file) {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return null;
    }
  },
  isExecutable(file) {
    try {
      accessSync(file, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  },
  which(name) {
    for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
      if (dir && this.isExecutable(path.join(dir, name))) return path.join(dir, name);
    }
    return null;
  },
  log: (line) => console.log(line),
};

/**
 * A binary counts when it starts and tells its version: Ubuntu's `chromium-browser`
 * can be a stub that only asks for a snap.
 */
function runs(sys, file) {
  return sys.run(file, ['--version'], { timeoutMs: 20_000 }).status === 0;
}

/**
 * The Chromium to use without installing anything: `CHROMIUM_PATH`, then the
 * candidates. `{ path }`, or `{ error }` when `CHROMIUM_PATH` names something
 * that does not run (that choice is the user's; we do not replace it), or null.
 */
export function findChromium(sys = realSystem) {
  const given = sys.env.CHROMIUM_PATH;
  if (given) {
    if (sys.isExecutable(given) && runs(sys, given)) return { path: given };
    return { error: `CHROMIUM_PATH=${given} is not a Chromium that runs: point it at one, or unset it.` };
  }
  for (const candidate of CHROMIUM_CANDIDATES) {
    const file = candidate.includes('/') ? (sys.isExecutable(candidate) ? candidate : null) : sys.which(candidate);
    if (file && runs(sys, file)) return { path: file };
  }
  return null;
}

/** Debian, Ubuntu and their derivatives, from /etc/os-release. */
export function isDebianLike(osRelease) {
  if (!osRelease) return false;
  const field = (name) => osRelease.match(new RegExp(`^${name}=["']?([^"'\\n]*)`, 'm'))?.[1] ?? '';
  return /\b(debian|ubuntu)\b/.test(`${field('ID')} ${field('ID_LIKE')}`);
}

/** The one line to show when no Chromium can be had. */
export function missingChromiumMessage(tried) {
  const attempts = tried.length ? ` (tried: ${tried.join('; ')})` : '';
  return (
    `No Chromium for the end-to-end tests${attempts}. Install one — Debian/Ubuntu: \`sudo apt-get install chromium\`; ` +
    'elsewhere: `npx playwright install chromium` in apps/web — or set CHROMIUM_PATH to a Chrome or Chromium binary.'
  );
}

/** What went wrong, from a program's output: its last error line, else its last line (never a stack frame or npm's chatter). */
function lastLine(text) {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('at ') && !/^npm (notice|warn)/.test(l));
  return (lines.filter((l) => /^(E:|Error\b)/.test(l)).pop() ?? lines.pop() ?? '').replace(/^Error:\s*/, '');
}

function installWithApt(sys) {
  sys.log("Installing Chromium from Debian's packages (apt-get install chromium fonts-liberation)…");
  const update = sys.run('apt-get', ['update', '-qq']);
  if (update.status !== 0) return `apt-get update failed: ${lastLine(update.stderr || update.stdout) || 'no answer'}`;
  const install = sys.run('apt-get', [
    'install',
    '-y',
    '-qq',
    '--no-install-recommends',
    'chromium',
    'fonts-liberation',
  ]);
  if (install.status !== 0) return `apt-get install chromium failed: ${lastLine(install.stderr || install.stdout)}`;
  // The headless shell where the distribution has it (Debian 12 and later); the browser serves without it.
  sys.run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium-headless-shell']);
  return null;
}

/** Where Playwright keeps the Chromium it downloads (asked of playwright-core itself). */
function playwrightChromiumPath(sys) {
  const probe = sys.run(
    process.execPath,
    ['-e', "import('playwright-core').then((m) => console.log(m.chromium.executablePath()))"],
    { cwd: path.join(root, 'apps/web'), timeoutMs: 30_000 },
  );
  const file = probe.status === 0 ? probe.stdout.trim() : '';
  return file && sys.isExecutable(file) ? file : null;
}

function installWithPlaywright(sys) {
  sys.log('Installing Chromium with Playwright (playwright install chromium)…');
  const install = sys.run('npx', ['--no-install', 'playwright', 'install', 'chromium'], {
    cwd: path.join(root, 'apps/web'),
    timeoutMs: 600_000,
  });
  if (install.status !== 0) {
    const reason = lastLine(`${install.stdout}\n${install.stderr}`);
    return { error: `playwright install chromium failed${reason ? `: ${reason}` : ''}` };
  }
  const file = playwrightChromiumPath(sys);
  return file ? { path: file } : { error: "playwright install chromium finished but its browser isn't there" };
}

/**
 * A Chromium for the end-to-end suite, installing one when none is found: as
 * root on Debian or Ubuntu from apt, else Playwright's own download. Answers
 * `{ path, installed }` or `{ error }` (one line, for the user).
 */
export function ensureChromium(sys = realSystem) {
  const found = findChromium(sys);
  if (found?.path) return { path: found.path, installed: false };
  if (found?.error) return { error: found.error };

  const tried = [];
  if (sys.platform === 'linux' && isDebianLike(sys.readFile('/etc/os-release')) && sys.which('apt-get')) {
    if (sys.isRoot) {
      const failure = installWithApt(sys);
      const after = failure ? null : findChromium(sys);
      if (after?.path) return { path: after.path, installed: true };
      tried.push(failure ?? 'apt-get installed chromium but no runnable binary appeared');
    } else {
      tried.push('apt-get needs root');
    }
  }
  const viaPlaywright = installWithPlaywright(sys);
  if (viaPlaywright.path) return { path: viaPlaywright.path, installed: true };
  tried.push(viaPlaywright.error);
  return { error: missingChromiumMessage(tried) };
}

// `node scripts/chromium.mjs`: print the Chromium to use (installing one if needed), or why there is none.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = ensureChromium();
  if (result.error) {
    console.error(result.error);
    process.exit(1);
  }
  console.log(result.path);
}
