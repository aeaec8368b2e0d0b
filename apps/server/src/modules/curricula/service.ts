import type { AssignmentBody, Curriculum, CurriculumBody, curriculumBody, Group, GroupBody } from '@portal/contracts';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError, notFound, validation } from '../../lib/app-error.js';
import { todayOf } from '../../lib/calendar-day.js';
import { diffChanges } from '../../lib/changes.js';
import type { ChangedBy } from '../../lib/client-info.js';
import { uniqueViolationOf } from '../../lib/unique-violation.js';
import type { ServiceContext } from '../../service-context.js';
import { type AuditAction, recordAudit } from '../audit/index.js';
import { membersIn } from '../users/index.js';
import { CURRICULUM_PROGRESS_JOB } from './job-name.js';
import { presentCurriculum, presentGroup, presentMember, storedModuleOf } from './presenters.js';
import {
  assignmentCounts,
  deleteGroupRow,
  findCurriculum,
  findGroupRow,
  insertAssignment,
  insertCurriculum,
  insertGroup,
  insertVersion,
  listCurriculumRows,
  listGroupRows,
  memberIdsOf,
  type OrganizationScope,
  replaceMembers,
  updateCurriculumRow,
  updateGroupRow,
  updateVersionRow,
  versionAssigned,
} from './queries.js';

/** Queue the progress job of each user (after a commit that may have changed what they must do). */
export function queueProgress(ctx: ServiceContext, userIds: readonly string[]) {
  for (const userId of new Set(userIds)) {
    void ctx.jobs
      .enqueue(CURRICULUM_PROGRESS_JOB, { userId }, undefined, { singletonKey: userId })
      .catch((error: unknown) => ctx.log.error({ err: error, userId }, 'curriculum progress job not queued'));
  }
}

/** Turn a unique violation of a name into the field's 422; anything else goes on. */
async function namesUnique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const constraint = uniqueViolationOf(error);
    if (constraint === 'curriculum_groups_name_key') throw validation({ name: ['validation.group_name_taken'] });
    if (constraint === 'curricula_name_key') throw validation({ name: ['validation.curriculum_name_taken'] });
    throw error;
  }
}

/** The audit row of a change to the organization's groups, curricula or assignments, in the change's transaction. */
function audit(
  tx: Executor,
  by: ChangedBy,
  scope: OrganizationScope,
  action: AuditAction,
  details: Record<string, unknown>,
  at: Date,
) {
  return recordAudit(tx, {
    action,
    actorId: by.actor.id,
    ip: by.client.ip,
    userAgent: by.client.userAgent,
    details: { organization_id: scope.organizationId, ...details },
    at,
  });
}

// ----- groups

async function groupsPresented(
  ctx: ServiceContext,
  scope: OrganizationScope,
  rows: Array<{ id: string; name: string; updatedAt: Date }>,
) {
  const ids = rows.map((row) => row.id);
  const [memberIds, counts] = await Promise.all([memberIdsOf(ctx.db, ids), assignmentCounts(ctx.db, 'group', ids)]);
  const people = await membersIn(ctx.db, scope, [...new Set([...memberIds.values()].flat())]);
  return rows.map((row) => {
    const mine = new Set(memberIds.get(row.id));
    return presentGroup(row, people.filter((p) => mine.has(p.id)).map(presentMember), counts.get(row.id) ?? 0);
  });
}

export async function listGroups(ctx: ServiceContext, scope: OrganizationScope): Promise<Group[]> {
  return groupsPresented(ctx, scope, await listGroupRows(ctx.db, scope));
}

export async function groupCandidates(ctx: ServiceContext, scope: OrganizationScope) {
  return (await membersIn(ctx.db, scope, 'all')).map(presentMember);
}

export async function getGroup(ctx: ServiceContext, scope: OrganizationScope, id: string): Promise<Group> {
  const row = await findGroupRow(ctx.db, scope, id);
  if (!row) throw notFound();
  return (await groupsPresented(ctx, scope, [row]))[0] as Group;
}

