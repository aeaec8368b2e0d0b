import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import SwaggerParser from '@apidevtools/swagger-parser';
import { ROLES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { typeEveryNullable } from '../src/plugins/openapi.js';
import { setupTestApp } from './helpers/app.js';

const ctx = await setupTestApp();
const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
const document = res.json();
const routes = new Map(ctx.app.registeredRoutes.map((route) => [`${route.method} ${route.url}`, route]));

type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  responses?: Record<string, unknown>;
};
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const operations = Object.entries(document.paths as Record<string, Record<string, Operation>>).flatMap(([path, item]) =>
  METHODS.filter((m) => item[m]).map((method) => ({ path, method, operation: item[method] as Operation })),
);

/** What a `{ $ref: '#/components/…' }` points at (anything else as it is). */
function deref<T>(value: T): T {
  const ref = (value as { $ref?: string } | null)?.$ref;
  if (typeof ref !== 'string') return value;
  return ref
    .slice(2)
    .split('/')
    .reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, document) as T;
}

/** The document's path (`/api/admin/users/{id}`) as the route pattern (`/api/admin/users/:id`). */
const routeOf = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3 document', async () => {
    expect(res.statusCode).toBe(200);
    await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeTruthy();
    expect(document.servers).toEqual([{ url: '/' }]);
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual(['csrf', 'deviceToken', 'session']);
  });

  it('shares the error body, the list meta and the contract entities under components, and stays under 300 KB', () => {
    expect(res.body.length).toBeLessThan(300 * 1024);
    const schemas = Object.keys(document.components.schemas);
    expect(schemas).toEqual(expect.arrayContaining(['ErrorBody', 'ListMeta', 'AdminUser', 'Organization', 'License']));
    expect(document.components.responses.NotFound).toEqual({
      description: expect.any(String),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
    });
    const users = document.paths['/api/admin/users'].get.responses;
    expect(users['401']).toEqual({ $ref: '#/components/responses/Unauthorized' });
    expect(users['200']).toEqual({ $ref: '#/components/responses/AdminUserList' });
    expect(deref(users['200']).content['application/json'].schema.properties).toEqual({
      data: { type: 'array', items: { $ref: '#/components/schemas/AdminUser' } },
      meta: { $ref: '#/components/schemas/ListMeta' },
    });
    // The error codes are written once, in the error body.
    expect(res.body.split('"password_change_required"').length - 1).toBe(1);
  });

  it('documents every operation a client team needs: id, summary, tags, a client error', () => {
    expect(operations.length).toBeGreaterThan(20);
    const problems: string[] = [];
    const ids = new Set<string>();
    for (const { path, method, operation } of operations) {
      const name = `${method.toUpperCase()} ${path}`;
      if (!operation.operationId) problems.push(`${name}: no operationId`);
      else if (ids.has(operation.operationId)) problems.push(`${name}: duplicate operationId`);
      else ids.add(operation.operationId);
      if (!operation.summary) problems.push(`${name}: no summary`);
      if (!operation.tags?.length) problems.push(`${name}: no tags`);
      if (!Object.keys(operation.responses ?? {}).some((status) => status.startsWith('4'))) {
        problems.push(`${name}: no 4xx response`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('names the session cookie or the device token on protected operations and the anti-forgery header on mutating ones', () => {
    const problems: string[] = [];
    for (const { path, method, operation } of operations) {
      const name = `${method.toUpperCase()} ${path}`;
      const schemes = new Set((operation.security ?? []).flatMap((s) => Object.keys(s)));
      // What the route says of its access (`config: { access }`, lib/route-access.ts).
      const route = routes.get(`${method.toUpperCase()} ${routeOf(path)}`);
      if (!route) {
        problems.push(`${name}: no such route`);
        continue;
      }
      if (route.access === 'bearer') {
        if (!schemes.has('deviceToken') || schemes.has('session')) problems.push(`${name}: not the device token alone`);
      } else if (route.access !== 'public' && !schemes.has('session')) {
        problems.push(`${name}: protected without the session scheme`);
      }
      if (
        route.access === 'public' &&
        schemes.size > 0 &&
        !(method !== 'get' && schemes.size === 1 && schemes.has('csrf'))
      ) {
        problems.push(`${name}: public but asks for ${[...schemes].join(', ')}`);
      }
      // A route that reads no cookie (the game's API) needs no anti-forgery token.
      if (method !== 'get' && route.cookies && !schemes.has('csrf'))
        problems.push(`${name}: mutating without the csrf scheme`);
      if (!route.cookies && schemes.has('csrf'))
        problems.push(`${name}: reads no cookie but asks for an anti-forgery token`);
    }
    expect(problems).toEqual([]);
  });

  it('names list parameters instead of a free-form object', () => {
    const list = (document.paths['/api/admin/users'] as Record<string, { parameters?: Array<{ name: string }> }>).get;
    const names = (list?.parameters ?? []).map((p) => deref(p).name);
    // The list parameters every list spells the same way are written once.
    expect(list?.parameters).toEqual(expect.arrayContaining([{ $ref: '#/components/parameters/perPageQuery' }]));
    expect(names).toEqual(
      expect.arrayContaining(['sort', 'page', 'per_page', 'include', 'filter[search]', 'filter[role]']),
    );
  });

  it("documents each list filter's type and values from the list's contract", () => {
    type Parameter = { name: string; schema?: Record<string, unknown> };
    const params = (path: string) =>
      Object.fromEntries(
        ((document.paths[path] as Record<string, { parameters?: Parameter[] }>).get?.parameters ?? [])
          .map(deref)
          .map((p) => [p.name, p.schema]),
      );
    const users = params('/api/admin/users');
    expect(users['filter[role]']).toMatchObject({ type: 'string', enum: [...ROLES] });
    expect(users['filter[organization_id]']).toMatchObject({ type: 'string', format: 'uuid' });
    expect(params('/api/admin/releases')['filter[published]']).toMatchObject({ enum: ['true', 'false'] });
    const audit = params('/api/admin/audit-log');
    expect(Object.keys(audit)).toEqual(
      expect.arrayContaining(['filter[occurred_at][from]', 'filter[occurred_at][to]']),
    );
    expect(Object.keys(audit)).not.toContain('filter[occurred_at]');
  });
});

/**
 * Redocly's linter with its `recommended` rules, on the document as served. The CLI (2.x) is one
 * bundle without a library entry point, so it runs as a child process and reports as JSON.
 */
async function redoclyLint(doc: unknown) {
  const folder = await mkdtemp(path.join(tmpdir(), 'openapi-lint-'));
  try {
    const file = path.join(folder, 'openapi.json');
    await writeFile(file, JSON.stringify(doc));
    const cli = createRequire(import.meta.url)
      .resolve('@redocly/cli/package.json')
      .replace(/package\.json$/, 'bin/cli.js');
    const run = promisify(execFile);
    const output = await run(process.execPath, [cli, 'lint', file, '--extends=recommended', '--format=json'], {
      cwd: folder,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
      maxBuffer: 64 * 1024 * 1024,
      timeout: 120_000,
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' })); // exit code 1 when it finds errors
    return JSON.parse(output.stdout) as {
      totals: { errors: number; warnings: number };
      problems: Array<{ ruleId: string; severity: string; message: string; location: Array<{ pointer: string }> }>;
    };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

describe("the OpenAPI document by Redocly's recommended rules", () => {
  it('gives null a branch of its own where zod wrote a nullable without a type', () => {
    const union = {
      anyOf: [
        { type: 'string', minLength: 1 },
        { type: 'string', enum: [''] },
      ],
      nullable: true,
    };
    const ref = { description: 'A thing', $ref: '#/components/schemas/Thing', nullable: true };
    const typed = { type: 'string', nullable: true };
    typeEveryNullable({ properties: { union, ref, typed } });
    const nullBranch = { type: 'string', nullable: true, enum: [null] };
    expect(union).toEqual({ anyOf: [{ type: 'string', minLength: 1 }, { type: 'string', enum: [''] }, nullBranch] });
    expect(ref).toEqual({ description: 'A thing', anyOf: [{ $ref: '#/components/schemas/Thing' }, nullBranch] });
    expect(typed).toEqual({ type: 'string', nullable: true });
  });

  it('has no errors and no warnings (a nullable without its type, an example.com server)', async () => {
    const report = await redoclyLint(document);
    const problems = report.problems.map((p) => `${p.severity} ${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`);
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 180_000);
});
