import {
  type AdminDashboard,
  addDays,
  CHART_LAST_SESSIONS,
  CHART_PAST_DAYS,
  type DateRangePreset,
  daysInRange,
  FLS_SKILLS,
  FLS_TASKS,
  type FlsSkill,
  type FlsTask,
  IDLE_DAYS,
  rangeOf,
  SKILL_PAGES,
  SKILLS,
  type Skill,
  type SkillPerformance,
  type SkillScoreDetail,
  type SkillScorePage,
  skillHasPage,
  TASK_CURVE_ATTEMPTS,
  TEAM_WEEKS,
  type TeamHoursPerWeek,
  type TraineeOverview,
  type TrainingActivity,
} from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import type { readinessPriors } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import { notFound } from '../../lib/app-error.js';
import { DAY_MS, dayOf, daysBefore, mondayOf } from '../../lib/calendar-day.js';
import type { EventBus } from '../../lib/events.js';
import type { ServiceContext } from '../../service-context.js';
import {
  assessReadiness,
  type CohortMember,
  choosePrior,
  cohortPrior,
  emptyFoldState,
  FOLD_VERSION,
  type FoldState,
  foldResults,
  READINESS_VERSION,
  type ReadinessFigure,
  type TaskPrior,
} from './model-parts.js';
import {
  hoursOf,
  meanOf,
  minutesOf,
  presentGlance,
  presentNoReadiness,
  presentReadiness,
  presentSession,
  presentSubject,
  scoreStats,
  sessionPart,
} from './presenters.js';
import {
  dailyRows,
  findSubject,
  foldStatesOf,
  foldStatesPage,
  hoursPerWeek,
  latestOf,
  latestSessions,
  loadFoldState,
  lockReadiness,
  markReadinessStale,
  organizationsWithStates,
  platformFigures,
  priorsOf,
  replacePriors,
  resultsAfter,
  type SkillTotalsRow,
  type SubjectRow,
  type SubjectScope,
  saveFoldState,
  sessionCount,
  sessionsThrough,
  sessionsWithResults,
  skillTotals,
  storedReadiness,
  type TeamRules,
  upsertReadiness,
  userExists,
  usersWithoutReadiness,
} from './queries.js';
import { FORECAST, type ForecastPrior } from './readiness/forecast-constants.js';
import { READINESS_MODEL, targetsFor, targetVersionOf } from './readiness/index.js';

const isFls = (skill: Skill): skill is FlsSkill => (FLS_SKILLS as readonly string[]).includes(skill);

// ----- the write path -----

/** Results read and folded at a time (a full fold of a long history runs in a few of these). */
const FOLD_CHUNK = 5000;

/** The priors an assessment of this state takes: the organization's, else the portal's, else the published. */
async function priorsFor(tx: Executor, organizationId: string | null, state: FoldState) {
  const rows = await priorsOf(tx, organizationId, targetVersionOf(state.gameVersion));
  const of = (task: FlsTask, organization: boolean) =>
    (rows.find((row) => row.task === task && (organization ? row.organizationId !== null : row.organizationId === null))
      ?.prior ?? null) as ForecastPrior | null;
  return (task: FlsTask): TaskPrior => choosePrior(of(task, true), of(task, false)) as unknown as TaskPrior;
}

/**
 * The figure of someone who has not trained (the overview before the first session): the model on an empty state,
 * with the priors of the trainee's organization, else the portal's, else the published ones.
 */
export async function figureOfNoTraining(db: Executor, organizationId: string | null, now: Date) {
  const state = emptyFoldState();
  const priorFor = await priorsFor(db, organizationId, state);
  return assessReadiness(state, { now, priorFor, seed: 'no-training' });
}

/**
 * Compute and store the user's FLS readiness, in the caller's transaction: the `readiness-compute` job's, the
 * start-up recompute's, the stale retry's, the demo seed's (and the daily refresh-due job's). Under the user's
 * advisory lock it loads the fold state, folds only the results after `through` (from the first result when the fold
 * version changed or an older session was uploaded late), assesses it with the priors and `now`, and writes the state
 * and the figure. Answers the figure as stored.
 */
