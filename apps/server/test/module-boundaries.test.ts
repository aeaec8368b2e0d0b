/**
 * Server module boundaries (docs/decisions/0008-server-module-shapes.md): a
 * module's public surface is its `index.ts`. Another module, a plugin or the
 * app imports a module only through it; modules do not import each other in
 * a circle; `plugins/` and `lib/` import no module at all; a write path imports no read model (it publishes an
 * event the read model subscribes to, docs/decisions/0016-personal-data-and-events.md). Every relative
 * import of `src/` is resolved to the file it names, as the web's
 * `feature-boundaries.test.ts` does, since `../x` means a different folder
 * depending on where the importing file sits.
 *
 * Tables too (issue 26): each `db/schema/<domain>.ts` has one owning module (TABLE_OWNERS). Another module reads an
 * owner's tables through the owner's exported query pieces (functions or SQL fragments of its `index.ts`), never by
 * importing the tables; the names a file imports from `db/schema/index.js` count as imports of their domain file.
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

/** The owning module of each `db/schema/<domain>.ts` (`address.ts` holds column helpers, no table). */
const TABLE_OWNERS: Readonly<Record<string, string>> = {
  'accounts.ts': 'auth',
  'audit.ts': 'audit',
  'auth.ts': 'auth',
  'benchmarks.ts': 'analytics',
  'billing.ts': 'billing',
  'data-exports.ts': 'data-exports',
  'certificates.ts': 'certificates',
  'curricula.ts': 'curricula',
  'game.ts': 'game',
  'hardware.ts': 'hardware',
  'invoices.ts': 'invoices',
  // What the billing job told about a license (reminders, expiry): only billing's job reads and writes it.
  'license-notices.ts': 'billing',
  'licensing.ts': 'licensing',
  'member-imports.ts': 'manager',
  'nudges.ts': 'nudges',
  'organizations.ts': 'organizations',
  'products.ts': 'products',
  'readiness.ts': 'analytics',
  'releases.ts': 'downloads',
  'shipping-costs.ts': 'shipping-costs',
  'sso.ts': 'sso',
  'training.ts': 'training',
  'users.ts': 'users',
};
const SCHEMA_HELPERS = ['address.ts', 'index.ts'];

/**
 * Shared infrastructure that may import any table: everything under `db/` (client, schema, seed, migrations), the
 * housekeeping job, the sign-in throttle, the mail outbox and the development-only routes. Tests and benches live
 * outside `src/`.
 */
const TABLE_EXEMPT = ['db/', 'jobs/housekeeping.ts', 'lib/throttle.ts', 'mail/outbox.ts', 'modules/dev/'];

/**
 * Table imports still to move behind their owner's query pieces, as `module → schema file` (issue 26). Each needs a
 * dependency turned around first (e.g. licensing imports billing, so billing cannot yet call licensing to write
 * license rows). The test fails when one is added, and when one is fixed but still listed.
 */
const TABLE_IMPORTS_TO_MOVE = [
  'analytics → users.ts',
  'billing → licensing.ts',
  'invoices → billing.ts',
  'invoices → licensing.ts',
].sort();

/** Each name a `db/schema/<domain>.ts` exports → that file's name. */
function schemaNames(schemaDir = join(SRC, 'db', 'schema')): Map<string, string> {
  const names = new Map<string, string>();
  for (const file of readdirSync(schemaDir).filter((name) => name.endsWith('.ts'))) {
    const text = readFileSync(join(schemaDir, file), 'utf8');
    for (const [, name] of text.matchAll(/^export\s+(?:const|type|interface|enum|function|class)\s+(\w+)/gm))
      names.set(name ?? '', file);
  }
  return names;
}

interface SourceFile {
  path: string;
  text: string;
}

/**
 * The table imports that cross an owner, as `module/file.ts → domain.ts (owner)`: a file of one module importing a
 * `db/schema/<domain>.ts` another module owns, directly or by name through `db/schema/index.js`.
 */
function tableImportsAcrossOwners(
  sources: readonly SourceFile[],
  names: Map<string, string>,
  owners: Readonly<Record<string, string>> = TABLE_OWNERS,
): string[] {
  const found: string[] = [];
  for (const { path, text } of sources) {
    const inSrc = relative(SRC, path).split(sep).join('/');
    const module = moduleOf(path);
    if (module === null || TABLE_EXEMPT.some((prefix) => inSrc.startsWith(prefix))) continue;
    const code = text.replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
    for (const [, clause = '', specifier = ''] of code.matchAll(
      /(?:import|export)\s([^'"]*?)from\s+['"]([^'"]+)['"]/g,
    )) {
      const target = relative(join(SRC, 'db', 'schema'), resolve(dirname(path), specifier));
      if (target.startsWith('..') || target.includes(sep)) continue;
      const file = target.replace(/\.js$/, '.ts');
      const domains =
        file === 'index.ts'
          ? [...clause.matchAll(/(?:^|[{,])\s*(?:type\s+)?(\w+)/g)].map(
              ([, name]) => names.get(name ?? '') ?? 'index.ts',
            )
          : [file];
      for (const domain of new Set(domains)) {
        if (SCHEMA_HELPERS.includes(domain)) continue;
        const owner = owners[domain];
        if (owner !== module) found.push(`${inSrc} → ${domain} (${owner ?? 'no owner'})`);
      }
    }
  }
  return found.sort();
}

/** `modules/licensing/queries.ts → audit.ts (audit)` → `licensing → audit.ts`. */
const byModule = (crossings: readonly string[]) =>
  [...new Set(crossings.map((line) => line.replace(/^modules\/([^/]+)\/\S+ → (\S+) .*$/, '$1 → $2')))].sort();

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

  describe('tables', () => {
    const names = schemaNames();
    const sources = files.map((path) => ({ path, text: readFileSync(path, 'utf8') }));

    it('every db/schema/<domain>.ts has one owning module, and each owner is a module', () => {
      const schemaFiles = readdirSync(join(SRC, 'db', 'schema'))
        .filter((name) => name.endsWith('.ts') && !SCHEMA_HELPERS.includes(name))
        .sort();
      expect(Object.keys(TABLE_OWNERS).sort()).toEqual(schemaFiles);
      expect(modules).toEqual(expect.arrayContaining([...new Set(Object.values(TABLE_OWNERS))]));
      expect(names.get('auditLog')).toBe('audit.ts');
    });

    it('a module imports only the tables it owns (those still to move are listed)', () => {
      expect(byModule(tableImportsAcrossOwners(sources, names))).toEqual(TABLE_IMPORTS_TO_MOVE);
    });

    it('finds a module importing a table it does not own, by name or by file', () => {
      const planted = [
        {
          path: join(SRC, 'modules', 'licensing', 'planted.ts'),
          text: "import { eq } from 'drizzle-orm';\nimport { auditLog, licenses, type trainingSessions } from '../../db/schema/index.js';",
        },
        {
          path: join(SRC, 'modules', 'manager', 'planted.ts'),
          text: "import { users } from '../../db/schema/users.js';",
        },
        {
          path: join(SRC, 'modules', 'audit', 'planted.ts'),
          text: "import { auditLog } from '../../db/schema/index.js';",
        },
        { path: join(SRC, 'db', 'seed', 'planted.ts'), text: "import { auditLog } from '../schema/index.js';" },
      ];
      expect(tableImportsAcrossOwners(planted, names)).toEqual([
        'modules/licensing/planted.ts → audit.ts (audit)',
        'modules/licensing/planted.ts → training.ts (training)',
        'modules/manager/planted.ts → users.ts (users)',
      ]);
    });
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
