import { addDays, FLS_TASKS, type FlsTask, REFRESH_DUE_DAYS } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.js';
import { readinessNotices } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import { dayOf, daysBefore } from '../../lib/calendar-day.js';
import { appLink } from '../../mail/outbox.js';
import { mailTemplates } from '../../mail/templates.js';
import type { ServiceContext } from '../../service-context.js';
import { refreshReadiness } from './service.js';

/**
 * The readiness-decay schedule (docs/fls-readiness.md, "Decay"): time changes a figure without any upload. A
 * proficient task not trained for `REFRESH_DUE_DAYS` becomes `refresh_due`, and the forecast of an idle trainee
 * moves as their skills fade; only a re-assessment writes either into the stored figure. Daily, it re-assesses
 * (`refreshReadiness`, the upload job's own work, from the running state) every trainee
 * - whose stored figure says a task becomes due by today (`refresh_due_on`) and who was not told of it yet, or
 * - whose figure was computed before today and who trained in the last `DECAY_ACTIVE_DAYS`,
 * and tells the trainee once per task and day it became due (`readiness_notices`), by mail in their language
 * unless they turned these mails off in the profile (`users.refresh_reminders`).
 */
export const READINESS_DECAY_JOB = 'readiness-decay';
/**
 * Daily at 02:41 UTC. What to do is read from the data (figures computed before today, days due up to today),
 * not from the tick: a run missed for days catches up at the next, and a second run the same day, or a hundred at
 * once, finds each notice recorded (its primary key) and mails nothing more.
 */
export const READINESS_DECAY_CRON = '41 2 * * *';

/** A trainee idle longer than this is left as last computed (their figure has long said "refresh due"). */
export const DECAY_ACTIVE_DAYS = 120;
/** Trainees read per batch; each is re-assessed in its own transaction. */
const DECAY_BATCH = 200;

/**
 * Advisory lock namespace of one trainee's decay run (the readiness computation's own lock is 18): runs that race
 * (instances, a retried tick) skip a trainee another run is on, rather than queue for the pool behind it.
 */
const DECAY_LOCK = 25;

export interface DecayReport {
  /** Figures computed again. */
  assessed: number;
  /** Tasks newly due (a notice recorded). */
  due: number;
  /** Mails queued (the rest were switched off, or the account is not active). */
  mailed: number;
  /** Trainees whose re-assessment failed (logged; tried again at the next run). */
  failed: number;
}

/** The part of a stored figure's task that decay reads (the contracts' `skillReadiness`). */
interface StoredTask {
  task: string;
  state: string;
  refresh_due_on?: string | null;
  last_attempt_at?: string | null;
}

/**
 * The tasks of a stored figure that are due a refresh, each with the day it became due: the figure's
 * `refresh_due_on`, or `REFRESH_DUE_DAYS` after the task's last attempt where the figure leaves it out.
 * In the order of `FLS_TASKS`, so two runs insert their notices in the same order.
 */
export function dueTasksOf(figure: unknown, today: string): Array<{ task: FlsTask; dueSince: string }> {
  const skills = (figure as { skills?: StoredTask[] } | null)?.skills;
  if (!Array.isArray(skills)) return [];
  const due = new Map<string, string>();
  for (const skill of skills) {
    if (skill?.state !== 'refresh_due' || due.has(skill.task)) continue;
    const last = skill.last_attempt_at ? addDays(skill.last_attempt_at.slice(0, 10), REFRESH_DUE_DAYS) : null;
    due.set(skill.task, skill.refresh_due_on ?? last ?? today);
  }
  return FLS_TASKS.flatMap((task) => {
    const dueSince = due.get(task);
    return dueSince ? [{ task, dueSince }] : [];
  });
}