/** The members to put in a group: every id an active (or invited) member of the organization, else 422. */
async function checkedMembers(ctx: ServiceContext, scope: OrganizationScope, ids: readonly string[]) {
  const wanted = [...new Set(ids)];
  const found = await membersIn(ctx.db, scope, wanted);
  if (found.length !== wanted.length) throw validation({ member_ids: ['validation.group_members'] });
  return wanted;
}

export async function createGroup(
  ctx: ServiceContext,
  by: ChangedBy,
  scope: OrganizationScope,
  body: GroupBody,
): Promise<Group> {
  const members = await checkedMembers(ctx, scope, body.member_ids);
  const row = await namesUnique(() =>
    inTransaction(ctx.pool, async (tx) => {
      const at = ctx.clock.now();
      const group = await insertGroup(tx, scope, body.name.trim(), at);
      await replaceMembers(tx, group.id, members);
      const changes = diffChanges(null, { name: group.name, member_ids: [...members].sort() });
      await audit(tx, by, scope, 'group.created', { id: group.id, changes }, at);
      return group;
    }),
  );
  return getGroup(ctx, scope, row.id);
}

export async function updateGroup(
  ctx: ServiceContext,
  by: ChangedBy,
  scope: OrganizationScope,
  id: string,
  body: GroupBody,
): Promise<Group> {
  if (!(await findGroupRow(ctx.db, scope, id))) throw notFound();
  const members = await checkedMembers(ctx, scope, body.member_ids);
  await namesUnique(() =>
    inTransaction(ctx.pool, async (tx) => {
      const before = await findGroupRow(tx, scope, id, true);
      if (!before) throw notFound();
      const beforeMembers = (await memberIdsOf(tx, [id])).get(id) ?? [];
      const at = ctx.clock.now();
      const after = await updateGroupRow(tx, id, body.name.trim(), at);
      await replaceMembers(tx, id, members);
      const changes = diffChanges(
        { name: before.name, member_ids: [...beforeMembers].sort() },
        { name: after.name, member_ids: [...members].sort() },
      );
      await audit(tx, by, scope, 'group.updated', { id, changes }, at);
    }),
  );
  queueProgress(ctx, members);
  return getGroup(ctx, scope, id);
}

/** Delete a group; one with a curriculum assigned is a 409 (its progress would go with it). */
export async function deleteGroup(
  ctx: ServiceContext,
  by: ChangedBy,
  scope: OrganizationScope,
  id: string,
): Promise<void> {
  await inTransaction(ctx.pool, async (tx) => {
    const row = await findGroupRow(tx, scope, id, true);
    if (!row) throw notFound();
    if (((await assignmentCounts(tx, 'group', [id])).get(id) ?? 0) > 0) {
      throw new AppError('conflict', 'error.group_assigned');
    }
    const members = (await memberIdsOf(tx, [id])).get(id) ?? [];
    await deleteGroupRow(tx, id);
    const changes = diffChanges({ name: row.name, member_ids: [...members].sort() }, null);
    await audit(tx, by, scope, 'group.deleted', { id, changes }, ctx.clock.now());
  });
}

// ----- curricula

type CheckedCurriculum = z.output<typeof curriculumBody>;

export async function listCurricula(ctx: ServiceContext, scope: OrganizationScope): Promise<Curriculum[]> {
  const rows = await listCurriculumRows(ctx.db, scope);
  const counts = await assignmentCounts(
    ctx.db,
    'curriculum',
    rows.map((row) => row.curriculum.id),
  );
  return rows.map((row) => presentCurriculum(row.curriculum, row.version as never, counts.get(row.curriculum.id) ?? 0));
}

export async function getCurriculum(ctx: ServiceContext, scope: OrganizationScope, id: string): Promise<Curriculum> {
  const found = await findCurriculum(ctx.db, scope, id);
  if (!found) throw notFound();
  const counts = await assignmentCounts(ctx.db, 'curriculum', [id]);
  return presentCurriculum(found.curriculum, found.version, counts.get(id) ?? 0);
}

