import { randomUUID } from 'node:crypto';
import { FLS_TASKS, type GameSession } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, benchmarks, certificates, trainingReadiness } from '../src/db/schema/index.js';
import { flatTargets } from '../src/db/seed/benchmark-factory.js';
import { createOrganization, createUser } from '../src/db/seed/factories.js';
import { inTransaction } from '../src/db/transaction.js';
import { refreshReadiness } from '../src/modules/analytics/index.js';
import { storeSessions } from '../src/modules/training/index.js';
import { setupTestApp } from './helpers/app.js';
import { settleReadiness } from './helpers/readiness.js';

const ctx = await setupTestApp();
const services = ctx.app.services;

/** The five FLS tasks as the game plays them (the readiness model's exercises, level 3: each task's minimum). */
const GAME_TASKS = [
  { skill: 'transferring', exercise_name: 'Peg transfer' },
  { skill: 'cutting', exercise_name: 'Precision pattern cutting' },
  { skill: 'ligation', exercise_name: 'Endoloop ligation' },
  { skill: 'suturing', exercise_name: 'Extracorporeal knot' },
  { skill: 'suturing', exercise_name: 'Intracorporeal knot' },
] as const;

type Triple = [accuracy: number, speed: number, gameplay: number];

/** One session on day `day` (days before the test clock's 2026-03-02) with one level-3 attempt of every task. */
function sessionOf(daysAgo: number, [accuracy, speed, gameplay]: Triple): GameSession {
  const start = new Date(Date.UTC(2026, 2, 2, 7) - daysAgo * 86_400_000);
  return {
    id: randomUUID(),
    started_at: start.toISOString(),
    ended_at: new Date(start.getTime() + 30 * 60_000).toISOString(),
    game_version: '1.4.0',
    platform: 'windows',
    results: GAME_TASKS.map((task) => ({
      ...task,
      level: 3,
      completed: true,
      accuracy,
      speed,
      gameplay,
      duration_seconds: 120,
      errors: 0,
    })),
  };
}

/** Sessions with these scores, the first one oldest, one a day up to yesterday; the readiness as after an upload. */
async function train(userId: string, scores: readonly Triple[]) {
  const sessions = scores.map((triple, index) => sessionOf(scores.length - index, triple));
  await inTransaction(services.pool, (tx) =>
    storeSessions(tx, { userId, deviceTokenId: null }, sessions, ctx.clock.now()),
  );
  await inTransaction(services.pool, (tx) => refreshReadiness(tx, userId, ctx.clock.now(), services.events));
}

async function member(organizationId: string, firstName: string, lastName: string, roles = ['trainee'] as const) {
  return createUser(ctx.db, { organizationId, firstName, lastName, roles: [...roles] });
}

async function signedIn(email: string) {
  const client = ctx.client();
  await client.login(email);
  return client;
}

/**
 * Three experts of fixed data, five attempts each used (an older, poor one before them is not): per task the pooled
 * 15 attempts give accuracy mean 94, SD √12 = 3.4641 → 87.1; speed mean 75, SD √(250/14) = 4.2258 → 66.5; gameplay
 * mean 84, SD √(160/14) = 3.3806 → 77.2.
 */
const EXPERTS: Array<{ first: string; last: string; scores: Triple[] }> = [
  { first: 'Ada', last: 'Expert', scores: [[10, 10, 10], ...Array.from({ length: 5 }, (): Triple => [90, 70, 80])] },
  { first: 'Ben', last: 'Expert', scores: [[10, 10, 10], ...Array.from({ length: 5 }, (): Triple => [94, 75, 84])] },
  {
    first: 'Cleo',
    last: 'Expert',
    scores: [
      [10, 10, 10],
      [96, 80, 88],
      [100, 80, 88],
      [98, 80, 88],
      [98, 80, 88],
      [98, 80, 88],
    ],
  },
];
const EXPECTED = { accuracy: 87.1, speed: 66.5, gameplay: 77.2 };

