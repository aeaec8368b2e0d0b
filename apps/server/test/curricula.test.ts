import { randomUUID } from 'node:crypto';
import type { CurriculumModuleBody, GameSession, TraineeCurriculum } from '@portal/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  certificates,
  curriculumAssignments,
  curriculumCompletions,
  curriculumGroups,
} from '../src/db/schema/index.js';
import { createBenchmark, flatTargets } from '../src/db/seed/benchmark-factory.js';
import { createOrganization, createUser } from '../src/db/seed/factories.js';
import { inTransaction } from '../src/db/transaction.js';
import { READINESS_MODEL } from '../src/modules/analytics/index.js';
import { refreshCurriculumProgress } from '../src/modules/curricula/index.js';
import { attemptsForRow } from '../src/modules/curricula/progress.js';
import { ingestSessions, storeSessions } from '../src/modules/training/index.js';
import { setupTestApp } from './helpers/app.js';

const ctx = await setupTestApp();
const services = ctx.app.services;
const today = ctx.clock.now().toISOString().slice(0, 10); // 2026-03-02
const yesterday = '2026-03-01';

type Data<T> = { data: T };

async function signedIn(email: string) {
  const client = ctx.client();
  await client.login(email);
  return client;
}

/** An organization with its manager and two trainees. */
async function organization(name: string) {
  const org = await createOrganization(ctx.db, { name });
  const manager = await createUser(ctx.db, { roles: ['license-manager'], organizationId: org.id });
  const trainees = [
    await createUser(ctx.db, { organizationId: org.id, firstName: 'Ana', lastName: 'Ahead' }),
    await createUser(ctx.db, { organizationId: org.id, firstName: 'Ben', lastName: 'Behind' }),
  ];
  return { org, manager, trainees, client: await signedIn(manager.email) };
}

type Attempt = { skill: string; exercise: string; level: number; scores: [number, number, number] };

/** One session on `day` (game 1.4.0) of the attempts given, each completed and 120 s long, in order. */
function session(day: string, attempts: Attempt[], hour = 8): GameSession {
  return {
    id: randomUUID(),
    started_at: `${day}T${String(hour).padStart(2, '0')}:00:00Z`,
    ended_at: `${day}T${String(hour).padStart(2, '0')}:59:00Z`,
    game_version: '1.4.0',
    platform: 'windows',
    results: attempts.map((a) => ({
      skill: a.skill as never,
      level: a.level,
      exercise_name: a.exercise,
      completed: true,
      accuracy: a.scores[0],
      speed: a.scores[1],
      gameplay: a.scores[2],
      duration_seconds: 120,
      errors: 0,
    })),
  };
}

const peg = (level: number, pass: boolean): Attempt => ({
  skill: 'transferring',
  exercise: 'Peg transfer',
  level,
  // Game 1's published peg-transfer targets are 85/75/80.
  scores: pass ? [90, 80, 85] : [90, 60, 85],
});
const camera = (pass: boolean): Attempt => ({
  skill: 'positioning-orienting',
  exercise: 'Camera navigation',
  level: 1,
  scores: pass ? [75, 75, 75] : [60, 75, 75],
});

const PEG: CurriculumModuleBody = {
  skill: 'transferring',
  exercise: 'Peg transfer',
  min_level: 3,
  targets: null,
  consecutive_passes: 2,
  further_passes: 1,
};
const CAMERA: CurriculumModuleBody = {
  skill: 'positioning-orienting',
  exercise: 'Camera navigation',
  min_level: 1,
  targets: { accuracy: 70, speed: 70, gameplay: 70 },
  consecutive_passes: 3,
  further_passes: 0,
};

/** The audit rows about the group or curriculum `id` (optionally of one action), by action. */
async function actionsOf(id: string, action?: string) {
  const rows = await ctx.db
    .select({ action: auditLog.action, actorId: auditLog.actorId, details: auditLog.details })
    .from(auditLog)
    .where(and(sql`${auditLog.details}->>'id' = ${id}`, action ? eq(auditLog.action, action) : undefined))
    .orderBy(auditLog.action);
  return rows.map((row) => ({
    action: row.action,
    actorId: row.actorId,
    organization_id: row.details?.organization_id,
    version: row.details?.version,
  }));
}

async function store(userId: string, sessions: GameSession[]) {
  await inTransaction(services.pool, (tx) =>
    storeSessions(tx, { userId, deviceTokenId: null }, sessions, ctx.clock.now()),
  );
}

