import { expect } from 'vitest';
import type { AccessWorld, Actor } from '../helpers/world.js';
import { type AccessRow, statuses } from './rows.js';

/**
 * Groups and curricula (issue 27): the same routes for the manager (`/api/manager/…`) and for a trainer
 * (`/api/trainee/team/…`, trainers only: a trainee cannot manage), each on the own organization. Calls name A's group,
 * curriculum and assignment: A's manager and trainer reach them, B's manager gets 404 (never the data). Writes send
 * invalid bodies (422), or meet a rule (409: A's group has A's curriculum), so nothing changes; the group's PUT keeps
 * its name and member.
 */
type Data<T> = { data: T };
const managerSection = (a: number, b: number) =>
  statuses(403, { anonymous: 401, managerA: a, managerB: b, superAdmin: 409 });
const trainerOnly = (status: number) => statuses(403, { anonymous: 401, trainer: status });
const traineeSection = (status: number) => statuses(403, { anonymous: 401, trainee: status, trainer: status });

const own = (w: AccessWorld, actor: Actor) => (actor === 'managerB' ? w.curricula.b : w.curricula.a);

function rowsFor(base: string, access: (a: number, b: number) => Record<Actor, number>): AccessRow[] {
  return [
    {
      method: 'GET',
      route: `${base}/groups`,
      expect: access(200, 200),
      check: (body, w, actor) =>
        expect((body as Data<Array<{ id: string }>>).data.map((g) => g.id)).toEqual([own(w, actor).group.id]),
    },
    { method: 'POST', route: `${base}/groups`, body: { name: '', member_ids: [] }, expect: access(422, 422) },
    {
      method: 'GET',
      route: `${base}/groups/candidates`,
      expect: access(200, 200),
      check: (body, w, actor) => {
        const ids = (body as Data<Array<{ id: string }>>).data.map((m) => m.id);
        expect(ids).toContain(actor === 'managerB' ? w.memberB.id : w.memberA.id);
        expect(ids).not.toContain(actor === 'managerB' ? w.memberA.id : w.memberB.id);
      },
    },
    {
      method: 'GET',
      route: `${base}/groups/:id`,
      url: (w) => `${base}/groups/${w.curricula.a.group.id}`,
      expect: access(200, 404),
    },
    {
      method: 'PUT',
      route: `${base}/groups/:id`,
      url: (w) => `${base}/groups/${w.curricula.a.group.id}`,
      body: { name: '', member_ids: [] },
      expect: access(422, 422),
    },
    {
      method: 'DELETE',
      route: `${base}/groups/:id`,
      url: (w) => `${base}/groups/${w.curricula.a.group.id}`,
      expect: access(409, 404),
    },
    {
      method: 'GET',
      route: `${base}/curricula`,
      expect: access(200, 200),
      check: (body, w, actor) =>
        expect((body as Data<Array<{ id: string }>>).data.map((c) => c.id)).toEqual([own(w, actor).curriculum.id]),
    },
    { method: 'POST', route: `${base}/curricula`, body: { name: 'X', modules: [] }, expect: access(422, 422) },
    {
      method: 'GET',
      route: `${base}/curricula/:id`,
      url: (w) => `${base}/curricula/${w.curricula.a.curriculum.id}`,
      expect: access(200, 404),
    },
    {
      method: 'PUT',
      route: `${base}/curricula/:id`,
      url: (w) => `${base}/curricula/${w.curricula.a.curriculum.id}`,
      body: { name: 'X', modules: [] },
      expect: access(422, 422),
    },
    {
      method: 'POST',
      route: `${base}/curricula/:id/assignments`,
      url: (w) => `${base}/curricula/${w.curricula.a.curriculum.id}/assignments`,
      body: { group_id: '7b0f7c4e-8a43-4bb0-9d55-1f7f0a3c2e11', due_date: '2030-01-01' },
      // A's actors: the group is not the organization's (422); B's manager: the curriculum is not theirs (404).
      expect: access(422, 404),
    },
    {
      method: 'GET',
      route: `${base}/assignments`,
      expect: access(200, 200),
      check: (body, w, actor) =>
        expect((body as Data<Array<{ id: string }>>).data.map((a) => a.id)).toEqual([own(w, actor).assignment.id]),
    },
    {
      method: 'GET',
      route: `${base}/assignments/:id/progress`,
      url: (w) => `${base}/assignments/${w.curricula.a.assignment.id}/progress`,
      expect: access(200, 404),
      check: (body, w) =>
        expect((body as Data<{ trainees: Array<{ user_id: string }> }>).data.trainees.map((t) => t.user_id)).toEqual([
          w.memberA.id,
        ]),
    },
    {
      method: 'GET',
      route: `${base}/assignments/:id/progress/export`,
      url: (w) => `${base}/assignments/${w.curricula.a.assignment.id}/progress/export?format=csv`,
      expect: access(200, 404),
    },
  ];
}

export const rows: AccessRow[] = [
  ...rowsFor('/api/manager', managerSection),
  ...rowsFor('/api/trainee/team', (a) => trainerOnly(a)),
  {
    method: 'GET',
    route: '/api/trainee/curricula',
    expect: traineeSection(200),
    check: (body) => expect((body as Data<unknown[]>).data).toEqual([]),
  },
  // The portfolio (modules/portfolio): the own record only, as a PDF.
  { method: 'GET', route: '/api/trainee/portfolio', expect: traineeSection(200) },
];
