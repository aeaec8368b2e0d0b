import type { CurriculumModuleBody } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { createAssignment, createCurriculum, createGroup, PEG_TRANSFER_MODULE } from './curriculum-factory.js';
import { dayAfter, daysBefore } from './demo-dates.js';

const ORGANIZATION = 'St. Elisabeth Teaching Hospital';

/**
 * St. Elisabeth's residents of 2027 on the FLS core curriculum (issue 27): the group, the curriculum (peg transfer,
 * pattern cutting and the intracorporeal knot on the published targets and rule) and its assignment, due in 60 days.
 * Lucas van Dijk stopped training a month ago: no pace, so he is behind the due date.
 */
export const DEMO_CURRICULUM = {
  group: 'PGY-1 2027',
  name: 'FLS core skills',
  dueInDays: 60,
  behind: 'lucas.vandijk@example.com',
  members: [
    'trainee@example.com',
    'emma.visser@example.com',
    'lucas.vandijk@example.com',
    'noah.smit@example.com',
    'julia.meijer@example.com',
    'daan.mulder@example.com',
    'sophie.deboer@example.com',
  ],
} as const;

const MODULES: CurriculumModuleBody[] = [
  PEG_TRANSFER_MODULE,
  {
    skill: 'cutting',
    exercise: 'Precision pattern cutting',
    min_level: 3,
    targets: null,
    consecutive_passes: 2,
    further_passes: 0,
  },
  {
    skill: 'suturing',
    exercise: 'Intracorporeal knot',
    min_level: 3,
    targets: null,
    consecutive_passes: 2,
    further_passes: 10,
  },
];

/** Idempotent: an organization that has the group already keeps what it has. */
export async function seedDemoCurricula(tx: Executor, now: Date) {
  const people = await tx.execute<{ id: string; email: string; organization_id: string }>(sql`
    select u.id, lower(u.email) as email, u.organization_id from users u
    join organizations o on o.id = u.organization_id
    where o.name = ${ORGANIZATION} and lower(u.email) = any(${sql.param([...DEMO_CURRICULUM.members])}::text[])`);
  const organizationId = people.rows[0]?.organization_id;
  if (!organizationId) return;
  const existing = await tx.execute(sql`
    select 1 from curriculum_groups where organization_id = ${organizationId} and name = ${DEMO_CURRICULUM.group}`);
  if (existing.rows.length > 0) return;
  const at = daysBefore(now, 14);
  const group = await createGroup(tx, {
    organizationId,
    name: DEMO_CURRICULUM.group,
    memberIds: people.rows.map((row) => row.id),
    at,
  });
  const { curriculum, version } = await createCurriculum(tx, {
    organizationId,
    name: DEMO_CURRICULUM.name,
    modules: MODULES,
    at,
  });
  await createAssignment(tx, {
    organizationId,
    curriculumId: curriculum.id,
    versionId: version.id,
    groupId: group.id,
    dueOn: dayAfter(now, DEMO_CURRICULUM.dueInDays),
    at,
  });
}
