import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Config } from './config.js';
import type { Database, Executor } from './db/client.js';
import { sqlExecutorOf } from './db/transaction.js';
import type { JobQueue } from './jobs/types.js';
import type { Clock } from './lib/clock.js';
import { EventBus } from './lib/events.js';
import type { Storage } from './lib/storage.js';
import { queueMail, queueMails } from './mail/outbox.js';
import type { MailContent } from './mail/templates.js';

/** Sends a mail in one transaction: stored and queued with the change that caused it, or not at all. */
export type Mailer = (to: string, content: MailContent) => Promise<string>;
/** `Mailer` for many mails in a few statements (a bulk invitation): their ids, in the order given. */
export type BulkMailer = (batch: ReadonlyArray<{ to: string; content: MailContent }>) => Promise<string[]>;

/**
 * What every service gets of the app: built once in `app.ts` (`app.services`),
 * never the Fastify instance. Services take it first: `createX(ctx, actor, body, client)`.
 */
export interface ServiceContext {
  /** The database (pooled; a prepared statement per query text). */
  db: Database;
  /** The pool behind `db`, for `inTransaction(ctx.pool, …)`. */
  pool: pg.Pool;
  clock: Clock;
  config: Config;
  jobs: JobQueue;
  /** Stored files (the uploads folder or the S3 bucket). */
  storage: Storage;
  log: FastifyBaseLogger;
  /** The app's events: published in a transaction, delivered after its commit (`lib/events.ts`). */
  events: EventBus;
  /** The mail sender of a transaction handle from `inTransaction` (throws for any other handle). */
  mail(tx: Executor): Mailer;
  /** `mail` for many mails at once. */
  mails(tx: Executor): BulkMailer;
}

export function createServiceContext(deps: Omit<ServiceContext, 'mail' | 'mails' | 'events'>): ServiceContext {
  return {
    ...deps,
    events: new EventBus(deps.log),
    mail: (tx) => {
      const sqlExec = sqlExecutorOf(tx);
      return (to, content) => queueMail(tx, sqlExec, deps.jobs, to, content);
    },
    mails: (tx) => {
      const sqlExec = sqlExecutorOf(tx);
      return (batch) => queueMails(tx, sqlExec, deps.jobs, batch);
    },
  };
}
