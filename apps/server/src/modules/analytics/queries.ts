import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { trainingReadiness, users } from '../../db/schema/index.js';
import { latestSessions, type SessionRow } from '../training/index.js';

/**
 * The analytics reads (docs/decisions/0013-analytics-reads.md). Every read is keyed by the subject's user id
 * (checked against the caller's scope first: `findSubject`) or by an organization, and reads the daily
 * rollups (`training_daily`), the sessions' summaries and the stored readiness: never `exercise_results`,
 * which only the write path (`readinessAttempts`) reads, per user.
 */

/** Whose figures a read may show: the signed-in trainee themselves, or a member of one organization. */
export type SubjectScope = { self: string } | { organizationId: string };

/** The subject of a read, when `userId` is in the scope; null otherwise (the route answers 404). */
export async function findSubject(db: Executor, scope: SubjectScope, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      organizationId: users.organizationId,
    })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        'self' in scope ? eq(users.id, scope.self) : eq(users.organizationId, scope.organizationId),
      ),
    );
  return row ?? null;
}
export type SubjectRow = NonNullable<Awaited<ReturnType<typeof findSubject>>>;

const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));

// ----- the write path: what the readiness model needs, per user -----

export async function storedReadiness(db: Executor, userId: string) {
  const [row] = await db.select().from(trainingReadiness).where(eq(trainingReadiness.userId, userId));
  return row ?? null;
}
export type ReadinessRow = NonNullable<Awaited<ReturnType<typeof storedReadiness>>>;

export type SkillTotalsRow = {
  skill: string;
  seconds: number;
  attempts: number;
  completed: number;
  accuracy_sum: number;
  speed_sum: number;
  gameplay_sum: number;
  accuracy_best: number | null;
  speed_best: number | null;
  gameplay_best: number | null;
  recent_attempts: number;
  recent_accuracy: number;
  recent_speed: number;
  recent_gameplay: number;
  highest_level: number | null;
  last_day: string | null;
};

/**
 * Per skill of the user (one skill with `skill`): totals, bests, the highest level completed, the last day,
 * and the sums over the skill's last `recentDays` training days (the rollups' rows of one user only).
 */
export async function skillTotals(db: Executor, userId: string, recentDays: number, skill?: string) {
  const rows = await db.execute<SkillTotalsRow>(sql`
    select d.skill, sum(d.seconds)::int as seconds, sum(d.attempts)::int as attempts, sum(d.completed)::int as completed,
      sum(d.accuracy_sum)::float8 as accuracy_sum, sum(d.speed_sum)::float8 as speed_sum,
      sum(d.gameplay_sum)::float8 as gameplay_sum,
      max(d.accuracy_best)::float8 as accuracy_best, max(d.speed_best)::float8 as speed_best,
      max(d.gameplay_best)::float8 as gameplay_best,
      coalesce(sum(d.attempts) filter (where d.rank <= ${recentDays}), 0)::int as recent_attempts,
      coalesce(sum(d.accuracy_sum) filter (where d.rank <= ${recentDays}), 0)::float8 as recent_accuracy,
      coalesce(sum(d.speed_sum) filter (where d.rank <= ${recentDays}), 0)::float8 as recent_speed,
      coalesce(sum(d.gameplay_sum) filter (where d.rank <= ${recentDays}), 0)::float8 as recent_gameplay,
      max(d.highest_level_completed) as highest_level, max(d.day)::text as last_day
    from (
      select t.*, row_number() over (partition by t.skill order by t.day desc) as rank
      from training_daily t
      where t.user_id = ${userId} and (${skill ?? null}::text is null or t.skill = ${skill ?? null}::text)
    ) d
    group by d.skill`);
  return rows.rows.map((row) => ({
    ...row,
    accuracy_best: num(row.accuracy_best),
    speed_best: num(row.speed_best),
    gameplay_best: num(row.gameplay_best),
  }));
}

/** Per day and skill in `[from, to]` (UTC days): the rollups' rows of one user. */
export async function dailyRows(db: Executor, userId: string, from: string, to: string, skill?: string) {
  const rows = await db.execute<{
    day: string;
    skill: string;
    seconds: number;
    attempts: number;
    completed: number;
    accuracy_sum: number;
    speed_sum: number;
    gameplay_sum: number;
  }>(sql`
    select d.day::text as day, d.skill, d.seconds, d.attempts, d.completed,
      d.accuracy_sum::float8 as accuracy_sum, d.speed_sum::float8 as speed_sum, d.gameplay_sum::float8 as gameplay_sum
    from training_daily d
    where d.user_id = ${userId} and d.day between ${from}::date and ${to}::date
      and (${skill ?? null}::text is null or d.skill = ${skill ?? null}::text)
    order by d.day`);
  return rows.rows;
}

/** How many sessions the user has (from `since`, before `before`: one index range). */
export async function sessionCount(db: Executor, userId: string, since?: Date, before?: Date): Promise<number> {
  const rows = await db.execute<{ count: number }>(sql`
    select count(*)::int as count from training_sessions s
    where s.user_id = ${userId}
      and s.started_at >= coalesce(${since?.toISOString() ?? null}::timestamptz, '-infinity')
      and s.started_at < coalesce(${before?.toISOString() ?? null}::timestamptz, 'infinity')`);
  return rows.rows[0]?.count ?? 0;
}

export * from './readiness-store.js';
export * from './team-queries.js';
export { latestSessions, type SessionRow };
