import { randomUUID } from 'node:crypto';
import { FLS_TASKS, FORECAST_CAP_HOURS, SKILLS } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { deviceTokens, readinessStates, trainingReadiness } from '../src/db/schema/index.js';
import { attachSeat, createBilling, createLicense, createOrganization, createUser } from '../src/db/seed/factories.js';
import { daysBefore } from '../src/lib/calendar-day.js';
import { hashToken, randomToken } from '../src/lib/tokens.js';
import { READINESS_VERSION } from '../src/modules/analytics/index.js';
import { targetsFor } from '../src/modules/analytics/readiness/index.js';
import { setupTestApp } from './helpers/app.js';
import { settleReadiness } from './helpers/readiness.js';

const ctx = await setupTestApp();
const PASSWORD = 'DemoPass!2026';
const orgA = await createOrganization(ctx.db, { name: 'Team A' });
const orgB = await createOrganization(ctx.db, { name: 'Team B' });
const period = { periodStart: '2026-01-01', periodEnd: '2026-12-31' };
const licenseA = await createLicense(ctx.db, {
  billingAccountId: (await createBilling(ctx.db, { organizationId: orgA.id, ...period })).id,
  amount: 1000,
});

const member = (organizationId: string, roles: string[] = ['trainee'], values: Record<string, unknown> = {}) =>
  createUser(ctx.db, { organizationId, roles, password: PASSWORD, ...values } as never);

/** A trainee of A with a seat and a device token (as the device sign-in makes it). */
async function player(values: Record<string, unknown> = {}) {
  const user = await member(orgA.id, ['trainee'], values);
  await attachSeat(ctx.db, licenseA.id, user.id);
  return { user, token: await deviceToken(user.id) };
}

async function deviceToken(userId: string) {
  const token = randomToken();
  const now = ctx.clock.now();
  await ctx.db
    .insert(deviceTokens)
    .values({ tokenHash: hashToken(token), userId, name: 'Rig', createdAt: now, lastSeenAt: now });
  return token;
}

const post = (token: string, sessions: unknown[]) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/game/sessions',
    headers: { authorization: `Bearer ${token}` },
    payload: { sessions },
  });

/** An upload, then the `readiness-compute` job it queued (the figures the reads show are the job's). */
async function upload(token: string, sessions: unknown[]) {
  const res = await post(token, sessions);
  await settleReadiness(ctx.db);
  return res;
}

/** A session of `results` on `day`, at 08:00 UTC (the test clock stands at 2026-03-02 09:00; no session starts later). */
function session(day: string, results: Array<Record<string, unknown>>) {
  return {
    id: randomUUID(),
    started_at: `${day}T08:00:00Z`,
    ended_at: `${day}T08:30:00Z`,
    game_version: '1.4.0',
    platform: 'windows',
    results: results.map((r) => ({
      skill: 'transferring',
      level: 3,
      exercise_name: 'Peg transfer',
      completed: true,
      accuracy: 80,
      speed: 70,
      gameplay: 60,
      duration_seconds: 300,
      errors: 0,
      ...r,
    })),
  };
}

async function signedIn(email: string) {
  const client = ctx.client();
  const res = await client.login(email, PASSWORD);
  expect(res.statusCode).toBe(200);
  return client;
}

