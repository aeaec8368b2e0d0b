import { describe, expect, it } from 'vitest';
import {
  CHROMIUM_CANDIDATES,
  ensureChromium,
  findChromium,
  isDebianLike,
  missingChromiumMessage,
} from '../chromium.mjs';

const DEBIAN = 'PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nID=debian\n';
const UBUNTU = 'NAME="Ubuntu"\nID=ubuntu\nID_LIKE=debian\n';
const FEDORA = 'NAME="Fedora Linux"\nID=fedora\n';
const PW_BROWSER = '/root/.cache/ms-playwright/chromium-1255/chrome-linux/chrome';

/**
 * A pretend machine: `files` are executables that run, `broken` ones exist but fail,
 * `path` maps names to files; installers add files when they succeed.
 */
function machine({
  env = {},
  files = [],
  broken = [],
  path = {},
  os = DEBIAN,
  root = true,
  platform = 'linux',
  apt = 'works',
  playwright = 'offline',
} = {}) {
  const executables = new Set([...files, ...broken]);
  const runnable = new Set(files);
  const names = new Map(Object.entries(path));
  if (os !== null) {
    names.set('apt-get', '/usr/bin/apt-get');
    executables.add('/usr/bin/apt-get');
  }
  const calls = [];
  const lines = [];
  const sys = {
    env,
    platform,
    isRoot: root,
    calls,
    lines,
    log: (line) => lines.push(line),
    readFile: (file) => (file === '/etc/os-release' ? os : null),
    isExecutable: (file) => executables.has(file),
    which: (name) => {
      const file = names.get(name);
      return file && executables.has(file) ? file : null;
    },
    run(command, args) {
      calls.push([command, ...args].join(' '));
      if (args[0] === '--version') return { status: runnable.has(command) ? 0 : 1, stdout: '', stderr: '' };
      if (command === 'apt-get' && args[0] === 'update')
        return apt === 'offline'
          ? { status: 100, stdout: '', stderr: 'E: Failed to fetch http://deb.debian.org/debian bookworm InRelease' }
          : { status: 0, stdout: '', stderr: '' };
      if (command === 'apt-get' && args[0] === 'install') {
        const headlessShell = args.includes('chromium-headless-shell');
        if (apt !== 'works' || (headlessShell && os !== DEBIAN))
          return { status: 100, stdout: '', stderr: `E: Unable to locate package ${args.at(-1)}` };
        const binary = headlessShell ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium';
        executables.add(binary);
        runnable.add(binary);
        return { status: 0, stdout: '', stderr: '' };
      }
      if (command === 'npx' && args.includes('install')) {
        if (playwright !== 'works')
          return {
            status: 1,
            stdout: '',
            stderr:
              'Error: Failed to download Chrome for Testing\nError: Download failure, code=1\n    at ChildProcess.<anonymous> (coreBundle.js:1:1)\n',
          };
        executables.add(PW_BROWSER);
        runnable.add(PW_BROWSER);
        return { status: 0, stdout: '', stderr: '' };
      }
      if (command === process.execPath) return { status: 0, stdout: `${PW_BROWSER}\n`, stderr: '' };
      return { status: null, stdout: '', stderr: '' };
    },
  };
  return sys;
}

describe('findChromium', () => {
  it('takes CHROMIUM_PATH first when it runs', () => {
    const sys = machine({
      env: { CHROMIUM_PATH: '/opt/chrome/chrome' },
      files: ['/opt/chrome/chrome', '/usr/bin/chromium'],
    });
    expect(findChromium(sys)).toEqual({ path: '/opt/chrome/chrome' });
  });

  it('refuses a CHROMIUM_PATH that does not run, naming it, instead of quietly picking another', () => {
    const sys = machine({ env: { CHROMIUM_PATH: '/nope/chrome' }, files: ['/usr/bin/chromium'] });
    expect(findChromium(sys)).toEqual({
      error: 'CHROMIUM_PATH=/nope/chrome is not a Chromium that runs: point it at one, or unset it.',
    });
  });

  it('looks at the headless shell, /usr/bin/chromium, then chromium, chromium-browser and google-chrome on PATH', () => {
    expect(CHROMIUM_CANDIDATES).toEqual([
      '/usr/bin/chromium-headless-shell',
      '/usr/bin/chromium',
      'chromium',
      'chromium-browser',
      'google-chrome',
    ]);
    expect(findChromium(machine({ files: ['/usr/bin/chromium'] }))).toEqual({ path: '/usr/bin/chromium' });
    const shell = machine({ files: ['/usr/bin/chromium', '/usr/bin/chromium-headless-shell'] });
    expect(findChromium(shell)).toEqual({ path: '/usr/bin/chromium-headless-shell' });
    const chrome = machine({ files: ['/opt/google/chrome'], path: { 'google-chrome': '/opt/google/chrome' } });
    expect(findChromium(chrome)).toEqual({ path: '/opt/google/chrome' });
    const both = machine({
      files: ['/snap/bin/chromium', '/opt/google/chrome'],
      path: { chromium: '/snap/bin/chromium', 'google-chrome': '/opt/google/chrome' },
    });
    expect(findChromium(both)).toEqual({ path: '/snap/bin/chromium' });
  });

  it('skips a binary that is there but does not start (a snap stub)', () => {
    const sys = machine({
      broken: ['/usr/bin/chromium-browser'],
      files: ['/opt/google/chrome'],
      path: { 'chromium-browser': '/usr/bin/chromium-browser', 'google-chrome': '/opt/google/chrome' },
    });
    expect(findChromium(sys)).toEqual({ path: '/opt/google/chrome' });
  });

  it('answers null when there is none', () => {
    expect(findChromium(machine())).toBeNull();
  });
});

