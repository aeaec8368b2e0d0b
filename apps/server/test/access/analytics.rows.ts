import { expect } from 'vitest';
import type { AccessWorld, Actor } from '../helpers/world.js';
import { type AccessRow, manageOrganization, statuses } from './rows.js';

/**
 * Training analytics (issue 18). A subject's reads answer the same shapes to four audiences: the trainee
 * section's own (`/api/trainee/...`: trainees and trainers), a trainer's team (`/api/trainee/team/...`:
 * trainers only), the manager's (`/api/manager/...`), an admin's with 'manage organization'
 * (`/api/admin/organizations/{id}/...`). Each member read is called twice: for a member of organization A
 * (A's people get the figures) and for one of B (A's people get 404, never the figures; the matrix also
 * checks no 2xx answer names B's people).
 */

type Data<T> = { data: T };
const SUBJECT_PAGES = [
  'overview',
  'training-activity',
  'skills/:skill',
  'skills/:skill/accuracy',
  'skills/:skill/gameplay',
];
const TEAM_PAGES = ['', '/hours-per-week', '/export'];
const path = (page: string) => page.replace(':skill', 'transferring');
const teamUrl = (page: string) => (page === '/export' ? `${page}?format=csv` : page);
const isJson = (page: string) => page !== '/export';

/** The subject of a 2xx answer is `pick`'s. */
const subjectIs =
  (pick: (world: AccessWorld, actor: Actor) => string) => (body: unknown, world: AccessWorld, actor: Actor) =>
    expect((body as Data<{ subject: { id: string } }>).data.subject.id).toBe(pick(world, actor));

const traineeSection = (status: number) => statuses(403, { anonymous: 401, trainee: status, trainer: status });
const trainerOnly = (status: number) => statuses(403, { anonymous: 401, trainer: status });
const managerSection = (a: number, b: number) =>
  statuses(403, { anonymous: 401, managerA: a, managerB: b, superAdmin: 409 });

const ownRows: AccessRow[] = SUBJECT_PAGES.map((page) => ({
  method: 'GET',
  route: `/api/trainee/${page}`,
  url: () => `/api/trainee/${path(page)}`,
  expect: traineeSection(200),
  check: subjectIs((world, actor) => world.users[actor as 'trainee' | 'trainer'].id),
}));

/** A member read under `base` (route and url), for A's member (`status`) and B's (`foreign`). */
function memberRows(
  route: string,
  url: (world: AccessWorld, memberId: string) => string,
  own: Record<Actor, number>,
  foreign: Record<Actor, number>,
): AccessRow[] {
  return SUBJECT_PAGES.flatMap((page): AccessRow[] => [
    {
      method: 'GET',
      route: `${route}/${page}`,
      url: (w) => `${url(w, w.memberA.id)}/${path(page)}`,
      expect: own,
      check: subjectIs((w) => w.memberA.id),
    },
    { method: 'GET', route: `${route}/${page}`, url: (w) => `${url(w, w.memberB.id)}/${path(page)}`, expect: foreign },
  ]);
}

const teamRows = (route: string, url: (w: AccessWorld) => string, expectation: Record<Actor, number>): AccessRow[] =>
  TEAM_PAGES.map((page) => ({
    method: 'GET',
    route: `${route}${page}`,
    url: (w) => `${url(w)}${teamUrl(page)}`,
    expect: expectation,
    ...(isJson(page) && page === ''
      ? {
          check: (body: unknown, world: AccessWorld, actor: Actor) => {
            const [own, other] = actor === 'managerB' ? [world.memberB, world.memberA] : [world.memberA, world.memberB];
            const ids = (body as Data<Array<{ id: string }>>).data.map((m) => m.id);
            expect(ids).toContain(own.id);
            expect(ids).not.toContain(other.id);
          },
        }
      : {}),
  }));

export const rows: AccessRow[] = [
  ...ownRows,
  // A trainer: their organization's team and members; a trainee of the section is refused (403).
  ...teamRows('/api/trainee/team', () => '/api/trainee/team', trainerOnly(200)),
  ...memberRows(
    '/api/trainee/team/members/:userId',
    (_w, id) => `/api/trainee/team/members/${id}`,
    trainerOnly(200),
    trainerOnly(404),
  ),
  // The manager: A's manager reads A's members; B's manager gets 404 for them.
  ...teamRows('/api/manager/team', () => '/api/manager/team', managerSection(200, 200)),
  ...memberRows(
    '/api/manager/members/:userId',
    (_w, id) => `/api/manager/members/${id}`,
    managerSection(200, 404),
    managerSection(404, 200),
  ),
  // An admin with 'manage organization': any organization's; a member asked for under another organization is 404.
  ...teamRows(
    '/api/admin/organizations/:id/team',
    (w) => `/api/admin/organizations/${w.orgA.id}/team`,
    manageOrganization(200),
  ),
  ...memberRows(
    '/api/admin/organizations/:id/members/:userId',
    (w, id) => `/api/admin/organizations/${w.orgA.id}/members/${id}`,
    manageOrganization(200),
    manageOrganization(404),
  ),
  {
    method: 'GET',
    route: '/api/admin/dashboard',
    expect: statuses(403, {
      anonymous: 401,
      adminPlain: 200,
      adminOrganizations: 200,
      adminUsers: 200,
      adminBilling: 200,
      adminProducts: 200,
      superAdmin: 200,
    }),
  },
];
