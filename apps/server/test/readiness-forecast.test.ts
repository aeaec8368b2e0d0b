/**
 * The readiness forecast (modules/analytics/readiness: forecast.ts, priors.ts; docs/fls-readiness.md, "The forecast")
 * on trainees made of fixed attempts: none, 2 and 40 per task, the same 40 after 60 idle days, one whose score levels
 * off below its target, one at proficiency. Pure: no database.
 */
import { FLS_TASKS, type FlsTask, SCORE_KINDS } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../src/lib/calendar-day.js';
import { emptyFoldState, foldResults } from '../src/modules/analytics/readiness/fold.js';
import {
  combineForecast,
  decayDrop,
  flsShareOf,
  forecastRandom,
  forecastReadiness,
  forecastSeed,
  forecastTask,
  meanAttemptsLeft,
  passChanceOf,
  priorOf,
} from '../src/modules/analytics/readiness/forecast.js';
import { PUBLISHED_PRIOR } from '../src/modules/analytics/readiness/forecast-constants.js';
import { READINESS_MODEL, targetsFor } from '../src/modules/analytics/readiness/model.js';
import { choosePrior, cohortPrior } from '../src/modules/analytics/readiness/priors.js';
import { ruleLeft } from '../src/modules/analytics/readiness/rule.js';
import type { FoldState, ResultInput } from '../src/modules/analytics/readiness/types.js';

const START = Date.UTC(2026, 2, 2, 8);
const CAP = READINESS_MODEL.forecastCapHours;
const targets = targetsFor('1.4.2');

/**
 * A trainee with `attempts` counted attempts of every task, one session a day with one attempt of each, 3 minutes each
 * (and a non-FLS exercise of 2 minutes): score = target + margin(n) + a fixed wobble, margin(n) = plateau − 30/√n.
 * `below` puts one score of one task's plateau under its target.
 */
function trainee(
  attempts: number,
  plateau = 8,
  below?: { task: FlsTask; score: 'accuracy' | 'speed' | 'gameplay'; margin?: (n: number) => number },
) {
  const results: ResultInput[] = [];
  for (let n = 1; n <= attempts; n++) {
    const at = START + (n - 1) * DAY_MS;
    const sessionId = `s${String(n).padStart(4, '0')}`;
    FLS_TASKS.forEach((task, position) => {
      const definition = READINESS_MODEL.tasks[task];
      const t = targets[task];
      const score = (kind: 'accuracy' | 'speed' | 'gameplay', k: number) => {
        const isBelow = below && below.task === task && below.score === kind;
        if (isBelow && below.margin) return t[kind] + below.margin(n);
        const top = isBelow ? -6 : plateau;
        return Math.min(100, t[kind] + top - 30 / Math.sqrt(n) + 3 * Math.sin(n * 1.7 + k + position));
      };
      results.push({
        at,
        sessionId,
        position,
        gameVersion: '1.4.2',
        skill: definition.skill,
        exercise: definition.exercises[0] as string,
        level: 3,
        completed: true,
        accuracy: score('accuracy', 0),
        speed: score('speed', 1),
        gameplay: score('gameplay', 2),
        durationSeconds: 180,
      });
    });
    results.push({
      at,
      sessionId,
      position: 5,
      gameVersion: '1.4.2',
      skill: 'grasping',
      exercise: 'Peg grasp',
      level: 3,
      completed: true,
      accuracy: 80,
      speed: 80,
      gameplay: 80,
      durationSeconds: 120,
    });
  }
  return foldResults(emptyFoldState(), results);
}

/** The worked example's figure (the model's version at the time: a change of a constant may change it). */
const EXAMPLE = { hours: [3.7, 2.3, 6.4] as (number | null)[], attemptsLeft: [22, 6, 6, 5, 21] };

const lastAt = (state: FoldState) => state.through?.at ?? START;
const forecast = (state: FoldState, idleDays = 0, seed = 'user-1') =>
  forecastReadiness(state, { now: lastAt(state) + idleDays * DAY_MS, seed: forecastSeed(seed, state) });

