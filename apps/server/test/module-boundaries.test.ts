/**
 * Server module boundaries (docs/decisions/0008-server-module-shapes.md): a
 * module's public surface is its `index.ts`. Another module, a plugin or the
 * app imports a module only through it; modules do not import each other in
 * a circle; `plugins/` and `lib/` import no module at all; a write path imports no read model (it publishes an
 * event the read model subscribes to, docs/decisions/0016-personal-data-and-events.md). Every relative
 * import of `src/` is resolved to the file it names, as the web's
 * `feature-boundaries.test.ts` does, since `../x` means a different folder
 * depending on where the importing file sits.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../src');
const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(name) ? [path] : [];
  });
}

/** Path parts below `src/`. */
const partsOf = (path: string) => relative(SRC, path).split(sep);

/** `modules/users/queries.ts` → 'users'; null outside `modules/`. */
function moduleOf(path: string): string | null {
  const parts = partsOf(path);
  return parts[0] === 'modules' && parts.length > 2 ? (parts[1] ?? null) : null;
}

/** A module's public surface: `modules/<name>/index.ts` (imported as `…/index.js`). */
function isIndex(target: string): boolean {
  const parts = partsOf(target);
  return parts.length === 3 && /^index\.[jt]s$/.test(parts[2] ?? '');
}

interface Import {
  file: string;
  specifier: string;
  target: string;
}

function relativeImports(file: string): Import[] {
  // Comments may name paths; only code imports count.
  const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
  return [...text.matchAll(IMPORT)]
    .map((match) => match[1] ?? match[2] ?? '')
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => ({ file, specifier, target: resolve(dirname(file), specifier) }));
}

const show = ({ file, specifier }: Import) => `${relative(SRC, file)} → ${specifier}`;

/** Every circle in the module graph, each once, as `a → b → a`. */
function circlesOf(edges: Map<string, Set<string>>): string[] {
  const found = new Set<string>();
  const walk = (start: string, at: string, path: string[]) => {
    for (const next of edges.get(at) ?? []) {
      if (next === start) {
        // Named from its smallest module, so a circle found from each of its modules counts once.
        const cycle = [...path];
        const first = cycle.indexOf([...cycle].sort()[0] ?? start);
        const rotated = [...cycle.slice(first), ...cycle.slice(0, first)];
        found.add([...rotated, rotated[0]].join(' → '));
      } else if (!path.includes(next)) walk(start, next, [...path, next]);
    }
  };
  for (const start of edges.keys()) walk(start, start, [start]);
  return [...found].sort();
}

/** Modules that write and the read models they must not import: they publish events instead. */
const WRITE_PATHS_AND_READ_MODELS: ReadonlyArray<readonly [writer: string, readModel: string]> = [
  ['training', 'analytics'],
];

/** The module graph: which module imports which (through any file). */
function moduleEdges(modules: readonly string[], imports: readonly Import[]): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>(modules.map((name) => [name, new Set<string>()]));
  for (const { file, target } of imports) {
    const from = moduleOf(file);
    const to = moduleOf(target);
    if (from && to && from !== to) edges.get(from)?.add(to);
  }
  return edges;
}

/** The writer → read model imports among `edges`, as `writer → readModel`. */
function readModelImports(edges: Map<string, Set<string>>, rules = WRITE_PATHS_AND_READ_MODELS): string[] {
  return rules.filter(([writer, reader]) => edges.get(writer)?.has(reader)).map(([w, r]) => `${w} → ${r}`);
}

describe('server module boundaries', () => {
  const files = sourceFiles(SRC);
  const imports = files.flatMap(relativeImports);
  const modules = [...new Set(files.map(moduleOf).filter((name): name is string => name !== null))].sort();

  it('finds the modules and their imports', () => {
    expect(modules).toEqual(expect.arrayContaining(['auth', 'users', 'organizations', 'manager']));
    expect(imports.length).toBeGreaterThan(200);
  });

  it('every module has an index.ts, its public surface', () => {
    const missing = modules.filter((name) => !files.includes(join(SRC, 'modules', name, 'index.ts')));
    expect(missing).toEqual([]);
  });

  it('another module, a plugin or the app imports a module only through its index.ts', () => {
    const reaches = imports.filter(({ file, target }) => {
      const other = moduleOf(target);
      return other !== null && other !== moduleOf(file) && !isIndex(target);
    });
    expect(reaches.map(show)).toEqual([]);
  });

  it('plugins/ and lib/ import no module', () => {
    const crossings = imports.filter(
      ({ file, target }) => ['plugins', 'lib'].includes(partsOf(file)[0] ?? '') && partsOf(target)[0] === 'modules',
    );
    expect(crossings.map(show)).toEqual([]);
  });

  it('modules do not import each other in a circle', () => {
    expect(circlesOf(moduleEdges(modules, imports))).toEqual([]);
  });

  it('a write path imports no read model: training does not import analytics', () => {
    for (const [writer, reader] of WRITE_PATHS_AND_READ_MODELS)
      expect(modules).toEqual(expect.arrayContaining([writer, reader]));
    expect(readModelImports(moduleEdges(modules, imports))).toEqual([]);
  });

  it('finds a write path importing a read model when there is one', () => {
    const planted: Import = {
      file: join(SRC, 'modules', 'training', 'ingest.ts'),
      specifier: '../analytics/index.js',
      target: join(SRC, 'modules', 'analytics', 'index.js'),
    };
    expect(readModelImports(moduleEdges(modules, [...imports, planted]))).toEqual(['training → analytics']);
  });

  it('finds a circle when there is one', () => {
    const edges = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(circlesOf(edges)).toEqual(['a → b → c → a']);
  });
});
