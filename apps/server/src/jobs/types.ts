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
  enqueue<T extends object>(name: string, data: T, sqlExec?: SqlExecutor, options?: EnqueueOptions): Promise<void>;
  /** Register the worker of a queue; the app registers its own (no-op where this process only queues). */
  handle<T extends object>(name: string, work: (data: T) => Promise<void>, options?: QueueOptions): Promise<void>;
  /**
   * Run `work` on a cron schedule (UTC): one job per tick however many
   * instances share the database, worked by one of them (not here where this
   * process only queues).
   */
  schedule(name: string, cron: string, work: () => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

export interface EnqueueOptions {
  /** With a queue of policy `short`: at most one job of this key waits; a second one is dropped (the first does both). */
  singletonKey?: string;
}

export interface QueueOptions {
  /**
   * pg-boss's queue policy: `standard` (every job), or `short` (at most one job per singleton key waits to start;
   * any number run, so a job queued while one of its key runs is never lost).
   */
  policy?: 'standard' | 'short';
  /** Workers in this process (1 unless said). */
  workers?: number;
  /** Retries after a failure (3 unless said), with exponential backoff from 5 s. */
  retryLimit?: number;
}