export async function refreshReadiness(
  tx: Executor,
  userId: string,
  now: Date,
  events?: EventBus,
): Promise<ReadinessFigure> {
  await lockReadiness(tx, userId);
  const stored = await loadFoldState(tx, userId);
  let state = stored?.state ?? emptyFoldState();
  let sessions = stored?.sessions ?? 0;
  const refold =
    stored !== null &&
    (state.foldVersion !== FOLD_VERSION ||
      (state.through !== null && (await sessionsThrough(tx, userId, state.through)) !== sessions));
  if (refold) {
    state = emptyFoldState();
    sessions = 0;
  }
  const folded = new Set<string>();
  for (;;) {
    const results = await resultsAfter(tx, userId, state.through, FOLD_CHUNK);
    if (results.length === 0) break;
    state = foldResults(state, results);
    for (const result of results) folded.add(result.sessionId);
    if (results.length < FOLD_CHUNK) break;
  }
  sessions += folded.size;
  const [latest, skills, sessionTotal] = [
    await latestOf(tx, userId),
    await skillTotals(tx, userId, CHART_LAST_SESSIONS),
    await sessionCount(tx, userId),
  ];
  const priorFor = await priorsFor(tx, latest.organizationId, state);
  // Seeded by the user: the same trainee, state and moment answer the same figure.
  const figure = assessReadiness(state, { now, priorFor, seed: userId });
  const dueOn = figure.skills
    .flatMap((s) => (s.refresh_due_on ? [s] : []))
    .sort((a, b) => (a.refresh_due_on as string).localeCompare(b.refresh_due_on as string));
  const blocking =
    figure.forecast.blocking[0]?.task ?? figure.skills.find((s) => s.state === 'not_on_course')?.task ?? null;
  await saveFoldState(tx, userId, state, sessions, now);
  // An upload that committed after the results were read (its job follows): the figure says it misses sessions.
  const behind = (await sessionsWithResults(tx, userId)) > sessions;
  await upsertReadiness(tx, {
    userId,
    organizationId: latest.organizationId,
    modelVersion: figure.model_version,
    ready: figure.ready,
    state: figure.state,
    progress: figure.progress,
    forecastMethod: figure.forecast.method,
    hoursLeft: figure.forecast.hours_left,
    hoursLow: figure.forecast.low,
    hoursHigh: figure.forecast.high,
    figure,
    blockingTask: figure.state === 'not_on_course' ? blocking : null,
    refreshTask: figure.refresh[0]?.task ?? dueOn[0]?.task ?? null,
    refreshDueOn: dueOn[0]?.refresh_due_on ?? null,
    trainingSeconds: skills.reduce((sum, row) => sum + row.seconds, 0),
    skillLevels: Object.fromEntries(
      skills.flatMap((row) => (row.highest_level === null ? [] : [[row.skill, row.highest_level]])),
    ),
    skillTotals: skills,
    sessionCount: sessionTotal,
    // Never later than now: a session may start a few minutes ahead of the server's clock.
    lastTrainedAt: latest.startedAt ? new Date(Math.min(latest.startedAt.getTime(), now.getTime())) : null,
    computedAt: now,
    stale: behind,
  });
  // Ready: certificates issue one after the commit, once per trainee by their unique index. Published on every ready
  // figure, not only the turn, so a listener that failed once (logged) issues it at the next recompute.
  if (figure.ready) {
    events?.publish(tx, 'analytics.readiness_reached', {
      userId,
      modelVersion: figure.model_version,
      benchmarkVersion: null,
    });
  }
  return figure;
}

/** The job that computes one user's readiness after an upload (pg-boss, one waiting job per user). */
export const READINESS_COMPUTE_JOB = 'readiness-compute';
export interface ReadinessComputeJob {
  userId: string;
}

