/// <reference types="vite/client" />
import { PERMISSIONS } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { adminDoor } from '../src/sections/admin/index.js';
import { managerDoor } from '../src/sections/manager/index.js';
import { traineeDoor } from '../src/sections/trainee/index.js';
import { trainerDoor } from '../src/sections/trainer/index.js';
import type { AccessRow } from './access/rows.js';
import { setupTestApp, type TestClient } from './helpers/app.js';
import {
  ACTORS,
  type Actor,
  ADMIN_ACTORS,
  ADMIN_PERMISSION,
  createAccessWorld,
  foreignTo,
  organizationOf,
} from './helpers/world.js';

const ctx = await setupTestApp();
const world = await createAccessWorld(ctx.db);

const clients = new Map<Actor, TestClient>();
for (const actor of ACTORS) {
  const client = ctx.client();
  if (actor !== 'anonymous') await client.login(world.users[actor].email);
  clients.set(actor, client);
}

/** The routes by what each says of its access (lib/route-access.ts). */
const routesWith = (access: string) =>
  new Set(
    ctx.app.registeredRoutes
      .filter((route) => route.access === access && route.method !== 'HEAD')
      .map(({ method, url }) => `${method} ${url}`),
  );
const PUBLIC_ROUTES = routesWith('public');
const BEARER_ROUTES = routesWith('bearer');

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

  it('knows the public and the device-token routes by what each route says (`config: { access }`)', () => {
    // The development outbox (`GET /api/dev/mails`, public to this machine) is not there with a mail server.
    expect([...PUBLIC_ROUTES].sort()).toEqual(
      [
        'GET /api/health',
        'GET /api/docs',
        'GET /api/docs/json',
        'GET /api/docs/redoc.js',
        'GET /api/csrf-token',
        'GET /api/auth/session',
        'POST /api/auth/login',
        'POST /api/auth/two-factor',
        'POST /api/auth/logout',
        'POST /api/auth/register',
        'GET /api/auth/tokens/:token',
        'POST /api/auth/activate',
        'POST /api/auth/activation/resend',
        'POST /api/auth/password-recover',
        'POST /api/auth/password-reset',
        'POST /api/auth/sso/start',
        'GET /api/auth/sso/callback',
        'POST /api/profile/email/confirm',
        'GET /api/files/:name',
        'POST /api/game/device/code',
        'POST /api/game/device/token',
        'GET /api/game/license-key',
        'GET /api/certificates/verify/:code',
      ].sort(),
    );
    expect([...BEARER_ROUTES]).toEqual(['POST /api/game/sessions']);
  });

  it("keeps everyone a section's door refuses out of each of its routes: 401 signed out, 403 signed in", async () => {
    const problems: string[] = [];
    for (const door of [adminDoor, managerDoor, traineeDoor, trainerDoor]) {
      const rows = matrix.filter((row) => row.route === door.prefix || row.route.startsWith(`${door.prefix}/`));
      expect(rows.length, door.name).toBeGreaterThan(0);
      for (const actor of ACTORS) {
        const client = clients.get(actor) as TestClient;
        const subject = actor === 'anonymous' ? null : (await client.get('/api/auth/authorized')).json().data;
        const refused = subject === null ? 401 : door.enters(subject) ? null : 403;
        if (refused === null) continue;
        for (const row of rows) {
          if (row.expect[actor] !== refused) problems.push(`${door.name}: ${row.method} ${row.route} as ${actor}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('refuses a session cookie on every device-token route', () => {
    for (const key of BEARER_ROUTES) {
      const row = matrix.find((r) => `${r.method} ${r.route}` === key);
      expect(row?.expect, key).toEqual(Object.fromEntries(ACTORS.map((actor) => [actor, 401])));
    }
  });

  it('casts one admin per permission, holding that one only, and an admin without any', async () => {
    expect(ADMIN_ACTORS.map((actor) => ADMIN_PERMISSION[actor]).filter(Boolean)).toEqual(
      expect.arrayContaining([...PERMISSIONS]),
    );
    for (const actor of ADMIN_ACTORS) {
      const res = await (clients.get(actor) as TestClient).get('/api/auth/authorized');
      const permission = ADMIN_PERMISSION[actor];
      expect(res.json().data.permissions, actor).toEqual(permission ? [permission] : []);
    }
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
        if (res.statusCode >= 200 && res.statusCode < 300) {
          // An organization's people never get the other organization's data, whatever the route.
          for (const foreign of foreignTo(world, actor)) expect(res.body).not.toContain(foreign);
          row.check?.(res.json(), world, actor);
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

  it('knows which organization each actor belongs to', () => {
    for (const actor of ACTORS) {
      const own = organizationOf(world, actor);
      const user = actor === 'anonymous' ? null : world.users[actor];
      expect(own?.id ?? null, actor).toBe(user?.organizationId ?? null);
    }
  });
});
