import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { mails } from '../db/schema/index.js';
import type { SqlExecutor } from '../db/transaction.js';
import type { JobQueue } from '../jobs/types.js';
import type { MailContent } from './templates.js';
import type { MailTransport } from './transport.js';

export const MAIL_MAX_ATTEMPTS = 8;

/**
 * Kinds of mail sent to many people at once, in a customer's stead (a manager's invitations):
 * they go on the paced bulk queue. Every other mail is one a person is waiting for (sign-in,
 * reset, activation, notices) and has a queue of its own that bulk mail never delays.
 */
const BULK_KINDS: ReadonlySet<string> = new Set(['invitation']);
export const isBulkMail = (kind: string) => BULK_KINDS.has(kind);
const MAILS_PER_INSERT = 5000;

/**
 * Store mails and queue their delivery in the caller's transaction, one statement per 5,000 mails
 * and one per queue for the jobs: the mails exist exactly when the change that
 * caused them commits. Delivery happens in the background; a failing SMTP server never fails
 * the user's request. Answers the mails' ids in the order given.
 */
export async function queueMails(
  tx: Executor,
  sqlExec: SqlExecutor,
  jobs: JobQueue,
  batch: ReadonlyArray<{ to: string; content: MailContent }>,
): Promise<string[]> {
  const rows: Array<{ id: string; kind: string }> = [];
  // PostgreSQL takes at most 65,535 parameters per statement: five a mail.
  for (let start = 0; start < batch.length; start += MAILS_PER_INSERT) {
    const values = batch.slice(start, start + MAILS_PER_INSERT).map(({ to, content }) => ({
      toAddress: to,
      subject: content.subject,
      text: content.text,
      html: content.html,
      kind: content.kind,
    }));
    rows.push(...(await tx.insert(mails).values(values).returning({ id: mails.id, kind: mails.kind })));
  }
  for (const bulk of [false, true]) {
    const ids = rows.filter((row) => isBulkMail(row.kind) === bulk).map((row) => row.id);
    await jobs.sendMailJobs(ids, sqlExec, { bulk });
  }
  return rows.map((row) => row.id);
}

/** One mail, as `queueMails`. */
export async function queueMail(
  tx: Executor,
  sqlExec: SqlExecutor,
  jobs: JobQueue,
  to: string,
  content: MailContent,
): Promise<string> {
  const [id] = await queueMails(tx, sqlExec, jobs, [{ to, content }]);
  if (!id) throw new Error('mail insert returned nothing');
  return id;
}

/** An absolute link into the web app for a mail. */
export function appLink(appUrl: string, path: string): string {
  return new URL(path, appUrl).toString();
}

/** A person's name as mails show it. */
export const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/** The queue's worker: deliver one stored mail; throw to have the queue retry later. */
export async function deliverMail(db: Executor, transport: MailTransport, mailId: string): Promise<void> {
  const [mail] = await db.select().from(mails).where(eq(mails.id, mailId));
  if (mail?.status !== 'queued') return;
  try {
    await transport({ to: mail.toAddress, subject: mail.subject, text: mail.text, html: mail.html });
  } catch (error) {
    const attempts = mail.attempts + 1;
    await db
      .update(mails)
      .set({
        attempts,
        lastError: String((error as Error).message ?? error).slice(0, 1000),
        status: attempts >= MAIL_MAX_ATTEMPTS ? 'failed' : 'queued',
      })
      .where(eq(mails.id, mailId));
    if (attempts < MAIL_MAX_ATTEMPTS) throw error;
    return;
  }
  await db
    .update(mails)
    .set({ status: 'sent', sentAt: sql`now()`, attempts: mail.attempts + 1, lastError: null })
    .where(eq(mails.id, mailId));
}
