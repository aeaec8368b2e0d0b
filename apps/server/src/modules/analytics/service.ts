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
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { DAY_MS, dayOf, daysBefore, mondayOf } from '../../lib/calendar-day.js';
import type { ServiceContext } from '../../service-context.js';
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
  hoursPerWeek,
  latestSessions,
  loadFoldState,
  platformFigures,
  type SkillTotalsRow,
  type SubjectRow,
  type SubjectScope,
  sessionCount,
  skillTotals,
  storedReadiness,
  type TeamRules,
} from './queries.js';
import { READINESS_MODEL, targetsFor } from './readiness/index.js';
import { figureOfNoTraining } from './readiness-compute.js';

const isFls = (skill: Skill): skill is FlsSkill => (FLS_SKILLS as readonly string[]).includes(skill);

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

export * from './readiness-compute.js';
