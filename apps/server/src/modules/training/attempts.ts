import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

/** One completed attempt of an exercise, as a curriculum's progress reads it. */
export interface ExerciseAttempt {
  userId: string;
  /** The session's start (epoch ms); a session's results share it and follow `position`. */
  at: number;
  skill: string;
  exercise: string;
  level: number;
  accuracy: number;
  speed: number;
  gameplay: number;
  durationSeconds: number;
  gameVersion: string;
}

/**
 * The completed attempts of `userIds` at the exercises named (skill and `exercise_name`, compared trimmed and
 * case-insensitively), oldest first per user: each user's range of `exercise_results_pk`, the session's game version
 * joined once per result. For the curricula's progress (`modules/curricula`), which folds them per module.
 */
export async function completedAttemptsOf(
  db: Executor,
  userIds: readonly string[],
  exercises: ReadonlyArray<{ skill: string; exercise: string }>,
): Promise<ExerciseAttempt[]> {
  if (userIds.length === 0 || exercises.length === 0) return [];
  const keys = [...new Set(exercises.map((e) => `${e.skill}|${e.exercise.trim().toLowerCase()}`))];
  const rows = await db.execute<{
    user_id: string;
    at: number;
    skill: string;
    exercise_name: string;
    level: number;
    accuracy: number;
    speed: number;
    gameplay: number;
    duration_seconds: number;
    game_version: string | null;
  }>(sql`
    select r.user_id, round(extract(epoch from r.started_at) * 1000)::float8 as at, r.skill, r.exercise_name, r.level,
      r.accuracy, r.speed, r.gameplay, r.duration_seconds, s.game_version
    from exercise_results r
    left join training_sessions s on s.id = r.session_id
    where r.user_id = any(${sql.param([...userIds])}::uuid[]) and r.completed
      and (r.skill || '|' || lower(trim(r.exercise_name))) = any(${sql.param(keys)}::text[])
    order by r.user_id, r.started_at, r.session_id, r.position`);
  return rows.rows.map((row) => ({
    userId: row.user_id,
    at: row.at,
    skill: row.skill,
    exercise: row.exercise_name,
    level: row.level,
    accuracy: row.accuracy,
    speed: row.speed,
    gameplay: row.gameplay,
    durationSeconds: row.duration_seconds,
    gameVersion: row.game_version ?? '',
  }));
}

/** Seconds trained per user and skill from the day `from` to the day `to` (`YYYY-MM-DD`, UTC), from the daily rollups. */
export async function secondsPerSkillSince(
  db: Executor,
  userIds: readonly string[],
  from: string,
  to: string,
): Promise<Array<{ userId: string; skill: string; seconds: number }>> {
  if (userIds.length === 0) return [];
  const rows = await db.execute<{ user_id: string; skill: string; seconds: number }>(sql`
    select d.user_id, d.skill, sum(d.seconds)::int as seconds from training_daily d
    where d.user_id = any(${sql.param([...userIds])}::uuid[]) and d.day >= ${from}::date and d.day <= ${to}::date
    group by d.user_id, d.skill`);
  return rows.rows.map((row) => ({ userId: row.user_id, skill: row.skill, seconds: row.seconds }));
}

/** The user's training seconds per calendar month (`YYYY-MM`, UTC), oldest first, from the daily rollups. */
export async function secondsPerMonth(
  db: Executor,
  userId: string,
): Promise<Array<{ month: string; seconds: number }>> {
  const rows = await db.execute<{ month: string; seconds: number }>(sql`
    select to_char(d.day, 'YYYY-MM') as month, sum(d.seconds)::int as seconds from training_daily d
    where d.user_id = ${userId} group by 1 order by 1`);
  return rows.rows;
}
