import { describe, expect, it } from 'vitest';
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

/**
 * Every protected endpoint, with the status each actor gets. Later issues add
 * their endpoints here, so that no route ships without its access rule tested.
 */
type Row = {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: () => string;
  body?: unknown;
  expect: Record<Actor, number>;
};
const signedIn = (status: number): Record<Actor, number> => ({
  anonymous: 401,
  trainee: status,
  trainer: status,
  managerA: status,
  managerB: status,
  adminPlain: status,
  adminUsers: status,
  superAdmin: status,
});
const manageUser = (status: number): Record<Actor, number> => ({
  anonymous: 401,
  trainee: 403,
  trainer: 403,
  managerA: 403,
  managerB: 403,
  adminPlain: 403,
  adminUsers: status,
  superAdmin: status,
});
// Bodies are deliberately invalid where the route changes data: a 422 proves the caller got past the guard.
const matrix: Row[] = [
  { method: 'GET', url: () => '/api/auth/authorized', expect: signedIn(200) },
  { method: 'GET', url: () => '/api/admin/users', expect: manageUser(200) },
  { method: 'GET', url: () => `/api/admin/users/${world.users.trainee.id}`, expect: manageUser(200) },
  { method: 'POST', url: () => '/api/admin/users', body: {}, expect: manageUser(422) },
  {
    method: 'POST',
    url: () => `/api/admin/users/${world.users.trainee.id}/change-password`,
    body: {},
    expect: manageUser(422),
  },
  { method: 'POST', url: () => `/api/admin/users/${world.users.trainer.id}/two-factor/reset`, expect: manageUser(200) },
  { method: 'PATCH', url: () => '/api/profile', body: {}, expect: signedIn(422) },
  { method: 'POST', url: () => '/api/profile/email', body: {}, expect: signedIn(422) },
  { method: 'POST', url: () => '/api/profile/two-factor/setup', body: {}, expect: signedIn(422) },
  { method: 'POST', url: () => '/api/profile/two-factor/confirm', body: {}, expect: signedIn(422) },
  { method: 'POST', url: () => '/api/profile/two-factor/disable', body: {}, expect: signedIn(422) },
  { method: 'POST', url: () => '/api/auth/change-password', body: {}, expect: signedIn(422) },
  // Each actor has one session here: listing it answers 200, ending "the others" ends none, and an unknown id is 404.
  { method: 'GET', url: () => '/api/profile/sessions', expect: signedIn(200) },
  { method: 'POST', url: () => '/api/profile/sessions/sign-out-others', expect: signedIn(200) },
  { method: 'DELETE', url: () => '/api/profile/sessions/7b0f7c4e-8a43-4bb0-9d55-1f7f0a3c2e11', expect: signedIn(404) },
];

describe('access matrix', () => {
  for (const row of matrix) {
    for (const actor of ACTORS) {
      it(`${row.method} ${row.url()} as ${actor} → ${row.expect[actor]}`, async () => {
        const client = clients.get(actor) as TestClient;
        const res = await client.request(row.method, row.url(), row.body);
        expect(res.statusCode).toBe(row.expect[actor]);
        if (res.statusCode === 403) {
          expect(res.json().message).toMatch(/^Access denied to .+\. Required permission level: .+$/);
        }
      });
    }
  }

  it('names the resource and the permission in the 403 message', async () => {
    const res = await (clients.get('adminPlain') as TestClient).get('/api/admin/users');
    expect(res.json()).toEqual({ message: 'Access denied to users. Required permission level: manage user' });
  });
});
