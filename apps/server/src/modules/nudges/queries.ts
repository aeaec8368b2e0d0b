import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { practiceNudgeMails } from '../../db/schema/index.js';
import { lastTrainedDaySql } from '../training/index.js';

/** The kinds of nudge mail; each goes to a user at most once in `NUDGE_INTERVAL_DAYS`. */
export type NudgeKind = 'inactivity';
export const NUDGE_INTERVAL_DAYS = 7;

export type InactiveMemberRow = {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  language: string;
  practice_reminders: boolean;
  last_trained_on: string | null;
};

/**
 * The active members of one organization who hold an attached seat (the trainees) and have not trained for `days`
 * days by `today`: their last training day (the daily rollups), or, never trained, the day their earliest attached
 * seat was attached, lies `days` or more days back. By last training, longest idle first (never trained first).
 */
export async function inactiveMembers(
  db: Executor,
  scope: { organizationId: string },
  today: string,
  days: number,
): Promise<InactiveMemberRow[]> {
  const rows = await db.execute<InactiveMemberRow>(sql`
    select m.id, m.first_name, m.last_name, m.email, m.language, m.practice_reminders,
      m.last_day::text as last_trained_on
    from (
      select u.id, u.first_name, u.last_name, u.email, u.language, u.practice_reminders,
        ${lastTrainedDaySql(sql`u.id`)} as last_day,
        (select min(s.attached_at) from license_seats s where s.user_id = u.id and s.detached_at is null) as seat_since
      from users u
      where u.organization_id = ${scope.organizationId} and u.status = 'active'
    ) m
    where m.seat_since is not null
      and coalesce(m.last_day, (m.seat_since at time zone 'UTC')::date) <= ${today}::date - ${days}::int
    order by m.last_day nulls first, m.last_name, m.first_name, m.id`);
  return rows.rows;
}

/**
 * Record a nudge of `kind` to `userId` at `now` unless one went out in the last `NUDGE_INTERVAL_DAYS`: true when
 * recorded (the caller then mails, in the same transaction). One statement on the primary key: of two runs at once,
 * the second waits for the first's row and, finding it fresh, updates nothing.
 */
export async function claimNudge(tx: Executor, userId: string, kind: NudgeKind, now: Date): Promise<boolean> {
  const rows = await tx
    .insert(practiceNudgeMails)
    .values({ userId, kind, sentAt: now })
    .onConflictDoUpdate({
      target: [practiceNudgeMails.userId, practiceNudgeMails.kind],
      set: { sentAt: now },
      setWhere: sql`${practiceNudgeMails.sentAt} <= ${now}::timestamptz - make_interval(days => ${NUDGE_INTERVAL_DAYS})`,
    })
    .returning({ userId: practiceNudgeMails.userId });
  return rows.length > 0;
}
