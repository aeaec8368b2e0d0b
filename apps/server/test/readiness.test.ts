/**
 * The FLS readiness model (modules/analytics/readiness.ts, docs/fls-readiness.md) on fixed data with
 * answers worked out by hand: a trainee at proficiency, one halfway, one with two sessions, and one whose
 * scores level off below a target.
 */
import { describe, expect, it } from 'vitest';
import {
  type Attempt,
  attemptReaching,
  curveAt,
  FLS_SKILLS,
  fitLearningCurve,
  proficiencyOf,
  READINESS_MODEL,
  readinessOf,
  type Scores,
  targetsFor,
} from '../src/modules/analytics/index.js';
import { storableHours } from '../src/modules/analytics/queries.js';

const target = targetsFor('1.4.2');
/** score(n) = plateau − gain·n^(−k), n from 1. */
const curve = (plateau: number, gain: number, k: number) => (n: number) => plateau - gain * n ** -k;

function attemptsOf(count: number, scores: (n: number) => Scores, seconds = 300): Attempt[] {
  return Array.from({ length: count }, (_, i) => ({ ...scores(i + 1), durationSeconds: seconds }));
}
/** `count` attempts on every target of the skill. */
const onTarget = (count: number, t: Scores, seconds = 300) =>
  attemptsOf(count, () => ({ accuracy: t.accuracy + 5, speed: t.speed + 5, gameplay: t.gameplay + 5 }), seconds);

