import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { trainingSessions } from '../../db/schema/index.js';
import { dayOf } from '../../lib/calendar-day.js';

/**
 * Store the sessions whose id is new (`on conflict do nothing`): answers the ids stored here.
 * A session stored by a concurrent upload waits for that upload's commit, then is a duplicate.
 */
export async function insertNewSessions(db: Executor, rows: Array<typeof trainingSessions.$inferInsert>) {
  if (rows.length === 0) return new Set<string>();
  const stored = await db
    .insert(trainingSessions)
    .values(rows)
    .onConflictDoNothing({ target: trainingSessions.id })
    .returning({ id: trainingSessions.id });
  return new Set(stored.map((row) => row.id));
}

/** One exercise result as the upload stores it (its user and organization are the upload's). */
export interface ResultRow {
  sessionId: string;
  position: number;
  startedAt: Date;
  skill: string;
  level: number;
  exerciseName: string;
  completed: boolean;
  accuracy: number;
  speed: number;
  gameplay: number;
  durationSeconds: number;
  errors: number;
  metrics: unknown;
}

/**
 * Store `rows` of one user and add them to the daily and weekly rollups, in one statement. The rows go in as a column
 * array each, unnested (`insert … select from unnest(…)`): a maximal upload's 20,000 rows as 300,000 bound values
 * of a multi-row `values` took the query builder about 2 s of the event loop; as 13 arrays they are a few
 * milliseconds to send. The rollups are summed from the rows as stored (`returning`, so a rollup is always what its
 * raw results add up to) without reading the table again, and added under each rollup row's lock (never summed again
 * from rows another upload may be adding to at this moment), in key order, so concurrent uploads of one user cannot
 * deadlock.
 */
export async function storeResults(
  db: Executor,
  owner: { userId: string; organizationId: string | null },
  rows: readonly ResultRow[],
) {
  if (rows.length === 0) return;
  const column = <T>(pick: (row: ResultRow) => T) => sql.param(rows.map(pick));
  await db.execute(sql`
    with stored as (
      insert into exercise_results (session_id, position, user_id, organization_id, started_at, skill, level,
        exercise_name, completed, accuracy, speed, gameplay, duration_seconds, errors, metrics)
      select r.session_id, r.position, ${owner.userId}::uuid, ${owner.organizationId}::uuid, r.started_at, r.skill,
        r.level, r.exercise_name, r.completed, r.accuracy, r.speed, r.gameplay, r.duration_seconds, r.errors, r.metrics
      from unnest(
        ${column((row) => row.sessionId)}::uuid[], ${column((row) => row.position)}::smallint[],
        ${column((row) => row.startedAt.toISOString())}::timestamptz[], ${column((row) => row.skill)}::text[],
        ${column((row) => row.level)}::integer[], ${column((row) => row.exerciseName)}::text[],
        ${column((row) => row.completed)}::boolean[], ${column((row) => row.accuracy)}::float8[],
        ${column((row) => row.speed)}::float8[], ${column((row) => row.gameplay)}::float8[],
        ${column((row) => row.durationSeconds)}::integer[], ${column((row) => row.errors)}::integer[],
        ${column((row) => (row.metrics === null || row.metrics === undefined ? null : JSON.stringify(row.metrics)))}::jsonb[]
      ) as r(session_id, position, started_at, skill, level, exercise_name, completed, accuracy, speed, gameplay,
        duration_seconds, errors, metrics)
      returning user_id, organization_id, started_at, skill, level, completed, accuracy, speed, gameplay,
        duration_seconds
    ),
    daily as (
      insert into training_daily as d (user_id, organization_id, day, skill, seconds, attempts, completed,
        accuracy_sum, speed_sum, gameplay_sum, accuracy_best, speed_best, gameplay_best, highest_level_completed)
      select r.user_id, max(r.organization_id::text)::uuid, (r.started_at at time zone 'UTC')::date, r.skill,
        sum(r.duration_seconds), count(*), count(*) filter (where r.completed),
        sum(r.accuracy), sum(r.speed), sum(r.gameplay), max(r.accuracy), max(r.speed), max(r.gameplay),
        max(r.level) filter (where r.completed)
      from stored r
      group by r.user_id, (r.started_at at time zone 'UTC')::date, r.skill
      order by 1, 3, 4
      on conflict (user_id, day, skill) do update set
        organization_id = excluded.organization_id,
        seconds = d.seconds + excluded.seconds,
        attempts = d.attempts + excluded.attempts,
        completed = d.completed + excluded.completed,
        accuracy_sum = d.accuracy_sum + excluded.accuracy_sum,
        speed_sum = d.speed_sum + excluded.speed_sum,
        gameplay_sum = d.gameplay_sum + excluded.gameplay_sum,
        accuracy_best = greatest(d.accuracy_best, excluded.accuracy_best),
        speed_best = greatest(d.speed_best, excluded.speed_best),
        gameplay_best = greatest(d.gameplay_best, excluded.gameplay_best),
        highest_level_completed = greatest(d.highest_level_completed, excluded.highest_level_completed)
    )
    -- Their seconds added to their ISO weeks (training_weekly, the team's hours per week), the same way.
    insert into training_weekly as w (user_id, week_start, organization_id, seconds)
    select r.user_id, date_trunc('week', (r.started_at at time zone 'UTC')::date::timestamp)::date,
      max(r.organization_id::text)::uuid, sum(r.duration_seconds)
    from stored r
    group by 1, 2
    order by 2
    on conflict (user_id, week_start) do update set
      organization_id = excluded.organization_id,
      seconds = w.seconds + excluded.seconds`);
}

/** Make the partitions of `months` months from `from`'s month on (those that exist are left). */
export async function ensureResultPartitions(db: Executor, from: Date, months: number): Promise<number> {
  let made = 0;
  for (let i = 0; i < months; i++) {
    const month = dayOf(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + i, 1));
    const result = await db.execute<{ made: boolean }>(
      sql`select ensure_exercise_results_partition(${month}::date) as made`,
    );
    if (result.rows[0]?.made) made++;
  }
  return made;
}

/** The seconds `userId` trained in the ISO week starting on the Monday `weekStart` (UTC), from the weekly rollup. */
export async function secondsInWeek(db: Executor, userId: string, weekStart: string): Promise<number> {
  const rows = await db.execute<{ seconds: number }>(sql`
    select seconds from training_weekly where user_id = ${userId} and week_start = ${weekStart}::date`);
  return rows.rows[0]?.seconds ?? 0;
}

/** SQL for the last UTC day the user in `userId` (a column) trained, from the daily rollups (their primary key). */
export const lastTrainedDaySql = (userId: SQL) =>
  sql`(select max(d.day) from training_daily d where d.user_id = ${userId})`;
