import { randomUUID } from 'node:crypto';
import type { GameSession } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mails, practiceNudgeMails } from '../src/db/schema/index.js';
import { attachSeat, createLicense, createOrganization, createUser } from '../src/db/seed/factories.js';
import { inTransaction } from '../src/db/transaction.js';
import { runPracticeNudges } from '../src/modules/nudges/index.js';
import { storeSessions } from '../src/modules/training/index.js';
import { sendQueuedMailsAfterAll, setupTestApp } from './helpers/app.js';

const ctx = await setupTestApp();
sendQueuedMailsAfterAll(ctx.db);
const services = ctx.app.services;

/** One session starting at `start` of `minutes` minutes (one exercise of that length). */
function session(start: string, minutes: number): GameSession {
  const startedAt = new Date(start);
  return {
    id: randomUUID(),
    started_at: startedAt.toISOString(),
    ended_at: new Date(startedAt.getTime() + minutes * 60_000).toISOString(),
    game_version: '1.4.2',
    platform: 'windows',
    results: [
      {
        skill: 'transferring',
        level: 1,
        exercise_name: 'Peg transfer',
        completed: true,
        accuracy: 80,
        speed: 70,
        gameplay: 75,
        duration_seconds: minutes * 60,
        errors: 0,
      },
    ],
  };
}

async function train(userId: string, ...sessions: GameSession[]) {
  await inTransaction(services.pool, (tx) =>
    storeSessions(tx, { userId, deviceTokenId: null }, sessions, new Date(sessions.at(-1)?.ended_at ?? 0)),
  );
}

/** Move the test clock to `iso`. */
const setClock = (iso: string) => ctx.clock.advance(new Date(iso).getTime() - ctx.clock.now().getTime());

describe('the weekly goal', () => {
  it('sets a goal in whole minutes, refuses bad ones, and counts this ISO week (UTC) only', async () => {
    setClock('2026-03-04T12:00:00Z'); // a Wednesday; the week is Monday 2 to Sunday 8 March
    const user = await createUser(ctx.db, { email: 'goal@example.test', roles: ['trainee'] });
    // Sunday 23:30 belongs to the week before; Monday 00:10 and Sunday 23:50 to this one; next Monday to the next.
    await train(
      user.id,
      session('2026-03-01T23:30:00Z', 20),
      session('2026-03-02T00:10:00Z', 30),
      session('2026-03-08T23:50:00Z', 5),
      session('2026-03-09T00:00:00Z', 40),
    );
    const client = ctx.client();
    await client.login('goal@example.test');
    expect((await client.get('/api/trainee/weekly-goal')).json().data).toEqual({
      goal_minutes: null,
      minutes: 35,
      week_start: '2026-03-02',
      week_end: '2026-03-08',
    });
    for (const bad of [9, 3001, 12.5, 'lots', true]) {
      const answer = await client.request('PUT', '/api/trainee/weekly-goal', { goal_minutes: bad });
      expect(answer.statusCode, String(bad)).toBe(422);
      expect(Object.keys(answer.json().errors)).toEqual(['goal_minutes']);
    }
    const set = await client.request('PUT', '/api/trainee/weekly-goal', { goal_minutes: 120 });
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toMatchObject({ goal_minutes: 120, minutes: 35 });

    setClock('2026-03-09T00:30:00Z');
    const later = ctx.client(); // the first session has timed out meanwhile
    await later.login('goal@example.test');
    expect((await later.get('/api/trainee/weekly-goal')).json().data).toEqual({
      goal_minutes: 120,
      minutes: 40,
      week_start: '2026-03-09',
      week_end: '2026-03-15',
    });
    const cleared = await later.request('PUT', '/api/trainee/weekly-goal', { goal_minutes: null });
    expect(cleared.json().data.goal_minutes).toBeNull();
  });

  it('turns practice reminders off in the profile, and refuses anything but a switch', async () => {
    await createUser(ctx.db, { email: 'optout@example.test', firstName: 'Opt', lastName: 'Out' });
    const client = ctx.client();
    await client.login('optout@example.test');
    const names = { first_name: 'Opt', last_name: 'Out', language: 'en' };
    expect((await client.get('/api/auth/authorized')).json().data.practice_reminders).toBe(true);
    const bad = await client.request('PATCH', '/api/profile', { ...names, practice_reminders: 'maybe' });
    expect(bad.statusCode).toBe(422);
    const off = await client.request('PATCH', '/api/profile', { ...names, practice_reminders: false });
    expect(off.json().data).toMatchObject({ practice_reminders: false, refresh_reminders: true });
  });
});

