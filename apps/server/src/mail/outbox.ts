import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { mails } from '../db/schema/index.js';
import type { SqlExecutor } from '../db/transaction.js';
import type { JobQueue } from '../jobs/types.js';
import type { MailContent } from './templates.js';
import type { MailTransport } from './transport.js';

export const MAIL_MAX_ATTEMPTS = 8;

/**
 * Store a mail and queue its delivery in the caller's transaction: the mail
 * exists exactly when the change that caused it commits. Delivery happens in
 * the background; a failing SMTP server never fails the user's request.
 */
export async function queueMail(
  tx: Executor,
  sqlExec: SqlExecutor,
  jobs: JobQueue,
  to: string,
  content: MailContent,
): Promise<string> {
  const [row] = await tx
    .insert(mails)
    .values({ toAddress: to, subject: content.subject, text: content.text, html: content.html, kind: content.kind })
    .returning({ id: mails.id });
  if (!row) throw new Error('mail insert returned nothing');
  await jobs.sendMailJob(row.id, sqlExec);
  return row.id;
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
