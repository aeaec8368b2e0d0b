import { type CurriculumModuleBody, curriculumModuleBody, flsTaskOf } from '@portal/contracts';
import type { Executor } from '../client.js';
import {
  curricula,
  curriculumAssignments,
  curriculumGroupMembers,
  curriculumGroups,
  curriculumVersions,
} from '../schema/curricula.js';

/** Peg transfer on the published targets and rule at level 3, the usual first module (tests and the demo world). */
export const PEG_TRANSFER_MODULE: CurriculumModuleBody = {
  skill: 'transferring',
  exercise: 'Peg transfer',
  min_level: 3,
  targets: null,
  consecutive_passes: 2,
  further_passes: 10,
};

/** A group of `memberIds` in the organization (names as given, default "Test group"). */
export async function createGroup(
  db: Executor,
  values: { organizationId: string; name?: string; memberIds?: string[]; at?: Date },
) {
  const at = values.at ?? new Date();
  const [group] = await db
    .insert(curriculumGroups)
    .values({ organizationId: values.organizationId, name: values.name ?? 'Test group', createdAt: at, updatedAt: at })
    .returning();
  if (!group) throw new Error('group insert returned nothing');
  if (values.memberIds?.length) {
    await db.insert(curriculumGroupMembers).values(values.memberIds.map((userId) => ({ groupId: group.id, userId })));
  }
  return group;
}

/** A curriculum in version 1 of `modules` (checked by the contract; default one peg-transfer module). */
export async function createCurriculum(
  db: Executor,
  values: { organizationId: string; name?: string; modules?: CurriculumModuleBody[]; at?: Date },
) {
  const at = values.at ?? new Date();
  const name = values.name ?? 'Test curriculum';
  const modules = (values.modules ?? [PEG_TRANSFER_MODULE]).map((body) => {
    const m = curriculumModuleBody.parse(body);
    return { ...m, fls_task: flsTaskOf(m.skill, m.exercise) };
  });
  const [curriculum] = await db
    .insert(curricula)
    .values({ organizationId: values.organizationId, name, currentVersion: 1, createdAt: at, updatedAt: at })
    .returning();
  if (!curriculum) throw new Error('curriculum insert returned nothing');
  const [version] = await db
    .insert(curriculumVersions)
    .values({ curriculumId: curriculum.id, version: 1, name, modules, createdAt: at })
    .returning();
  if (!version) throw new Error('version insert returned nothing');
  return { curriculum, version };
}

/** The curriculum's version assigned to the group, due on `dueOn`. */
export async function createAssignment(
  db: Executor,
  values: {
    organizationId: string;
    curriculumId: string;
    versionId: string;
    groupId: string;
    dueOn: string;
    at?: Date;
  },
) {
  const [row] = await db
    .insert(curriculumAssignments)
    .values({ ...values, createdAt: values.at ?? new Date() })
    .returning();
  if (!row) throw new Error('assignment insert returned nothing');
  return row;
}
