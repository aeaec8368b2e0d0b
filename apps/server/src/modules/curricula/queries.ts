import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  curricula,
  curriculumAssignments,
  curriculumCompletions,
  curriculumGroupMembers,
  curriculumGroups,
  curriculumVersions,
} from '../../db/schema/index.js';
import type { StoredModule } from './presenters.js';

/** The organization a manager's or trainer's call works on (the section's scope, from the session). */
export type OrganizationScope = { organizationId: string };

export type GroupRow = typeof curriculumGroups.$inferSelect;
export type CurriculumRow = typeof curricula.$inferSelect;
export type VersionRow = Omit<typeof curriculumVersions.$inferSelect, 'modules'> & { modules: StoredModule[] };
export type AssignmentRow = typeof curriculumAssignments.$inferSelect;

// ----- groups

export async function listGroupRows(db: Executor, scope: OrganizationScope) {
  return db
    .select()
    .from(curriculumGroups)
    .where(eq(curriculumGroups.organizationId, scope.organizationId))
    .orderBy(asc(curriculumGroups.name), asc(curriculumGroups.id));
}

export async function findGroupRow(db: Executor, scope: OrganizationScope, id: string, lock = false) {
  const query = db
    .select()
    .from(curriculumGroups)
    .where(and(eq(curriculumGroups.id, id), eq(curriculumGroups.organizationId, scope.organizationId)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The member ids of each group, by group. */
export async function memberIdsOf(db: Executor, groupIds: readonly string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>(groupIds.map((id) => [id, []]));
  if (groupIds.length === 0) return out;
  const rows = await db
    .select()
    .from(curriculumGroupMembers)
    .where(inArray(curriculumGroupMembers.groupId, [...groupIds]));
  for (const row of rows) out.get(row.groupId)?.push(row.userId);
  return out;
}

export async function insertGroup(tx: Executor, scope: OrganizationScope, name: string, at: Date) {
  const [row] = await tx
    .insert(curriculumGroups)
    .values({ organizationId: scope.organizationId, name, createdAt: at, updatedAt: at })
    .returning();
  return row as GroupRow;
}

export async function updateGroupRow(tx: Executor, id: string, name: string, at: Date) {
  const [row] = await tx
    .update(curriculumGroups)
    .set({ name, updatedAt: at })
    .where(eq(curriculumGroups.id, id))
    .returning();
  return row as GroupRow;
}

/** Replace the group's members by `userIds` (already checked to be the organization's). */
export async function replaceMembers(tx: Executor, groupId: string, userIds: readonly string[]) {
  await tx.delete(curriculumGroupMembers).where(eq(curriculumGroupMembers.groupId, groupId));
  if (userIds.length === 0) return;
  await tx
    .insert(curriculumGroupMembers)
    .values(userIds.map((userId) => ({ groupId, userId })))
    .onConflictDoNothing();
}

export async function deleteGroupRow(tx: Executor, id: string) {
  await tx.delete(curriculumGroups).where(eq(curriculumGroups.id, id));
}

/** Assignments per group or per curriculum (the lists' counts). */
export async function assignmentCounts(db: Executor, by: 'group' | 'curriculum', ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, number>();
  const column = by === 'group' ? curriculumAssignments.groupId : curriculumAssignments.curriculumId;
  const rows = await db
    .select({ id: column, n: count() })
    .from(curriculumAssignments)
    .where(inArray(column, [...ids]))
    .groupBy(column);
  return new Map(rows.map((row) => [row.id, row.n]));
}

// ----- curricula and versions

export async function listCurriculumRows(db: Executor, scope: OrganizationScope) {
  return db
    .select({ curriculum: curricula, version: curriculumVersions })
    .from(curricula)
    .innerJoin(
      curriculumVersions,
      and(eq(curriculumVersions.curriculumId, curricula.id), eq(curriculumVersions.version, curricula.currentVersion)),
    )
    .where(eq(curricula.organizationId, scope.organizationId))
    .orderBy(asc(curricula.name), asc(curricula.id));
}

/** The curriculum in scope with its current version; `lock` holds the curriculum row until the transaction ends. */
export async function findCurriculum(db: Executor, scope: OrganizationScope, id: string, lock = false) {
  const query = db
    .select()
    .from(curricula)
    .where(and(eq(curricula.id, id), eq(curricula.organizationId, scope.organizationId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return null;
  const [version] = await db
    .select()
    .from(curriculumVersions)
    .where(and(eq(curriculumVersions.curriculumId, id), eq(curriculumVersions.version, row.currentVersion)));
  return { curriculum: row, version: version as VersionRow };
}

export async function insertCurriculum(
  tx: Executor,
  scope: OrganizationScope,
  values: { name: string; description: string | null; modules: StoredModule[]; at: Date },
) {
  const [row] = await tx
    .insert(curricula)
    .values({
      organizationId: scope.organizationId,
      name: values.name,
      description: values.description,
      currentVersion: 1,
      createdAt: values.at,
      updatedAt: values.at,
    })
    .returning();
  const curriculum = row as CurriculumRow;
  const version = await insertVersion(tx, curriculum.id, 1, values.name, values.modules, values.at);
  return { curriculum, version };
}

export async function insertVersion(
  tx: Executor,
  curriculumId: string,
  version: number,
  name: string,
  modules: StoredModule[],
  at: Date,
) {
  const [row] = await tx
    .insert(curriculumVersions)
    .values({ curriculumId, version, name, modules, createdAt: at })
    .returning();
  return row as VersionRow;
}

export async function updateVersionRow(tx: Executor, id: string, name: string, modules: StoredModule[]) {
  const [row] = await tx
    .update(curriculumVersions)
    .set({ name, modules })
    .where(eq(curriculumVersions.id, id))
    .returning();
  return row as VersionRow;
}

export async function updateCurriculumRow(
  tx: Executor,
  id: string,
  values: { name: string; description: string | null; currentVersion: number; at: Date },
) {
  const [row] = await tx
    .update(curricula)
    .set({
      name: values.name,
      description: values.description,
      currentVersion: values.currentVersion,
      updatedAt: values.at,
    })
    .where(eq(curricula.id, id))
    .returning();
  return row as CurriculumRow;
}

/** Whether any group has this version assigned (then an edit makes the next version). */
export async function versionAssigned(db: Executor, versionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: curriculumAssignments.id })
    .from(curriculumAssignments)
    .where(eq(curriculumAssignments.versionId, versionId))
    .limit(1);
  return row !== undefined;
}

// ----- assignments

/** Insert an assignment; the unique index on (curriculum, group) refuses a second (null then). */
export async function insertAssignment(tx: Executor, values: typeof curriculumAssignments.$inferInsert) {
  const [row] = await tx.insert(curriculumAssignments).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

const assignmentColumns = {
  assignment: curriculumAssignments,
  curriculumName: curricula.name,
  version: curriculumVersions,
  groupName: curriculumGroups.name,
};

function assignmentQuery(db: Executor) {
  return db
    .select(assignmentColumns)
    .from(curriculumAssignments)
    .innerJoin(curricula, eq(curricula.id, curriculumAssignments.curriculumId))
    .innerJoin(curriculumVersions, eq(curriculumVersions.id, curriculumAssignments.versionId))
    .innerJoin(curriculumGroups, eq(curriculumGroups.id, curriculumAssignments.groupId));
}

export type AssignmentView = {
  assignment: AssignmentRow;
  curriculumName: string;
  version: VersionRow;
  groupName: string;
};

export async function listAssignmentRows(db: Executor, scope: OrganizationScope): Promise<AssignmentView[]> {
  return (await assignmentQuery(db)
    .where(eq(curriculumAssignments.organizationId, scope.organizationId))
    .orderBy(desc(curriculumAssignments.createdAt), asc(curriculumAssignments.id))) as AssignmentView[];
}

export async function findAssignment(db: Executor, scope: OrganizationScope, id: string) {
  const [row] = await assignmentQuery(db).where(
    and(eq(curriculumAssignments.id, id), eq(curriculumAssignments.organizationId, scope.organizationId)),
  );
  return (row as AssignmentView | undefined) ?? null;
}

/** The assignments of the groups `userId` is in, oldest due first. */
export async function assignmentsOfMember(db: Executor, userId: string): Promise<AssignmentView[]> {
  return (await assignmentQuery(db)
    .innerJoin(curriculumGroupMembers, eq(curriculumGroupMembers.groupId, curriculumAssignments.groupId))
    .where(eq(curriculumGroupMembers.userId, userId))
    .orderBy(asc(curriculumAssignments.dueOn), asc(curriculumAssignments.id))) as AssignmentView[];
}

/** The user's completions of `versionIds`: version id → day. */
export async function completionsOf(db: Executor, userIds: readonly string[], versionIds: readonly string[]) {
  if (userIds.length === 0 || versionIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select()
    .from(curriculumCompletions)
    .where(
      and(
        inArray(curriculumCompletions.userId, [...userIds]),
        inArray(curriculumCompletions.versionId, [...versionIds]),
      ),
    );
  return new Map(rows.map((row) => [`${row.userId}:${row.versionId}`, row.completedOn]));
}

/** Record a completion once (the primary key): true when this call wrote it. */
export async function insertCompletion(
  tx: Executor,
  values: { userId: string; versionId: string; completedOn: string; at: Date },
): Promise<boolean> {
  const rows = await tx
    .insert(curriculumCompletions)
    .values({
      userId: values.userId,
      versionId: values.versionId,
      completedOn: values.completedOn,
      recordedAt: values.at,
    })
    .onConflictDoNothing()
    .returning({ userId: curriculumCompletions.userId });
  return rows.length > 0;
}

/** Remove the user from every group of the organization they left (a move). */
export async function leaveGroupsOutside(tx: Executor, userId: string, organizationId: string | null) {
  await tx.execute(sql`
    delete from curriculum_group_members m using curriculum_groups g
    where m.group_id = g.id and m.user_id = ${userId}
      and (${organizationId}::uuid is null or g.organization_id <> ${organizationId}::uuid)`);
}

/** The curricula versions the user completed, by day. */
export async function completedCurriculaOf(db: Executor, userId: string) {
  return db
    .select({
      name: curriculumVersions.name,
      version: curriculumVersions.version,
      completedOn: curriculumCompletions.completedOn,
    })
    .from(curriculumCompletions)
    .innerJoin(curriculumVersions, eq(curriculumVersions.id, curriculumCompletions.versionId))
    .where(eq(curriculumCompletions.userId, userId))
    .orderBy(asc(curriculumCompletions.completedOn));
}