/** The `readiness-compute` job's work: one user's figure, in a transaction of its own. */
export async function computeReadiness(ctx: ServiceContext, job: ReadinessComputeJob): Promise<void> {
  await inTransaction(ctx.pool, async (tx) => {
    // A job of the same user that runs (queued while this one's upload committed) holds the user's lock: wait for it
    // rather than fail at the pool's 5 s lock timeout and go to pg-boss's backoff; the wait holds one of the queue's
    // few workers, never a request.
    await tx.execute(sql`set local lock_timeout = '60s'`);
    // An account deleted since its upload took its sessions with it: nothing to compute, nothing to retry.
    if (await userExists(tx, job.userId)) await refreshReadiness(tx, job.userId, ctx.clock.now(), ctx.events);
  });
}

/**
 * After an upload has committed (the `training.sessions_stored` event, `jobs.ts`): mark the user's figure stale (the
 * overview says it is being computed) and queue the `readiness-compute` job (singleton key: the user). Queued after
 * the commit, not in it: a job still waiting then computes the new rows too, and one already running leaves room for
 * a new one (the queue's `short` policy), so no upload's change is lost. A queue that fails is logged: the stale
 * figure is computed by the `readiness-refresh` schedule.
 */
export async function queueReadiness(ctx: ServiceContext, userId: string) {
  await markReadinessStale(ctx.db, userId);
  void ctx.jobs
    .enqueue<ReadinessComputeJob>(READINESS_COMPUTE_JOB, { userId }, undefined, { singletonKey: userId })
    .catch((error: unknown) => ctx.log.error({ err: error, userId }, 'readiness job not queued; retried later'));
}

/** How often the recompute logs its progress (users). */
const PROGRESS_EVERY = 200;

/**
 * Store the readiness of users who trained but have no figure, whose figure an older model version computed, or
 * whose figure is stale (its job failed or was never queued): at start (not awaited: the server listens meanwhile)
 * and on the `readiness-refresh` schedule; 200 users a page until none is left. Each user in a transaction of its
 * own; one whose refresh fails is logged and passed. Logs its progress every 200 users and at the end; answers how
 * many were stored.
 */
export async function refreshStaleReadiness(ctx: ServiceContext): Promise<number> {
  let done = 0;
  let failed = 0;
  let after: string | null = null;
  for (;;) {
    const ids = await usersWithoutReadiness(ctx.db, READINESS_VERSION, PROGRESS_EVERY, after);
    if (ids.length === 0) break;
    for (const id of ids) {
      try {
        await inTransaction(ctx.pool, (tx) => refreshReadiness(tx, id, ctx.clock.now(), ctx.events));
        done += 1;
      } catch (error) {
        failed += 1;
        ctx.log.error({ err: error, userId: id }, 'readiness refresh failed; retried at the next run');
      }
    }
    after = ids.at(-1) as string;
    ctx.log.info({ done, failed, modelVersion: READINESS_VERSION }, 'readiness recompute in progress');
  }
  if (done + failed > 0) ctx.log.info({ done, failed, modelVersion: READINESS_VERSION }, 'readiness recompute done');
  return done;
}

/** Stored states read at a time by the priors' job. */
const PRIOR_PAGE = 500;
/**
 * The portal's prior of a game major takes the first 1,000 trainees by id with a state of that major: a fold state
 * keeps 60 attempts a task, so the job holds tens of megabytes, not the platform's every state, and an empirical-Bayes
 * prior of a thousand trainees moves little with more.
 */
const PORTAL_PRIOR_SAMPLE = 1000;

/**
 * The `readiness-priors` job (daily): the cohort priors per organization, game major and task, and portal-wide per
 * game major and task, from the stored fold states (docs/fls-readiness.md, "Priors"). One organization's states at a
 * time; a cohort too small for a prior (`cohortPrior` answers null) stores none, and its trainees take the next one
 * up. Answers the rows stored.
 */