describe('groups and curricula: bad input gets a clear 4xx and changes nothing', () => {
  it('refuses a curriculum with no modules, an unknown exercise or level, or an own exercise without targets', async () => {
    const { client } = await organization('Bad Input Hospital');
    const bad = [
      [{ name: 'Empty', modules: [] }, 'modules'],
      [{ name: 'Unknown', modules: [{ ...PEG, exercise: 'Juggling' }] }, 'modules.0.exercise'],
      [{ name: 'Level', modules: [{ ...PEG, min_level: 0 }] }, 'modules.0.min_level'],
      [{ name: 'Level', modules: [{ ...PEG, min_level: 11 }] }, 'modules.0.min_level'],
      [{ name: 'Skill', modules: [{ ...PEG, skill: 'juggling' }] }, 'modules.0.skill'],
      [{ name: 'Targets', modules: [{ ...CAMERA, targets: null }] }, 'modules.0.targets'],
      [
        { name: 'Targets', modules: [{ ...PEG, targets: { accuracy: 101, speed: 1, gameplay: 1 } }] },
        'modules.0.targets.accuracy',
      ],
    ] as const;
    for (const [body, field] of bad) {
      const res = await client.request('POST', '/api/manager/curricula', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
    const list = await client.request('GET', '/api/manager/curricula');
    expect(list.json().data).toEqual([]);
  });

  it("refuses a group with another organization's member, and a due date in the past; another organization's manager gets 404", async () => {
    const a = await organization('Group Hospital A');
    const b = await organization('Group Hospital B');
    const foreign = await a.client.request('POST', '/api/manager/groups', {
      name: 'PGY-1',
      member_ids: [a.trainees[0]?.id, b.trainees[0]?.id],
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.member_ids).toEqual(['Choose active members of your organization.']);
    const [{ n } = { n: -1 }] = await ctx.db
      .select({ n: count() })
      .from(curriculumGroups)
      .where(eq(curriculumGroups.organizationId, a.org.id));
    expect(n).toBe(0);

    const made = await a.client.request('POST', '/api/manager/groups', {
      name: 'PGY-1',
      member_ids: a.trainees.map((t) => t.id),
    });
    expect(made.statusCode).toBe(201);
    const groupId = made.json().data.id as string;
    expect(made.json().data.members.map((m: { first_name: string }) => m.first_name)).toEqual(['Ana', 'Ben']);
    const same = await a.client.request('POST', '/api/manager/groups', { name: 'pgy-1', member_ids: [] });
    expect(same.statusCode).toBe(422);
    expect(same.json().errors.name).toEqual(['There is already a group with this name.']);
    // B's manager: A's group is not there, for reading, changing or deleting.
    expect((await b.client.request('GET', `/api/manager/groups/${groupId}`)).statusCode).toBe(404);
    expect(
      (await b.client.request('PUT', `/api/manager/groups/${groupId}`, { name: 'Mine', member_ids: [] })).statusCode,
    ).toBe(404);
    expect((await b.client.request('DELETE', `/api/manager/groups/${groupId}`)).statusCode).toBe(404);

    const curriculum = await a.client.request('POST', '/api/manager/curricula', { name: 'Basics', modules: [PEG] });
    expect(curriculum.statusCode).toBe(201);
    const id = curriculum.json().data.id as string;
    const past = await a.client.request('POST', `/api/manager/curricula/${id}/assignments`, {
      group_id: groupId,
      due_date: '2026-03-01',
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors.due_date).toEqual(['The due date may not be in the past.']);
    // B's group for A's curriculum: not A's (422); A's curriculum for B's manager: 404.
    const bGroup = await b.client.request('POST', '/api/manager/groups', { name: 'B', member_ids: [] });
    const crossed = await a.client.request('POST', `/api/manager/curricula/${id}/assignments`, {
      group_id: bGroup.json().data.id,
      due_date: today,
    });
    expect(crossed.statusCode).toBe(422);
    expect(
      (
        await b.client.request('POST', `/api/manager/curricula/${id}/assignments`, {
          group_id: bGroup.json().data.id,
          due_date: today,
        })
      ).statusCode,
    ).toBe(404);
    const [{ n: assigned } = { n: -1 }] = await ctx.db
      .select({ n: count() })
      .from(curriculumAssignments)
      .where(eq(curriculumAssignments.curriculumId, id));
    expect(assigned).toBe(0);
  });

  it('assigns a curriculum to a group once under a burst of 100 parallel requests (the rest 409); an assigned group is not deleted', async () => {
    const { client, trainees } = await organization('Burst Hospital');
    const group = (
      await client.request('POST', '/api/manager/groups', { name: 'G', member_ids: trainees.map((t) => t.id) })
    ).json().data;
    const curriculum = (await client.request('POST', '/api/manager/curricula', { name: 'C', modules: [PEG] })).json()
      .data;
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        client.request('POST', `/api/manager/curricula/${curriculum.id}/assignments`, {
          group_id: group.id,
          due_date: '2026-06-30',
        }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(99);
    expect(answers.find((res) => res.statusCode === 409)?.json().message).toBe(
      'This curriculum is already assigned to this group.',
    );
    const rows = await ctx.db
      .select()
      .from(curriculumAssignments)
      .where(and(eq(curriculumAssignments.curriculumId, curriculum.id), eq(curriculumAssignments.groupId, group.id)));
    expect(rows).toHaveLength(1);
    const deleted = await client.request('DELETE', `/api/manager/groups/${group.id}`);
    expect(deleted.statusCode).toBe(409);
    // One audit row for the one assignment; none for the refused requests.
    const audited = await ctx.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'curriculum.assigned'), sql`${auditLog.details}->>'curriculum_id' = ${curriculum.id}`),
      );
    expect(audited.map((row) => row.details)).toEqual([
      expect.objectContaining({ id: rows[0]?.id, group_id: group.id, version: 1, due_date: '2026-06-30' }),
    ]);
    expect(await actionsOf(group.id, 'group.deleted')).toEqual([]);
  });
});

describe('versions', () => {
  it('edits an unassigned curriculum in place and makes version 2 once it is assigned; the group keeps version 1', async () => {
    const { client, trainees, manager, org } = await organization('Version Hospital');
    const made = (await client.request('POST', '/api/manager/curricula', { name: 'V', modules: [PEG] })).json().data;
    expect(made.version).toBe(1);
    const edited = await client.request('PUT', `/api/manager/curricula/${made.id}`, {
      name: 'V',
      modules: [PEG, CAMERA],
    });
    expect(edited.json().data).toMatchObject({
      version: 1,
      modules: [{ position: 1 }, { position: 2, fls_task: null }],
    });
    const group = (
      await client.request('POST', '/api/manager/groups', { name: 'G', member_ids: [trainees[0]?.id] })
    ).json().data;
    const assigned = await client.request('POST', `/api/manager/curricula/${made.id}/assignments`, {
      group_id: group.id,
      due_date: today,
    });
    expect(assigned.statusCode).toBe(201);
    const again = await client.request('PUT', `/api/manager/curricula/${made.id}`, { name: 'V', modules: [CAMERA] });
    expect(again.json().data).toMatchObject({ version: 2, modules: [{ exercise: 'Camera navigation' }] });
    const progress = (
      await client.request('GET', `/api/manager/assignments/${assigned.json().data.id}/progress`)
    ).json().data;
    expect(progress.assignment.version).toBe(1);
    expect(progress.modules.map((m: { exercise: string }) => m.exercise)).toEqual([
      'Peg transfer',
      'Camera navigation',
    ]);

    // Every change is audited with its actor and organization: the edit in place, then the new version.
    expect(await actionsOf(made.id)).toEqual([
      { action: 'curriculum.created', actorId: manager.id, organization_id: org.id, version: 1 },
      { action: 'curriculum.updated', actorId: manager.id, organization_id: org.id, version: 1 },
      { action: 'curriculum.versioned', actorId: manager.id, organization_id: org.id, version: 2 },
    ]);
    const [versioned] = await ctx.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'curriculum.versioned'), sql`${auditLog.details}->>'id' = ${made.id}`));
    expect(Object.keys((versioned?.details?.changes ?? {}) as object)).toEqual(['modules']);

    // A group's creation, change and deletion too, with what changed.
    const other = (await client.request('POST', '/api/manager/groups', { name: 'H', member_ids: [] })).json().data;
    const member = trainees[1]?.id as string;
    await client.request('PUT', `/api/manager/groups/${other.id}`, { name: 'H2', member_ids: [member] });
    expect((await client.request('DELETE', `/api/manager/groups/${other.id}`)).statusCode).toBe(200);
    expect((await actionsOf(other.id)).map((row) => row.action)).toEqual([
      'group.created',
      'group.deleted',
      'group.updated',
    ]);
    const [updated] = await ctx.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'group.updated'), sql`${auditLog.details}->>'id' = ${other.id}`));
    expect(updated?.details?.changes).toEqual({
      name: { from: 'H', to: 'H2' },
      member_ids: { from: [], to: [member] },
    });
  });
});

