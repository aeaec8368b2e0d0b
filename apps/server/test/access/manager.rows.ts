import { expect } from 'vitest';
import { type AccessWorld, type Actor, organizationOf, peopleOf } from '../helpers/world.js';
import { type AccessRow, statuses, UNKNOWN_ID } from './rows.js';

/**
 * The manager section: the license managers of organization A and B get `a` and `b`; everyone else is
 * kept out by the section guard, and the super-admin (in the section, without an organization) gets
 * 409 `no_organization`. Rows about a member of one organization prove the scope: the other
 * organization's manager gets 403 `not_owner`, never the data. The matrix checks every 2xx answer to
 * a manager for the other organization's ids, names and addresses; `check` asserts the answer is the
 * caller's own organization's.
 */
const section = (a: number, b: number = a): Record<Actor, number> =>
  statuses(403, { anonymous: 401, managerA: a, managerB: b, superAdmin: 409 });

type Data<T> = { data: T };
const own = (world: AccessWorld, actor: Actor) => {
  const organization = organizationOf(world, actor);
  if (!organization) throw new Error(`${actor} has no organization`);
  return organization;
};

/** A member read answers the member asked for, who is in the caller's organization. */
const memberOf =
  (pick: (world: AccessWorld) => { id: string }) => (body: unknown, world: AccessWorld, actor: Actor) => {
    const { data } = body as Data<{ id: string }>;
    expect(data.id).toBe(pick(world).id);
    expect(peopleOf(world, own(world, actor).id).map((user) => user.id)).toContain(data.id);
  };

// Calls that change nothing: invalid bodies (422), a member's own names and role sent back (200),
// the spare member deactivated (again: 200, nothing changes) or invited again (409, already activated
// or deactivated).
export const rows: AccessRow[] = [
  {
    method: 'GET',
    route: '/api/manager/organization',
    expect: section(200),
    check: (body, world, actor) => expect((body as Data<{ id: string }>).data.id).toBe(own(world, actor).id),
  },
  { method: 'PUT', route: '/api/manager/organization', body: {}, expect: section(422) },
  {
    method: 'GET',
    route: '/api/manager/members',
    expect: section(200),
    check: (body, world, actor) => {
      const ids = (body as Data<Array<{ id: string }>>).data.map((member) => member.id);
      expect(ids).toContain(world.users[actor as 'managerA' | 'managerB'].id);
      expect(peopleOf(world, own(world, actor).id).map((user) => user.id)).toEqual(expect.arrayContaining(ids));
    },
  },
  { method: 'POST', route: '/api/manager/members', body: {}, expect: section(422) },
  // The bulk invite: a body without a file proves the caller got past the guard; the organization is the session's.
  { method: 'POST', route: '/api/manager/members/import/preview', body: {}, expect: section(422) },
  { method: 'POST', route: '/api/manager/members/import', body: {}, expect: section(422) },
  // An import of another organization (or none) is not there: 404 like an unknown id.
  {
    method: 'GET',
    route: '/api/manager/member-imports/:importId',
    url: () => `/api/manager/member-imports/${UNKNOWN_ID}`,
    expect: section(404),
  },
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
    check: memberOf((w) => w.users.trainee),
  },
  {
    method: 'GET',
    route: '/api/manager/members/:userId',
    url: (w) => `/api/manager/members/${w.memberB.id}`,
    expect: section(403, 200),
    check: memberOf((w) => w.memberB),
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
    check: memberOf((w) => w.memberA),
  },
  {
    method: 'PUT',
    route: '/api/manager/members/:userId',
    url: (w) => `/api/manager/members/${w.memberB.id}`,
    body: { first_name: 'Other', last_name: 'Member', role: 'trainee' },
    expect: section(403, 200),
    check: memberOf((w) => w.memberB),
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
  {
    method: 'GET',
    route: '/api/manager/license-manager',
    expect: section(200),
    check: (body, world, actor) =>
      expect((body as Data<{ id: string }>).data.id).toBe(world.users[actor as 'managerA' | 'managerB'].id),
  },
  { method: 'POST', route: '/api/manager/license-manager', body: {}, expect: section(422) },
  {
    method: 'POST',
    route: '/api/manager/license-manager',
    body: { user_id: UNKNOWN_ID },
    expect: section(422),
  },
];
