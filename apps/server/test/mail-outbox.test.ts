import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mails } from '../src/db/schema/index.js';
import { createUser } from '../src/db/seed/factories.js';
import { setupTestApp } from './helpers/app.js';

// An SMTP address where nothing listens: every delivery attempt fails.
const broken = await setupTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
// No SMTP server: mails stay in the development outbox.
const outbox = await setupTestApp({ SMTP_URL: '' });
const production = await setupTestApp({
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://unused',
  SESSION_SECRET: 's'.repeat(40),
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