describe('the trainee overview', () => {
  it("is an empty state before any training, with the cohort's or the published figure (computed_at null)", async () => {
    const { user } = await player();
    const client = await signedIn(user.email);
    const res = await client.get('/api/trainee/overview');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ has_training: false, total_seconds: 0, session_count: 0, last_session: null });
    expect(data.readiness).toMatchObject({
      model_version: READINESS_VERSION,
      computed_at: null,
      stale: false,
      ready: false,
      state: 'not_started',
      progress: 0,
    });
    expect(data.readiness.skills.map((s: { task: string }) => s.task)).toEqual([...FLS_TASKS]);
    const { hours_left: hours } = data.readiness.forecast;
    expect(hours === null || (Number.isFinite(hours) && hours > 0 && hours <= FORECAST_CAP_HOURS)).toBe(true);
    expect(data.skills.map((s: { skill: string }) => s.skill)).toEqual([...SKILLS]);
  });

  it('reflects an upload through POST /api/game/sessions, and the readiness is stored with the model version', async () => {
    const { user, token } = await player();
    const client = await signedIn(user.email);
    const first = session('2026-02-28', [{}, { accuracy: 90 }]);
    const second = session('2026-03-01', [{ skill: 'suturing', level: 5, accuracy: 70, speed: 50, gameplay: 40 }, {}]);
    expect(
      (await upload(token, [first, second])).json().data.sessions.map((s: { outcome: string }) => s.outcome),
    ).toEqual(['stored', 'stored']);
    const data = (await client.get('/api/trainee/overview')).json().data;
    expect(data.has_training).toBe(true);
    expect(data.total_seconds).toBe(4 * 300);
    expect(data.session_count).toBe(2);
    expect(data.last_session).toMatchObject({
      id: second.id,
      duration_seconds: 1800,
      attempts: 2,
      skills: [
        { skill: 'transferring', attempts: 1, accuracy: 80, highest_level: 3 },
        { skill: 'suturing', attempts: 1, accuracy: 70, highest_level: 5 },
      ],
      scores: { accuracy: 75, speed: 60, gameplay: 50 },
    });
    const transferring = data.skills.find((s: { skill: string }) => s.skill === 'transferring');
    expect(transferring).toMatchObject({
      attempts: 3,
      best: { accuracy: 90 },
      recent: { accuracy: 83.3 },
      highest_level: 3,
      last_trained_on: '2026-03-01',
    });
    const [stored] = await ctx.db.select().from(trainingReadiness).where(eq(trainingReadiness.userId, user.id));
    expect(stored).toMatchObject({
      modelVersion: READINESS_VERSION,
      organizationId: orgA.id,
      trainingSeconds: 1200,
      stale: false,
      skillLevels: { transferring: 3, suturing: 5 },
    });
    expect(data.readiness).toMatchObject({ model_version: READINESS_VERSION, hours_trained: 0.3, stale: false });
    expect(data.readiness.computed_at).not.toBeNull();
    // Three peg transfers at level 3 count; the suturing attempt named 'Peg transfer' is no FLS suturing task's.
    const tasks = Object.fromEntries(
      data.readiness.skills.map((s: { task: string; attempts: number }) => [s.task, s.attempts]),
    );
    expect(tasks).toEqual({
      peg_transfer: 3,
      pattern_cutting: 0,
      ligating_loop: 0,
      extracorporeal_suturing: 0,
      intracorporeal_suturing: 0,
    });
  });

  // A minute at most: 100 uploads on the test's pool of four connections, then the jobs, on a busy machine.
  it('keeps the readiness right under 100 uploads of one trainee at once', { timeout: 60_000 }, async () => {
    const { user, token } = await player();
    // Four rigs of the trainee's.
    const tokens = [token, ...(await Promise.all([1, 2, 3].map(() => deviceToken(user.id))))];
    const sessions = Array.from({ length: 100 }, (_, i) =>
      session(`2026-02-${String((i % 27) + 1).padStart(2, '0')}`, [{ accuracy: 50 + (i % 40) }]),
    );
    const answers = await Promise.all(sessions.map((s, i) => post(tokens[i % 4] as string, [s])));
    // Beyond the pool's wait an upload is told to retry (503 with Retry-After) and changes nothing. The game
    // retries: so does the test. Readiness is the job's: one per user waits while one runs, under the user's lock.
    const busy = sessions.filter((_, i) => answers[i]?.statusCode !== 200);
    expect(answers.every((res) => [200, 503].includes(res.statusCode))).toBe(true);
    // A rig of its own for the retries (every attempt counts against its token's limit, a refused one too).
    const retryToken = await deviceToken(user.id);
    for (const retry of busy) expect((await post(retryToken, [retry])).statusCode).toBe(200);
    await settleReadiness(ctx.db, 50_000);
    const [stored] = await ctx.db.select().from(trainingReadiness).where(eq(trainingReadiness.userId, user.id));
    const figure = stored?.figure as { skills: Array<{ task: string; attempts: number }> };
    expect(figure.skills.find((s) => s.task === 'peg_transfer')?.attempts).toBe(100);
    expect(stored).toMatchObject({ trainingSeconds: 100 * 300, sessionCount: 100, stale: false });
    // The running state took in every session once.
    const [state] = await ctx.db.select().from(readinessStates).where(eq(readinessStates.userId, user.id));
    expect(state?.sessions).toBe(100);
    expect(
      (state?.state as { tasks: Record<string, { attempts: number }> } | undefined)?.tasks.peg_transfer?.attempts,
    ).toBe(100);
  });
});

const activityTrainee = await player();
await upload(activityTrainee.token, [session('2026-03-02', [{}, { skill: 'cutting' }]), session('2026-02-10', [{}])]);