function expectSane(f: ReturnType<typeof forecast>) {
  for (const value of [f.hoursLeft, f.low, f.high, ...f.tasks.flatMap((t) => [t.hoursLeft, t.low, t.high])]) {
    if (value === null) continue;
    expect(Number.isFinite(value)).toBe(true);
    expect(value).toBeGreaterThanOrEqual(0);
    expect(value).toBeLessThanOrEqual(CAP);
  }
  if (f.hoursLeft !== null) {
    expect(f.low).toBeLessThanOrEqual(f.hoursLeft);
    expect(f.high).toBeGreaterThanOrEqual(f.hoursLeft);
  }
  for (const { forecast: t } of f.perTask) {
    expect(t.paths.length).toBe(READINESS_MODEL.forecast.paths);
    expect(t.passChance).toBeGreaterThanOrEqual(0);
    expect(t.passChance).toBeLessThanOrEqual(1);
    for (const a of t.paths)
      expect(Number.isFinite(a) && a >= 0 && a <= READINESS_MODEL.forecast.capAttempts).toBe(true);
  }
}

describe('the forecast of hours left', () => {
  it('a trainee with no attempt: the published prior carries it (cohort), about the specification’s 15 h', () => {
    const f = forecast(emptyFoldState());
    expectSane(f);
    expect(f.method).toBe('cohort');
    expect(f.hoursLeft).toBeGreaterThanOrEqual(8);
    expect(f.hoursLeft).toBeLessThanOrEqual(25);
    expect(f.flsShare).toBe(PUBLISHED_PRIOR.flsShare);
    expect(f.perTask.every((t) => t.forecast.fromCohort)).toBe(true);
  });

  it('a trainee with 2 attempts of each task: still the cohort’s, and fewer hours than none', () => {
    const none = forecast(emptyFoldState());
    const f = forecast(trainee(2));
    expectSane(f);
    expect(f.method).toBe('cohort');
    expect(f.hoursLeft as number).toBeLessThan(none.hoursLeft as number);
  });

  it('a trainee with 20 attempts of each task (the worked example in docs/fls-readiness.md)', () => {
    const state = trainee(20);
    const f = forecast(state, 0, 'example');
    expectSane(f);
    expect(f.method).toBe('simulated');
    // margin(21) = 8 − 30/√21 = 1.5 points on each score (sd 3): about a third of attempts pass all three.
    for (const { forecast: t } of f.perTask) {
      expect(t.passChance).toBeGreaterThan(0.25);
      expect(t.passChance).toBeLessThan(0.5);
    }
    expect([f.hoursLeft, f.low, f.high]).toEqual(EXAMPLE.hours);
    expect(f.tasks.map((t) => t.attemptsLeft)).toEqual(EXAMPLE.attemptsLeft);
  });

  it('a trainee with 40 attempts on a curve above the targets: simulated from their own attempts, little left', () => {
    const state = trainee(40);
    const f = forecast(state);
    expectSane(f);
    expect(f.method).toBe('simulated');
    expect(f.perTask.every((t) => !t.forecast.fromCohort)).toBe(true);
    // margin(41) = 8 − 30/√41 = 3.3 points on each score: most attempts pass.
    for (const { forecast: t } of f.perTask) expect(t.passChance).toBeGreaterThan(0.4);
    expect(f.hoursLeft as number).toBeLessThan((forecast(trainee(20)).hoursLeft as number) / 2);
  });

  it('the same trainee after 60 idle days: a lower pass chance and at least as many hours (decay)', () => {
    const state = trainee(40);
    const fresh = forecast(state);
    const idle = forecast(state, 60);
    expectSane(idle);
    expect(decayDrop(60)).toBeGreaterThan(decayDrop(30));
    expect(decayDrop(14)).toBe(0);
    for (const task of FLS_TASKS) {
      const a = fresh.perTask.find((t) => t.task === task)?.forecast.passChance as number;
      const b = idle.perTask.find((t) => t.task === task)?.forecast.passChance as number;
      expect(b).toBeLessThan(a);
    }
    expect(idle.hoursLeft as number).toBeGreaterThanOrEqual(fresh.hoursLeft as number);
  });

  it('a trainee whose speed on intracorporeal suturing levels off below its target: not on course, no hours', () => {
    // 120 attempts: the curve (−6 − 30/√n) has levelled off (its last 15 attempts within 0.5 points of the 15 before).
    const state = trainee(120, 8, { task: 'intracorporeal_suturing', score: 'speed' });
    const f = forecast(state);
    expectSane(f);
    expect(f.method).toBe('not_on_course');
    expect(f.hoursLeft).toBeNull();
    expect(f.low).toBeNull();
    expect(f.high).toBeNull();
    expect(f.blocking).toEqual([{ task: 'intracorporeal_suturing', score: 'speed' }]);
    const task = f.tasks.find((t) => t.task === 'intracorporeal_suturing');
    expect(task?.notOnCourse).toBe(true);
    expect(task?.hoursLeft).toBeNull();
  });

  it('a score stuck 9 points under its target whose last attempts are better by chance: still not on course', () => {
    // Flat at −9 with a single attempt's scatter of about 4.7 points; the last 15 attempts happen to be 1.5 points
    // better than the 15 before: within the scatter (2 standard errors of that difference are about 3 points), no rise.
    const scatter = [4.1, -6.2, 2.3, -1.4, 5.8, -3.9, 0.7, -5.1, 3.6, -0.8, 6.4, -4.4, 1.9, -2.7, 0.2];
    const margin = (n: number) => -9 + (scatter[n % 15] as number) + (n > 105 ? 1.5 : 0);
    const state = trainee(120, 8, { task: 'peg_transfer', score: 'accuracy', margin });
    const f = forecast(state);
    expectSane(f);
    expect(f.method).toBe('not_on_course');
    expect(f.hoursLeft).toBeNull();
    expect(f.blocking).toEqual([{ task: 'peg_transfer', score: 'accuracy' }]);
  });

  it('a trainee at proficiency: 0 h, reached', () => {
    const state = trainee(80, 15);
    expect(FLS_TASKS.every((task) => state.tasks[task].proficientAt !== null)).toBe(true);
    const f = forecast(state);
    expect(f.method).toBe('reached');
    expect([f.hoursLeft, f.low, f.high]).toEqual([0, 0, 0]);
    expect(f.perTask.every((t) => t.forecast.paths.every((a) => a === 0))).toBe(true);
  });

  it('is deterministic: the same state and seed give the same figure', () => {
    const state = trainee(12);
    const a = forecast(state);
    const b = forecast(structuredClone(state));
    expect(b.hoursLeft).toBe(a.hoursLeft);
    expect(b.low).toBe(a.low);
    expect(b.high).toBe(a.high);
    expect(Array.from(b.perTask[0]?.forecast.paths ?? [])).toEqual(Array.from(a.perTask[0]?.forecast.paths ?? []));
  });

  it('every figure is finite and at most the cap, whatever the input', () => {
    const state = trainee(30, -30);
    // Garbage a stored state might carry: non-finite seconds and scores.
    state.allSeconds = Number.NaN;
    const task = state.tasks.peg_transfer;
    task.recent[0] = { ...(task.recent[0] as (typeof task.recent)[number]), accuracy: Number.NaN };
    const f = forecast(state, 10_000);
    expectSane(f);
    expect(f.method).toBe('not_on_course');
    const worst = forecastTask(
      {
        task: 'peg_transfer',
        state: task,
        targets: targets.peg_transfer,
        left: ruleLeft(task, 'peg_transfer'),
        idleDays: Number.POSITIVE_INFINITY,
        prior: { scores: { accuracy: { plateau: Number.NaN } }, rho: 5, minutesPerAttempt: -1 },
      },
      forecastRandom('x'),
    );
    const combined = combineForecast({
      tasks: [{ task: 'peg_transfer', forecast: worst, state: task, prior: null }],
      allSeconds: Number.POSITIVE_INFINITY,
      flsSeconds: -5,
    });
    for (const value of [combined.hoursLeft, combined.low, combined.high]) {
      expect(value === null || (Number.isFinite(value) && value <= CAP)).toBe(true);
    }
  });
});

