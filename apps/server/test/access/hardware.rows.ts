import { expect } from 'vitest';
import { type AccessWorld, organizationOf } from '../helpers/world.js';
import { type AccessRow, adminWith, manageOrganization, manageUser, statuses, UNKNOWN_ID } from './rows.js';

/**
 * Hardware items (docs/decisions/0012): an organization's items need 'manage organization', a user's
 * 'manage user'; one item by id lets in either permission and then checks the one its owner needs (the
 * other admin gets 403 before anything is read or written). The manager reads the own organization's
 * items only. Calls change nothing: invalid bodies, a status change not allowed, unknown ids.
 */
type Data<T> = { data: T };
const ids = (body: unknown) => (body as Data<Array<{ id: string }>>).data.map((item) => item.id);
const eitherAdmin = adminWith('manage organization', 'manage user');

export const rows: AccessRow[] = [
  {
    method: 'GET',
    route: '/api/admin/organizations/:id/hardware',
    url: (w) => `/api/admin/organizations/${w.orgA.id}/hardware`,
    expect: manageOrganization(200),
    check: (body, w) => expect(ids(body)).toEqual([w.hardware.itemA.id]),
  },
  {
    method: 'POST',
    route: '/api/admin/organizations/:id/hardware',
    url: (w) => `/api/admin/organizations/${w.orgA.id}/hardware`,
    body: {},
    expect: manageOrganization(422),
  },
  {
    method: 'GET',
    route: '/api/admin/users/:id/hardware',
    url: (w) => `/api/admin/users/${w.memberA.id}/hardware`,
    expect: manageUser(200),
    check: (body, w) => expect(ids(body)).toEqual([w.hardware.itemOfUser.id]),
  },
  {
    method: 'POST',
    route: '/api/admin/users/:id/hardware',
    url: (w) => `/api/admin/users/${w.memberA.id}/hardware`,
    body: {},
    expect: manageUser(422),
  },
  {
    method: 'GET',
    route: '/api/admin/hardware/:id',
    url: (w) => `/api/admin/hardware/${w.hardware.itemA.id}`,
    expect: manageOrganization(200),
  },
  {
    method: 'GET',
    route: '/api/admin/hardware/:id',
    url: (w) => `/api/admin/hardware/${w.hardware.itemOfUser.id}`,
    expect: manageUser(200),
  },
  {
    method: 'GET',
    route: '/api/admin/hardware/:id',
    url: () => `/api/admin/hardware/${UNKNOWN_ID}`,
    expect: eitherAdmin(404),
  },
  // An active item cannot go back to ordered: 422 for the admin the owner needs, 403 for the other one.
  {
    method: 'PUT',
    route: '/api/admin/hardware/:id',
    url: (w) => `/api/admin/hardware/${w.hardware.itemA.id}`,
    body: { status: 'ordered' },
    expect: manageOrganization(422),
  },
  {
    method: 'PUT',
    route: '/api/admin/hardware/:id',
    url: (w) => `/api/admin/hardware/${w.hardware.itemOfUser.id}`,
    body: { status: 'ordered' },
    expect: manageUser(422),
  },
  {
    method: 'DELETE',
    route: '/api/admin/hardware/:id',
    url: () => `/api/admin/hardware/${UNKNOWN_ID}`,
    expect: eitherAdmin(404),
  },
  {
    method: 'GET',
    route: '/api/manager/hardware',
    expect: statuses(403, { anonymous: 401, managerA: 200, managerB: 200, superAdmin: 409 }),
    check: (body, w: AccessWorld, actor) => {
      const own = organizationOf(w, actor)?.id === w.orgA.id ? w.hardware.itemA : w.hardware.itemB;
      expect(ids(body)).toEqual([own.id]);
    },
  },
];