export async function recomputePriors(ctx: ServiceContext): Promise<number> {
  const now = ctx.clock.now();
  const stored: Array<typeof readinessPriors.$inferInsert> = [];
  const add = (organizationId: string | null, major: string, members: CohortMember[]) => {
    for (const task of FLS_TASKS) {
      const prior = cohortPrior(members, task, organizationId ? 'organization' : 'portal');
      if (!prior) continue;
      const trainees = typeof prior.trainees === 'number' ? prior.trainees : members.length;
      stored.push({ organizationId, gameMajor: major, task, prior, trainees, computedAt: now });
    }
  };
  const byMajor = (states: readonly FoldState[], cap = Number.POSITIVE_INFINITY) => {
    const groups = new Map<string, CohortMember[]>();
    for (const state of states) {
      const major = targetVersionOf(state.gameVersion);
      const list = groups.get(major) ?? [];
      if (list.length < cap) list.push(state);
      groups.set(major, list);
    }
    return groups;
  };
  const portal = new Map<string, CohortMember[]>();
  let after: string | null = null;
  for (;;) {
    const rows = await foldStatesPage(ctx.db, after, PRIOR_PAGE);
    if (rows.length === 0) break;
    for (const [major, members] of byMajor(rows.map((row) => row.state))) {
      const list = portal.get(major) ?? [];
      list.push(...members.slice(0, PORTAL_PRIOR_SAMPLE - list.length));
      portal.set(major, list);
    }
    after = rows.at(-1)?.user_id as string;
  }
  for (const [major, members] of portal) add(null, major, members);
  for (const organizationId of await organizationsWithStates(ctx.db, FORECAST.cohortMinTrainees)) {
    for (const [major, members] of byMajor(await foldStatesOf(ctx.db, organizationId))) {
      add(organizationId, major, members);
    }
  }
  await inTransaction(ctx.pool, (tx) => replacePriors(tx, stored));
  return stored.length;
}

// ----- the subject's reads -----

/** The subject of a read in the caller's scope; 404 for anyone else (another organization's member, an unknown id). */
export async function subjectIn(db: Database, scope: SubjectScope, userId: string): Promise<SubjectRow> {
  const row = await findSubject(db, scope, userId);
  if (!row) throw notFound();
  return row;
}

/** The overview: the stored figure's row (readiness, each skill's totals, the sessions' count) and the last session. */
export async function overviewOf(ctx: ServiceContext, subject: SubjectRow): Promise<TraineeOverview> {
  const db = ctx.db;
  const [row, [last]] = await Promise.all([storedReadiness(db, subject.id), latestSessions(db, subject.id, 1)]);
  const readiness = row
    ? presentReadiness(row)
    : presentNoReadiness(await figureOfNoTraining(db, subject.organizationId, ctx.clock.now()));
  const totals = (row?.skillTotals ?? []) as SkillTotalsRow[];
  const sessions = row?.sessionCount ?? 0;
  const bySkill = new Map(totals.map((row) => [row.skill, row]));
  return {
    subject: presentSubject(subject),
    has_training: sessions > 0,
    total_seconds: totals.reduce((sum, row) => sum + row.seconds, 0),
    session_count: sessions,
    readiness,
    skills: SKILLS.map((skill) => presentGlance(skill, bySkill.get(skill))),
    last_session: last ? presentSession(last) : null,
  };
}

/** Minutes per day over `[from, to]`, every day (0 without training). */
function minutesPerDay(rows: Array<{ day: string; seconds: number }>, from: string, to: string) {
  const seconds = new Map<string, number>();
  for (const row of rows) seconds.set(row.day, (seconds.get(row.day) ?? 0) + row.seconds);
  return Array.from({ length: daysInRange(from, to) }, (_, i) => {
    const date = addDays(from, i);
    return { date, minutes: minutesOf(seconds.get(date) ?? 0) };
  });
}

