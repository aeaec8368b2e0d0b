import { expect } from 'vitest';
import type { AccessWorld, Actor } from '../helpers/world.js';
import { type AccessRow, manageOrganization, statuses, UNKNOWN_ID } from './rows.js';

/**
 * Benchmarks per organization (issue 27): the same routes for a manager (`/api/manager/benchmarks`) and a trainer
 * (`/api/trainee/team/benchmarks`), each scoped to the caller's organization (another organization's version is a
 * 404), and the admin's portal default ('manage organization'). Writes are refused (422, 404 or 409) or change
 * nothing (deactivating a draft), so nothing changes: the cast's drafts have no targets.
 */
type Data<T> = { data: T };
const managerSection = (a: number, b: number) =>
  statuses(403, { anonymous: 401, managerA: a, managerB: b, superAdmin: 409 });
const trainerOnly = (status: number) => statuses(403, { anonymous: 401, trainer: status });
const someone = ['0b5c5a3e-1f0e-4b55-9a53-2d1f1b0c9e01', '0b5c5a3e-1f0e-4b55-9a53-2d1f1b0c9e02', UNKNOWN_ID];

/** The versions listed are the caller's organization's own draft. */
const ownVersions = (body: unknown, w: AccessWorld, actor: Actor) => {
  const own = actor === 'managerB' ? w.benchmarks.b : w.benchmarks.a;
  expect((body as Data<{ versions: Array<{ id: string }> }>).data.versions.map((v) => v.id)).toEqual([own.id]);
};

function audienceRows(
  base: string,
  a: (s: number) => Record<Actor, number>,
  own: (s: number, b: number) => Record<Actor, number>,
): AccessRow[] {
  return [
    { method: 'GET', route: `${base}`, expect: a(200), check: ownVersions },
    {
      method: 'POST',
      route: `${base}`,
      body: { targets: [{ task: 'peg_transfer', level: 3, accuracy: 101, speed: 80, gameplay: 80 }] },
      expect: a(422),
    },
    { method: 'GET', route: `${base}/experts`, expect: a(200) },
    {
      method: 'GET',
      route: `${base}/:id`,
      url: (w) => `${base}/${w.benchmarks.a.id}`,
      expect: own(200, 404),
      check: (body, w) => expect((body as Data<{ id: string }>).data.id).toBe(w.benchmarks.a.id),
    },
    {
      method: 'POST',
      route: `${base}/:id/from-experts`,
      url: (w) => `${base}/${w.benchmarks.a.id}/from-experts`,
      // Not members of A (422 for A's people), and B's manager never finds A's version (404).
      body: { user_ids: someone, attempts: 5 },
      expect: own(422, 404),
    },
    {
      method: 'POST',
      route: `${base}/:id/activate`,
      url: (w) => `${base}/${w.benchmarks.a.id}/activate`,
      // A draft without targets: 409 for A's people, 404 for B's manager.
      expect: own(409, 404),
    },
    {
      method: 'POST',
      route: `${base}/:id/deactivate`,
      url: (w) => `${base}/${w.benchmarks.a.id}/deactivate`,
      // A draft is not active: answered as it is for A's people (nothing changes), 404 for B's manager.
      expect: own(200, 404),
      check: (body, w) =>
        expect((body as Data<{ id: string; status: string }>).data).toMatchObject({
          id: w.benchmarks.a.id,
          status: 'draft',
        }),
    },
  ];
}

export const rows: AccessRow[] = [
  ...audienceRows(
    '/api/manager/benchmarks',
    (s) => managerSection(s, s),
    (s, b) => managerSection(s, b),
  ),
  ...audienceRows(
    '/api/trainee/team/benchmarks',
    (s) => trainerOnly(s),
    (s) => trainerOnly(s),
  ),
  { method: 'GET', route: '/api/admin/benchmarks', expect: manageOrganization(200) },
  {
    method: 'PUT',
    route: '/api/admin/benchmarks/default',
    body: { benchmark_id: UNKNOWN_ID },
    expect: manageOrganization(404),
  },
];