/** The next batch of trainees to re-assess, after `after` in user id order (`training_readiness`' primary key). */
async function decayCandidates(db: Executor, now: Date, after: string | null): Promise<string[]> {
  const today = dayOf(now);
  const dayStart = new Date(`${today}T00:00:00Z`);
  const activeSince = daysBefore(now, DECAY_ACTIVE_DAYS);
  // A task due by today and not told yet (a figure computed today, by an upload, may already say so: the notice is
  // still to be made), or a figure of a trainee still training that is older than today. Read in user id order
  // (the primary key), so the batches together read each row once.
  const rows = await db.execute<{ user_id: string }>(sql`
    select r.user_id from training_readiness r
    where (${after}::uuid is null or r.user_id > ${after}::uuid)
      and (
        (r.refresh_due_on <= ${today}::date and r.refresh_due_on > ${addDays(today, -DECAY_ACTIVE_DAYS)}::date
          and not exists (select 1 from readiness_notices n
            where n.user_id = r.user_id and n.due_since = r.refresh_due_on))
        or (r.computed_at < ${dayStart} and r.last_trained_at >= ${activeSince})
      )
    order by r.user_id
    limit ${DECAY_BATCH}`);
  return rows.rows.map((row) => row.user_id);
}

/**
 * Re-assess one trainee and tell them of each task that became due, in one transaction: the figure, the notices
 * and their mails commit together or not at all. The notice's primary key makes it once however many runs race.
 */
async function decayOne(ctx: ServiceContext, userId: string, now: Date, report: DecayReport): Promise<void> {
  const today = dayOf(now);
  const outcome = await inTransaction(ctx.pool, async (tx) => {
    const [lock] = (
      await tx.execute<{ taken: boolean }>(
        sql`select pg_try_advisory_xact_lock(${DECAY_LOCK}, hashtext(${userId}::text)) as taken`,
      )
    ).rows;
    if (!lock?.taken) return null;
    await refreshReadiness(tx, userId, now, ctx.events);
    const [row] = (
      await tx.execute<{
        figure: unknown;
        email: string;
        first_name: string;
        language: string;
        status: string;
        refresh_reminders: boolean;
      }>(sql`
        select r.figure, u.email, u.first_name, u.language, u.status, u.refresh_reminders
        from training_readiness r join users u on u.id = r.user_id
        where r.user_id = ${userId}`)
    ).rows;
    if (!row) return { due: 0, mailed: 0 };
    let due = 0;
    let mailed = 0;
    for (const { task, dueSince } of dueTasksOf(row.figure, today)) {
      const mail = row.refresh_reminders && row.status === 'active';
      const [inserted] = await tx
        .insert(readinessNotices)
        .values({ userId, task, dueSince, noticedAt: now, mailedAt: mail ? now : null })
        .onConflictDoNothing()
        .returning({ task: readinessNotices.task });
      if (!inserted) continue;
      due++;
      if (!mail) continue;
      await ctx.mail(tx)(
        row.email,
        mailTemplates(row.language).refreshDue(
          row.first_name,
          task,
          dueSince,
          appLink(ctx.config.appUrl, '/trainee/overview'),
        ),
      );
      mailed++;
    }
    return { due, mailed };
  });
  if (!outcome) return;
  report.assessed++;
  report.due += outcome.due;
  report.mailed += outcome.mailed;
}

/**
 * The daily work (`READINESS_DECAY_JOB`), on now from the clock: every candidate in batches of `DECAY_BATCH`, one
 * transaction each; a trainee whose re-assessment fails is logged and passed (the next run tries again), the rest
 * go on. Progress is logged per batch.
 */
export async function runReadinessDecay(ctx: ServiceContext): Promise<DecayReport> {
  const now = ctx.clock.now();
  const report: DecayReport = { assessed: 0, due: 0, mailed: 0, failed: 0 };
  let after: string | null = null;
  for (;;) {
    const ids = await decayCandidates(ctx.db, now, after);
    if (ids.length === 0) break;
    for (const id of ids) {
      try {
        await decayOne(ctx, id, now, report);
      } catch (error) {
        report.failed++;
        ctx.log.error({ err: error, userId: id }, 'readiness decay failed for a trainee; tried again at the next run');
      }
    }
    after = ids.at(-1) as string;
    ctx.log.info({ report }, 'readiness decay: a batch done');
  }
  return report;
}

/** The schedule: one job per tick however many instances run (registered by the app beside the training jobs). */
export async function readinessDecayJobs(app: FastifyInstance) {
  const ctx = app.services;
  await ctx.jobs.schedule(READINESS_DECAY_JOB, READINESS_DECAY_CRON, async () => {
    const report = await runReadinessDecay(ctx);
    ctx.log.info({ report }, 'readiness decay ran');
  });
}
