import type pg from 'pg';
import PgBoss from 'pg-boss';
import { BULK_MAIL_DEFAULTS } from '../config.js';
import type { Database } from '../db/client.js';
import { takeSlot } from '../lib/throttle.js';
import { deliverMail, MAIL_MAX_ATTEMPTS } from '../mail/outbox.js';
import type { MailTransport } from '../mail/transport.js';
import { deleteExpiredRows } from './housekeeping.js';
import type { JobQueue, QueueOptions } from './types.js';

/** Mail people wait for (sign-in, reset, activation, notices): its own queue, never behind bulk mail. */
const SEND_MAIL = 'send-mail';
const WORKERS = 3;
/** Bulk mail (invitations): a queue of its own, worked by `bulkMail.workers` at `bulkMail.perSecond` at most. */
const SEND_BULK_MAIL = 'send-bulk-mail';
const HOUSEKEEPING = 'housekeeping';

export type { JobQueue } from './types.js';

interface Options {
  pool: pg.Pool;
  db: Database;
  transport: MailTransport;
  onError: (error: unknown) => void;
  /** How often idle workers look for work; tests shorten it. */
  pollingIntervalSeconds?: number;
  /** Run workers in this process (the default); false only queues. */
  work?: boolean;
  /** Idle timeout of sessions, for the hourly clean-up of dead rows. */
  sessionIdleMs?: number;
  /** Turn cron schedules into jobs (the default); tests turn it off and call the work themselves. */
  runSchedules?: boolean;
  /** Bulk mail's workers and pace (the configuration's `bulkMail`). */
  bulkMail?: { workers: number; perSecond: number };
}

/**
 * A PostgreSQL-backed job queue (pg-boss) on the application's own pool, so
 * jobs live beside the data and every server instance can work them.
 */