async function organizationWithExperts(name: string) {
  const org = await createOrganization(ctx.db, { name });
  const manager = await member(org.id, 'Mia', 'Manager', ['license-manager'] as never);
  const trainer = await member(org.id, 'Tom', 'Trainer', ['trainer'] as never);
  const experts = [];
  for (const expert of EXPERTS) {
    const user = await member(org.id, expert.first, expert.last, ['trainer'] as never);
    await train(user.id, expert.scores);
    experts.push(user);
  }
  return { org, manager, trainer, experts };
}

type Json = { data: Record<string, unknown> & { id: string } };

/** The organization's audit rows, by action (the test clock stands still: one time for all). */
async function auditOf(organizationId: string) {
  return ctx.db
    .select({ action: auditLog.action, actorId: auditLog.actorId, details: auditLog.details })
    .from(auditLog)
    .where(sql`${auditLog.details}->>'organization_id' = ${organizationId}`)
    .orderBy(auditLog.action);
}

describe('benchmarks per organization', () => {
  it('builds targets from experts: mean − 2 SD over each expert’s last N attempts, with the expert data shown', async () => {
    const { manager, experts } = await organizationWithExperts('Expert Clinic');
    const client = await signedIn(manager.email);
    const draft = await client.post('/api/manager/benchmarks', { name: 'Faculty 2026' });
    expect(draft.statusCode).toBe(201);
    const id = (draft.json() as Json).data.id;
    expect((draft.json() as Json).data).toMatchObject({ status: 'draft', source: null, targets: [], version: 'v1' });

    const built = await client.post(`/api/manager/benchmarks/${id}/from-experts`, {
      user_ids: experts.map((e) => e.id),
      attempts: 5,
    });
    expect(built.statusCode).toBe(200);
    const data = built.json().data;
    expect(data.source).toBe('experts');
    expect(data.targets).toEqual(FLS_TASKS.map((task) => ({ task, level: 3, ...EXPECTED })));
    expect(data.experts.attempts).toBe(5);
    expect(data.experts.tasks[0]).toEqual({
      task: 'peg_transfer',
      attempts: 15,
      mean: { accuracy: 94, speed: 75, gameplay: 84 },
      sd: { accuracy: 3.46, speed: 4.23, gameplay: 3.38 },
      target: EXPECTED,
    });
    expect(data.experts.experts.map((e: { name: string }) => e.name)).toEqual([
      'Ada Expert',
      'Ben Expert',
      'Cleo Expert',
    ]);
    expect(data.experts.experts[2].tasks[0]).toEqual({
      task: 'peg_transfer',
      attempts: 5,
      mean: { accuracy: 98, speed: 80, gameplay: 88 },
    });

    // N = 6 takes the poor first attempt too: the targets fall.
    const wider = await client.post(`/api/manager/benchmarks/${id}/from-experts`, {
      user_ids: experts.map((e) => e.id),
      attempts: 6,
    });
    expect(wider.statusCode).toBe(200);
    expect(wider.json().data.targets[0].accuracy).toBeLessThan(EXPECTED.accuracy);
    expect(wider.json().data.experts.experts[0].tasks[0].attempts).toBe(6);
  }, 60_000);

  it('refuses bad input with a clear 4xx and changes nothing', async () => {
    const { org, manager, experts } = await organizationWithExperts('Strict Clinic');
    const few = await member(org.id, 'Dora', 'Few');
    await train(few.id, [
      [95, 80, 90],
      [95, 80, 90],
      [95, 80, 90],
      [95, 80, 90],
    ]);
    const other = await createOrganization(ctx.db, { name: 'Other Clinic' });
    const stranger = await member(other.id, 'Sam', 'Stranger');
    await train(
      stranger.id,
      Array.from({ length: 6 }, (): Triple => [95, 80, 90]),
    );
    const client = await signedIn(manager.email);
    const id = ((await client.post('/api/manager/benchmarks', {})).json() as Json).data.id;
    const ids = experts.map((e) => e.id);
    const fromExperts = (body: unknown) => client.post(`/api/manager/benchmarks/${id}/from-experts`, body);

    const tooFewAttempts = await fromExperts({ user_ids: [...ids, few.id], attempts: 5 });
    expect(tooFewAttempts.statusCode).toBe(422);
    expect(tooFewAttempts.json().message).toBe(
      'Dora Few has 4 attempts of Peg transfer at level 3 or above; each expert needs at least 5.',
    );
    expect(tooFewAttempts.json().errors.user_ids).toHaveLength(5);
    expect((await fromExperts({ user_ids: ids.slice(0, 2), attempts: 5 })).json().errors.user_ids).toEqual([
      'Choose at least 3 experts.',
    ]);
    expect((await fromExperts({ user_ids: ids, attempts: 4 })).json().errors.attempts).toEqual([
      'This field must be at least 5.',
    ]);
    const foreign = await fromExperts({ user_ids: [...ids.slice(0, 2), stranger.id], attempts: 5 });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.user_ids).toEqual(['Choose members of your organization.']);
    expect((await fromExperts({ user_ids: [ids[0], ids[0], ids[1]], attempts: 5 })).statusCode).toBe(422);

    const byHand = (targets: unknown) => client.post('/api/manager/benchmarks', { targets });
    const outside = await byHand(flatTargets().map((row, i) => (i === 0 ? { ...row, accuracy: 101 } : row)));
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors['targets.0.accuracy']).toEqual(['This field may not be greater than 100.']);
    expect((await byHand(flatTargets().map((row) => ({ ...row, speed: -1 })))).statusCode).toBe(422);
    const lowLevel = await byHand(flatTargets().map((row, i) => (i === 1 ? { ...row, level: 2 } : row)));
    expect(lowLevel.json().errors['targets.1.level']).toEqual([
      'Pattern cutting counts attempts from level 3 on: choose level 3 or above.',
    ]);
    const missing = await byHand(flatTargets().slice(1));
    expect(missing.json().errors.targets).toEqual(['Peg transfer needs a target row at level 3.']);

    // Another organization's manager never finds the version.
    const otherManager = await member(other.id, 'Olga', 'Other', ['license-manager'] as never);
    const otherClient = await signedIn(otherManager.email);
    expect(
      (await otherClient.post(`/api/manager/benchmarks/${id}/from-experts`, { user_ids: ids, attempts: 5 })).statusCode,
    ).toBe(404);
    expect((await otherClient.post(`/api/manager/benchmarks/${id}/activate`)).statusCode).toBe(404);
    expect((await otherClient.post(`/api/manager/benchmarks/${id}/deactivate`)).statusCode).toBe(404);
    expect((await otherClient.get(`/api/manager/benchmarks/${id}`)).statusCode).toBe(404);
    // A draft without targets cannot be activated.
    expect((await client.post(`/api/manager/benchmarks/${id}/activate`)).json().code).toBe('benchmark_incomplete');

    // Nothing changed: one empty draft, nothing active.
    const rows = await ctx.db.select().from(benchmarks).where(eq(benchmarks.organizationId, org.id));
    expect(rows.map((row) => [row.targets, row.source, row.active])).toEqual([[[], null, false]]);

    // An activated version's targets no longer change.
    const complete = ((await byHand(flatTargets())).json() as Json).data.id;
    expect((await client.post(`/api/manager/benchmarks/${complete}/activate`)).statusCode).toBe(200);
    const frozen = await client.post(`/api/manager/benchmarks/${complete}/from-experts`, {
      user_ids: ids,
      attempts: 5,
    });
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json().code).toBe('benchmark_not_draft');
    await settleReadiness(ctx.db);
  }, 60_000);

  it('recomputes the members’ readiness when a version is activated: the new targets change the passes', async () => {
    const { org, trainer, experts } = await organizationWithExperts('Recompute Clinic');
    const trainee = await member(org.id, 'Tara', 'Trainee');
    // 88 / 68 / 80 on every task: below the published targets (speed 70 or more; accuracy 90 of intracorporeal
    // suturing), above the experts' 87.1 / 66.5 / 77.2.
    await train(
      trainee.id,
      Array.from({ length: 14 }, (): Triple => [88, 68, 80]),
    );
    const client = await signedIn(trainer.email);
    const overview = async () =>
      (await client.get(`/api/trainee/team/members/${trainee.id}/overview`)).json().data.readiness;
    const before = await overview();
    expect(before).toMatchObject({ ready: false, benchmark_version: null });
    expect(before.skills.map((s: { passes: number }) => s.passes)).toEqual([0, 0, 0, 0, 0]);

    const id = ((await client.post('/api/trainee/team/benchmarks', {})).json() as Json).data.id;
    const built = await client.post(`/api/trainee/team/benchmarks/${id}/from-experts`, {
      user_ids: experts.map((e) => e.id),
      attempts: 5,
    });
    expect(built.statusCode).toBe(200);
    const activated = await client.post(`/api/trainee/team/benchmarks/${id}/activate`);
    expect(activated.statusCode).toBe(200);
    expect(activated.json().data.status).toBe('active');
    await settleReadiness(ctx.db);

    const after = await overview();
    expect(after).toMatchObject({ ready: true, benchmark_version: 'v1' });
    expect(after.skills.map((s: { passes: number }) => s.passes)).toEqual([12, 2, 2, 2, 12]);
    expect(after.skills[0].targets).toEqual(EXPECTED);
    const [stored] = await ctx.db.select().from(trainingReadiness).where(eq(trainingReadiness.userId, trainee.id));
    expect(stored).toMatchObject({ benchmarkId: id, benchmarkVersion: 'v1', ready: true });
    // The certificate names the benchmark version it was reached with.
    const [certificate] = await ctx.db.select().from(certificates).where(eq(certificates.userId, trainee.id));
    expect(certificate?.benchmarkVersion).toBe('v1');

    // Activating it again changes nothing.
    const again = await client.post(`/api/trainee/team/benchmarks/${id}/activate`);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.activated_at).toBe(activated.json().data.activated_at);
    const listed = (await client.get('/api/trainee/team/benchmarks')).json().data;
    expect(listed).toMatchObject({ applies: 'organization', current: { id, version: 'v1' } });

    // A trainee may not deactivate it; the trainer goes back to the published targets, the members recomputed.
    const traineeClient = await signedIn(trainee.email);
    expect((await traineeClient.post(`/api/trainee/team/benchmarks/${id}/deactivate`)).statusCode).toBe(403);
    const deactivated = await client.post(`/api/trainee/team/benchmarks/${id}/deactivate`);
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json().data.status).not.toBe('active');
    await settleReadiness(ctx.db);
    const back = await overview();
    expect(back).toMatchObject({ ready: false, benchmark_version: null });
    expect(back.skills.map((s: { passes: number }) => s.passes)).toEqual(
      before.skills.map((s: { passes: number }) => s.passes),
    );
    const [restored] = await ctx.db.select().from(trainingReadiness).where(eq(trainingReadiness.userId, trainee.id));
    expect(restored).toMatchObject({ benchmarkId: null, benchmarkVersion: null, ready: false });
    expect((await client.get('/api/trainee/team/benchmarks')).json().data).toMatchObject({
      applies: 'published',
      current: null,
    });
    // The certificate reached with v1 stays.
    const [kept] = await ctx.db.select().from(certificates).where(eq(certificates.userId, trainee.id));
    expect(kept?.revokedAt).toBeNull();
    // Deactivating it again changes nothing.
    expect((await client.post(`/api/trainee/team/benchmarks/${id}/deactivate`)).statusCode).toBe(200);

    // Each change is in the audit log, by the trainer, in the organization: the second activation and
    // deactivation (which changed nothing) are not.
    const trail = await auditOf(org.id);
    expect(trail.map((row) => [row.action, row.actorId, row.details?.id, row.details?.version])).toEqual([
      ['benchmark.activated', trainer.id, id, 'v1'],
      ['benchmark.built_from_experts', trainer.id, id, 'v1'],
      ['benchmark.created', trainer.id, id, 'v1'],
      ['benchmark.deactivated', trainer.id, id, 'v1'],
    ]);
    expect(trail[1]?.details).toMatchObject({ expert_ids: experts.map((e) => e.id), attempts: 5 });
  }, 60_000);

  it('keeps one active version per organization under 100 parallel activations', async () => {
    const org = await createOrganization(ctx.db, { name: 'Burst Clinic' });
    const manager = await member(org.id, 'Bea', 'Burst', ['license-manager'] as never);
    const client = await signedIn(manager.email);
    const ids: string[] = [];
    for (const score of [70, 75, 80]) {
      ids.push(
        ((await client.post('/api/manager/benchmarks', { targets: flatTargets(score) })).json() as Json).data.id,
      );
    }
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => client.post(`/api/manager/benchmarks/${ids[i % 3]}/activate`)),
    );
    expect(answers.map((res) => res.statusCode).filter((status) => status !== 200)).toEqual([]);
    const active = await ctx.db
      .select({ id: benchmarks.id })
      .from(benchmarks)
      .where(and(eq(benchmarks.organizationId, org.id), eq(benchmarks.active, true)));
    expect(active).toHaveLength(1);
    // The database itself refuses a second active version.
    await expect(
      ctx.db.execute(sql`update benchmarks set active = true where organization_id = ${org.id}`),
    ).rejects.toThrow();
    const numbers = await ctx.db
      .select({ n: benchmarks.number })
      .from(benchmarks)
      .where(eq(benchmarks.organizationId, org.id));
    expect(numbers.map((row) => row.n).sort()).toEqual([1, 2, 3]);
  }, 60_000);

  it('lets the admin choose the portal default, which judges organizations without an active version', async () => {
    const source = await createOrganization(ctx.db, { name: 'Default Source' });
    const manager = await member(source.id, 'Dan', 'Default', ['license-manager'] as never);
    const managerClient = await signedIn(manager.email);
    const id = ((await managerClient.post('/api/manager/benchmarks', { targets: flatTargets(60) })).json() as Json).data
      .id;
    const plain = await createOrganization(ctx.db, { name: 'Plain Clinic' });
    const trainee = await member(plain.id, 'Pia', 'Plain');
    await train(
      trainee.id,
      Array.from({ length: 3 }, (): Triple => [70, 70, 70]),
    );

    const admin = await createUser(ctx.db, { roles: ['admin'], permissions: ['manage organization'] });
    const adminClient = await signedIn(admin.email);
    const chosen = await adminClient.request('PUT', '/api/admin/benchmarks/default', { benchmark_id: id });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().data.default).toMatchObject({ id, organization_name: 'Default Source', portal_default: true });
    const figure = async () =>
      (await ctx.db.select().from(trainingReadiness).where(eq(trainingReadiness.userId, trainee.id)))[0];
    for (let i = 0; i < 200 && (await figure())?.benchmarkId !== id; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await figure()).toMatchObject({ benchmarkId: id, benchmarkVersion: 'v1' });

    expect(
      (await adminClient.request('PUT', '/api/admin/benchmarks/default', { benchmark_id: null })).json().data.default,
    ).toBeNull();
    for (let i = 0; i < 200 && (await figure())?.benchmarkId !== null; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await figure()).toMatchObject({ benchmarkId: null, benchmarkVersion: null });
    const changes = await ctx.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'benchmark.default_changed'), eq(auditLog.actorId, admin.id)));
    expect(changes.map((row) => row.details?.id).sort()).toEqual([id, null].sort());
  }, 60_000);
});
