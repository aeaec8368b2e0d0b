import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { connectDatabase } from '../src/db/client.js';
import { mails } from '../src/db/schema/index.js';
import { createUser } from '../src/db/seed/factories.js';
import { inTransaction } from '../src/db/transaction.js';
import { startJobQueue } from '../src/jobs/queue.js';
import { queueMail, queueMails } from '../src/mail/outbox.js';
import { mailTemplates } from '../src/mail/templates.js';
import { createMailTransport } from '../src/mail/transport.js';
import { setupTestApp, TEST_LICENSE_KEY, testDatabase } from './helpers/app.js';
import { TestSmtpServer } from './helpers/smtp.js';

// An SMTP address where nothing listens: every delivery attempt fails.
const broken = await setupTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
// No SMTP server: mails stay in the development outbox.
const outbox = await setupTestApp({ SMTP_URL: '' });
const production = await setupTestApp({
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://unused',
  SESSION_SECRET: 's'.repeat(40),
});

// Bulk mail paced at 20 a second (the test SMTP server could take far more).
const busy = await setupTestApp({ MAIL_BULK_PER_SECOND: '20' });

const wakeDatabase = await testDatabase();

describe('mail people wait for never waits behind bulk mail', () => {
  it('sends a reset mail within 10 s while 20,000 invitations are queued, bulk mail keeping its pace', async () => {
    const { pool, jobs } = busy.app.services;
    const invitation = mailTemplates('en').invitation(
      'Bulk',
      { inviter: 'Mara Manager', organization: 'Alpha Clinic' },
      'http://localhost:3000/activate/x',
    );
    const queuedAt = Date.now();
    // As an import queues them: the mails and their jobs in bulk, in one transaction.
    await inTransaction(pool, (tx, sqlExec) =>
      queueMails(
        tx,
        sqlExec,
        jobs,
        Array.from({ length: 20_000 }, (_, i) => ({ to: `bulk${i}@example.test`, content: invitation })),
      ),
    );
    // The bulk workers are busy with them.
    await expect.poll(() => busy.smtp.received.length, { timeout: 10_000 }).toBeGreaterThan(0);
    await createUser(busy.db, { email: 'waiting@example.test' });
    const asked = Date.now();
    const res = await busy.client().post('/api/auth/password-recover', { email: 'waiting@example.test' });
    expect(res.statusCode).toBe(202);
    const mail = await busy.smtp.waitFor('waiting@example.test', { subject: /Reset/, timeoutMs: 10_000 });
    const waitedMs = Date.now() - asked;
    expect(waitedMs).toBeLessThan(10_000);
    expect(mail.text).toContain('/reset-password/');
    // Bulk mail kept to its pace (20 a second, one window of slack) and most of it is still queued.
    const bulkSent = busy.smtp.received.filter((m) => m.to.startsWith('bulk')).length;
    expect(bulkSent).toBeLessThanOrEqual(20 * (Math.ceil((Date.now() - queuedAt) / 1000) + 1));
    const [left] = await busy.db.select({ n: count() }).from(mails).where(eq(mails.status, 'queued'));
    expect(left?.n).toBeGreaterThan(19_000);
    console.info(`reset mail delivered ${waitedMs} ms after the request, behind 20,000 queued invitations`);
  }, 60_000);
});

describe('mail delivery', () => {
  it("sends a mail as soon as the change that queued it commits, not at the workers' next look", async () => {
    const database = connectDatabase(wakeDatabase, 4);
    const smtp = new TestSmtpServer();
    const smtpUrl = await smtp.start();
    const transport = createMailTransport(
      loadConfig({ NODE_ENV: 'test', DATA_DIR: '/nonexistent', SMTP_URL: smtpUrl, GAME_LICENSE_KEY: TEST_LICENSE_KEY }),
    );
    // Workers that look for work once a minute: only the commit's wake-up can send the mail within the test.
    const jobs = await startJobQueue({
      pool: database.pool,
      db: database.db,
      transport: transport.send,
      onError: () => undefined,
      pollingIntervalSeconds: 60,
      runSchedules: false,
    });
    try {
      // The workers' first look (at their start) is over and found nothing.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const content = { kind: 'test', subject: 'Sent at once', text: 'Hello', html: '<p>Hello</p>' };
      await inTransaction(database.pool, (tx, sqlExec) => queueMail(tx, sqlExec, jobs, 'wake@example.test', content));
      await expect.poll(() => smtp.received.map((mail) => mail.subject), { timeout: 10_000 }).toEqual(['Sent at once']);
      // A change that rolls back sends nothing.
      await inTransaction(database.pool, async (tx, sqlExec) => {
        await queueMail(tx, sqlExec, jobs, 'wake@example.test', { ...content, subject: 'Rolled back' });
        throw new Error('changed my mind');
      }).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(smtp.received).toHaveLength(1);
    } finally {
      await jobs.stop();
      transport.close();
      await smtp.stop();
      await database.close();
    }
  });
});

describe('mail delivery failures', () => {
  it('never fail the request and never lose the mail', async () => {
    await createUser(broken.db, { email: 'unlucky@example.test' });
    const res = await broken.client().post('/api/auth/password-recover', { email: 'unlucky@example.test' });
    expect(res.statusCode).toBe(202);
    await expect
      .poll(async () => (await broken.db.select().from(mails).where(eq(mails.toAddress, 'unlucky@example.test')))[0], {
        timeout: 10_000,
      })
      .toMatchObject({ status: 'queued', attempts: 1, lastError: expect.stringMatching(/ECONNREFUSED|connect/i) });
  });
});

describe('development outbox', () => {
  it('lists stored mails with their links outside production', async () => {
    await createUser(outbox.db, { email: 'outbox@example.test' });
    await outbox.client().post('/api/auth/password-recover', { email: 'outbox@example.test' });
    // The link is made by a queued job; the outbox shows it once written.
    await expect
      .poll(
        async () => (await outbox.client().get('/api/dev/mails?filter[to]=outbox@example.test')).json().meta.total,
        {
          timeout: 10_000,
        },
      )
      .toBe(1);
    const res = await outbox.client().get('/api/dev/mails?filter[to]=outbox@example.test');
    expect(res.statusCode).toBe(200);
    const [mail] = res.json().data;
    expect(mail.subject).toBe('Reset your LapSkills password');
    expect(mail.links[0]).toMatch(/^http:\/\/localhost:3000\/reset-password\/[\w-]{43}$/);
    expect(res.json().meta.total).toBe(1);
  });

  it('does not exist in production', async () => {
    const res = await production.client().get('/api/dev/mails');
    expect(res.statusCode).toBe(404);
  });
});
