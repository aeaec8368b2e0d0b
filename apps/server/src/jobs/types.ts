import type { SqlExecutor } from '../db/transaction.js';

/** The job queue as its users see it (`startJobQueue` in queue.ts makes one on pg-boss). */
export interface JobQueue {
  /**
   * Queue delivery of stored mails, inside the caller's transaction (one insert however many): on
   * the queue of mail people wait for, or (`bulk`) on the paced queue of bulk mail, which never
   * delays the other.
   */
  sendMailJobs(mailIds: readonly string[], sqlExec: SqlExecutor, options: { bulk: boolean }): Promise<void>;
  /**
   * Queue a job for the worker registered with `handle`: one insert, in the caller's transaction
   * when `sqlExec` is given (the job exists exactly when the change that needs it commits).
   */
  enqueue<T extends object>(name: string, data: T, sqlExec?: SqlExecutor): Promise<void>;
  /** Register the worker of a queue; the app registers its own (no-op where this process only queues). */
  handle<T extends object>(name: string, work: (data: T) => Promise<void>): Promise<void>;
  /**
   * Run `work` on a cron schedule (UTC): one job per tick however many
   * instances share the database, worked by one of them (not here where this
   * process only queues).
   */
  schedule(name: string, cron: string, work: () => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}
