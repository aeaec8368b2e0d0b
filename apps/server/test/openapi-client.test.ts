import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { createUser, DEFAULT_TEST_PASSWORD } from '../src/db/seed/factories.js';
import { setupTestApp } from './helpers/app.js';

/*
 * What a game team or a hospital's IT does with the API: generate TypeScript types from the served
 * OpenAPI document (openapi-typescript), write a small client against them, typecheck it, and sign in
 * and read a list with it over HTTP.
 */
const ctx = await setupTestApp();
const admin = await createUser(ctx.db, { email: 'generated-client@example.test', roles: ['super-admin'] });
const baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
const folder = await mkdtemp(path.join(tmpdir(), 'openapi-client-'));
afterAll(() => rm(folder, { recursive: true, force: true }));

/** The client a team would write: only the generated types name paths, bodies and answers. */
const CLIENT = `import type { paths } from './api.js';

type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type LoginBody = NonNullable<paths['/api/auth/login']['post']['requestBody']>['content']['application/json'];
type Users = Json<paths['/api/admin/users']['get']['responses'][200]>;
type CsrfToken = Json<paths['/api/csrf-token']['get']['responses'][200]>;
type Query = NonNullable<paths['/api/admin/users']['get']['parameters']['query']>;

export async function listUsers(base: string, login: LoginBody, query: Query): Promise<Users> {
  let cookies = '';
  const keep = (res: Response) => {
    const set = res.headers.getSetCookie().map((c) => c.split(';')[0]);
    if (set.length) cookies = [...cookies.split('; ').filter(Boolean), ...set].join('; ');
  };
  const csrf = await fetch(base + '/api/csrf-token');
  keep(csrf);
  const { token }: CsrfToken = await csrf.json();
  const signIn = await fetch(base + '/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie: cookies },
    body: JSON.stringify(login),
  });
  keep(signIn);
  if (!signIn.ok) throw new Error('sign-in refused: ' + signIn.status);
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await fetch(base + '/api/admin/users?' + params, { headers: { cookie: cookies } });
  if (!res.ok) throw new Error('list refused: ' + res.status);
  const users: Users = await res.json();
  // Typed by the document: a wrong field name here would not compile.
  return { data: users.data.map((u) => ({ ...u, email: u.email.toLowerCase() })), meta: users.meta };
}
`;

describe('a client generated from the OpenAPI document', () => {
  it('typechecks against the generated types, signs in and reads a list', async () => {
    const document = (await fetch(`${baseUrl}/api/docs/json`).then((r) => r.json())) as OpenAPI3;
    const types = astToString(await openapiTS(document));
    await writeFile(path.join(folder, 'api.ts'), types);
    await writeFile(path.join(folder, 'client.ts'), CLIENT);

    const program = ts.createProgram([path.join(folder, 'client.ts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
      types: [],
      skipLibCheck: true,
    });
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(diagnostics).toEqual([]);

    // The same client, run: the types are erased, nothing else changes.
    const js = ts.transpileModule(CLIENT, {
      compilerOptions: { module: ts.ModuleKind.ES2022, target: ts.ScriptTarget.ES2022 },
    }).outputText;
    const file = path.join(folder, 'client.mjs');
    await writeFile(file, js);
    const client = (await import(pathToFileURL(file).href)) as {
      listUsers(
        base: string,
        login: { email: string; password: string },
        query: Record<string, string | number>,
      ): Promise<{ data: Array<{ id: string; email: string }>; meta: { total: number; page: number } }>;
    };
    const users = await client.listUsers(
      baseUrl,
      { email: admin.email, password: DEFAULT_TEST_PASSWORD },
      { 'filter[search]': 'generated-client', per_page: 10 },
    );
    expect(users.data.map((u) => u.email)).toEqual(['generated-client@example.test']);
    expect(users.meta).toMatchObject({ total: 1, page: 1 });
  }, 60_000);

  it('is refused a wrong field by the typechecker', async () => {
    // The check above can fail: the same client reading a field the document does not have does not compile.
    await writeFile(path.join(folder, 'wrong.ts'), CLIENT.replace('u.email.toLowerCase()', 'u.e_mail.toLowerCase()'));
    const program = ts.createProgram([path.join(folder, 'wrong.ts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
      types: [],
      skipLibCheck: true,
    });
    const messages = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, ''));
    expect(messages.join('\n')).toMatch(/e_mail/);
  }, 60_000);
});