describe('progress and forecast finish on fixed attempts', () => {
  it("judges an FLS module without targets of its own by the organization's active benchmark", async () => {
    const { org, client, trainees } = await organization('Benchmark Hospital');
    const ana = trainees[0] as { id: string; email: string };
    // 70 / 70 / 70: below the published peg-transfer targets (85 / 75 / 80), above the organization's 60s.
    const fair: Attempt = { skill: 'transferring', exercise: 'Peg transfer', level: 3, scores: [70, 70, 70] };
    await store(ana.id, [session(yesterday, [fair, fair, fair])]);
    const curriculum = (await client.request('POST', '/api/manager/curricula', { name: 'B', modules: [PEG] })).json()
      .data;
    const group = (await client.request('POST', '/api/manager/groups', { name: 'G', member_ids: [ana.id] })).json()
      .data;
    const assignment = (
      await client.request('POST', `/api/manager/curricula/${curriculum.id}/assignments`, {
        group_id: group.id,
        due_date: '2026-06-30',
      })
    ).json().data;
    const passes = async () =>
      (await client.request('GET', `/api/manager/assignments/${assignment.id}/progress`)).json().data.trainees[0];
    expect(await passes()).toMatchObject({ passes: 0, completed_on: null });
    await createBenchmark(ctx.db, { organizationId: org.id, targets: flatTargets(60), active: true, source: 'manual' });
    expect(await passes()).toMatchObject({ passes: 3, completed_on: yesterday });
  });

  it('folds each module through its rule and forecasts the finish from the pace; behind when the forecast is past the due date', async () => {
    const { client, trainees } = await organization('Progress Hospital');
    const [ana, ben] = trainees as unknown as [{ id: string; email: string }, { id: string; email: string }];
    // Ana: peg transfer at level 3 pass, fail, pass, pass (the pair), pass (the further one): complete; a level-2 pass
    // does not count. Camera navigation: two passes of three in a row.
    await store(ana.id, [
      session(yesterday, [peg(2, true), peg(3, true), peg(3, false), peg(3, true), peg(3, true), peg(3, true)]),
      session(yesterday, [camera(true), camera(true)], 10),
    ]);
    // Ben trained nothing in the last 28 days.
    const curriculum = (
      await client.request('POST', '/api/manager/curricula', { name: 'Core', modules: [PEG, CAMERA] })
    ).json().data;
    const group = (
      await client.request('POST', '/api/manager/groups', { name: 'PGY-1 2027', member_ids: [ana.id, ben.id] })
    ).json().data;
    const soon = '2026-03-07';
    const assignment = (
      await client.request('POST', `/api/manager/curricula/${curriculum.id}/assignments`, {
        group_id: group.id,
        due_date: soon,
      })
    ).json().data;

    // Camera navigation: p = (2 + 1) / (2 + 2) = 0.75 over her two attempts; E(3) − E(2) attempts left at her 2 min each.
    const attempts = attemptsForRow(3, 0.75) - attemptsForRow(2, 0.75);
    expect(attempts).toBeCloseTo(5.48148 - 3.11111, 4);
    const hours = Math.round(((attempts * 2) / 60) * 10) / 10; // 0.1
    // Her pace: 8 attempts × 120 s on the curriculum's skills over 28 days; 0.1 h at that pace is 11 days.
    const days = Math.ceil((hours * 3600) / ((8 * 120) / 28));
    expect(days).toBe(11);

    const own = await signedIn(ana.email);
    const [mine] = (await own.request('GET', '/api/trainee/curricula')).json().data as TraineeCurriculum[];
    expect(mine).toMatchObject({
      name: 'Core',
      version: 1,
      group_name: 'PGY-1 2027',
      due_date: soon,
      modules_complete: 1,
      next_module: 2,
      completed_on: null,
      hours_left: hours,
      forecast_finish: '2026-03-13',
      behind: true,
    });
    expect(mine?.modules.map((m) => [m.attempts, m.passes, m.required, m.complete])).toEqual([
      [5, 3, 3, true],
      [2, 2, 3, false],
    ]);

    const progress = (await client.request('GET', `/api/manager/assignments/${assignment.id}/progress`)).json().data;
    const byName = Object.fromEntries(
      progress.trainees.map((t: { first_name: string }) => [t.first_name, t]),
    ) as Record<string, Record<string, unknown>>;
    expect(byName.Ana).toMatchObject({
      next_module: 2,
      passes: 2,
      required: 3,
      forecast_finish: '2026-03-13',
      behind: true,
    });
    // No training in 28 days: no forecast, behind; the peg-transfer figures from the readiness model's published rule.
    expect(byName.Ben).toMatchObject({ next_module: 1, passes: 0, required: 3, forecast_finish: null, behind: true });
    expect(byName.Ben?.hours_left).toBeGreaterThan(0);

    // Later due date: Ana is on time.
    const later = (
      await client.request('POST', '/api/manager/curricula', { name: 'Core later', modules: [PEG, CAMERA] })
    ).json().data;
    const onTime = (
      await client.request('POST', `/api/manager/curricula/${later.id}/assignments`, {
        group_id: group.id,
        due_date: '2026-04-30',
      })
    ).json().data;
    const second = (await client.request('GET', `/api/manager/assignments/${onTime.id}/progress`)).json().data;
    expect(second.trainees.find((t: { first_name: string }) => t.first_name === 'Ana')).toMatchObject({
      behind: false,
    });

    // The exports carry the same rows.
    const csv = await client.request('GET', `/api/manager/assignments/${assignment.id}/progress/export?format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      'first_name,last_name,email,module,passes,required,modules_complete,hours_left,completed_on,forecast_finish,due_date,behind',
    );
    expect(lines.find((line) => line.startsWith('Ana,'))).toContain(
      '2. Camera navigation (level 1+),2,3,1,0.1,,2026-03-13,2026-03-07,true',
    );
    const xlsx = await client.request('GET', `/api/manager/assignments/${assignment.id}/progress/export?format=xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as never);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).getCell(10).value).toBe('Forecast finish');
    expect(sheet?.rowCount).toBe(3);
    expect(
      (await client.request('GET', `/api/manager/assignments/${assignment.id}/progress/export?format=pdf`)).statusCode,
    ).toBe(422);
  });

  it("names the same exercises as the readiness model's FLS tasks", async () => {
    const { FLS_TASK_EXERCISES } = await import('@portal/contracts');
    for (const [task, { skill, exercise }] of Object.entries(FLS_TASK_EXERCISES)) {
      const model = READINESS_MODEL.tasks[task as keyof typeof READINESS_MODEL.tasks];
      expect([model.skill, model.exercises[0]]).toEqual([skill, exercise]);
    }
  });
});

