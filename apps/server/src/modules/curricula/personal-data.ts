import { eq, sql } from 'drizzle-orm';
import { curriculumAssignments, curriculumCompletions, curriculumGroupMembers } from '../../db/schema/index.js';
import type { PersonalData } from '../users/index.js';
import { leaveGroupsOutside } from './queries.js';

/** A member's groups and completed curricula; who assigned a curriculum. A move leaves the old organization's groups. */
export const curriculaPersonalData: PersonalData = {
  module: 'curricula',
  columns: ['curriculum_group_members.user_id', 'curriculum_completions.user_id', 'curriculum_assignments.created_by'],
  async moved(_ctx, tx, move) {
    await leaveGroupsOutside(tx, move.userId, move.to);
  },
  async export(db, userId) {
    const groups = await db.execute<{ name: string }>(sql`
      select g.name from curriculum_group_members m join curriculum_groups g on g.id = m.group_id
      where m.user_id = ${userId} order by g.name`);
    const completions = await db.execute<{ name: string; version: number; completed_on: string }>(sql`
      select v.name, v.version, c.completed_on::text as completed_on from curriculum_completions c
      join curriculum_versions v on v.id = c.version_id where c.user_id = ${userId} order by c.completed_on`);
    return { curriculum_groups: groups.rows.map((row) => row.name), curricula_completed: completions.rows };
  },
  async erase(_ctx, tx, { userId }) {
    await tx.delete(curriculumGroupMembers).where(eq(curriculumGroupMembers.userId, userId));
    await tx.delete(curriculumCompletions).where(eq(curriculumCompletions.userId, userId));
    await tx.update(curriculumAssignments).set({ createdBy: null }).where(eq(curriculumAssignments.createdBy, userId));
  },
};
