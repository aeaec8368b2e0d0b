import {
  type AdminDashboard,
  addDays,
  CHART_LAST_SESSIONS,
  CHART_PAST_DAYS,
  type DateRangePreset,
  daysInRange,
  FLS_AVERAGE_TRAINING_HOURS,
  FLS_SKILLS,
  type FlsSkill,
  ON_TRACK_IDLE_DAYS,
  ON_TRACK_SHARE,
  rangeOf,
  SKILL_PAGES,
  SKILLS,
  type Skill,
  type SkillPerformance,
  type SkillScoreDetail,
  type SkillScorePage,
  skillHasPage,
  TEAM_WEEKS,
  type TeamHoursPerWeek,
  type TraineeOverview,
  type TrainingActivity,
} from '@portal/contracts';
import type { Database, Executor } from '../../db/client.js';
import { inSavepoint, inTransaction } from '../../db/transaction.js';
import { notFound } from '../../lib/app-error.js';
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
  skillFigures,
} from './presenters.js';
import {
  dailyRows,
  findSubject,
  hoursPerWeek,
  latestSessions,
  markReadinessStale,
  platformFigures,
  readinessInputs,
  type SkillTotalsRow,
  type SubjectRow,
  type SubjectScope,
  sessionCount,
  skillTotals,
  storedReadiness,
  type TeamRules,
  upsertReadiness,
  usersWithoutReadiness,
} from './queries.js';
import { type Attempt, READINESS_MODEL, readinessOf, targetsFor } from './readiness.js';

const DAY_MS = 86_400_000;
const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const isFls = (skill: Skill): skill is FlsSkill => (FLS_SKILLS as readonly string[]).includes(skill);

// ----- the write path -----

/**
 * Compute and store the user's FLS readiness (model `READINESS_MODEL.version`), in the caller's transaction:
 * the upload's (`storeSessions`), so the figure commits with the sessions it counts.
 */
export async function refreshReadiness(tx: Executor, userId: string, now: Date): Promise<void> {
  const { attempts, skills, sessions, latest } = await readinessInputs(tx, userId, CHART_LAST_SESSIONS);
  const bySkill: Partial<Record<FlsSkill, Attempt[]>> = {};
  for (const row of attempts) {
    const skill = row.skill as FlsSkill;
    bySkill[skill] = bySkill[skill] ?? [];
    bySkill[skill].push({
      accuracy: row.accuracy,
      speed: row.speed,
      gameplay: row.gameplay,
      durationSeconds: row.duration_seconds,
    });
  }
  const seconds = skills.reduce((sum, row) => sum + row.seconds, 0);
  const gameVersion = latest?.gameVersion ?? null;
  const readiness = readinessOf({ attempts: bySkill, hoursTrained: seconds / 3600, gameVersion });
  await upsertReadiness(tx, {
    userId,
    organizationId: latest?.organizationId ?? null,
    modelVersion: readiness.modelVersion,
    ready: readiness.ready,
    progress: readiness.progress,
    forecastMethod: readiness.forecast.method,
    hoursLeft: readiness.forecast.hoursLeft,
    hoursLow: readiness.forecast.low,
    hoursHigh: readiness.forecast.high,
    blockedBy: readiness.forecast.blockedBy,
    skills: skillFigures(readiness, targetsFor(gameVersion)),
    trainingSeconds: seconds,
    skillLevels: Object.fromEntries(
      skills.flatMap((row) => (row.highest_level === null ? [] : [[row.skill, row.highest_level]])),
    ),
    skillTotals: skills,
    sessionCount: sessions,
    // Never later than now: a session may start a few minutes ahead of the server's clock.
    lastTrainedAt: latest ? new Date(Math.min(latest.startedAt.getTime(), now.getTime())) : null,
    computedAt: now,
  });
}

/**
 * The upload's refresh (`ingestSessions`): in a savepoint of the upload's transaction, so a failure of the
 * model or of its write undoes only its own rows and never the sessions. It is logged, the user's figure is marked
 * stale, and `refreshStaleReadiness` computes it again (the `readiness-refresh` schedule, and at start).
 */
export async function refreshReadinessInUpload(
  tx: Executor,
  log: Pick<ServiceContext['log'], 'error'>,
  userId: string,
  now: Date,
): Promise<void> {
  try {
    await inSavepoint(tx, () => refreshReadiness(tx, userId, now));
  } catch (error) {
    log.error({ err: error, userId }, 'readiness refresh failed in an upload; retried later');
    await markReadinessStale(tx, userId);
  }
}

/**
 * Store the readiness of users who trained before it was stored, whose figure an older model version computed, or
 * whose refresh failed in an upload (at start and on the `readiness-refresh` schedule; a few hundred users at a
 * time until none is left). A user whose refresh fails again is logged and passed; answers how many were stored.
 */
export async function refreshStaleReadiness(ctx: ServiceContext): Promise<number> {
  let done = 0;
  let after: string | null = null;
  for (;;) {
    const ids = await usersWithoutReadiness(ctx.db, READINESS_MODEL.version, 200, after);
    if (ids.length === 0) return done;
    for (const id of ids) {
      try {
        await inTransaction(ctx.pool, (tx) => refreshReadiness(tx, id, ctx.clock.now()));
        done += 1;
      } catch (error) {
        ctx.log.error({ err: error, userId: id }, 'readiness refresh failed; retried at the next run');
      }
    }
    after = ids.at(-1) as string;
  }
}

// ----- the subject's reads -----

/** The subject of a read in the caller's scope; 404 for anyone else (another organization's member, an unknown id). */
export async function subjectIn(db: Database, scope: SubjectScope, userId: string): Promise<SubjectRow> {
  const row = await findSubject(db, scope, userId);
  if (!row) throw notFound();
  return row;
}

/** The overview: the stored figure's row (readiness, each skill's totals, the sessions' count) and the last session. */
export async function overviewOf(db: Database, subject: SubjectRow): Promise<TraineeOverview> {
  const [row, [last]] = await Promise.all([storedReadiness(db, subject.id), latestSessions(db, subject.id, 1)]);
  const readiness = row
    ? presentReadiness(row)
    : presentNoReadiness(readinessOf({ attempts: {}, hoursTrained: 0 }), targetsFor(null));
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

export async function skillPageOf(db: Database, subject: SubjectRow, skill: Skill): Promise<SkillPerformance> {
  const [[totals], sessions, readiness] = await Promise.all([
    skillTotals(db, subject.id, CHART_LAST_SESSIONS, skill),
    latestSessions(db, subject.id, CHART_LAST_SESSIONS, skill),
    isFls(skill) ? storedReadiness(db, subject.id) : Promise.resolve(null),
  ]);
  const attempts = totals?.attempts ?? 0;
  const figure = readiness ? presentReadiness(readiness).skills.find((s) => s.skill === skill) : undefined;
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
    readiness: figure ?? null,
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
  const figure = readiness ? presentReadiness(readiness).skills.find((s) => s.skill === skill) : undefined;
  const target = isFls(skill) ? (figure?.targets ?? targetsFor(null)[skill])[kind] : null;
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

/** The rules of "on track" as of now (docs/fls-readiness.md, "On track"). */
export function teamRules(ctx: ServiceContext): TeamRules {
  return {
    idleSince: new Date(ctx.clock.now().getTime() - ON_TRACK_IDLE_DAYS * DAY_MS),
    share: ON_TRACK_SHARE,
    averageHours: FLS_AVERAGE_TRAINING_HOURS,
  };
}

/** The Monday (UTC) of the week of `day`. */
function mondayOf(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
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