describe('the forecast’s parts', () => {
  it('the mean attempts through the rule at a constant pass chance', () => {
    // Two in a row at p = ½: 1/p + 1/p² = 6; from a streak of one: 1/p² = 4; ten more passes: 10/p = 20.
    expect(meanAttemptsLeft(0.5, 2, 0, 0)).toBe(6);
    expect(meanAttemptsLeft(0.5, 2, 1, 0)).toBe(4);
    expect(meanAttemptsLeft(0.5, 2, 0, 10)).toBe(26);
    expect(meanAttemptsLeft(1, 2, 0, 10)).toBe(12);
  });

  it('the pass chance of three scores: independent, and fully shared', () => {
    // Each score on its target with sd 5: ½ each; independent ⅛, the common part raises it.
    expect(passChanceOf([0, 0, 0], [5, 5, 5], 0)).toBeCloseTo(0.125, 3);
    expect(passChanceOf([0, 0, 0], [5, 5, 5], 0.5)).toBeGreaterThan(0.2);
    expect(passChanceOf([20, 20, 20], [5, 5, 5], 0.5)).toBeCloseTo(1, 3);
  });

  it('the share of time on FLS tasks: the prior’s before data, bounded', () => {
    expect(flsShareOf(0, 0, 0.65)).toBe(0.65);
    // 40 h at 0.5 against the prior's 20 h at 0.65: (20 + 13) / 60 = 0.55.
    expect(flsShareOf(40 * 3600, 20 * 3600, 0.65)).toBeCloseTo(0.55, 6);
    expect(flsShareOf(1000 * 3600, 0, 0.65)).toBe(READINESS_MODEL.forecast.shareBounds[0]);
  });

  it('a bad stored prior falls back to the published numbers', () => {
    const p = priorOf({ scores: { speed: { plateau: 'x', noise: -3 } }, rho: 7, source: 'hacker' });
    expect(p.scores.accuracy).toEqual(PUBLISHED_PRIOR.scores.accuracy);
    expect(p.scores.speed.plateau).toBe(PUBLISHED_PRIOR.scores.speed.plateau);
    expect(p.scores.speed.noise).toBe(1);
    expect(p.rho).toBe(0.9);
    expect(p.source).toBe('published');
  });
});