export async function activityOf(
  ctx: ServiceContext,
  subject: SubjectRow,
  query: { preset: DateRangePreset; start_date?: string; end_date?: string },
): Promise<TrainingActivity> {
  const today = dayOf(ctx.clock.now());
  const pastFrom = addDays(today, 1 - CHART_PAST_DAYS);
  const range = rangeOf(query, today);
  const [past, inRange, last, sessions] = await Promise.all([
    dailyRows(ctx.db, subject.id, pastFrom, today),
    dailyRows(ctx.db, subject.id, range.start_date, range.end_date),
    latestSessions(ctx.db, subject.id, CHART_LAST_SESSIONS),
    sessionCount(
      ctx.db,
      subject.id,
      new Date(`${range.start_date}T00:00:00Z`),
      new Date(Date.parse(`${range.end_date}T00:00:00Z`) + DAY_MS),
    ),
  ]);
  const skills = SKILLS.map((skill) => {
    const rows = inRange.filter((row) => row.skill === skill);
    return {
      skill,
      minutes: minutesOf(rows.reduce((sum, row) => sum + row.seconds, 0)),
      attempts: rows.reduce((sum, row) => sum + row.attempts, 0),
      completed: rows.reduce((sum, row) => sum + row.completed, 0),
    };
  });
  return {
    subject: presentSubject(subject),
    has_training: last.length > 0,
    past_days: minutesPerDay(past, pastFrom, today),
    last_sessions: last.map(presentSession).reverse(),
    range: { preset: query.preset, ...range, days: daysInRange(range.start_date, range.end_date) },
    daily: minutesPerDay(inRange, range.start_date, range.end_date),
    skills,
    totals: {
      minutes: minutesOf(inRange.reduce((sum, row) => sum + row.seconds, 0)),
      attempts: inRange.reduce((sum, row) => sum + row.attempts, 0),
      sessions,
      active_days: new Set(inRange.map((row) => row.day)).size,
    },
  };
}

/** The FLS tasks a game skill trains (suturing: two), in the order of `FLS_TASKS`. */
const tasksOf = (skill: Skill): FlsTask[] => FLS_TASKS.filter((task) => READINESS_MODEL.tasks[task].skill === skill);

export async function skillPageOf(db: Database, subject: SubjectRow, skill: Skill): Promise<SkillPerformance> {
  const tasks = tasksOf(skill);
  const [[totals], sessions, readiness, fold] = await Promise.all([
    skillTotals(db, subject.id, CHART_LAST_SESSIONS, skill),
    latestSessions(db, subject.id, CHART_LAST_SESSIONS, skill),
    tasks.length > 0 ? storedReadiness(db, subject.id) : Promise.resolve(null),
    tasks.length > 0 ? loadFoldState(db, subject.id) : Promise.resolve(null),
  ]);
  const attempts = totals?.attempts ?? 0;
  const figures = readiness ? presentReadiness(readiness).skills.filter((s) => tasks.includes(s.task)) : [];
  // The curve per task: its last counted attempts as the fold keeps them (the stored state, not the raw results).
  const { signOff, relapse } = READINESS_MODEL.cusum;
  const curves = tasks.map((task) => {
    const state = fold?.state.tasks?.[task];
    const recent = (state?.recent ?? []).slice(-TASK_CURVE_ATTEMPTS);
    // The attempt that signed the task off: of its session's attempts (they share `at`), the one whose LC-CUSUM reached
    // the limit (after it the relapse CUSUM starts at 0).
    const signing = recent.find((a) => a.at === state?.signedOffAt && a.cusum >= signOff.h);
    return {
      task,
      signed_off_n: signing?.n ?? null,
      sign_off_limit: signOff.h,
      relapse_limit: relapse.h,
      attempts: recent.map((a) => ({
        n: a.n,
        at: new Date(a.at).toISOString(),
        level: a.level,
        accuracy: a.accuracy,
        speed: a.speed,
        gameplay: a.gameplay,
        pass: a.pass,
        cusum: Math.round(a.cusum * 1000) / 1000,
      })),
    };
  });
  return {
    subject: presentSubject(subject),
    skill,
    pages: [...SKILL_PAGES[skill]],
    attempts,
    seconds: totals?.seconds ?? 0,
    completed: totals?.completed ?? 0,
    highest_level: totals?.highest_level ?? null,
    last_trained_on: totals?.last_day ?? null,
    seconds_per_attempt: attempts > 0 ? Math.round((totals?.seconds ?? 0) / attempts) : null,
    scores: {
      accuracy: scoreStats(totals, 'accuracy'),
      speed: scoreStats(totals, 'speed'),
      gameplay: scoreStats(totals, 'gameplay'),
    },
    trend: sessions
      .map((row) => sessionPart(row, skill))
      .filter((part) => part !== null)
      .reverse()
      .map(({ session_id, started_at, highest_level, attempts, accuracy, speed, gameplay }) => ({
        session_id,
        started_at,
        highest_level,
        attempts,
        accuracy,
        speed,
        gameplay,
      })),
    readiness: figures,
    curves,
  };
}