export async function startJobQueue({
  pool,
  db,
  transport,
  onError,
  pollingIntervalSeconds = 2,
  work = true,
  sessionIdleMs,
  runSchedules = true,
  bulkMail = BULK_MAIL_DEFAULTS,
}: Options): Promise<JobQueue> {
  const boss = new PgBoss({ db: { executeSql: queueSql(pool) }, schema: 'pgboss', schedule: runSchedules });
  boss.on('error', onError);
  await boss.start();
  const mailQueue = { retryLimit: MAIL_MAX_ATTEMPTS, retryDelay: 10, retryBackoff: true };
  await boss.createQueue(SEND_MAIL, { name: SEND_MAIL, ...mailQueue });
  await boss.createQueue(SEND_BULK_MAIL, { name: SEND_BULK_MAIL, ...mailQueue });
  if (work && sessionIdleMs) {
    await boss.createQueue(HOUSEKEEPING, { name: HOUSEKEEPING, retryLimit: 1 });
    await boss.schedule(HOUSEKEEPING, '17 * * * *');
    await boss.work(HOUSEKEEPING, async () => {
      await deleteExpiredRows(db, new Date(), sessionIdleMs);
    });
  }
  let stopping = false;
  const mailWorkers: string[] = [];
  const bulkWorkers: string[] = [];
  if (work) {
    // One job per fetch, so a failing mail is retried alone; a few workers keep a burst moving.
    const worker = (queue: string, pace: () => Promise<void>) =>
      boss.work<{ mailId: string }>(queue, { pollingIntervalSeconds, batchSize: 1 }, async ([job]) => {
        if (!job) return;
        await pace();
        await deliverMail(db, transport, job.data.mailId);
      });
    for (let i = 0; i < WORKERS; i++) mailWorkers.push(await worker(SEND_MAIL, async () => undefined));
    // The pace is one counter in PostgreSQL, so every instance's workers share it.
    const bulkLimit = { key: 'bulk-mail', max: bulkMail.perSecond, windowMs: 1000 };
    for (let i = 0; i < bulkMail.workers; i++) {
      bulkWorkers.push(await worker(SEND_BULK_MAIL, () => takeSlot(db, bulkLimit, () => stopping)));
    }
  }
  const created = new Set<string>();
  const handlers = new Map<string, string[]>();
  // A queue's options are those of its first use: `handle` comes first (the app registers workers when it is built).
  const ensureQueue = async (name: string, options: QueueOptions = {}) => {
    if (created.has(name)) return;
    const { policy = 'standard', retryLimit = 3 } = options;
    await boss.createQueue(name, { name, policy, retryLimit, retryDelay: 5, retryBackoff: true });
    created.add(name);
  };
  return {
    async sendMailJobs(mailIds, sqlExec, { bulk }) {
      if (mailIds.length === 0) return;
      const name = bulk ? SEND_BULK_MAIL : SEND_MAIL;
      const jobs = mailIds.map((mailId) => ({ name, data: { mailId }, ...mailQueue }));
      // pg-boss's insert writes all rows in one statement (a JSON array), within the caller's transaction.
      await boss.insert(jobs, { db: sqlExec as PgBoss.Db });
      // The mail leaves once its transaction commits, not at a worker's next look (up to `pollingIntervalSeconds`
      // later): an activation or reset link is what the user is waiting for. Other instances' workers still poll.
      sqlExec.afterCommit?.(() => {
        for (const id of bulk ? bulkWorkers : mailWorkers) boss.notifyWorker(id);
      });
    },
    async enqueue(name, data, sqlExec, options = {}) {
      await ensureQueue(name);
      const singleton = options.singletonKey ? { singletonKey: options.singletonKey } : {};
      await boss.send(name, data, sqlExec ? { db: sqlExec as PgBoss.Db, ...singleton } : singleton);
      // This process's workers start on it now rather than at their next look; other instances' still poll.
      const wake = () => {
        for (const id of handlers.get(name) ?? []) boss.notifyWorker(id);
      };
      if (sqlExec?.afterCommit) sqlExec.afterCommit(wake);
      else if (!sqlExec) wake();
    },
    async handle(name, handler, options = {}) {
      await ensureQueue(name, options);
      if (!work) return;
      const ids: string[] = [];
      for (let i = 0; i < (options.workers ?? 1); i++) {
        ids.push(
          await boss.work<Parameters<typeof handler>[0]>(
            name,
            { pollingIntervalSeconds, batchSize: 1 },
            async ([job]) => {
              if (job) await handler(job.data);
            },
          ),
        );
      }
      handlers.set(name, ids);
    },
    async schedule(name, cron, scheduled) {
      await boss.createQueue(name, { name, retryLimit: 1 });
      await boss.schedule(name, cron);
      if (work) {
        await boss.work(name, async () => {
          await scheduled();
        });
      }
    },
    stop: () => {
      stopping = true;
      return boss.stop({ graceful: true, wait: true, timeout: 5000 });
    },
  };
}

/**
 * pg-boss's statements on the application's pool. Once the pool is ending (the process stops), a worker whose
 * job outlived `stop`'s timeout would still record its outcome: that statement never answers instead of failing
 * (pg-boss would not catch the failure, and reads the answer's rows, so an empty answer fails as well), and the
 * stopping process reports no unhandled rejection. The job stays active and pg-boss retries it after its expiry
 * on the next start.
 */
function queueSql(pool: pg.Pool) {
  return (text: string, values?: unknown[]) =>
    (pool as pg.Pool & { ending?: boolean }).ending
      ? new Promise<pg.QueryResult>(() => undefined)
      : pool.query(text, values);
}

/** Create pg-boss's tables (test template databases get them once). */
export async function installJobQueueSchema(pool: pg.Pool): Promise<void> {
  const boss = new PgBoss({
    db: { executeSql: queueSql(pool) },
    schema: 'pgboss',
    supervise: false,
    schedule: false,
  });
  await boss.start();
  await boss.stop({ graceful: false, wait: true });
}