describe('training activity', () => {
  const activity = async (query: string, language = 'en') =>
    (await signedIn(activityTrainee.user.email)).get(`/api/trainee/training-activity${query}`, {
      'accept-language': language,
    });

  it('defaults to the last 7 days, with the past 10 days and the last sessions', async () => {
    const res = await activity('');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.range).toEqual({ preset: 'last_7_days', start_date: '2026-02-24', end_date: '2026-03-02', days: 7 });
    expect(data.daily).toHaveLength(7);
    expect(data.daily.at(-1)).toEqual({ date: '2026-03-02', minutes: 10 });
    expect(data.past_days).toHaveLength(10);
    expect(data.last_sessions).toHaveLength(2);
    expect(data.last_sessions[0].started_at).toBe('2026-02-10T08:00:00.000Z');
    expect(data.totals).toEqual({ minutes: 10, attempts: 2, sessions: 1, active_days: 1 });
    expect(data.skills.find((s: { skill: string }) => s.skill === 'cutting')).toEqual({
      skill: 'cutting',
      minutes: 5,
      attempts: 1,
      completed: 1,
    });
    const month = (await activity('?preset=last_30_days')).json().data;
    expect(month.range.start_date).toBe('2026-02-01');
    expect(month.totals.sessions).toBe(2);
  });

  it('takes a custom range of up to 365 days', async () => {
    const res = await activity('?preset=custom&start_date=2025-03-03&end_date=2026-03-02');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.range.days).toBe(365);
    expect(res.json().data.daily).toHaveLength(365);
  });

  it('refuses bad ranges with a clear 422', async () => {
    const over = await activity('?preset=custom&start_date=2025-03-02&end_date=2026-03-02');
    expect(over.statusCode).toBe(422);
    expect(over.json().errors).toEqual({
      start_date: ['The start date must be less than 365 days from the end date.'],
    });
    const german = await activity('?preset=custom&start_date=2025-03-02&end_date=2026-03-02', 'de');
    expect(german.json().errors.start_date).toEqual([
      'Das Startdatum muss weniger als 365 Tage vor dem Enddatum liegen.',
    ]);
    const backwards = await activity('?preset=custom&start_date=2026-03-02&end_date=2026-03-01');
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors).toEqual({ end_date: ['The start date must be on or before the end date.'] });
    const notADate = await activity('?preset=custom&start_date=2026-02-30&end_date=2026-03-01');
    expect(notADate.statusCode).toBe(422);
    expect(notADate.json().errors).toEqual({ start_date: ['Enter a date as YYYY-MM-DD.'] });
    const unknown = await activity('?preset=last_year');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ preset: ['Choose one of: last_7_days, last_30_days, custom.'] });
    const noDates = await activity('?preset=custom');
    expect(noDates.statusCode).toBe(422);
    expect(Object.keys(noDates.json().errors)).toEqual(['start_date', 'end_date']);
  });

  it('counts a day as the time trained in its sessions: the bars and the sessions agree, a session over midnight on its day', async () => {
    const { user, token } = await player();
    // 32 minutes from start to end, 26 of them in exercises (the rest between them, in the game's menus).
    const day = {
      ...session('2026-02-24', [{ duration_seconds: 780 }, { skill: 'cutting', duration_seconds: 780 }]),
      ended_at: '2026-02-24T08:32:00Z',
    };
    const overMidnight = {
      ...session('2026-02-25', [{ duration_seconds: 900 }, { duration_seconds: 600 }]),
      started_at: '2026-02-25T23:45:00Z',
      ended_at: '2026-02-26T00:15:00Z',
    };
    expect((await upload(token, [day, overMidnight])).statusCode).toBe(200);
    const client = await signedIn(user.email);
    const data = (await client.get('/api/trainee/training-activity')).json().data;
    const minutes = (date: string) => data.daily.find((d: { date: string }) => d.date === date)?.minutes;
    const trained = (id: string) => data.last_sessions.find((s: { id: string }) => s.id === id).training_seconds / 60;
    expect(trained(day.id)).toBe(26);
    expect(minutes('2026-02-24')).toBe(trained(day.id));
    expect(trained(overMidnight.id)).toBe(25);
    expect(minutes('2026-02-25')).toBe(25);
    expect(minutes('2026-02-26')).toBe(0);
    expect(data.totals.minutes).toBe(51);
    // The span from start to end stays what it was.
    expect(data.last_sessions.find((s: { id: string }) => s.id === day.id).duration_seconds).toBe(32 * 60);
  });
});