/** The accuracy or gameplay page; 404 for a skill without that page (the seed's table). */
export async function scorePageOf(
  ctx: ServiceContext,
  subject: SubjectRow,
  skill: Skill,
  kind: SkillScorePage,
): Promise<SkillScoreDetail> {
  if (!skillHasPage(skill, kind)) throw notFound();
  const today = dayOf(ctx.clock.now());
  const pastFrom = addDays(today, 1 - CHART_PAST_DAYS);
  const [[totals], sessions, days, readiness] = await Promise.all([
    skillTotals(ctx.db, subject.id, CHART_LAST_SESSIONS, skill),
    latestSessions(ctx.db, subject.id, CHART_LAST_SESSIONS, skill),
    dailyRows(ctx.db, subject.id, pastFrom, today, skill),
    isFls(skill) ? storedReadiness(ctx.db, subject.id) : Promise.resolve(null),
  ]);
  const attempts = totals?.attempts ?? 0;
  const byDay = new Map(days.map((row) => [row.day, row]));
  // The target of the skill's task (suturing's: the intracorporeal knot's, the task the game's suturing trains most).
  const task = tasksOf(skill).at(-1);
  const figure = readiness && task ? presentReadiness(readiness).skills.find((s) => s.task === task) : undefined;
  const target = task ? (figure?.targets ?? targetsFor(null)[task])[kind] : null;
  return {
    subject: presentSubject(subject),
    skill,
    kind,
    attempts,
    stats: scoreStats(totals, kind),
    target,
    trend: sessions
      .map((row) => sessionPart(row, skill))
      .filter((part) => part !== null)
      .reverse()
      .map((part) => ({
        session_id: part.session_id,
        started_at: part.started_at,
        highest_level: part.highest_level,
        value: part[kind],
      })),
    past_days: Array.from({ length: CHART_PAST_DAYS }, (_, i) => {
      const date = addDays(pastFrom, i);
      const row = byDay.get(date);
      return { date, value: row ? meanOf(row[`${kind}_sum`], row.attempts) : null };
    }),
  };
}

// ----- the team and the platform -----

/** The team's rules as of now (docs/fls-readiness.md, "The team"): idle since, and today for refresh due. */
export function teamRules(ctx: ServiceContext): TeamRules {
  const now = ctx.clock.now();
  return { idleSince: daysBefore(now, IDLE_DAYS), today: dayOf(now) };
}

export async function teamHours(ctx: ServiceContext, scope: { organizationId: string }): Promise<TeamHoursPerWeek> {
  const from = addDays(mondayOf(dayOf(ctx.clock.now())), -7 * (TEAM_WEEKS - 1));
  const rows = await hoursPerWeek(ctx.db, scope, from);
  const byWeek = new Map(rows.map((row) => [row.week_start, row]));
  return {
    weeks: Array.from({ length: TEAM_WEEKS }, (_, i) => {
      const week = addDays(from, 7 * i);
      const row = byWeek.get(week);
      return { week_start: week, hours: hoursOf(row?.seconds ?? 0), active_members: row?.active ?? 0 };
    }),
  };
}

export async function adminDashboardOf(ctx: ServiceContext): Promise<AdminDashboard> {
  const today = dayOf(ctx.clock.now());
  const figures = await platformFigures(ctx.db, today, `${today.slice(0, 7)}-01`, addDays(today, -6));
  return {
    organizations: figures.organizations,
    active_seats: figures.activeSeats,
    training_hours_this_month: hoursOf(figures.seconds),
    active_trainees: figures.activeTrainees,
  };
}