describe('the learning curve', () => {
  it('recovers a power law from its own points', () => {
    const scores = Array.from({ length: 20 }, (_, i) => curve(90, 50, 0.5)(i + 1));
    const fit = fitLearningCurve(scores);
    expect(fit?.plateau).toBeCloseTo(90, 6);
    expect(fit?.gain).toBeCloseTo(50, 6);
    expect(fit?.k).toBeCloseTo(0.5, 6);
    expect(fit?.scatter).toBeLessThan(1e-6);
  });

  it('fits the inverse curve a − b/n as k = 1', () => {
    const fit = fitLearningCurve(Array.from({ length: 12 }, (_, i) => 80 - 30 / (i + 1)));
    expect(fit?.k).toBeCloseTo(1, 6);
    expect(fit?.plateau).toBeCloseTo(80, 6);
  });

  it('takes a falling series as flat at its mean', () => {
    const fit = fitLearningCurve([70, 68, 66, 64, 62, 60]);
    expect(fit?.gain).toBe(0);
    expect(fit?.plateau).toBeCloseTo(65, 6);
  });

  it('solves for the attempt that reaches a target: (gain / (plateau − target))^(1/k)', () => {
    const fit = { plateau: 90, gain: 50, k: 0.5, scatter: 0 };
    expect(attemptReaching(fit, 80)).toBe(25); // (50/10)^2
    expect(curveAt(fit, 25)).toBeCloseTo(80, 9);
    expect(attemptReaching(fit, 90)).toBe(Number.POSITIVE_INFINITY);
    expect(attemptReaching(fit, 30)).toBe(1);
  });

  it('takes a curve that reaches its target only after more than 10,000 attempts as levelling off below it', () => {
    // 85.01 − 50·n^(−0.05) reaches 85 after (50 / 0.01)^20 ≈ 10^74 attempts.
    const fit = { plateau: 85.01, gain: 50, k: 0.05, scatter: 0 };
    expect(attemptReaching(fit, 85)).toBe(Number.POSITIVE_INFINITY);
    // (50 / 0.5)^2 = 10,000 is the last attempt still forecast.
    expect(attemptReaching({ plateau: 85.5, gain: 50, k: 0.5, scatter: 0 }, 85)).toBe(10_000);
    expect(attemptReaching({ plateau: 85.49, gain: 50, k: 0.5, scatter: 0 }, 85)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('proficiency', () => {
  const t = target.transferring;
  const pass: Scores = { accuracy: t.accuracy, speed: t.speed, gameplay: t.gameplay };
  const fail: Scores = { ...pass, gameplay: t.gameplay - 1 };

  it('needs every score on target: one good score never makes up for a failed one', () => {
    const lopsided: Scores = { accuracy: 100, speed: 100, gameplay: t.gameplay - 0.5 };
    expect(proficiencyOf([lopsided, lopsided, lopsided], t, 0)).toMatchObject({ passes: 0, proficient: false });
  });

  it('needs two passes in a row, then the further passes in any order', () => {
    // pass, fail (the streak restarts), pass, pass (the pair), then 10 passes among 3 fails.
    const further = [pass, fail, pass, pass, fail, pass, pass, pass, fail, pass, pass, pass, pass];
    const attempts = [pass, fail, pass, pass, ...further];
    const result = proficiencyOf(attempts, t, 10);
    expect(result).toEqual({ passes: 12, required: 12, proficient: true, reachedAt: attempts.length });
    expect(proficiencyOf(attempts.slice(0, 4), t, 10)).toMatchObject({ passes: 2, proficient: false });
    expect(proficiencyOf([pass, fail, pass], t, 10)).toMatchObject({ passes: 1, proficient: false });
    expect(proficiencyOf([pass, pass], t, 0)).toMatchObject({ proficient: true, reachedAt: 2 });
  });
});

describe('readiness', () => {
  it('a trainee at proficiency in every FLS skill is ready: 100 %, nothing left', () => {
    const attempts = Object.fromEntries(
      FLS_SKILLS.map((skill) => [skill, onTarget(2 + READINESS_MODEL.extraPasses[skill], target[skill])]),
    );
    const result = readinessOf({ attempts, hoursTrained: 9.7, gameVersion: '1.0.0' });
    expect(result.ready).toBe(true);
    expect(result.progress).toBe(1);
    expect(result.forecast).toEqual({ method: 'reached', hoursLeft: 0, low: 0, high: 0, blockedBy: [] });
    expect(result.modelVersion).toBe(READINESS_MODEL.version);
  });

  it('a trainee halfway: the forecast follows the slowest score of the unfinished skill', () => {
    // Transferring after 10 attempts of 5 minutes, each score exactly on its curve (targets 85/75/80):
    // accuracy 95 − 50·n^−½ reaches 85 at n = (50/10)² = 25; speed 90 − 50·n^−½ at (50/15)² → 12;
    // gameplay 92 − 40·n^−½ at (40/12)² → 12. No attempt has passed yet (accuracy at 10 is 79.2), so
    // attempts 11…24 are below target and 12 passes follow from 25 on: 14 + 12 = 26 attempts, 130 minutes.
    const a = curve(95, 50, 0.5);
    const s = curve(90, 50, 0.5);
    const g = curve(92, 40, 0.5);
    const transferring = attemptsOf(10, (n) => ({ accuracy: a(n), speed: s(n), gameplay: g(n) }));
    const attempts = {
      transferring,
      cutting: onTarget(2, target.cutting),
      ligation: onTarget(2, target.ligation),
      suturing: onTarget(12, target.suturing),
    };
    const result = readinessOf({ attempts, hoursTrained: 6 });
    const skill = result.skills.find((x) => x.skill === 'transferring');
    expect(skill).toMatchObject({ method: 'curve', attemptsLeft: 26, minutesPerAttempt: 5, weakest: 'accuracy' });
    expect(skill?.hoursLeft).toBe(2.2);
    expect(result.forecast).toEqual({ method: 'curve', hoursLeft: 2.2, low: 2.2, high: 2.2, blockedBy: [] });
    expect(result.ready).toBe(false);
    // Three skills done (3/4 of the skill part), transferring partly, 6 of 15 hours: between 60 % and 99 %.
    const recentAccuracy = [6, 7, 8, 9, 10].reduce((sum, n) => sum + a(n), 0) / 5;
    const transferringProgress = 0.5 * (recentAccuracy / 85) + 0.5 * 0;
    expect(skill?.progress).toBeCloseTo(transferringProgress, 9);
    expect(result.progress).toBeCloseTo(0.75 * ((3 + transferringProgress) / 4) + 0.25 * (6 / 15), 9);
  });

  it('puts a band around the forecast when attempts scatter around the curve', () => {
    const a = curve(95, 50, 0.5);
    const noise = [2, -2, 1.5, -1.5, 2, -2, 1, -1, 2, -2, 1.5, -1.5];
    const transferring = attemptsOf(12, (n) => ({
      accuracy: a(n) + (noise[n - 1] as number),
      speed: 90,
      gameplay: 90,
    }));
    const done = Object.fromEntries(
      (['cutting', 'ligation', 'suturing'] as const).map((k) => [
        k,
        onTarget(2 + READINESS_MODEL.extraPasses[k], target[k]),
      ]),
    );
    const { forecast } = readinessOf({ attempts: { ...done, transferring }, hoursTrained: 5 });
    expect(forecast.method).toBe('curve');
    expect(forecast.low).not.toBeNull();
    expect(forecast.low as number).toBeLessThan(forecast.hoursLeft as number);
    expect(forecast.high === null || (forecast.high as number) > (forecast.hoursLeft as number)).toBe(true);
  });

  it('a trainee with two sessions gets the 15-hour average, less the hours trained', () => {
    const attempts = { transferring: onTarget(3, target.transferring).map((x) => ({ ...x, accuracy: 40 })) };
    const result = readinessOf({ attempts, hoursTrained: 0.8 });
    expect(result.forecast).toEqual({ method: 'average', hoursLeft: 14.2, low: null, high: null, blockedBy: [] });
    expect(result.skills.find((s) => s.skill === 'cutting')).toMatchObject({
      attempts: 0,
      progress: 0,
      method: 'average',
    });
    expect(result.progress).toBeGreaterThan(0);
    expect(result.progress).toBeLessThan(0.2);
  });

  it('says a skill will not reach its target when its curve levels off below it', () => {
    // Suturing accuracy 82 − 30·n^−½ never reaches 90.
    const a = curve(82, 30, 0.5);
    const suturing = attemptsOf(15, (n) => ({ accuracy: a(n), speed: 80, gameplay: 90 }));
    const others = Object.fromEntries(
      (['transferring', 'cutting', 'ligation'] as const).map((k) => [
        k,
        onTarget(2 + READINESS_MODEL.extraPasses[k], target[k]),
      ]),
    );
    const result = readinessOf({ attempts: { ...others, suturing }, hoursTrained: 12 });
    expect(result.forecast).toEqual({
      method: 'plateau',
      hoursLeft: null,
      low: null,
      high: null,
      blockedBy: ['suturing'],
    });
    expect(result.skills.find((s) => s.skill === 'suturing')).toMatchObject({ method: 'plateau', weakest: 'accuracy' });
  });

  it('keeps every figure finite when the curves creep towards their targets (hours of 10^62 once failed an upload)', () => {
    const creeping = (skill: (typeof FLS_SKILLS)[number]) =>
      attemptsOf(10, (n) => ({ accuracy: target[skill].accuracy + 0.01 - 50 * n ** -0.05, speed: 95, gameplay: 95 }));
    const result = readinessOf({
      attempts: Object.fromEntries(FLS_SKILLS.map((skill) => [skill, creeping(skill)])),
      hoursTrained: 1,
    });
    expect(result.forecast).toEqual({
      method: 'plateau',
      hoursLeft: null,
      low: null,
      high: null,
      blockedBy: FLS_SKILLS,
    });
    for (const skill of result.skills) {
      expect(skill).toMatchObject({ method: 'plateau', attemptsLeft: null, hoursLeft: null });
      expect(Number.isFinite(skill.progress)).toBe(true);
    }
    expect(Number.isFinite(result.progress)).toBe(true);
  });

  it('stores only finite hours within a million: NaN, Infinity, 1.35e+43 and negatives are no forecast', () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, 1.35e43, 1_000_001, -1, null, undefined]) {
      expect(storableHours(bad)).toBeNull();
    }
    expect(storableHours(0)).toBe(0);
    expect(storableHours(12.5)).toBe(12.5);
    expect(storableHours(1_000_000)).toBe(1_000_000);
  });

  it("uses the trainee's own minutes per attempt once there are enough", () => {
    const slow = onTarget(6, target.cutting, 540).map((x, i) => (i === 5 ? x : { ...x, gameplay: 10 }));
    const result = readinessOf({ attempts: { cutting: slow }, hoursTrained: 1 });
    expect(result.skills.find((s) => s.skill === 'cutting')?.minutesPerAttempt).toBe(9);
  });

  it('reads the targets of the game major version, the newest for one it does not know', () => {
    expect(targetsFor('1.9.0')).toBe(READINESS_MODEL.targets['1']);
    expect(targetsFor('7.0.0')).toBe(READINESS_MODEL.targets['1']);
    expect(targetsFor(null)).toBe(READINESS_MODEL.targets['1']);
  });
});