const skillTrainee = await player();
await upload(skillTrainee.token, [
  session('2026-02-27', [{ skill: 'suturing', accuracy: 60 }]),
  session('2026-03-01', [{ skill: 'suturing', accuracy: 80, level: 4 }, { skill: 'clipping' }]),
]);

describe('skill pages', () => {
  it('answer the main page of every skill with its trend, bests and means', async () => {
    const client = await signedIn(skillTrainee.user.email);
    const res = await client.get('/api/trainee/skills/suturing');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ skill: 'suturing', pages: ['accuracy'], attempts: 2, highest_level: 4 });
    expect(data.scores.accuracy).toEqual({ best: 80, mean: 70, recent: 70 });
    expect(data.trend.map((p: { accuracy: number }) => p.accuracy)).toEqual([60, 80]);
    // Suturing trains two FLS tasks; neither counts these attempts ('Peg transfer' below level 3 and at 4 is no knot).
    expect(data.readiness.map((s: { task: string }) => s.task)).toEqual([
      'extracorporeal_suturing',
      'intracorporeal_suturing',
    ]);
    const limits = { signed_off_n: null, sign_off_limit: 5.5, relapse_limit: 7 };
    expect(data.curves).toEqual([
      { task: 'extracorporeal_suturing', attempts: [], ...limits },
      { task: 'intracorporeal_suturing', attempts: [], ...limits },
    ]);
    const clipping = (await client.get('/api/trainee/skills/clipping')).json().data;
    expect(clipping).toMatchObject({ pages: [], attempts: 1, readiness: [], curves: [] });
  });

  it('answer a suturing task’s curve: its counted attempts in order, each pass marked, the CUSUM after it', async () => {
    const { user, token } = await player();
    const target = targetsFor('1.4.0').intracorporeal_suturing;
    const knot = (accuracy: number, extra: Record<string, unknown> = {}) => ({
      skill: 'suturing',
      exercise_name: 'Intracorporeal knot',
      accuracy,
      speed: 99,
      gameplay: 99,
      ...extra,
    });
    await upload(token, [
      session('2026-02-27', [knot(target.accuracy - 10), knot(target.accuracy + 5), knot(99, { level: 2 })]),
      session('2026-02-28', [knot(target.accuracy + 5), knot(99, { completed: false })]),
    ]);
    const client = await signedIn(user.email);
    const data = (await client.get('/api/trainee/skills/suturing')).json().data;
    // Level 2 and an attempt not completed do not count: three attempts, the first below its target.
    const curve = data.curves.find((c: { task: string }) => c.task === 'intracorporeal_suturing');
    expect(curve.attempts.map((a: { n: number; pass: boolean; level: number }) => [a.n, a.pass, a.level])).toEqual([
      [1, false, 3],
      [2, true, 3],
      [3, true, 3],
    ]);
    expect(curve.attempts[0].at).toBe('2026-02-27T08:00:00.000Z');
    expect(curve.attempts.every((a: { cusum: number }) => Number.isFinite(a.cusum))).toBe(true);
    expect(data.curves.find((c: { task: string }) => c.task === 'extracorporeal_suturing').attempts).toEqual([]);
    const task = data.readiness.find((s: { task: string }) => s.task === 'intracorporeal_suturing');
    expect(task).toMatchObject({ attempts: 3, min_level: 3, exercises: ['Intracorporeal knot'], targets: target });
    expect(curve.signed_off_n).toBeNull();

    // Eight more passes: the LC-CUSUM (0, then +ln(0.7/0.4) = 0.5596 a pass) reaches its limit 5.5 at attempt 11
    // (9 passes after the failed first: 5.04 at 10, 5.60 at 11); the relapse CUSUM starts at 0 after it.
    await upload(token, [
      session(
        '2026-03-01',
        Array.from({ length: 8 }, () => knot(target.accuracy + 5)),
      ),
    ]);
    const after = (await (await signedIn(user.email)).get('/api/trainee/skills/suturing')).json().data;
    const signed = after.curves.find((c: { task: string }) => c.task === 'intracorporeal_suturing');
    expect(signed.signed_off_n).toBe(11);
    expect(signed.attempts[10].cusum).toBeCloseTo(5.596, 2);
    expect(signed.attempts[9].cusum).toBeCloseTo(5.036, 2);
    const figure = after.readiness.find((s: { task: string }) => s.task === 'intracorporeal_suturing');
    expect(figure.cusum).toMatchObject({ signed_off: true, limit: 7, relapse: false });
  });

  it('answer scores as they were sent (hundredths), never a single-precision artefact', async () => {
    const { user, token } = await player();
    await upload(token, [
      session('2026-03-01', [{ skill: 'ligation', accuracy: 98.22, speed: 71.37, gameplay: 64.1 }]),
    ]);
    const client = await signedIn(user.email);
    const data = (await client.get('/api/trainee/skills/ligation')).json().data;
    expect(data.scores.accuracy).toEqual({ best: 98.22, mean: 98.2, recent: 98.2 });
    expect(data.scores.speed.best).toBe(71.37);
    expect(data.scores.gameplay.best).toBe(64.1);
    const glance = (await client.get('/api/trainee/overview')).json().data.skills;
    expect(glance.find((s: { skill: string }) => s.skill === 'ligation').best).toEqual({
      accuracy: 98.22,
      speed: 71.37,
      gameplay: 64.1,
    });
    const [stored] = (
      await ctx.db.execute<{ accuracy: number; best: number }>(sql`
        select r.accuracy, d.accuracy_best as best from exercise_results r
        join training_daily d on d.user_id = r.user_id and d.skill = r.skill where r.user_id = ${user.id}`)
    ).rows;
    expect(stored).toEqual({ accuracy: 98.22, best: 98.22 });
  });

  it('answer the accuracy page with the FLS target, and 404 for a page a skill lacks or a skill that does not exist', async () => {
    const client = await signedIn(skillTrainee.user.email);
    const accuracy = await client.get('/api/trainee/skills/suturing/accuracy');
    expect(accuracy.statusCode).toBe(200);
    // Suturing's target is the intracorporeal knot's (the task the game's suturing trains most).
    const target = targetsFor('1.4.0').intracorporeal_suturing.accuracy;
    expect(accuracy.json().data).toMatchObject({ kind: 'accuracy', target, stats: { best: 80, mean: 70 } });
    expect(accuracy.json().data.past_days).toHaveLength(10);
    for (const path of [
      'suturing/gameplay',
      'clipping/accuracy',
      'dissection/gameplay',
      'juggling',
      'juggling/accuracy',
    ]) {
      const res = await client.get(`/api/trainee/skills/${path}`);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().message).toBe('The selected resource does not exist.');
    }
  });
});