export async function createCurriculum(
  ctx: ServiceContext,
  by: ChangedBy,
  scope: OrganizationScope,
  body: CurriculumBody,
): Promise<Curriculum> {
  const checked = body as CheckedCurriculum;
  const row = await namesUnique(() =>
    inTransaction(ctx.pool, async (tx) => {
      const at = ctx.clock.now();
      const made = await insertCurriculum(tx, scope, {
        name: checked.name,
        description: checked.description ?? null,
        modules: checked.modules.map(storedModuleOf),
        at,
      });
      const details = { id: made.curriculum.id, name: checked.name, version: 1, modules: checked.modules.length };
      await audit(tx, by, scope, 'curriculum.created', details, at);
      return made;
    }),
  );
  return getCurriculum(ctx, scope, row.curriculum.id);
}

/**
 * Edit a curriculum: its current version changes in place while no group has it; once assigned, the edit makes the
 * next version (the groups keep theirs). The curriculum row is locked, so two edits at once make one version each.
 */
export async function updateCurriculum(
  ctx: ServiceContext,
  by: ChangedBy,
  scope: OrganizationScope,
  id: string,
  body: CurriculumBody,
): Promise<Curriculum> {
  const checked = body as CheckedCurriculum;
  await namesUnique(() =>
    inTransaction(ctx.pool, async (tx) => {
      const found = await findCurriculum(tx, scope, id, true);
      if (!found) throw notFound();
      const at = ctx.clock.now();
      const modules = checked.modules.map(storedModuleOf);
      let version = found.version.version;
      const assigned = await versionAssigned(tx, found.version.id);
      if (assigned) {
        version += 1;
        await insertVersion(tx, id, version, checked.name, modules, at);
      } else {
        await updateVersionRow(tx, found.version.id, checked.name, modules);
      }
      const changes = diffChanges(
        { name: found.curriculum.name, description: found.curriculum.description, modules: found.version.modules },
        { name: checked.name, description: checked.description ?? null, modules },
      );
      const action = assigned ? 'curriculum.versioned' : 'curriculum.updated';
      await audit(tx, by, scope, action, { id, version, changes }, at);
      await updateCurriculumRow(tx, id, {
        name: checked.name,
        description: checked.description ?? null,
        currentVersion: version,
        at,
      });
    }),
  );
  return getCurriculum(ctx, scope, id);
}

// ----- assignments

/**
 * Assign the curriculum's current version to a group of the organization with a due date of today or later: once per
 * curriculum and group (the unique index; a second, or any number racing, answers 409 and changes nothing).
 */
export async function assignCurriculum(
  ctx: ServiceContext,
  by: ChangedBy,
  scope: OrganizationScope,
  curriculumId: string,
  body: AssignmentBody,
): Promise<string> {
  const found = await findCurriculum(ctx.db, scope, curriculumId);
  if (!found) throw notFound();
  const group = await findGroupRow(ctx.db, scope, body.group_id);
  if (!group) throw validation({ group_id: ['validation.invalid'] });
  if (body.due_date < todayOf(ctx)) throw validation({ due_date: ['validation.due_date_past'] });
  const row = await inTransaction(ctx.pool, async (tx) => {
    // The current version as of this transaction (an edit meanwhile may have made a newer one).
    const current = await findCurriculum(tx, scope, curriculumId, true);
    if (!current) throw notFound();
    const at = ctx.clock.now();
    const made = await insertAssignment(tx, {
      organizationId: scope.organizationId,
      curriculumId,
      versionId: current.version.id,
      groupId: group.id,
      dueOn: body.due_date,
      createdAt: at,
      createdBy: by.actor.id,
    });
    if (made) {
      await audit(
        tx,
        by,
        scope,
        'curriculum.assigned',
        {
          id: made.id,
          curriculum_id: curriculumId,
          curriculum: current.curriculum.name,
          version: current.version.version,
          group_id: group.id,
          group: group.name,
          due_date: body.due_date,
        },
        at,
      );
    }
    return made;
  });
  if (!row) throw new AppError('conflict', 'error.curriculum_assigned');
  queueProgress(ctx, (await memberIdsOf(ctx.db, [group.id])).get(group.id) ?? []);
  return row.id;
}
