import type {
  Assignment,
  AssignmentProgress,
  CurriculumModule,
  TraineeCurriculum,
  TraineeProgress,
} from '@portal/contracts';
import type { Executor } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { notFound } from '../../lib/app-error.js';
import { addDays, todayOf } from '../../lib/calendar-day.js';
import type { ServiceContext } from '../../service-context.js';
import { effectiveTargetsOf, storedReadinessFigures } from '../analytics/index.js';
import { completedAttemptsOf, secondsPerSkillSince } from '../training/index.js';
import { membersIn } from '../users/index.js';
import { modulesOf, presentAssignment, presentMember } from './presenters.js';
import {
  type CurriculumForecast,
  foldModule,
  forecastOf,
  type ModuleFold,
  moduleProgressOf,
  PACE_DAYS,
  passesOf,
  requiredOf,
} from './progress.js';
import {
  type AssignmentView,
  assignmentsOfMember,
  findAssignment,
  insertCompletion,
  listAssignmentRows,
  memberIdsOf,
  type OrganizationScope,
} from './queries.js';

interface TraineeFigures {
  modules: CurriculumModule[];
  folds: ModuleFold[];
  forecast: CurriculumForecast;
}

/**
 * Each user's progress on each of `views` (their curriculum versions) as of today: one read of the users' completed
 * attempts at the versions' exercises, their stored readiness figures and their seconds per skill over `PACE_DAYS`.
 * Answers `userId:assignmentId` → figures.
 */
async function figuresOf(
  db: Executor,
  today: string,
  userIds: readonly string[],
  views: readonly AssignmentView[],
): Promise<Map<string, TraineeFigures>> {
  const modulesByView = views.map((view) => modulesOf(view.version.modules));
  // Every view is of one organization (a group's, or one trainee's): its benchmark judges the FLS modules.
  const organizationId = views[0]?.assignment.organizationId;
  const [benchmark, attempts, figures, seconds] = await Promise.all([
    organizationId ? effectiveTargetsOf(db, organizationId) : null,
    completedAttemptsOf(db, userIds, modulesByView.flat()),
    storedReadinessFigures(db, userIds),
    secondsPerSkillSince(db, userIds, addDays(today, -(PACE_DAYS - 1)), today),
  ]);
  const out = new Map<string, TraineeFigures>();
  for (const userId of userIds) {
    const own = attempts.filter((attempt) => attempt.userId === userId);
    const mySeconds = seconds.filter((row) => row.userId === userId);
    views.forEach((view, i) => {
      const modules = modulesByView[i] as CurriculumModule[];
      const folds = modules.map((module) => foldModule(module, own, benchmark));
      const skills = new Set(modules.map((module) => module.skill));
      const forecast = forecastOf({
        modules,
        folds,
        figure: figures.get(userId) ?? null,
        curriculumSeconds: mySeconds.filter((row) => skills.has(row.skill as never)).reduce((s, r) => s + r.seconds, 0),
        allSeconds: mySeconds.reduce((s, r) => s + r.seconds, 0),
        today,
        dueOn: view.assignment.dueOn,
      });
      out.set(`${userId}:${view.assignment.id}`, { modules, folds, forecast });
    });
  }
  return out;
}

const forecastFields = (forecast: CurriculumForecast) => ({
  modules_complete: forecast.modulesComplete,
  next_module: forecast.nextModule,
  completed_on: forecast.completedOn,
  hours_left: forecast.hoursLeft,
  forecast_finish: forecast.forecastFinish,
  behind: forecast.behind,
});

export async function listAssignments(ctx: ServiceContext, scope: OrganizationScope): Promise<Assignment[]> {
  const views = await listAssignmentRows(ctx.db, scope);
  const members = await memberIdsOf(
    ctx.db,
    views.map((view) => view.assignment.groupId),
  );
  return views.map((view) => presentAssignment(view, members.get(view.assignment.groupId)?.length ?? 0));
}

/**
 * Per trainee of the assignment's group (its current members of the organization): the module they are on, its passes,
 * the forecast finish and whether it is behind the due date; most behind first (no forecast, then the latest forecast),
 * complete last.
 */