describe('completion and its certificate', () => {
  it('issues exactly one certificate when 50 concurrent uploads complete the curriculum', async () => {
    const { client, trainees } = await organization('Completion Hospital');
    const trainee = trainees[0] as { id: string; email: string };
    const module: CurriculumModuleBody = { ...CAMERA, consecutive_passes: 1, further_passes: 0 };
    const curriculum = (
      await client.request('POST', '/api/manager/curricula', { name: 'Camera', modules: [module] })
    ).json().data;
    const group = (await client.request('POST', '/api/manager/groups', { name: 'G', member_ids: [trainee.id] })).json()
      .data;
    await client.request('POST', `/api/manager/curricula/${curriculum.id}/assignments`, {
      group_id: group.id,
      due_date: today,
    });

    // 50 uploads at once, each a session of its own with a passing attempt: each queues the progress job.
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        ingestSessions(services, { userId: trainee.id, deviceTokenId: null }, [
          session(yesterday, [camera(true)], i % 24),
        ]),
      ),
    );
    // And 50 progress runs at once, as racing jobs would.
    await Promise.all(Array.from({ length: 50 }, () => refreshCurriculumProgress(services, trainee.id)));
    const issued = async () =>
      ctx.db
        .select()
        .from(certificates)
        .where(and(eq(certificates.userId, trainee.id), eq(certificates.achievement, 'curriculum')));
    const deadline = Date.now() + 20_000;
    while ((await issued()).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    // Let the queued jobs run out.
    await new Promise((r) => setTimeout(r, 3000));
    const rows = await issued();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      achievementKey: `curriculum:${curriculum.id}:v1`,
      curriculumName: 'Camera',
      curriculumVersion: 1,
    });
    const completions = await ctx.db
      .select()
      .from(curriculumCompletions)
      .where(eq(curriculumCompletions.userId, trainee.id));
    expect(completions).toHaveLength(1);

    const own = await signedIn(trainee.email);
    const [mine] = (await own.request('GET', '/api/trainee/curricula')).json().data as TraineeCurriculum[];
    expect(mine).toMatchObject({ completed_on: yesterday, next_module: null, hours_left: 0, behind: false });
    const held = (await own.request('GET', '/api/trainee/certificates')).json() as Data<
      Array<{ achievement: unknown }>
    >;
    expect(held.data.map((c) => c.achievement)).toContainEqual({
      kind: 'curriculum',
      model_version: null,
      benchmark_version: null,
      curriculum: { name: 'Camera', version: 1 },
    });
  });
});
