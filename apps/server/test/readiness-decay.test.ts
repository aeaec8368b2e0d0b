import { randomUUID } from 'node:crypto';
import { addDays, type GameSession } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readinessNotices, trainingReadiness, users } from '../src/db/schema/index.js';
import { createOrganization, createUser } from '../src/db/seed/factories.js';
import { inTransaction } from '../src/db/transaction.js';
import { DAY_MS } from '../src/lib/calendar-day.js';
import { refreshReadiness, runReadinessDecay } from '../src/modules/analytics/index.js';
import { storeSessions } from '../src/modules/training/index.js';
import { sendQueuedMailsAfterAll, setupTestApp } from './helpers/app.js';

const ctx = await setupTestApp();
sendQueuedMailsAfterAll(ctx.db);
const services = ctx.app.services;
const organization = await createOrganization(ctx.db, { name: 'Decay Clinic' });

/**
 * Peg transfer mastered by hand-made attempts: 16 passes at level 5, far above every target, four a session on four
 * days ending `lastDay` (the game's exercise and skill; nothing else trained). The rule's 2 + 10 and the LC-CUSUM's
 * sign-off (ten passes in a row) are both met, so the task is proficient and due a refresh 42 days after `lastDay`.
 */
function pegTransferMastered(lastDay: string): GameSession[] {
  return [3, 2, 1, 0].map((back) => {
    const startedAt = new Date(`${addDays(lastDay, -back)}T10:00:00Z`);
    return {
      id: randomUUID(),
      started_at: startedAt.toISOString(),
      ended_at: new Date(startedAt.getTime() + 30 * 60_000).toISOString(),
      game_version: '1.4.2',
      platform: 'windows',
      results: Array.from({ length: 4 }, () => ({
        skill: 'transferring' as const,
        level: 5,
        exercise_name: 'Peg transfer',
        completed: true,
        accuracy: 98,
        speed: 95,
        gameplay: 97,
        duration_seconds: 240,
        errors: 0,
      })),
    };
  });
}

/** A trainee who mastered peg transfer, last trained on `lastDay`, their figure computed then. */
async function masteredTrainee(email: string, lastDay: string) {
  const user = await createUser(ctx.db, { email, firstName: 'Petra', organizationId: organization.id });
  const at = new Date(`${lastDay}T12:00:00Z`);
  await inTransaction(services.pool, async (tx) => {
    await storeSessions(tx, { userId: user.id, deviceTokenId: null }, pegTransferMastered(lastDay), at);
    await refreshReadiness(tx, user.id, at);
  });
  return user;
}

// Noon: past the time of day of the last attempt (10:00), so day 42 is 42 days and two hours after it.
const at = (day: string) => new Date(`${day}T12:00:00Z`);
/** Run the daily job with the clock on `day`. */
async function runOn(day: string) {
  ctx.clock.advance(at(day).getTime() - ctx.clock.now().getTime());
  return runReadinessDecay(services);
}
const figureOf = async (userId: string) => {
  const [row] = await ctx.db
    .select({ figure: trainingReadiness.figure, computedAt: trainingReadiness.computedAt })
    .from(trainingReadiness)
    .where(eq(trainingReadiness.userId, userId));
  return row as { figure: { skills: Array<{ task: string; state: string; refresh_due_on: string | null }> } } & {
    computedAt: Date;
  };
};
const pegOf = async (userId: string) => (await figureOf(userId)).figure.skills.find((s) => s.task === 'peg_transfer');
const noticesOf = (userId: string) => ctx.db.select().from(readinessNotices).where(eq(readinessNotices.userId, userId));