export async function assignmentProgress(
  ctx: ServiceContext,
  scope: OrganizationScope,
  id: string,
): Promise<AssignmentProgress> {
  const view = await findAssignment(ctx.db, scope, id);
  if (!view) throw notFound();
  const ids = (await memberIdsOf(ctx.db, [view.assignment.groupId])).get(view.assignment.groupId) ?? [];
  const people = await membersIn(ctx.db, scope, ids);
  const figures = await figuresOf(
    ctx.db,
    todayOf(ctx),
    people.map((p) => p.id),
    [view],
  );
  const trainees: TraineeProgress[] = people.map((person) => {
    const { modules, folds, forecast } = figures.get(`${person.id}:${view.assignment.id}`) as TraineeFigures;
    const at = forecast.nextModule === null ? modules.length - 1 : forecast.nextModule - 1;
    const module = modules[at] as CurriculumModule;
    const { id: userId, ...names } = presentMember(person);
    return {
      user_id: userId,
      ...names,
      passes: passesOf(module, folds[at] as ModuleFold),
      required: requiredOf(module),
      ...forecastFields(forecast),
    };
  });
  const rank = (t: TraineeProgress) => (t.completed_on ? 2 : t.behind ? 0 : 1);
  trainees.sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (b.forecast_finish ?? '9999').localeCompare(a.forecast_finish ?? '9999') ||
      a.last_name.localeCompare(b.last_name) ||
      a.first_name.localeCompare(b.first_name),
  );
  return {
    assignment: presentAssignment(view, ids.length),
    modules: modulesOf(view.version.modules),
    trainees,
  };
}

/** The signed-in trainee's curricula (the assignments of their groups), each with its modules' progress. */
export async function traineeCurricula(ctx: ServiceContext, userId: string): Promise<TraineeCurriculum[]> {
  const views = await assignmentsOfMember(ctx.db, userId);
  if (views.length === 0) return [];
  const figures = await figuresOf(ctx.db, todayOf(ctx), [userId], views);
  return views.map((view) => {
    const { modules, folds, forecast } = figures.get(`${userId}:${view.assignment.id}`) as TraineeFigures;
    return {
      assignment_id: view.assignment.id,
      curriculum_id: view.assignment.curriculumId,
      name: view.version.name,
      version: view.version.version,
      group_name: view.groupName,
      due_date: view.assignment.dueOn,
      modules: modules.map((module, i) => moduleProgressOf(module, folds[i] as ModuleFold)),
      ...forecastFields(forecast),
    };
  });
}

/**
 * The `curriculum-progress` job: every curriculum version assigned to a group of the user, and for each one they have
 * completed, the completion recorded once (the primary key; `ON CONFLICT DO NOTHING`) in a transaction that publishes
 * `curricula.completed` for after its commit; the certificate's unique index makes however many jobs or uploads race
 * issue one. Answers how many completions this call recorded.
 */
export async function refreshCurriculumProgress(ctx: ServiceContext, userId: string): Promise<number> {
  const views = await assignmentsOfMember(ctx.db, userId);
  if (views.length === 0) return 0;
  const figures = await figuresOf(ctx.db, todayOf(ctx), [userId], views);
  // One version may reach the user through two groups: once per version.
  const done = new Map<string, { view: AssignmentView; completedOn: string }>();
  for (const view of views) {
    const { forecast } = figures.get(`${userId}:${view.assignment.id}`) as TraineeFigures;
    if (forecast.completedOn) done.set(view.version.id, { view, completedOn: forecast.completedOn });
  }
  let recorded = 0;
  for (const { view, completedOn } of done.values()) {
    await inTransaction(ctx.pool, async (tx) => {
      const fresh = await insertCompletion(tx, {
        userId,
        versionId: view.version.id,
        completedOn,
        at: ctx.clock.now(),
      });
      if (fresh) recorded += 1;
      // Published on every run (the certificate's insert is idempotent): a subscriber that failed once issues later.
      ctx.events.publish(tx, 'curricula.completed', {
        userId,
        curriculumId: view.assignment.curriculumId,
        name: view.version.name,
        version: view.version.version,
      });
    });
  }
  return recorded;
}