describe('cohort priors', () => {
  it('needs enough trainees, then pools their curves; the organization’s before the portal’s before the published', () => {
    const few = Array.from({ length: READINESS_MODEL.forecast.cohortMinTrainees - 1 }, () => trainee(20));
    expect(cohortPrior(few, 'peg_transfer')).toBeNull();
    const cohort = Array.from({ length: 12 }, (_, i) => trainee(20 + i, 6 + (i % 4)));
    const prior = cohortPrior(cohort, 'peg_transfer', 'organization');
    expect(prior?.trainees).toBe(12);
    expect(prior?.source).toBe('organization');
    // 3 minutes per attempt; 15 of 17 minutes a day on FLS tasks.
    expect(prior?.minutesPerAttempt).toBeCloseTo(3, 6);
    expect(prior?.flsShare).toBeCloseTo(15 / 17, 6);
    for (const kind of SCORE_KINDS) {
      expect(prior?.scores[kind].plateau).toBeGreaterThan(2);
      expect(prior?.scores[kind].plateau).toBeLessThan(14);
    }
    const portal = cohortPrior(cohort, 'peg_transfer', 'portal');
    expect(choosePrior(prior, portal)).toBe(prior);
    expect(choosePrior(null, portal)).toBe(portal);
    expect(choosePrior(null, null)).toBe(PUBLISHED_PRIOR);
  });
});
