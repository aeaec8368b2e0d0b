/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { PUBLIC_ROUTES } from '../src/lib/public-routes.js';
import type { AccessRow } from './access/rows.js';
import { setupTestApp, type TestClient } from './helpers/app.js';
import { ACTORS, type Actor, createAccessWorld } from './helpers/world.js';

const ctx = await setupTestApp();
const world = await createAccessWorld(ctx.db);

const clients = new Map<Actor, TestClient>();
for (const actor of ACTORS) {
  const client = ctx.client();
  if (actor !== 'anonymous') await client.login(world.users[actor].email);
  clients.set(actor, client);
}

// Every module's rows: `test/access/<module>.rows.ts`.
const modules = import.meta.glob<{ rows: AccessRow[] }>('./access/*.rows.ts', { eager: true });
const matrix = Object.values(modules).flatMap((m) => m.rows);

describe('access matrix', () => {
  it('has a row for every protected route the app registers', () => {
    const covered = new Set(matrix.map((row) => `${row.method} ${row.route}`));
    const missing = ctx.app.registeredRoutes
      .filter(({ method, url }) => url.startsWith('/api') && method !== 'HEAD')
      .map(({ method, url }) => `${method} ${url}`)
      .filter((key) => !PUBLIC_ROUTES.has(key) && !covered.has(key));
    expect(missing).toEqual([]);
  });

  for (const row of matrix) {
    for (const actor of ACTORS) {
      const url = row.url?.(world) ?? row.route;
      it(`${row.method} ${url} as ${actor} → ${row.expect[actor]}`, async () => {
        const client = clients.get(actor) as TestClient;
        const res = await client.request(row.method, url, row.body);
        expect(res.statusCode).toBe(row.expect[actor]);
        if (res.statusCode === 403 && res.json().code === 'not_owner') {
          // A section's scope: the record is another organization's.
          expect(res.json().message).toBe('The resource must belong to the authenticated user.');
        } else if (res.statusCode === 403) {
          expect(res.json().message).toMatch(/^Access denied to .+\. Required permission level: .+$/);
        }
      });
    }
  }

  it('names the resource and the permission in the 403 message', async () => {
    const res = await (clients.get('adminPlain') as TestClient).get('/api/admin/users');
    expect(res.json()).toEqual({
      message: 'Access denied to users. Required permission level: manage user',
      code: 'forbidden',
    });
  });
});