describe('isDebianLike', () => {
  it('reads ID and ID_LIKE from os-release', () => {
    expect(isDebianLike(DEBIAN)).toBe(true);
    expect(isDebianLike(UBUNTU)).toBe(true);
    expect(isDebianLike('ID=linuxmint\nID_LIKE="ubuntu debian"\n')).toBe(true);
    expect(isDebianLike(FEDORA)).toBe(false);
    expect(isDebianLike(null)).toBe(false);
  });
});

describe('ensureChromium', () => {
  it('installs nothing when one is found', () => {
    const sys = machine({ files: ['/usr/bin/chromium'] });
    expect(ensureChromium(sys)).toEqual({ path: '/usr/bin/chromium', installed: false });
    expect(sys.calls.filter((c) => !c.endsWith('--version'))).toEqual([]);
  });

  it('as root on Debian or Ubuntu, installs it with apt-get, as .ci/run does, with the headless shell where there is one', () => {
    for (const [os, path] of [
      [DEBIAN, '/usr/bin/chromium-headless-shell'],
      [UBUNTU, '/usr/bin/chromium'],
    ]) {
      const sys = machine({ os });
      expect(ensureChromium(sys)).toEqual({ path, installed: true });
      expect(sys.calls).toContain('apt-get update -qq');
      expect(sys.calls).toContain('apt-get install -y -qq --no-install-recommends chromium fonts-liberation');
      expect(sys.calls).toContain('apt-get install -y -qq --no-install-recommends chromium-headless-shell');
      expect(sys.calls.some((c) => c.startsWith('npx'))).toBe(false);
      expect(sys.lines).toEqual([
        "Installing Chromium from Debian's packages (apt-get install chromium fonts-liberation)…",
      ]);
    }
  });

  it('elsewhere, uses Playwright’s own download', () => {
    const sys = machine({ os: FEDORA, playwright: 'works' });
    expect(ensureChromium(sys)).toEqual({ path: PW_BROWSER, installed: true });
    expect(sys.calls).toContain('npx --no-install playwright install chromium');
    expect(sys.calls.some((c) => c.startsWith('apt-get'))).toBe(false);
  });

  it('not as root on Debian, does not try apt-get but Playwright', () => {
    const sys = machine({ root: false, playwright: 'works' });
    expect(ensureChromium(sys)).toEqual({ path: PW_BROWSER, installed: true });
    expect(sys.calls.some((c) => c.startsWith('apt-get'))).toBe(false);
  });

  it('when apt-get fails, falls back to Playwright', () => {
    const sys = machine({ apt: 'offline', playwright: 'works' });
    expect(ensureChromium(sys)).toEqual({ path: PW_BROWSER, installed: true });
  });

  it('when nothing works, answers one line that says what to install and what was tried', () => {
    const sys = machine({ apt: 'offline' });
    const result = ensureChromium(sys);
    expect(result.path).toBeUndefined();
    expect(result.error).not.toContain('\n');
    expect(result.error).toBe(
      missingChromiumMessage([
        'apt-get update failed: E: Failed to fetch http://deb.debian.org/debian bookworm InRelease',
        'playwright install chromium failed: Download failure, code=1',
      ]),
    );
    expect(result.error).toMatch(
      /^No Chromium for the end-to-end tests \(tried: apt-get update failed: .*\)\. Install one/,
    );
    expect(result.error).toContain('sudo apt-get install chromium');
    expect(result.error).toContain('CHROMIUM_PATH');
  });

  it('on a Mac without network, says so in one line without trying apt-get', () => {
    const sys = machine({ platform: 'darwin', os: null });
    const result = ensureChromium(sys);
    expect(result.error).toBe(missingChromiumMessage(['playwright install chromium failed: Download failure, code=1']));
    expect(sys.calls.some((c) => c.startsWith('apt-get'))).toBe(false);
  });

  it('does not install over a CHROMIUM_PATH that is wrong', () => {
    const sys = machine({ env: { CHROMIUM_PATH: '/nope' } });
    expect(ensureChromium(sys).error).toMatch(/^CHROMIUM_PATH=\/nope is not a Chromium that runs/);
    expect(sys.calls.some((c) => c.startsWith('apt-get') || c.startsWith('npx'))).toBe(false);
  });
});
