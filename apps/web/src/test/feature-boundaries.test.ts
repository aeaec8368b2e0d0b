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

/** Who a file speaks for: its feature, 'shared' for `lib/` and `components/`, 'app' for the rest. */
function ownerOf(path: string): string {
  return featureOf(path) ?? (['lib', 'components'].includes(topFolder(path)) ? 'shared' : topFolder(path));
}

/** The first element of a query key written as a string: `queryKey: ['users', …]`, `xQueryKey = ['users']`. */
const STRING_KEY = /(?:queryKey\s*:|QueryKey\s*=)\s*\[\s*['"`]([^'"`]+)['"`]/g;

/**
 * Query keys that cross a feature by string: a root (`['users']`) written as a string in two owners
 * (two features, or a feature and `lib/query-keys.ts`). A feature refreshes another's data only by the
 * key that module exports, so a renamed key breaks the build, not the refresh.
 */
function stringKeyCrossings(sources: ReadonlyArray<{ path: string; text: string }>): string[] {
  const owners = new Map<string, Set<string>>();
  const uses: Array<{ root: string; owner: string; path: string }> = [];
  for (const { path, text } of sources) {
    for (const match of text.matchAll(STRING_KEY)) {
      const root = match[1] ?? '';
      const owner = ownerOf(path);
      uses.push({ root, owner, path });
      owners.set(root, (owners.get(root) ?? new Set()).add(owner));
    }
  }
  return uses
    .filter(({ root }) => (owners.get(root)?.size ?? 0) > 1)
    .map(
      ({ root, path }) =>
        `${relative(SRC, path)}: ['${root}', …] (also written in ${[...(owners.get(root) ?? [])].join(', ')})`,
    );
}

/**
 * Section paths written as strings in a feature outside its `api/` modules (which hold the API's paths
 * below `/api`): a screen's path comes from the registry (`href`, `lib/paths.ts`), so a moved route
 * cannot leave a stale link behind.
 */
const SECTION_PATH = /['"`]\/(?:admin|manager|trainee)(?:[/'"`]|\$\{)/g;

function hardCodedSectionPaths(sources: ReadonlyArray<{ path: string; text: string }>): string[] {
  return sources
    .filter(({ path }) => featureOf(path) !== null && !relative(SRC, path).split(sep).includes('api'))
    .flatMap(({ path, text }) =>
      [...text.matchAll(SECTION_PATH)].map((match) => `${relative(SRC, path)}: ${match[0]}`),
    );
}

/**
 * A domain's screens are one feature's, whatever the audience (admin, manager, trainee): a screen path
 * that names licenses or seats is declared by `features/licensing`, one that names billing by
 * `features/billing` (the license manager role, `license-manager`, is no license).
 */
const DOMAIN_SCREENS: ReadonlyArray<{ feature: string; words: RegExp }> = [
  { feature: 'licensing', words: /licenses|seats/ },
  { feature: 'billing', words: /billing/ },
];

function screensOutsideTheirDomain(sources: ReadonlyArray<{ path: string; text: string }>): string[] {
  return sources
    .filter(({ path }) => /screens\.ts$/.test(path) && featureOf(path) !== null)
    .flatMap(({ path, text }) =>
      [...text.matchAll(/\bpath:\s*'([^']+)'/g)].flatMap((match) => {
        const screen = match[1] ?? '';
        return DOMAIN_SCREENS.filter(({ feature, words }) => words.test(screen) && featureOf(path) !== feature).map(
          ({ feature }) => `${relative(SRC, path)}: '${screen}' belongs to features/${feature}`,
        );
      }),
    );
}

describe('feature boundaries', () => {
  const files = sourceFiles(SRC);

  const sources = files
    .filter((file) => !/\.test\.tsx?$/.test(file))
    .map((path) => ({ path, text: readFileSync(path, 'utf8') }));

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

  it("no feature writes another feature's query key as a string", () => {
    expect(stringKeyCrossings(sources)).toEqual([]);
  });

  it('the query-key check fails on a planted string key of another feature', () => {
    const planted = [
      { path: join(SRC, 'lib', 'query-keys.ts'), text: "export const licensesQueryKey = ['licenses'] as const;" },
      {
        path: join(SRC, 'features', 'products', 'api', 'get-user-licenses.ts'),
        text: "queryClient.invalidateQueries({ queryKey: ['licenses'] });",
      },
    ];
    expect(stringKeyCrossings(planted)).toEqual([
      "lib/query-keys.ts: ['licenses', …] (also written in shared, products)",
      "features/products/api/get-user-licenses.ts: ['licenses', …] (also written in shared, products)",
    ]);
    // The same key through the shared module's export is no crossing.
    expect(stringKeyCrossings([planted[0] as { path: string; text: string }])).toEqual([]);
  });

  it('no feature hard-codes a section path (0): screens link through the registry', () => {
    expect(hardCodedSectionPaths(sources)).toEqual([]);
  });

  it('the section-path count finds a planted path', () => {
    const planted = [
      {
        path: join(SRC, 'features', 'analytics', 'subject.ts'),
        text: "if (pathname.startsWith('/admin/')) return x; const y = `/manager/members/$" + '{id}`;',
      },
      { path: join(SRC, 'features', 'analytics', 'api', 'get-x.ts'), text: "api.get('/admin/dashboard')" },
    ];
    expect(hardCodedSectionPaths(planted)).toEqual([
      "features/analytics/subject.ts: '/admin/",
      'features/analytics/subject.ts: `/manager/',
    ]);
  });

  it("each domain's screens, for every audience, are its own feature's (licensing, billing)", () => {
    expect(screensOutsideTheirDomain(sources)).toEqual([]);
  });

  it('the domain check finds a planted screen in another feature', () => {
    const planted = [
      {
        path: join(SRC, 'features', 'manager', 'screens.ts'),
        text: "{ path: 'manager/software-licenses/seats' }, { path: 'manager/license-manager' }",
      },
      { path: join(SRC, 'features', 'licensing', 'screens.ts'), text: "{ path: 'admin/billing' }" },
    ];
    expect(screensOutsideTheirDomain(planted)).toEqual([
      "features/manager/screens.ts: 'manager/software-licenses/seats' belongs to features/licensing",
      "features/licensing/screens.ts: 'admin/billing' belongs to features/billing",
    ]);
  });
});