describe('the inactivity reminder', async () => {
  const organization = await createOrganization(ctx.db, { name: 'Nudge Clinic' });
  const other = await createOrganization(ctx.db, { name: 'Other Clinic' });
  const license = await createLicense(ctx.db, { organizationId: organization.id });
  const otherLicense = await createLicense(ctx.db, { organizationId: other.id });
  const member = async (email: string, values: Parameters<typeof createUser>[1] = {}, org = organization.id) => {
    const user = await createUser(ctx.db, { email, roles: ['trainee'], organizationId: org, ...values });
    await attachSeat(ctx.db, org === organization.id ? license.id : otherLicense.id, user.id, new Date('2026-02-01'));
    return user;
  };
  const manager = await createUser(ctx.db, {
    email: 'nudge-manager@example.test',
    roles: ['license-manager'],
    organizationId: organization.id,
  });
  await createUser(ctx.db, {
    email: 'other-manager@example.test',
    roles: ['license-manager'],
    organizationId: other.id,
  });
  const idle = await member('idle@example.test', { firstName: 'Ida', lastName: 'Idle' });
  const never = await member('never@example.test', { firstName: 'Nev', language: 'de' });
  const optedOut = await member('opted-out@example.test', { lastName: 'Out', practiceReminders: false });
  const busy = await member('busy@example.test');
  const seatless = await createUser(ctx.db, {
    email: 'seatless@example.test',
    roles: ['trainee'],
    organizationId: organization.id,
  });
  const otherIdle = await member('other-idle@example.test', {}, other.id);
  await train(idle.id, session('2026-02-20T10:00:00Z', 30));
  await train(optedOut.id, session('2026-02-20T10:00:00Z', 30));
  await train(seatless.id, session('2026-02-20T10:00:00Z', 30));
  await train(otherIdle.id, session('2026-02-20T10:00:00Z', 30));

  const remindersTo = async (userId: string) =>
    (
      await ctx.db.execute<{ n: number }>(
        sql`select count(*)::int as n from mails where to_address = (select email from users where id = ${userId})
          and kind = 'inactivity_reminder'`,
      )
    ).rows[0]?.n;

  it('lets the own organization’s manager set the days (3–60 or off), and nobody else', async () => {
    setClock('2026-03-02T09:00:00Z');
    const client = ctx.client();
    await client.login('nudge-manager@example.test');
    expect((await client.get('/api/manager/practice-reminders')).json().data).toEqual({ inactivity_days: null });
    for (const bad of [2, 61, 3.5, 'x']) {
      const answer = await client.request('PUT', '/api/manager/practice-reminders', { inactivity_days: bad });
      expect(answer.statusCode, String(bad)).toBe(422);
    }
    // Off by default: the job sends nothing.
    expect(await runPracticeNudges(services)).toEqual({ due: 0, mailed: 0 });
    const set = await client.request('PUT', '/api/manager/practice-reminders', { inactivity_days: 7 });
    expect(set.json().data).toEqual({ inactivity_days: 7 });
    // Another organization's manager reads and sets their own, never this one's.
    const outsider = ctx.client();
    await outsider.login('other-manager@example.test');
    expect((await outsider.get('/api/manager/practice-reminders')).json().data).toEqual({ inactivity_days: null });
    const trainee = ctx.client();
    await trainee.login('idle@example.test');
    expect((await trainee.request('PUT', '/api/manager/practice-reminders', { inactivity_days: 3 })).statusCode).toBe(
      403,
    );
    expect((await client.get('/api/manager/practice-reminders')).json().data).toEqual({ inactivity_days: 7 });
    expect(manager.id).toBeTruthy();
  });

  it('mails each idle trainee once a week, not the opted-out, the active or the seatless one, once for a burst', async () => {
    setClock('2026-03-02T09:00:00Z');
    await train(busy.id, session('2026-02-27T10:00:00Z', 30)); // 3 days ago: within the 7
    // Ten runs at once: the idle (10 days) and the never-trained (seat since 29 days) get one mail each.
    const reports = await Promise.all(Array.from({ length: 10 }, () => runPracticeNudges(services)));
    expect(reports.reduce((sum, r) => sum + r.mailed, 0)).toBe(2);
    expect(await remindersTo(idle.id)).toBe(1);
    expect(await remindersTo(never.id)).toBe(1);
    for (const user of [optedOut, busy, seatless, otherIdle]) expect(await remindersTo(user.id)).toBe(0);

    const delivered = await ctx.smtp.waitFor('idle@example.test', { subject: /Time for a training session/ });
    expect(delivered.text).toContain('You have not trained for 7 days. Nudge Clinic reminds');
    expect(delivered.text).toContain('/trainee/overview');
    expect((await ctx.smtp.waitFor('never@example.test')).subject).toBe('Zeit für eine Trainingseinheit');
    expect(ctx.smtp.received.filter((m) => m.to === 'idle@example.test')).toHaveLength(1);

    // Six days later: the idle ones were told less than a week ago; the busy one (idle 9 days by now) is told now.
    setClock('2026-03-08T09:00:00Z');
    expect((await runPracticeNudges(services)).mailed).toBe(1);
    expect(await remindersTo(idle.id)).toBe(1);
    expect(await remindersTo(busy.id)).toBe(1);
    // Seven days after the first: the idle ones are told again; the busy one not (told a day ago).
    setClock('2026-03-09T09:00:00Z');
    expect((await runPracticeNudges(services)).mailed).toBe(2);
    expect(await remindersTo(idle.id)).toBe(2);
    expect(await remindersTo(never.id)).toBe(2);
    expect(await remindersTo(busy.id)).toBe(1);
    expect(await remindersTo(optedOut.id)).toBe(0);
    const [row] = await ctx.db
      .select()
      .from(practiceNudgeMails)
      .where(and(eq(practiceNudgeMails.userId, idle.id), eq(practiceNudgeMails.kind, 'inactivity')));
    expect(row?.sentAt.toISOString()).toBe('2026-03-09T09:00:00.000Z');
    expect((await ctx.db.select().from(mails).where(eq(mails.toAddress, 'opted-out@example.test'))).length).toBe(0);
  });

  it('shows the manager who has not trained for 14 days, own organization only', async () => {
    setClock('2026-03-09T09:00:00Z');
    const client = ctx.client();
    await client.login('nudge-manager@example.test');
    const answer = await client.get('/api/manager/inactive-members');
    expect(answer.statusCode).toBe(200);
    const { days, members } = answer.json().data as {
      days: number;
      members: Array<{ email: string; last_trained_on: string | null }>;
    };
    expect(days).toBe(14);
    // Never trained (seat since 1 February) first, then by last training; busy trained 10 days ago, seatless has no seat.
    expect(members.map((m) => [m.email, m.last_trained_on])).toEqual([
      ['never@example.test', null],
      ['idle@example.test', '2026-02-20'],
      ['opted-out@example.test', '2026-02-20'],
    ]);
  });
});
