import { FORECAST_CAP_HOURS } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedDemo } from '../src/db/seed/demo.js';
import { DEMO_EXPERTS } from '../src/db/seed/demo-benchmarks.js';
import { DEMO_CURRICULUM } from '../src/db/seed/demo-curricula.js';
import { DEMO_INACTIVITY_DAYS, DEMO_REFRESH_DUE, DEMO_WEEKLY_GOAL } from '../src/db/seed/demo-training.js';
import { READINESS_VERSION } from '../src/modules/analytics/index.js';
import { setupTestApp } from './helpers/app.js';

const ctx = await setupTestApp();
await seedDemo(ctx.db);

type Row = Record<string, unknown>;
const rows = async (query: ReturnType<typeof sql>) => (await ctx.db.execute<Row>(query)).rows;

describe('the demo training history', () => {
  it('has practice nudges: Tara’s weekly goal, St. Elisabeth’s reminder and members idle for 14 days and more', async () => {
    const [tara] = await rows(sql`select weekly_goal_minutes from users where email = 'trainee@example.com'`);
    expect(tara?.weekly_goal_minutes).toBe(DEMO_WEEKLY_GOAL);
    const [clinic] = await rows(
      sql`select inactivity_reminder_days from organizations where name = 'St. Elisabeth Teaching Hospital'`,
    );
    expect(clinic?.inactivity_reminder_days).toBe(DEMO_INACTIVITY_DAYS);
    // Members with a seat whose last training day is 14 or more days back (the manager's card), Lucas among them.
    const idle = await rows(sql`
      select u.email from users u join organizations o on o.id = u.organization_id
      where o.name = 'St. Elisabeth Teaching Hospital'
        and exists (select 1 from license_seats s where s.user_id = u.id and s.detached_at is null)
        and (select max(d.day) from training_daily d where d.user_id = u.id) <= current_date - 14`);
    expect(idle.map((row) => row.email)).toContain('lucas.vandijk@example.com');
  });

  it('has a trainee near readiness, one just started, one idle for a month and a team of 20 with six months', async () => {
    const perUser = await rows(sql`
      select u.email, count(distinct s.id)::int as sessions, bool_or(s.flagged) as flagged,
        extract(day from now() - min(s.started_at))::int as first_days_ago,
        extract(day from now() - max(s.started_at))::int as last_days_ago
      from training_sessions s join users u on u.id = s.user_id group by u.email`);
    const of = (email: string) => perUser.find((row) => row.email === email) as Row;
    expect(perUser.every((row) => row.flagged === false)).toBe(true);
    expect(of('trainee@example.com').sessions).toBeGreaterThan(10);
    expect(of('emma.visser@example.com').first_days_ago).toBeLessThanOrEqual(5);
    expect(of('lucas.vandijk@example.com').last_days_ago).toBeGreaterThanOrEqual(30);
    const team = perUser.filter((row) => String(row.email).endsWith('@riverside.example.com'));
    expect(team).toHaveLength(20);
    expect(Math.max(...team.map((row) => Number(row.first_days_ago)))).toBeGreaterThanOrEqual(170);

    // Well on the way: the demo trainee's last two weeks average above 70 in every FLS skill (their figure, below, is
    // on course with a few hours left).
    const recent = await rows(sql`
      select d.skill, sum(d.accuracy_sum) / sum(d.attempts) as accuracy
      from training_daily d join users u on u.id = d.user_id
      where u.email = 'trainee@example.com' and d.day > current_date - 14 group by d.skill`);
    expect(recent.length).toBeGreaterThan(4);
    for (const row of recent.filter((r) =>
      ['transferring', 'cutting', 'ligation', 'suturing'].includes(String(r.skill)),
    ))
      expect(Number(row.accuracy)).toBeGreaterThan(70);
    // The one just started is far from it.
    const [beginner] = await rows(sql`
      select sum(d.accuracy_sum) / sum(d.attempts) as accuracy
      from training_daily d join users u on u.id = d.user_id where u.email = 'emma.visser@example.com'`);
    expect(Number(beginner?.accuracy)).toBeLessThan(65);

    // Rollups add up to the raw results, and seeding again adds nothing.
    const [mismatch] = await rows(sql`
      select count(*)::int as n from (
        select user_id, (started_at at time zone 'UTC')::date as day, skill, count(*)::int as attempts,
          sum(duration_seconds)::int as seconds from exercise_results group by 1, 2, 3) r
      full join training_daily d using (user_id, day, skill)
      where d.attempts is distinct from r.attempts or d.seconds is distinct from r.seconds`);
    expect(mismatch?.n).toBe(0);
    const [before] = await rows(sql`select count(*)::int as n from exercise_results`);
    await seedDemo(ctx.db);
    const [after] = await rows(sql`select count(*)::int as n from exercise_results`);
    expect(after?.n).toBe(before?.n);
    // Every demo trainee has a stored readiness figure of the current model, the one near readiness ahead of the beginner.
    const readiness = await rows(sql`
      select u.email, r.model_version, r.progress, r.training_seconds, r.state, r.hours_left, r.hours_low, r.hours_high,
        r.blocking_task, r.stale
      from training_readiness r join users u on u.id = r.user_id`);
    expect(readiness).toHaveLength(perUser.length);
    expect(readiness.every((row) => row.model_version === READINESS_VERSION && row.stale === false)).toBe(true);
    // Figures a person reads: no forecast of thousands of hours; hours only with a forecast, within the cap.
    for (const row of readiness) {
      for (const hours of [row.hours_left, row.hours_low, row.hours_high]) {
        if (hours !== null) expect(Number.isFinite(Number(hours)) && Number(hours) >= 0, String(row.email)).toBe(true);
      }
      if (row.hours_left !== null)
        expect(Number(row.hours_left), String(row.email)).toBeLessThanOrEqual(FORECAST_CAP_HOURS);
      if (row.state === 'not_on_course') expect(row.blocking_task, String(row.email)).not.toBeNull();
    }
    // The demo trainee near readiness (on course, a few hours left: the overview shows a forecast and what to practise
    // next), a ready trainee, trainees on course and one not on course (the model names the task that blocks).
    const states = new Set(readiness.map((row) => row.state));
    const tara = readiness.find((row) => row.email === 'trainee@example.com');
    expect(tara?.state).toBe('on_course');
    expect(Number(tara?.hours_left)).toBeGreaterThan(0);
    expect(Number(tara?.hours_left)).toBeLessThan(10);
    expect(readiness.find((row) => row.email === 'daan.mulder@example.com')?.state).toBe('ready');
    expect(states.has('on_course')).toBe(true);
    expect(states.has('not_on_course')).toBe(true);
    const progressOf = (email: string) => Number(readiness.find((row) => row.email === email)?.progress);
    expect(progressOf('trainee@example.com')).toBeGreaterThan(progressOf('emma.visser@example.com'));
    // Past months sit in their own partitions.
    const [inDefault] = await rows(sql`select count(*)::int as n from exercise_results_default`);
    expect(inDefault?.n).toBe(0);
  });

  it('has St. Elisabeth’s expert-based benchmark, active, judging its members’ readiness', async () => {
    const [benchmark] = await rows(sql`
      select b.id, b.source, b.active, b.expert_attempts, jsonb_array_length(b.targets) as targets,
        (select count(*)::int from benchmark_experts e where e.benchmark_id = b.id) as experts
      from benchmarks b join organizations o on o.id = b.organization_id
      where o.name = 'St. Elisabeth Teaching Hospital'`);
    expect(benchmark).toMatchObject({ source: 'experts', active: true, targets: 5, experts: DEMO_EXPERTS.length });
    const figures = await rows(sql`
      select r.benchmark_id, r.benchmark_version from training_readiness r join users u on u.id = r.user_id
      join organizations o on o.id = u.organization_id where o.name = 'St. Elisabeth Teaching Hospital'`);
    expect(figures.length).toBeGreaterThan(5);
    expect(figures.every((row) => row.benchmark_id === benchmark?.id && row.benchmark_version === 'v1')).toBe(true);
  });

  it('has a resident whose mastered tasks are due a refresh: proficient, then idle past six weeks', async () => {
    const [row] = await rows(sql`
      select r.figure, extract(day from now() - r.last_trained_at)::int as idle_days
      from training_readiness r join users u on u.id = r.user_id where u.email = ${DEMO_REFRESH_DUE.email}`);
    expect(Number(row?.idle_days)).toBeGreaterThanOrEqual(DEMO_REFRESH_DUE.idleDays);
    const figure = row?.figure as { skills: Array<{ task: string; state: string }> } | undefined;
    expect(figure?.skills.filter((task) => task.state === 'refresh_due').length).toBeGreaterThan(0);
  });

  it('shows the demo trainee days that add up to their sessions, and scores as people read them', async () => {
    const client = ctx.client();
    expect((await client.login('trainee@example.com', 'DemoPass!2026')).statusCode).toBe(200);
    const { last_sessions: sessions } = (await client.get('/api/trainee/training-activity')).json().data as {
      last_sessions: Array<{ started_at: string; duration_seconds: number; training_seconds: number }>;
    };
    const perDay = new Map<string, number>();
    for (const session of sessions) {
      const day = session.started_at.slice(0, 10);
      perDay.set(day, (perDay.get(day) ?? 0) + session.training_seconds);
      // The span from start to end holds the pauses between exercises; the time trained does not.
      expect(session.duration_seconds).toBeGreaterThanOrEqual(session.training_seconds);
    }
    // The days of those sessions, as the bars of a custom range show them.
    const days = [...perDay.keys()].sort();
    const range = `preset=custom&start_date=${days[0]}&end_date=${days.at(-1)}`;
    const { daily } = (await client.get(`/api/trainee/training-activity?${range}`)).json().data as {
      daily: Array<{ date: string; minutes: number }>;
    };
    const minutes = new Map(daily.map((day) => [day.date, day.minutes]));
    expect(perDay.size).toBeGreaterThan(3);
    for (const [day, seconds] of perDay) expect(minutes.get(day), day).toBe(Math.round(seconds / 6) / 10);
    // No single-precision artefacts: every score of the overview and the skill pages has at most two decimals.
    const overview = (await client.get('/api/trainee/overview')).json().data;
    const suturing = (await client.get('/api/trainee/skills/suturing')).json().data;
    const numbers: number[] = [];
    JSON.stringify([overview.skills, suturing.scores, suturing.trend], (_key, value) => {
      if (typeof value === 'number') numbers.push(value);
      return value;
    });
    expect(numbers.length).toBeGreaterThan(10);
    expect(numbers.filter((number) => Math.round(number * 100) / 100 !== number)).toEqual([]);
  });
  it("has St. Elisabeth's PGY-1 2027 group on a curriculum with a due date, one trainee behind it", async () => {
    // The demo world is seeded as of now: read it as of now (the last test of the file).
    ctx.clock.advance(Date.now() - ctx.clock.now().getTime());
    const manager = ctx.client();
    await manager.login('manager@example.com');
    const [assignment] = (await manager.request('GET', '/api/manager/assignments')).json().data;
    expect(assignment).toMatchObject({
      group_name: DEMO_CURRICULUM.group,
      curriculum_name: DEMO_CURRICULUM.name,
      members: DEMO_CURRICULUM.members.length,
    });
    const progress = (await manager.request('GET', `/api/manager/assignments/${assignment.id}/progress`)).json().data;
    const behind = progress.trainees
      .filter((t: { behind: boolean }) => t.behind)
      .map((t: { email: string }) => t.email);
    expect(behind).toContain(DEMO_CURRICULUM.behind);
    const trainee = ctx.client();
    await trainee.login('trainee@example.com');
    const [mine] = (await trainee.request('GET', '/api/trainee/curricula')).json().data;
    expect(mine).toMatchObject({ name: DEMO_CURRICULUM.name, due_date: assignment.due_date });
  });
});
