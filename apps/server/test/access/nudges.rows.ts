import { expect } from 'vitest';
import type { AccessWorld, Actor } from '../helpers/world.js';
import { type AccessRow, statuses } from './rows.js';

/**
 * Practice nudges (issue 27): the trainee section's own weekly goal (trainees and trainers), the manager's
 * inactivity reminder and inactive members of the own organization (another organization's manager reads and sets
 * only theirs: the scope comes from the session). Writes send invalid bodies (422), so nothing changes.
 */
type Data<T> = { data: T };
const traineeSection = (status: number) => statuses(403, { anonymous: 401, trainee: status, trainer: status });
const managerSection = (status: number) =>
  statuses(403, { anonymous: 401, managerA: status, managerB: status, superAdmin: 409 });

export const rows: AccessRow[] = [
  {
    method: 'GET',
    route: '/api/trainee/weekly-goal',
    expect: traineeSection(200),
    check: (body) => expect((body as Data<{ goal_minutes: number | null }>).data.goal_minutes).toBeNull(),
  },
  { method: 'PUT', route: '/api/trainee/weekly-goal', body: { goal_minutes: 5 }, expect: traineeSection(422) },
  {
    method: 'GET',
    route: '/api/manager/practice-reminders',
    expect: managerSection(200),
    check: (body) => expect((body as Data<{ inactivity_days: number | null }>).data.inactivity_days).toBeNull(),
  },
  {
    method: 'PUT',
    route: '/api/manager/practice-reminders',
    body: { inactivity_days: 61 },
    expect: managerSection(422),
  },
  {
    method: 'GET',
    route: '/api/manager/inactive-members',
    expect: managerSection(200),
    check: (body, w: AccessWorld, actor: Actor) => {
      const other = actor === 'managerB' ? w.memberA : w.memberB;
      const ids = (body as Data<{ members: Array<{ id: string }> }>).data.members.map((m) => m.id);
      expect(ids).not.toContain(other.id);
    },
  },
];