const managerA = await member(orgA.id, ['license-manager']);
const managerB = await member(orgB.id, ['license-manager']);
const trainerA = await member(orgA.id, ['trainer']);
const adminOrgs = await createUser(ctx.db, {
  roles: ['admin'],
  permissions: ['manage organization'],
  password: PASSWORD,
});
const { user: ada, token } = await player({ firstName: 'Ada', lastName: 'Aardvark' });
const { user: eve } = await player({ firstName: '=cmd|', lastName: 'Zulu' });
const outsider = await member(orgB.id);
const coach = await member(orgA.id, ['trainer', 'trainee'], { firstName: 'Cora', lastName: 'Coach' });
const invited = await member(orgA.id, ['trainee'], { status: 'inactive' });
const deactivated = await member(orgA.id, ['trainee'], { status: 'deactivated' });
// Ada trains on the clock's day and the day before: recent, and her progress is ahead of her hours.
await upload(token, [session('2026-03-01', [{}, {}]), session('2026-03-02', [{ skill: 'cutting', level: 7 }])]);

describe('team reads and their scope', () => {
  it('lets the manager, a trainer and an admin read a member, and nobody another organization’s', async () => {
    const manager = await signedIn(managerA.email);
    const own = await manager.get(`/api/manager/members/${ada.id}/overview`);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.subject).toEqual({ id: ada.id, first_name: 'Ada', last_name: 'Aardvark' });
    expect((await manager.get(`/api/manager/members/${ada.id}/skills/cutting`)).json().data.highest_level).toBe(7);
    expect((await manager.get(`/api/manager/members/${outsider.id}/overview`)).statusCode).toBe(404);
    const other = await signedIn(managerB.email);
    for (const path of ['overview', 'training-activity', 'skills/cutting', 'skills/cutting/accuracy']) {
      const res = await other.get(`/api/manager/members/${ada.id}/${path}`);
      expect(res.statusCode, path).toBe(404);
      expect(JSON.stringify(res.json())).not.toContain('Aardvark');
    }
    const trainer = await signedIn(trainerA.email);
    expect((await trainer.get(`/api/trainee/team/members/${ada.id}/overview`)).statusCode).toBe(200);
    expect((await trainer.get(`/api/trainee/team/members/${outsider.id}/overview`)).statusCode).toBe(404);
    const trainee = await signedIn(eve.email);
    expect((await trainee.get('/api/trainee/team')).statusCode).toBe(403);
    expect((await trainee.get(`/api/trainee/team/members/${ada.id}/overview`)).statusCode).toBe(403);
    const admin = await signedIn(adminOrgs.email);
    expect((await admin.get(`/api/admin/organizations/${orgA.id}/members/${ada.id}/overview`)).statusCode).toBe(200);
    expect((await admin.get(`/api/admin/organizations/${orgB.id}/members/${ada.id}/overview`)).statusCode).toBe(404);
    expect((await admin.get(`/api/admin/organizations/${randomUUID()}/team`)).statusCode).toBe(404);
  });

  it('lists the team with hours, progress, levels and state, sorted and filtered', async () => {
    const manager = await signedIn(managerA.email);
    const res = await manager.get('/api/manager/team?sort=-training_seconds&per_page=100');
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as Array<Record<string, unknown>>;
    expect(rows.map((r) => r.id)).not.toContain(managerA.id);
    expect(rows.map((r) => r.id)).not.toContain(outsider.id);
    // Trainees only: a trainer is no trainee that is on course or not, nor is a member who is not active.
    expect(rows.map((r) => r.id)).not.toContain(trainerA.id);
    expect(rows.map((r) => r.id)).not.toContain(invited.id);
    expect(rows.map((r) => r.id)).not.toContain(deactivated.id);
    expect(rows.map((r) => r.id)).toContain(coach.id);
    const adaRow = rows.find((r) => r.id === ada.id);
    expect(adaRow).toMatchObject({ training_seconds: 900, last_trained_at: '2026-03-02T08:00:00.000Z' });
    // Ada trained yesterday: on course or not (the model's verdict on two passes), never idle.
    expect(['on_course', 'not_on_course']).toContain(adaRow?.state);
    expect(rows.find((r) => r.id === eve.id)).toMatchObject({ state: 'idle', hours_left: null, task: null });
    expect((adaRow?.skill_levels as Record<string, number | null> | undefined)?.cutting).toBe(7);
    expect((adaRow?.skill_levels as Record<string, number | null> | undefined)?.grasping).toBeNull();
    const adaState = (
      await manager.get(`/api/manager/team?filter[state]=${adaRow?.state as string}&per_page=100`)
    ).json();
    expect(adaState.data.map((r: { id: string }) => r.id)).toContain(ada.id);
    const idle = (await manager.get('/api/manager/team?filter[state]=idle&per_page=100')).json();
    expect(idle.data.map((r: { id: string }) => r.id)).toContain(eve.id);
    expect(idle.data.map((r: { id: string }) => r.id)).not.toContain(ada.id);
    const search = (await manager.get('/api/manager/team?filter[search]=aardvark')).json();
    expect(search.data.map((r: { id: string }) => r.id)).toEqual([ada.id]);
    const idleAll = (await manager.get('/api/manager/team?filter[state]=idle&per_page=100')).json().data;
    expect(idleAll.map((r: { id: string }) => r.id)).not.toContain(trainerA.id);
    const trainers = await manager.get('/api/manager/team?filter[role]=trainer');
    expect(trainers.statusCode).toBe(422);
    const pageZero = await manager.get('/api/manager/team?page=0');
    expect(pageZero.statusCode).toBe(422);
    expect(pageZero.json().errors).toEqual({ page: ['This field must be at least 1.'] });
    const bad = await manager.get('/api/manager/team?filter[state]=sideways');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors['filter[state]']).toEqual([
      'Choose one of: ready, on_course, not_on_course, refresh_due, idle.',
    ]);
    expect((await manager.get('/api/manager/team?filter[track]=behind')).statusCode).toBe(422);
    const other = (await (await signedIn(managerB.email)).get('/api/manager/team?per_page=100')).json();
    expect(other.data.map((r: { id: string }) => r.id)).toEqual([outsider.id]);
  });

  it('exports the filtered table as XLSX (read back with exceljs) and as CSV with formulas neutralized', async () => {
    const manager = await signedIn(managerA.email);
    const xlsx = await manager.raw({
      method: 'GET',
      url: '/api/manager/team/export?format=xlsx&sort=last_name',
      headers: { 'accept-language': 'de' },
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Team');
    const header = sheet?.getRow(1).values as unknown[];
    expect(header).toContain('Nachname');
    expect(header).toContain('Level Schneiden');
    const values = sheet?.getSheetValues().slice(2) as unknown[][];
    const adaRow = values.find((row) => row?.includes('Aardvark'));
    expect(adaRow).toContain(0.3);
    expect(adaRow).toEqual(expect.arrayContaining([expect.stringMatching(/^(Auf Kurs|Nicht auf Kurs)$/)]));
    expect(adaRow).toContain(7);
    expect(header).toEqual(expect.arrayContaining(['Stand', 'Verbleibende Stunden', 'FLS-Aufgabe']));
    expect(values.some((row) => row?.includes('=cmd|'))).toBe(true);
    const csv = await manager.raw({ method: 'GET', url: '/api/manager/team/export?format=csv&filter[search]=zulu' });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toMatch(
      /^first_name,last_name,email,roles,hours,fls_progress,ready,state,hours_left,hours_low,hours_high,task,/,
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^'=cmd\|,Zulu,/);
    const wrong = await manager.raw({ method: 'GET', url: '/api/manager/team/export?format=pdf' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.format).toEqual(['Choose one of: csv, xlsx.']);
  });

  it('answers the hours per week of the last 12 weeks and the admin platform figures', async () => {
    const manager = await signedIn(managerA.email);
    const before = (await manager.get('/api/manager/team/hours-per-week')).json().data.weeks.at(-1);
    // A trainer's own training is not the team's: the chart counts whom the table lists.
    expect((await upload(await deviceToken(trainerA.id), [session('2026-03-02', [{}, {}])])).statusCode).toBe(200);
    const weeks = (await manager.get('/api/manager/team/hours-per-week')).json().data.weeks;
    expect(weeks.at(-1)).toEqual(before);
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1).week_start).toBe('2026-03-02');
    expect(weeks.at(-1).active_members).toBeGreaterThanOrEqual(1);
    // Each week as the organization's daily rollups add up (hours to a tenth, the members with training).
    const daily = await ctx.db.execute<{ week_start: string; hours: number; active: number }>(sql`
      select date_trunc('week', day::timestamp)::date::text as week_start, round(sum(seconds) / 360.0) / 10 as hours,
        count(distinct user_id)::int as active
      from training_daily d where organization_id = ${orgA.id} and day >= ${weeks[0].week_start}::date
        and exists (select 1 from users u where u.id = d.user_id and u.status = 'active')
        and exists (select 1 from user_roles r where r.user_id = d.user_id and r.role in ('trainee', 'user'))
      group by 1`);
    expect(weeks.filter((week: { active_members: number }) => week.active_members > 0)).toEqual(
      daily.rows
        .map((row) => ({ week_start: row.week_start, hours: Number(row.hours), active_members: row.active }))
        .sort((a, b) => a.week_start.localeCompare(b.week_start)),
    );
    const admin = await signedIn(adminOrgs.email);
    const dashboard = await admin.get('/api/admin/dashboard');
    expect(dashboard.statusCode).toBe(200);
    const figures = dashboard.json().data;
    const [expected] = (
      await ctx.db.execute<{ hours: number; active: number }>(sql`
        select round(sum(seconds) filter (where day >= '2026-03-01') / 360.0) / 10 as hours,
          count(distinct user_id) filter (where day >= '2026-02-24')::int as active from training_daily`)
    ).rows;
    expect(figures.training_hours_this_month).toBe(Number(expected?.hours));
    expect(figures.active_trainees).toBe(expected?.active);
    expect(figures.organizations).toBeGreaterThanOrEqual(2);
    expect(figures.active_seats).toBeGreaterThanOrEqual(1);
    expect((await manager.get('/api/admin/dashboard')).statusCode).toBe(403);
  });
});

