/**
 * Feature folders do not import each other; shared pieces live in
 * `components/` and `lib/`, and only `app/` (router, registry, layouts) wires
 * features together. Biome's `noRestrictedImports` matches import strings, not
 * the files they resolve to, so a relative `../../x` cannot be told apart by
 * folder there; this test resolves every relative import instead.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** `features/users/pages/x.tsx` → 'users'; null outside features. */
function featureOf(path: string): string | null {
  const parts = relative(SRC, path).split(sep);
  return parts[0] === 'features' && parts.length > 2 ? (parts[1] ?? null) : null;
}

function topFolder(path: string): string {
  return relative(SRC, path).split(sep)[0] ?? '';
}

function relativeImports(file: string): Array<{ specifier: string; target: string }> {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)]
    .map((match) => match[1] ?? match[2] ?? '')
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => ({ specifier, target: resolve(dirname(file), specifier) }));
}

describe('feature boundaries', () => {
  const files = sourceFiles(SRC);

  it('finds the source files', () => {
    expect(files.some((file) => featureOf(file) === 'users')).toBe(true);
  });

  it('no feature imports another feature', () => {
    const crossings = files.flatMap((file) => {
      const own = featureOf(file);
      if (!own) return [];
      return relativeImports(file)
        .filter(({ target }) => {
          const other = featureOf(join(target, 'x'));
          return other !== null && other !== own;
        })
        .map(({ specifier }) => `${relative(SRC, file)} → ${specifier}`);
    });
    expect(crossings).toEqual([]);
  });

  it('features do not import the app (it imports them: the registry, the router)', () => {
    const crossings = files.flatMap((file) => {
      if (!featureOf(file)) return [];
      return relativeImports(file)
        .filter(({ target }) => topFolder(`${target}.ts`) === 'app')
        .map(({ specifier }) => `${relative(SRC, file)} → ${specifier}`);
    });
    expect(crossings).toEqual([]);
  });

  it('shared code (components, lib) imports no feature and no app file', () => {
    const crossings = files.flatMap((file) => {
      if (!['components', 'lib'].includes(topFolder(file))) return [];
      return relativeImports(file)
        .filter(({ target }) => ['features', 'app'].includes(topFolder(`${target}.ts`)))
        .map(({ specifier }) => `${relative(SRC, file)} → ${specifier}`);
    });
    expect(crossings).toEqual([]);
  });

  it("no feature shows another feature's texts (they are loaded with that feature's screens only)", () => {
    const owner = new Map<string, string>();
    for (const file of files.filter((f) => f.endsWith(join('texts', 'en.ts')))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/^ {2}([A-Za-z]+): \{/gm)) {
        owner.set(match[1] ?? '', featureOf(file) ?? '');
      }
    }
    expect(owner.get('users')).toBe('users');
    const crossings = files.flatMap((file) => {
      const own = featureOf(file);
      if (!own || file.includes(`${sep}texts${sep}`)) return [];
      const text = readFileSync(file, 'utf8');
      return [...text.matchAll(/\bt\(\s*['"`]([A-Za-z]+)\./g)]
        .map((match) => match[1] ?? '')
        .filter((namespace) => owner.has(namespace) && owner.get(namespace) !== own)
        .map((namespace) => `${relative(SRC, file)} → ${namespace}.*`);
    });
    expect(crossings).toEqual([]);
  });
});
