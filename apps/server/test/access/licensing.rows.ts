import { expect } from 'vitest';
import { type AccessWorld, type Actor, organizationOf } from '../helpers/world.js';
import {
  type AccessRow,
  manageBilling,
  manageOrganization,
  manageUser,
  signedIn,
  statuses,
  UNKNOWN_ID,
} from './rows.js';

/**
 * Licensing (docs/decisions/0009): billing and the writes of billable licenses ('manage billing'),
 * reading licenses and seats ('manage organization'), the manager section's licenses (scoped: the
 * other organization's license or member answers 403 `not_owner`, never data) and the user's own seats. Calls change nothing: invalid bodies,
 * unknown ids, a seat already held (409), a license with seats (409).
 */
const section = (a: number, b: number = a): Record<Actor, number> =>
  statuses(403, { anonymous: 401, managerA: a, managerB: b, superAdmin: 409 });

type Data<T> = { data: T };

const orgA = (w: AccessWorld) => w.orgA.id;

export const rows: AccessRow[] = [
  {
    method: 'GET',
    route: '/api/admin/organizations/:id/billing',
    url: (w) => `/api/admin/organizations/${orgA(w)}/billing`,
    expect: manageBilling(200),
    check: (body, w) => expect((body as Data<{ id: string }>).data.id).toBe(w.licensing.billingA),
  },
  {
    method: 'PUT',
    route: '/api/admin/organizations/:id/billing',
    url: (w) => `/api/admin/organizations/${orgA(w)}/billing`,
    body: {},
    expect: manageBilling(422),
  },
  ...(['cancel', 'reactivate', 'renew'] as const).map(
    (action): AccessRow => ({
      method: 'POST',
      route: `/api/admin/billings/:id/${action}`,
      url: () => `/api/admin/billings/${UNKNOWN_ID}/${action}`,
      expect: manageBilling(404),
    }),
  ),
  { method: 'GET', route: '/api/admin/billing', expect: manageBilling(200) },
  {
    method: 'GET',
    route: '/api/admin/organizations/:id/licenses',
    url: (w) => `/api/admin/organizations/${orgA(w)}/licenses`,
    expect: manageOrganization(200),
    check: (body, w) =>
      expect((body as Data<Array<{ id: string }>>).data.map((l) => l.id)).toEqual([w.licensing.licenseA.id]),
  },
  {
    method: 'POST',
    route: '/api/admin/organizations/:id/licenses',
    url: (w) => `/api/admin/organizations/${orgA(w)}/licenses`,
    body: {},
    expect: manageBilling(422),
  },
  {
    method: 'GET',
    route: '/api/admin/organizations/:id/licenses/:userId',
    url: (w) => `/api/admin/organizations/${orgA(w)}/licenses/${w.memberA.id}`,
    expect: manageOrganization(200),
    check: (body, w) =>
      expect((body as Data<Array<{ license_id: string }>>).data.map((s) => s.license_id)).toEqual([
        w.licensing.licenseA.id,
      ]),
  },
  {
    method: 'POST',
    route: '/api/admin/organizations/:id/licenses/:userId',
    url: (w) => `/api/admin/organizations/${orgA(w)}/licenses/${w.memberA.id}`,
    body: {},
    expect: manageOrganization(422),
  },
  {
    method: 'DELETE',
    route: '/api/admin/organizations/:id/licenses/:userId/:licenseId',
    url: (w) => `/api/admin/organizations/${orgA(w)}/licenses/${w.memberA.id}/${UNKNOWN_ID}`,
    expect: manageOrganization(404),
  },
  { method: 'GET', route: '/api/admin/licenses', expect: manageOrganization(200) },
  {
    method: 'GET',
    route: '/api/admin/licenses/:id',
    url: (w) => `/api/admin/licenses/${w.licensing.licenseA.id}`,
    expect: manageOrganization(200),
  },
  {
    method: 'PUT',
    route: '/api/admin/licenses/:id',
    url: (w) => `/api/admin/licenses/${w.licensing.licenseA.id}`,
    body: { amount: 0 },
    expect: manageBilling(422),
  },
  {
    method: 'DELETE',
    route: '/api/admin/licenses/:id',
    url: (w) => `/api/admin/licenses/${w.licensing.licenseA.id}`,
    expect: manageBilling(409),
  },
  // A user's personal billing ('manage billing') and licenses and seats ('manage user'; adding a license is
  // 'manage billing'); memberA holds a seat of A's.
  {
    method: 'GET',
    route: '/api/admin/users/:id/billing',
    url: (w) => `/api/admin/users/${w.memberA.id}/billing`,
    expect: manageBilling(200),
    check: (body, w) =>
      expect(body).toMatchObject({ data: null, organization_billing: { organization_id: w.orgA.id } }),
  },
  {
    method: 'PUT',
    route: '/api/admin/users/:id/billing',
    url: (w) => `/api/admin/users/${w.memberA.id}/billing`,
    body: {},
    expect: manageBilling(422),
  },
  {
    method: 'GET',
    route: '/api/admin/users/:id/licenses',
    url: (w) => `/api/admin/users/${w.memberA.id}/licenses`,
    expect: manageUser(200),
    check: (body, w) =>
      expect((body as Data<{ seats: Array<{ license_id: string }> }>).data.seats.map((s) => s.license_id)).toEqual([
        w.licensing.licenseA.id,
      ]),
  },
  {
    method: 'POST',
    route: '/api/admin/users/:id/licenses',
    url: (w) => `/api/admin/users/${w.memberA.id}/licenses`,
    body: {},
    expect: manageBilling(422),
  },
  {
    method: 'DELETE',
    route: '/api/admin/users/:id/seats/:licenseId',
    url: (w) => `/api/admin/users/${w.memberA.id}/seats/${UNKNOWN_ID}`,
    expect: manageUser(404),
  },
  { method: 'GET', route: '/api/trainee/licenses', expect: signedIn(200) },
  {
    method: 'GET',
    route: '/api/manager/software-licenses',
    expect: section(200),
    check: (body, w, actor) => {
      const own = organizationOf(w, actor)?.id === w.orgA.id ? w.licensing.licenseA : w.licensing.licenseB;
      expect((body as Data<Array<{ id: string }>>).data.map((l) => l.id)).toEqual([own.id]);
    },
  },
  // A's license: A's manager gets past the scope (memberA holds the seat already: 409), B's gets not_owner.
  {
    method: 'POST',
    route: '/api/manager/licenses/:licenseId/seats',
    url: (w) => `/api/manager/licenses/${w.licensing.licenseA.id}/seats`,
    body: { user_id: UNKNOWN_ID },
    expect: section(404, 403),
  },
  {
    method: 'POST',
    route: '/api/manager/licenses/:licenseId/seats',
    url: (w) => `/api/manager/licenses/${w.licensing.licenseA.id}/seats`,
    body: {},
    expect: section(422),
  },
  {
    method: 'DELETE',
    route: '/api/manager/licenses/:licenseId/seats/:userId',
    url: (w) => `/api/manager/licenses/${w.licensing.licenseA.id}/seats/${w.users.trainee.id}`,
    expect: section(404, 403),
  },
  {
    method: 'DELETE',
    route: '/api/manager/licenses/:licenseId/seats/:userId',
    url: (w) => `/api/manager/licenses/${w.licensing.licenseB.id}/seats/${w.users.trainee.id}`,
    expect: section(403, 403),
  },
  {
    method: 'DELETE',
    route: '/api/manager/licenses/:licenseId/seats/:userId',
    url: (w) => `/api/manager/licenses/${UNKNOWN_ID}/seats/${w.memberA.id}`,
    expect: section(404),
  },
  {
    method: 'GET',
    route: '/api/admin/organizations/:id/licenses.csv',
    url: (w) => `/api/admin/organizations/${orgA(w)}/licenses.csv`,
    expect: manageOrganization(200),
  },
  { method: 'GET', route: '/api/manager/software-licenses.csv', expect: section(200) },
  {
    method: 'GET',
    route: '/api/manager/members/:userId/seats',
    url: (w) => `/api/manager/members/${w.memberA.id}/seats`,
    expect: section(200, 403),
    check: (body, w) =>
      expect((body as Data<Array<{ license_id: string }>>).data.map((s) => s.license_id)).toEqual([
        w.licensing.licenseA.id,
      ]),
  },
  {
    method: 'GET',
    route: '/api/manager/seats',
    expect: section(200),
    check: (body, w, actor) => {
      const own = organizationOf(w, actor)?.id === w.orgA.id ? w.memberA : w.memberB;
      expect((body as Data<Array<{ user: { id: string } }>>).data.map((s) => s.user.id)).toEqual([own.id]);
    },
  },
  // No seat of the world is idle (each was attached after the test clock's now): nothing is detached.
  {
    method: 'POST',
    route: '/api/manager/seats/detach-idle',
    expect: section(200),
    check: (body) => expect((body as Data<{ detached: number }>).data.detached).toBe(0),
  },
  {
    method: 'GET',
    route: '/api/manager/billing',
    expect: section(200),
    check: (body, w, actor) => {
      const data = (body as Data<{ organization_id: string } | null>).data;
      if (organizationOf(w, actor)?.id === w.orgA.id) expect(data?.organization_id).toBe(w.orgA.id);
      else expect(data?.organization_id ?? w.orgB.id).toBe(w.orgB.id);
    },
  },
  { method: 'PUT', route: '/api/manager/billing', body: { billing_email: 'not an email' }, expect: section(422) },
];