describe('the team state (known answers)', () => {
  it('says each trainee’s state, sorts by forecast (ready, on course by hours, refresh due, not on course, idle) and filters by state', async () => {
    const orgC = await createOrganization(ctx.db, { name: 'Team C' });
    const managerC = await member(orgC.id, ['license-manager']);
    const now = ctx.clock.now(); // 2026-03-02 09:00 UTC
    const daysAgo = (days: number) => daysBefore(now, days);
    const trainee = (lastName: string) => member(orgC.id, ['trainee'], { lastName });
    const stored = async (lastName: string, values: Partial<typeof trainingReadiness.$inferInsert>) => {
      const user = await trainee(lastName);
      await ctx.db.insert(trainingReadiness).values({
        userId: user.id,
        organizationId: orgC.id,
        modelVersion: READINESS_VERSION,
        ready: false,
        state: 'on_course',
        progress: 0.5,
        forecastMethod: 'simulated',
        figure: {},
        trainingSeconds: 36_000,
        skillLevels: {},
        lastTrainedAt: daysAgo(1),
        computedAt: now,
        ...values,
      });
      return user;
    };
    const ready = await stored('Ready', { ready: true, state: 'ready', progress: 1, forecastMethod: 'reached' });
    const fast = await stored('Fast', { hoursLeft: 5, hoursLow: 4, hoursHigh: 8 });
    const slow = await stored('Slow', { hoursLeft: 20, hoursLow: 15, hoursHigh: 30 });
    const due = await stored('Due', { state: 'refresh_due', refreshTask: 'peg_transfer', lastTrainedAt: daysAgo(50) });
    // Computed as ready 43 days ago; its refresh day has come since (the daily job computes it again).
    const dueByDate = await stored('Lapsed', {
      ready: true,
      state: 'ready',
      progress: 1,
      refreshTask: 'ligating_loop',
      refreshDueOn: '2026-03-01',
      lastTrainedAt: daysAgo(43),
    });
    const blocked = await stored('Blocked', {
      state: 'not_on_course',
      forecastMethod: 'not_on_course',
      blockingTask: 'intracorporeal_suturing',
      lastTrainedAt: daysAgo(2),
    });
    const stopped = await stored('Stopped', { hoursLeft: 10, hoursLow: 8, hoursHigh: 14, lastTrainedAt: daysAgo(20) });
    const never = await trainee('Never');
    const manager = await signedIn(managerC.email);
    const res = await manager.get('/api/manager/team?sort=forecast&per_page=100');
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as Array<Record<string, unknown>>;
    const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : 1);
    expect(rows.map((r) => r.id)).toEqual([
      ready.id,
      fast.id,
      slow.id,
      ...[due, dueByDate].sort(byId).map((u) => u.id),
      blocked.id,
      ...[stopped, never].sort(byId).map((u) => u.id),
    ]);
    const of = (id: string) => {
      const row = rows.find((r) => r.id === id) as Record<string, unknown>;
      return {
        state: row.state,
        hours_left: row.hours_left,
        hours_low: row.hours_low,
        hours_high: row.hours_high,
        task: row.task,
      };
    };
    expect(of(ready.id)).toEqual({ state: 'ready', hours_left: 0, hours_low: 0, hours_high: 0, task: null });
    expect(of(fast.id)).toEqual({ state: 'on_course', hours_left: 5, hours_low: 4, hours_high: 8, task: null });
    expect(of(due.id)).toEqual({
      state: 'refresh_due',
      hours_left: null,
      hours_low: null,
      hours_high: null,
      task: 'peg_transfer',
    });
    expect(of(dueByDate.id)).toMatchObject({ state: 'refresh_due', task: 'ligating_loop' });
    expect(of(blocked.id)).toEqual({
      state: 'not_on_course',
      hours_left: null,
      hours_low: null,
      hours_high: null,
      task: 'intracorporeal_suturing',
    });
    expect(of(stopped.id)).toEqual({ state: 'idle', hours_left: null, hours_low: null, hours_high: null, task: null });
    expect(of(never.id)).toMatchObject({ state: 'idle', task: null });
    const filtered = async (state: string) => {
      const page = (await manager.get(`/api/manager/team?filter[state]=${state}&sort=last_name&per_page=100`)).json();
      expect(page.meta.total).toBe(page.data.length);
      return page.data.map((r: { last_name: string }) => r.last_name);
    };
    expect(await filtered('ready')).toEqual(['Ready']);
    expect(await filtered('on_course')).toEqual(['Fast', 'Slow']);
    expect(await filtered('refresh_due')).toEqual(['Due', 'Lapsed']);
    expect(await filtered('not_on_course')).toEqual(['Blocked']);
    expect(await filtered('idle')).toEqual(['Never', 'Stopped']);
    // The export carries the same columns, with readable labels.
    const csv = await manager.raw({ method: 'GET', url: '/api/manager/team/export?format=csv&sort=forecast' });
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    const header = (lines[0] as string).split(',');
    const cell = (line: string | undefined, column: string) => (line as string).split(',')[header.indexOf(column)];
    expect([
      cell(lines[2], 'state'),
      cell(lines[2], 'hours_left'),
      cell(lines[2], 'hours_low'),
      cell(lines[2], 'hours_high'),
    ]).toEqual(['On course', '5', '4', '8']);
    const blockedLine = lines.find((line) => line.includes('Blocked'));
    expect([cell(blockedLine, 'state'), cell(blockedLine, 'task')]).toEqual([
      'Not on course',
      'Intracorporeal suturing',
    ]);
  });
});
