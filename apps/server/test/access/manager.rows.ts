import type { Actor } from '../helpers/world.js';
import { type AccessRow, UNKNOWN_ID } from './rows.js';

/**
 * The manager section: the license managers of organization A and B get `a` and `b`; everyone else is
 * kept out by the section guard, and the super-admin (in the section, without an organization) gets
 * 409 `no_organization`. Rows about a member of A prove the scope: B's manager gets 403, never the data.
 */
const section = (a: number, b: number = a): Record<Actor, number> => ({
  anonymous: 401,
  trainee: 403,
  trainer: 403,
  managerA: a,
  managerB: b,
  adminPlain: 403,
  adminUsers: 403,
  superAdmin: 409,
});

// Calls that change nothing: invalid bodies (422), a member's own names and role sent back (200),
// the spare member deactivated (again: 200, nothing changes) or invited again (409, already activated
// or deactivated).
export const rows: AccessRow[] = [
  { method: 'GET', route: '/api/manager/organization', expect: section(200) },
  { method: 'PUT', route: '/api/manager/organization', body: {}, expect: section(422) },
  { method: 'GET', route: '/api/manager/members', expect: section(200) },
  { method: 'POST', route: '/api/manager/members', body: {}, expect: section(422) },
  {
    method: 'POST',
    route: '/api/manager/members',
    body: { email: 'matrix@a.test', first_name: 'M', last_name: 'X', role: 'trainee', organization_id: UNKNOWN_ID },
    expect: section(422),
  },
  {
    method: 'GET',
    route: '/api/manager/members/:userId',
    url: (w) => `/api/manager/members/${w.users.trainee.id}`,
    expect: section(200, 403),
  },
  {
    method: 'GET',
    route: '/api/manager/members/:userId',
    url: () => `/api/manager/members/${UNKNOWN_ID}`,
    expect: section(404),
  },
  {
    method: 'PUT',
    route: '/api/manager/members/:userId',
    url: (w) => `/api/manager/members/${w.memberA.id}`,
    body: { first_name: 'Spare', last_name: 'Member', role: 'trainee' },
    expect: section(200, 403),
  },
  {
    method: 'DELETE',
    route: '/api/manager/members/:userId',
    url: (w) => `/api/manager/members/${w.memberA.id}`,
    expect: section(200, 403),
  },
  {
    method: 'POST',
    route: '/api/manager/members/:userId/invitation',
    url: (w) => `/api/manager/members/${w.memberA.id}/invitation`,
    expect: section(409, 403),
  },
  { method: 'GET', route: '/api/manager/license-manager', expect: section(200) },
  { method: 'POST', route: '/api/manager/license-manager', body: {}, expect: section(422) },
  {
    method: 'POST',
    route: '/api/manager/license-manager',
    body: { user_id: UNKNOWN_ID },
    expect: section(422),
  },
];