describe('the readiness-decay schedule', () => {
  const lastDay = '2026-03-02';
  const dueDay = addDays(lastDay, 42);

  it('mails a proficient trainee once when a task becomes due at six weeks: not at 41 days, not twice, not when switched off', async () => {
    const on = await masteredTrainee('petra.on@example.test', lastDay);
    const off = await masteredTrainee('petra.off@example.test', lastDay);
    expect(await pegOf(on.id)).toMatchObject({ state: 'proficient', refresh_due_on: dueDay });

    // The trainee turns the mails off in the profile, as the form posts it.
    const client = ctx.client();
    await client.login('petra.off@example.test');
    const me = (await client.get('/api/auth/authorized')).json().data;
    expect(me.refresh_reminders).toBe(true);
    const patched = await client.request(
      'PATCH',
      '/api/profile',
      'first_name=Petra&last_name=Off&language=en&refresh_reminders=false',
      { 'content-type': 'application/x-www-form-urlencoded' },
    );
    expect(patched.statusCode).toBe(200);
    expect(patched.json().data.refresh_reminders).toBe(false);

    // 41 days idle: still proficient, nothing told.
    await runOn(addDays(lastDay, 41));
    expect(await pegOf(on.id)).toMatchObject({ state: 'proficient' });
    expect(await noticesOf(on.id)).toEqual([]);

    // Day 42, a hundred runs at once (instances racing, a retried tick): one notice, one mail.
    ctx.clock.advance(at(dueDay).getTime() - ctx.clock.now().getTime());
    const reports = await Promise.all(Array.from({ length: 100 }, () => runReadinessDecay(services)));
    expect(reports.reduce((n, r) => n + r.failed, 0)).toBe(0);
    expect(reports.reduce((n, r) => n + r.mailed, 0)).toBe(1);
    expect(await pegOf(on.id)).toMatchObject({ state: 'refresh_due' });
    expect(await noticesOf(on.id)).toEqual([
      expect.objectContaining({ task: 'peg_transfer', dueSince: dueDay, mailedAt: expect.any(Date) }),
    ]);

    const mail = await ctx.smtp.waitFor('petra.on@example.test', { subject: /Peg transfer/ });
    expect(mail.subject).toBe('Peg transfer: time for a refresh');
    expect(mail.text).toContain(`since ${dueDay}`);
    expect(mail.text).toContain('Two passes at target restore it.');
    expect(mail.text).toContain('http://localhost:3000/trainee/overview');
    expect(mail.text).toContain('turn these emails off in your profile');

    // The next run, and the next day's, tell nothing more.
    await runReadinessDecay(services);
    await runOn(addDays(dueDay, 1));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(ctx.smtp.count('petra.on@example.test')).toBe(1);

    // Switched off: recorded as told (turning the mails on later does not send old news), never mailed.
    expect(await pegOf(off.id)).toMatchObject({ state: 'refresh_due' });
    expect(await noticesOf(off.id)).toEqual([expect.objectContaining({ task: 'peg_transfer', mailedAt: null })]);
    expect(ctx.smtp.count('petra.off@example.test')).toBe(0);
  }, 120_000);

  it("speaks the trainee's language", async () => {
    const lastGerman = '2026-05-01';
    const user = await masteredTrainee('petra.de@example.test', lastGerman);
    await ctx.db.update(users).set({ language: 'de' }).where(eq(users.id, user.id));
    await runOn(addDays(lastGerman, 42));
    const mail = await ctx.smtp.waitFor('petra.de@example.test');
    expect(mail.subject).toBe('Peg Transfer: Zeit für eine Auffrischung');
    expect(mail.text).toContain(`Seit dem ${addDays(lastGerman, 42)}`);
    expect(mail.text).toContain('Zwei Durchgänge im Zielbereich frischen sie wieder auf.');
  }, 60_000);

  it('re-assesses trainees computed before today who trained in the last 120 days, passing over one that fails', async () => {
    const recent = await masteredTrainee('recent@example.test', '2026-07-01');
    const failing = await masteredTrainee('failing@example.test', '2026-07-01');
    const longGone = await masteredTrainee('gone@example.test', '2026-01-02');
    const goneBefore = (await figureOf(longGone.id)).computedAt;
    // One trainee's figure cannot be written (a trigger refuses it): logged and passed, the rest go on.
    await ctx.db.execute(
      sql.raw(`create function refuse_readiness() returns trigger language plpgsql as $$
        begin raise exception 'refused for the test'; end $$`),
    );
    await ctx.db.execute(
      sql.raw(`create trigger refuse_readiness before update on training_readiness for each row
        when (new.user_id = '${failing.id}') execute function refuse_readiness()`),
    );
    try {
      const report = await runOn('2026-07-20');
      expect(report.failed).toBe(1);
      expect((await figureOf(recent.id)).computedAt).toEqual(at('2026-07-20'));
      // Idle since January (over 120 days) and nothing due within them: left as it was.
      expect((await figureOf(longGone.id)).computedAt).toEqual(goneBefore);
      // Computed today: the next run the same day leaves them alone.
      const again = await runReadinessDecay(services);
      expect(again.assessed).toBe(0);
    } finally {
      await ctx.db.execute(sql.raw('drop trigger refuse_readiness on training_readiness'));
      await ctx.db.execute(sql.raw('drop function refuse_readiness()'));
    }
    const [failed] = await ctx.db
      .select({ computedAt: trainingReadiness.computedAt })
      .from(trainingReadiness)
      .where(and(eq(trainingReadiness.userId, failing.id)));
    expect(failed?.computedAt.getTime()).toBeLessThan(at('2026-07-20').getTime() - DAY_MS);
  }, 60_000);
});
