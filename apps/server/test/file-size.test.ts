import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No source file over 400 lines (issue 26): a file that long holds more than one thing. Tests, migrations, generated
 * files (type declarations) and benches are aside; a split keeps its module's public surface (`index.ts`).
 */
const ROOT = resolve(import.meta.dirname, '../../..');
const SOURCES = ['apps/server/src', 'apps/web/src', 'packages/contracts/src'];
const MAX_LINES = 400;
const ASIDE = [/\.test\.tsx?$/, /\/test\//, /\/db\/migrations\//, /\.d\.ts$/];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Each source file over `max` lines, as `path: lines`. */
function longFiles(files: Array<{ path: string; text: string }>, max = MAX_LINES): string[] {
  return files
    .filter(({ path }) => !ASIDE.some((pattern) => pattern.test(path)))
    .map(({ path, text }) => ({ path, lines: text.split('\n').length - (text.endsWith('\n') ? 1 : 0) }))
    .filter(({ lines }) => lines > max)
    .map(({ path, lines }) => `${path}: ${lines}`);
}

describe('source files', () => {
  it(`are at most ${MAX_LINES} lines each (tests, migrations, declarations aside)`, () => {
    const files = SOURCES.flatMap((dir) => sourceFiles(join(ROOT, dir))).map((path) => ({
      path: relative(ROOT, path),
      text: readFileSync(path, 'utf8'),
    }));
    expect(files.length).toBeGreaterThan(300);
    expect(longFiles(files)).toEqual([]);
  });

  it('finds a long file, and leaves tests and migrations aside', () => {
    const long = `${'x\n'.repeat(401)}`;
    expect(
      longFiles([
        { path: 'apps/server/src/modules/x/service.ts', text: long },
        { path: 'apps/server/src/modules/x/service.test.ts', text: long },
        { path: 'apps/server/src/db/migrations/0001.ts', text: long },
        { path: 'apps/web/src/ok.tsx', text: 'x\n'.repeat(400) },
      ]),
    ).toEqual(['apps/server/src/modules/x/service.ts: 401']);
  });
});
