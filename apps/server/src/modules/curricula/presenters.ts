import {
  type Assignment,
  type Curriculum,
  type CurriculumModule,
  type curriculumModuleBody,
  flsTaskOf,
  type Group,
  type GroupMember,
} from '@portal/contracts';
import type { z } from 'zod';

/** A module as a version stores it (jsonb): the contracts' module without its position (the array's order). */
export type StoredModule = Omit<CurriculumModule, 'position'>;

/** A checked module body as stored: its FLS task (or null) decided here, from the exercise. */
export function storedModuleOf(body: z.output<typeof curriculumModuleBody>): StoredModule {
  return {
    skill: body.skill,
    exercise: body.exercise,
    fls_task: flsTaskOf(body.skill, body.exercise),
    min_level: body.min_level,
    targets: body.targets,
    consecutive_passes: body.consecutive_passes,
    further_passes: body.further_passes,
  };
}

export const modulesOf = (stored: readonly StoredModule[]): CurriculumModule[] =>
  stored.map((module, index) => ({ ...module, position: index + 1 }));

export function presentCurriculum(
  row: { id: string; name: string; description: string | null; updatedAt: Date },
  version: { version: number; modules: StoredModule[] },
  assignments: number,
): Curriculum {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    version: version.version,
    modules: modulesOf(version.modules),
    assignments,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentMember(row: { id: string; firstName: string; lastName: string; email: string }): GroupMember {
  return { id: row.id, first_name: row.firstName, last_name: row.lastName, email: row.email };
}

export function presentGroup(
  row: { id: string; name: string; updatedAt: Date },
  members: GroupMember[],
  assignments: number,
): Group {
  return { id: row.id, name: row.name, members, assignments, updated_at: row.updatedAt.toISOString() };
}

export function presentAssignment(
  view: {
    assignment: { id: string; curriculumId: string; groupId: string; dueOn: string; createdAt: Date };
    curriculumName: string;
    version: { version: number };
    groupName: string;
  },
  members: number,
): Assignment {
  return {
    id: view.assignment.id,
    curriculum_id: view.assignment.curriculumId,
    curriculum_name: view.curriculumName,
    version: view.version.version,
    group_id: view.assignment.groupId,
    group_name: view.groupName,
    due_date: view.assignment.dueOn,
    members,
    created_at: view.assignment.createdAt.toISOString(),
  };
}
