/**
 * FLS readiness v2, the rule's part (modules/analytics/readiness: model.ts, rule.ts, fold.ts, cusum.ts, assess.ts;
 * docs/fls-readiness-rule.md) on fixed attempts with answers worked out by hand: what counts, 2 + 10, each attempt
 * judged by its own game version, the CUSUMs' sign-off and relapse, decay, the version hash, and a fold of constant
 * size that gives the same state in parts as at once. Pure: no database.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FlsTask } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../src/lib/calendar-day.js';
import {
  assessReadiness,
  canonicalJson,
  contentHash,
  cusumStep,
  emptyFoldState,
  FOLD_VERSION,
  type FoldState,
  type Forecaster,
  foldResults,
  foldVersionOf,
  isBehind,
  modelVersion,
  needsNothing,
  needsRefold,
  passes,
  READINESS_MODEL,
  READINESS_VERSION,
  type ReadinessModel,
  type ResultInput,
  type RuleLeft,
  relapseWeights,
  rulePasses,
  signOffWeights,
  type TaskForecastInput,
  targetsFor,
  targetVersionOf,
  taskOf,
} from '../src/modules/analytics/readiness/index.js';

const T0 = Date.UTC(2026, 0, 5, 9, 0, 0);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const EXERCISE: Record<FlsTask, { skill: string; exercise: string }> = {
  peg_transfer: { skill: 'transferring', exercise: 'Peg transfer' },
  pattern_cutting: { skill: 'cutting', exercise: 'Precision pattern cutting' },
  ligating_loop: { skill: 'ligation', exercise: 'Endoloop ligation' },
  extracorporeal_suturing: { skill: 'suturing', exercise: 'Extracorporeal knot' },
  intracorporeal_suturing: { skill: 'suturing', exercise: 'Intracorporeal knot' },
};

let position = 0;
/** A counted attempt of `task` (level 3, completed, game 1.4.2) that passes game 1's targets by 2 points, or fails
 * accuracy by 10 (speed and gameplay on target), at `at`. */
function attempt(task: FlsTask, pass: boolean, at: number, overrides: Partial<ResultInput> = {}): ResultInput {
  const target = targetsFor(overrides.gameVersion ?? '1.4.2')[task];
  position += 1;
  return {
    at,
    sessionId: `s-${at}`,
    position,
    gameVersion: '1.4.2',
    ...EXERCISE[task],
    level: 3,
    completed: true,
    accuracy: pass ? target.accuracy + 2 : target.accuracy - 10,
    speed: target.speed + 2,
    gameplay: target.gameplay + 2,
    durationSeconds: 300,
    ...overrides,
  };
}

/** One attempt per minute from `start`: 'P' a pass, 'F' a fail. */
const series = (task: FlsTask, pattern: string, start = T0) =>
  [...pattern].map((c, i) => attempt(task, c === 'P', start + i * MINUTE));

const fold = (results: ResultInput[], state: FoldState = emptyFoldState()) => foldResults(state, results);

describe('what counts', () => {
  it('counts a completed attempt of the task exercise at its minimum level or above, nothing else', () => {
    const at = T0;
    expect(taskOf(attempt('peg_transfer', true, at))).toBe('peg_transfer');
    expect(taskOf(attempt('peg_transfer', true, at, { level: 5 }))).toBe('peg_transfer');
    // A level-1 pass does not count.
    expect(taskOf(attempt('peg_transfer', true, at, { level: 1 }))).toBeNull();
    expect(taskOf(attempt('peg_transfer', true, at, { level: 2 }))).toBeNull();
    // An uncompleted attempt does not count.
    expect(taskOf(attempt('peg_transfer', true, at, { completed: false }))).toBeNull();
    // Another exercise of the skill, or the exercise under another skill, does not count.
    expect(taskOf(attempt('peg_transfer', true, at, { exercise: 'Peg grasp' }))).toBeNull();
    expect(taskOf(attempt('peg_transfer', true, at, { skill: 'grasping' }))).toBeNull();
    // The game's names are compared trimmed and case-insensitively.
    expect(taskOf(attempt('peg_transfer', true, at, { exercise: ' peg TRANSFER ' }))).toBe('peg_transfer');
  });

  it('keeps level-1 passes and uncompleted attempts out of the rule, but in the hours trained', () => {
    const results = [
      ...series('pattern_cutting', 'PP').map((r) => ({ ...r, level: 1 })),
      ...series('pattern_cutting', 'PP', T0 + 10 * MINUTE).map((r) => ({ ...r, completed: false })),
      attempt('pattern_cutting', true, T0 + 20 * MINUTE, { skill: 'grasping', exercise: 'Peg grasp' }),
    ];
    const state = fold(results);
    expect(state.tasks.pattern_cutting.attempts).toBe(0);
    expect(state.tasks.pattern_cutting.proficientAt).toBeNull();
    expect(state.allSeconds).toBe(5 * 300);
    expect(state.flsSeconds).toBe(0);
    // Two level-3 passes make it (pattern cutting: the pair, no further passes).
    const after = fold(series('pattern_cutting', 'PP', T0 + 30 * MINUTE), state);
    expect(after.tasks.pattern_cutting.attempts).toBe(2);
    expect(after.tasks.pattern_cutting.proficientAt).toBe(T0 + 31 * MINUTE);
    expect(after.tasks.pattern_cutting.seconds).toBe(600);
    expect(after.flsSeconds).toBe(600);
    expect(after.allSeconds).toBe(7 * 300);
  });

  it('judges each attempt by the targets of its own game version', () => {
    // 86/76/81 meets game 1's peg transfer targets (85/75/80) but not game 2's (88/78/82).
    const scores = { accuracy: 86, speed: 76, gameplay: 81 };
    const v1 = attempt('peg_transfer', true, T0, { ...scores, gameVersion: '1.9.3' });
    const v2 = attempt('peg_transfer', true, T0 + MINUTE, { ...scores, gameVersion: '2.0.1' });
    expect(passes(v1)).toBe(true);
    expect(passes(v2)).toBe(false);
    // Two such attempts from game 1 make the pair, even when the trainee has since moved to game 2.
    const state = fold([
      attempt('peg_transfer', true, T0, { ...scores, gameVersion: '1.9.3' }),
      attempt('peg_transfer', true, T0 + MINUTE, { ...scores, gameVersion: '1.2.0' }),
      attempt('peg_transfer', true, T0 + 2 * MINUTE, {
        skill: 'grasping',
        exercise: 'Peg grasp',
        gameVersion: '2.0.1',
        accuracy: 90,
        speed: 90,
        gameplay: 90,
      }),
    ]);
    expect(state.tasks.peg_transfer.pairDone).toBe(true);
    expect(state.tasks.peg_transfer.recent.map((a) => [a.version, a.pass])).toEqual([
      ['1', true],
      ['1', true],
    ]);
    expect(state.gameVersion).toBe('2.0.1');
    // The same scores from game 2 are fails.
    const later = fold([
      attempt('peg_transfer', true, T0, { ...scores, gameVersion: '2.0.1' }),
      attempt('peg_transfer', true, T0 + MINUTE, { ...scores, gameVersion: '2.3.0' }),
    ]);
    expect(later.tasks.peg_transfer.streak).toBe(0);
    expect(later.tasks.peg_transfer.recent.map((a) => [a.version, a.pass])).toEqual([
      ['2', false],
      ['2', false],
    ]);
  });

  it('reads a version not listed as the newest major at or below it, else the newest', () => {
    expect(targetVersionOf('1.4.2')).toBe('1');
    expect(targetVersionOf('2.0.0')).toBe('2');
    expect(targetVersionOf('7.1')).toBe('2');
    expect(targetVersionOf('0.9.1')).toBe('2');
    expect(targetVersionOf('nightly')).toBe('2');
    expect(targetVersionOf(null)).toBe('2');
    expect(targetsFor('1.0').intracorporeal_suturing).toEqual({ accuracy: 90, speed: 65, gameplay: 80 });
  });

  it('keeps the extracorporeal and intracorporeal suturing tasks apart', () => {
    const state = fold([
      ...series('extracorporeal_suturing', 'PP'),
      ...series('intracorporeal_suturing', 'P', T0 + 10 * MINUTE),
    ]);
    const extra = state.tasks.extracorporeal_suturing;
    const intra = state.tasks.intracorporeal_suturing;
    expect(extra.attempts).toBe(2);
    expect(extra.proficientAt).toBe(T0 + MINUTE);
    expect(intra.attempts).toBe(1);
    expect(intra.streak).toBe(1);
    expect(intra.proficientAt).toBeNull();
    // Each is judged by its own targets: 88/71/82 meets extracorporeal's 85/70/80, not intracorporeal's 90/65/80.
    const scores = { accuracy: 88, speed: 71, gameplay: 82 };
    expect(passes(attempt('extracorporeal_suturing', true, T0, scores))).toBe(true);
    expect(passes(attempt('intracorporeal_suturing', true, T0, scores))).toBe(false);
  });
});

describe('the rule: two passes in a row, then ten more (peg transfer, intracorporeal suturing)', () => {
  it('needs twelve passes with the first two in a row', () => {
    // P F: the streak starts again; P P: the pair (attempts 3–4); then nine further passes: 11 of 12.
    const state = fold(series('peg_transfer', `PFPP${'P'.repeat(9)}`));
    const peg = state.tasks.peg_transfer;
    expect(peg.pairDone).toBe(true);
    expect(peg.further).toBe(9);
    expect(rulePasses(peg, 'peg_transfer')).toBe(11);
    expect(peg.proficientAt).toBeNull();
    // The twelfth pass (attempt 14) meets the rule.
    const done = fold(series('peg_transfer', 'P', T0 + 20 * MINUTE), state).tasks.peg_transfer;
    expect(done.proficientAt).toBe(T0 + 20 * MINUTE);
    expect(rulePasses(done, 'peg_transfer')).toBe(12);
  });

  it('resets the streak on a fail before the pair, never after it', () => {
    const before = fold(series('peg_transfer', 'PFP')).tasks.peg_transfer;
    expect(before.streak).toBe(1);
    expect(before.pairDone).toBe(false);
    expect(rulePasses(before, 'peg_transfer')).toBe(1);
    // After the pair, fails in between do not take passes away: P P F P F F P = pair + 2.
    const after = fold(series('peg_transfer', 'PPFPFFP')).tasks.peg_transfer;
    expect(after.pairDone).toBe(true);
    expect(after.further).toBe(2);
    expect(rulePasses(after, 'peg_transfer')).toBe(4);
  });

  it('makes the other tasks proficient on the pair alone', () => {
    const state = fold([...series('ligating_loop', 'PFPP'), ...series('intracorporeal_suturing', 'PP', T0 + HOUR)]);
    expect(state.tasks.ligating_loop.proficientAt).toBe(T0 + 3 * MINUTE);
    expect(rulePasses(state.tasks.ligating_loop, 'ligating_loop')).toBe(2);
    expect(state.tasks.intracorporeal_suturing.proficientAt).toBeNull();
    expect(rulePasses(state.tasks.intracorporeal_suturing, 'intracorporeal_suturing')).toBe(2);
  });
});

describe('the CUSUMs', () => {
  // Sign-off (LC-CUSUM, p0 = 0.3, p1 = 0.6): a pass + ln(0.7/0.4) = +0.5596, a fail ln(0.3/0.6) = −0.6931, h = 5.5.
  // Relapse (p0 = 0.3, p1 = 0.8): a fail + ln(0.8/0.3) = +0.9808, a pass ln(0.2/0.7) = −1.2528, h = 7.
  it('has the weights worked out by hand', () => {
    expect(signOffWeights().pass).toBeCloseTo(0.5596, 4);
    expect(signOffWeights().fail).toBeCloseTo(-Math.LN2, 4);
    expect(relapseWeights().fail).toBeCloseTo(0.9808, 4);
    expect(relapseWeights().pass).toBeCloseTo(-1.2528, 4);
    expect(READINESS_MODEL.cusum.signOff.h).toBe(5.5);
    expect(READINESS_MODEL.cusum.relapse.h).toBe(7);
  });

  it('signs a task off after ten passes in a row, and the floor at 0 forgets early fails', () => {
    // F F: 0 (floored); P P: 1.1192; F: 0.4261; then nine passes: 0.4261 + 9 × 0.5596 = 5.4625 < 5.5; the tenth:
    // 6.0221 ≥ 5.5, sign-off at attempt 15.
    const results = series('pattern_cutting', `FFPPF${'P'.repeat(10)}`);
    const state = fold(results);
    const cut = state.tasks.pattern_cutting;
    const shown = cut.recent.map((a) => Number(a.cusum.toFixed(4)));
    expect(shown.slice(0, 5)).toEqual([0, 0, 0.5596, 1.1192, 0.4261]);
    expect(shown[13]).toBeCloseTo(5.4625, 3);
    expect(shown[14]).toBeCloseTo(6.0221, 3);
    expect(cut.signedOffAt).toBe(results[14]?.at);
    expect(cut.cusum).toBe(0);
    // Nine passes in a row from 0 are not enough: 9 × 0.5596 = 5.036.
    expect(fold(series('pattern_cutting', 'P'.repeat(9))).tasks.pattern_cutting.signedOffAt).toBeNull();
  });

  it('flags a relapse after sign-off at eight fails in a row (or more with passes between), then two passes restore it', () => {
    // Sign-off at the tenth pass; then F×7: 7 × 0.9808 = 6.8658 < 7; P: 5.6130; F: 6.5939; F: 7.5747 ≥ 7, a relapse
    // at the 20th attempt (the CUSUM starts again at 0).
    const results = series('pattern_cutting', `${'P'.repeat(10)}FFFFFFFPFF`);
    const state = fold(results);
    const cut = state.tasks.pattern_cutting;
    expect(cut.signedOffAt).toBe(results[9]?.at);
    const after = cut.recent.slice(10).map((a) => Number(a.cusum.toFixed(4)));
    expect(after).toEqual([0.9808, 1.9617, 2.9425, 3.9233, 4.9041, 5.885, 6.8658, 5.613, 6.5939, 7.5747]);
    // Seven fails in a row (6.8658) do not revoke yet.
    expect(fold(results.slice(0, 17)).tasks.pattern_cutting.relapseSince).toBeNull();
    expect(cut.relapseSince).toBe(results[19]?.at);
    expect(cut.cusum).toBe(0);
    expect(cut.proficientAt).toBe(results[1]?.at);
    // One pass, a fail, then two passes in a row: restored at the last.
    const restored = fold(series('pattern_cutting', 'PFPP', T0 + HOUR), state).tasks.pattern_cutting;
    expect(restored.relapseSince).toBeNull();
    expect(restored.restorePasses).toBe(0);
    const notYet = fold(series('pattern_cutting', 'PFP', T0 + HOUR), state).tasks.pattern_cutting;
    expect(notYet.relapseSince).toBe(results[19]?.at);
    expect(notYet.restorePasses).toBe(1);
  });

  it('does not watch for a relapse before sign-off', () => {
    const cut = fold(series('pattern_cutting', `PP${'F'.repeat(20)}`)).tasks.pattern_cutting;
    expect(cut.proficientAt).not.toBeNull();
    expect(cut.signedOffAt).toBeNull();
    expect(cut.relapseSince).toBeNull();
    expect(cut.lc).toBe(0);
  });

  // The operating figures the limits were chosen by (cusum.ts's comment and docs/fls-readiness-rule.md quote them):
  // a seeded simulation of fixed series, 4,000 per figure.
  describe("the relapse CUSUM's operating figures", () => {
    const figures = simulateCusums(20261128, 4000);
    it('revokes a trainee at proficiency (pass chance 0.70) in at most 5 % of 100-attempt stretches', () => {
      expect(figures.falseRevocation70).toBeLessThanOrEqual(0.05);
      expect(figures.falseRevocation80).toBeLessThanOrEqual(figures.falseRevocation70);
      // Seeded: the same figures on every run (docs/fls-readiness-rule.md quotes them).
      expect(figures).toEqual({
        falseRevocation70: 0.0195,
        falseRevocation80: 0.0008,
        falseRevocation85: 0,
        detection7: 0.9998,
        detection9: 0.964,
        falseSignOff: 0.0308,
        signOff50: 0.9458,
        signOff30at80: 0.9635,
      });
    });
    it('flags a 15-point drop on all scores within 10 attempts in at least 90 % of cases', () => {
      expect(figures.detection7).toBeGreaterThanOrEqual(0.9);
      expect(figures.detection9).toBeGreaterThanOrEqual(0.9);
    });
    it('signs off an unacceptable trainee (pass chance 0.4) within 100 attempts in at most 5 %', () => {
      expect(figures.falseSignOff).toBeLessThanOrEqual(0.05);
      expect(figures.signOff50).toBeGreaterThanOrEqual(0.9);
    });
  });
});

/** mulberry32: a small seeded PRNG, so the figures are the same on every run. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The standard normal quantile (Acklam's rational approximation, |error| < 1.2e-9). */
function probit(p: number): number {
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239,
  ];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.54967101022942, 4.374664141464968,
    2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const tail = (q: number) =>
    (((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c[4]!) * q + c[5]!) /
    ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1);
  if (p < 0.02425) return tail(Math.sqrt(-2 * Math.log(p)));
  if (p > 1 - 0.02425) return -tail(Math.sqrt(-2 * Math.log(1 - p)));
  const q = p - 0.5;
  const r = q * q;
  return (
    ((((((a[0]! * r + a[1]!) * r + a[2]!) * r + a[3]!) * r + a[4]!) * r + a[5]!) * q) /
    (((((b[0]! * r + b[1]!) * r + b[2]!) * r + b[3]!) * r + b[4]!) * r + 1)
  );
}

/**
 * The CUSUMs on simulated series. A trainee at proficiency has three independent scores ~ N(target + m, sd) with m
 * such that all three meet their targets with chance 0.70 (each 0.70^(1/3)); a 15-point drop lowers all three
 * means by 15. The drop comes after 30 attempts at proficiency (the relapse CUSUM is where such a trainee's would be;
 * a false alarm in those 30 starts it again at 0).
 */
function simulateCusums(seed: number, runs: number) {
  const random = seeded(seed);
  const gauss = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const { signOff, relapse } = READINESS_MODEL.cusum;
  const rw = relapseWeights();
  const sw = signOffWeights();
  const share = (hits: number) => Math.round((hits / runs) * 10_000) / 10_000;
  const falseRevocation = (passChance: number) => {
    let hits = 0;
    for (let run = 0; run < runs; run++) {
      let s = 0;
      for (let k = 0; k < 100; k++) {
        s = cusumStep(s, random() < passChance, rw);
        if (s >= relapse.h) {
          hits++;
          break;
        }
      }
    }
    return share(hits);
  };
  const detection = (sd: number) => {
    const margin = probit(0.7 ** (1 / 3)) * sd;
    const attemptPasses = (mean: number) => [0, 1, 2].every(() => mean + sd * gauss() >= 0);
    let hits = 0;
    for (let run = 0; run < runs; run++) {
      let s = 0;
      for (let k = 0; k < 30; k++) {
        s = cusumStep(s, attemptPasses(margin), rw);
        if (s >= relapse.h) s = 0;
      }
      for (let k = 0; k < 10; k++) {
        s = cusumStep(s, attemptPasses(margin - 15), rw);
        if (s >= relapse.h) {
          hits++;
          break;
        }
      }
    }
    return share(hits);
  };
  const signedOffWithin = (passChance: number, attempts: number) => {
    let hits = 0;
    for (let run = 0; run < runs; run++) {
      let s = 0;
      for (let k = 0; k < attempts; k++) {
        s = cusumStep(s, random() < passChance, sw);
        if (s >= signOff.h) {
          hits++;
          break;
        }
      }
    }
    return share(hits);
  };
  return {
    falseRevocation70: falseRevocation(0.7),
    falseRevocation80: falseRevocation(0.8),
    falseRevocation85: falseRevocation(0.85),
    detection7: detection(7),
    detection9: detection(9),
    falseSignOff: signedOffWithin(1 - signOff.p1, 100),
    signOff50: signedOffWithin(1 - signOff.p0, 50),
    signOff30at80: signedOffWithin(0.8, 30),
  };
}

describe('decay', () => {
  it('makes a proficient task due when its next attempt comes 42 days or more after the one before, not 41', () => {
    const base = fold(series('pattern_cutting', 'PP'));
    const last = T0 + MINUTE;
    const at41 = fold([attempt('pattern_cutting', true, last + 41 * DAY_MS)], base).tasks.pattern_cutting;
    expect(at41.dueSince).toBeNull();
    const at42 = fold([attempt('pattern_cutting', false, last + 42 * DAY_MS)], base).tasks.pattern_cutting;
    expect(at42.dueSince).toBe(last + 42 * DAY_MS);
    expect(at42.restorePasses).toBe(0);
  });

  it('counts the returning attempt as the first of the two passes in a row that restore it', () => {
    const base = fold(series('pattern_cutting', 'PP'));
    const back = T0 + 60 * DAY_MS;
    const one = fold([attempt('pattern_cutting', true, back)], base).tasks.pattern_cutting;
    expect(one.dueSince).toBe(back);
    expect(one.restorePasses).toBe(1);
    const restored = fold(series('pattern_cutting', 'PP', back), base).tasks.pattern_cutting;
    expect(restored.dueSince).toBeNull();
    // A fail in between starts the two again.
    const broken = fold(series('pattern_cutting', 'PFP', back), base).tasks.pattern_cutting;
    expect(broken.dueSince).toBe(back);
    expect(broken.restorePasses).toBe(1);
    expect(fold(series('pattern_cutting', 'PFPP', back), base).tasks.pattern_cutting.dueSince).toBeNull();
  });

  it('leaves a task that is not proficient alone after a break', () => {
    const base = fold(series('peg_transfer', 'PP'));
    const back = fold([attempt('peg_transfer', true, T0 + 90 * DAY_MS)], base).tasks.peg_transfer;
    expect(back.dueSince).toBeNull();
    expect(back.further).toBe(1);
  });
});

describe('the fold', () => {
  const mixed = (count: number) =>
    Array.from({ length: count }, (_, i) => {
      const task = (['peg_transfer', 'pattern_cutting', 'intracorporeal_suturing'] as const)[i % 3] as FlsTask;
      return attempt(task, i % 7 !== 3, T0 + i * 10 * MINUTE, { level: 2 + (i % 3), durationSeconds: 200 + (i % 5) });
    });

  it('stays of constant size: each task keeps its last 60 counted attempts', () => {
    const results = Array.from({ length: 1000 }, (_, i) => attempt('peg_transfer', i % 4 !== 0, T0 + i * MINUTE));
    const state = fold(results);
    const peg = state.tasks.peg_transfer;
    expect(peg.attempts).toBe(1000);
    expect(peg.recent).toHaveLength(READINESS_MODEL.recentWindow);
    expect(peg.recent[0]?.n).toBe(941);
    expect(peg.recent.at(-1)?.n).toBe(1000);
    const size100 = JSON.stringify(fold(results.slice(0, 100))).length;
    const size1000 = JSON.stringify(state).length;
    expect(Math.abs(size1000 - size100)).toBeLessThan(200);
    // Plain JSON: it survives a round trip unchanged.
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });

  it('gives the same state folded in two parts as at once, and leaves the state it is given alone', () => {
    const results = mixed(300);
    const once = fold(results);
    const first = fold(results.slice(0, 137));
    const firstCopy = structuredClone(first);
    const twice = fold(results.slice(137), first);
    expect(twice).toEqual(once);
    expect(first).toEqual(firstCopy);
    // Results in any order within a batch are folded in (at, sessionId, position) order.
    expect(fold([...results].reverse())).toEqual(once);
  });

  it('says when a result lies at or before the last one folded, or the fold version changed: fold again', () => {
    const results = mixed(10);
    const state = fold(results);
    const last = results[9] as ResultInput;
    expect(state.through).toEqual({ at: last.at, sessionId: last.sessionId, position: last.position });
    expect(isBehind(state, last)).toBe(true);
    expect(isBehind(state, { ...last, position: last.position + 1 })).toBe(false);
    expect(isBehind(state, { ...last, at: last.at - 1, position: 10_000 })).toBe(true);
    expect(needsRefold(state, [results[4] as ResultInput])).toBe(true);
    expect(needsRefold(state, [attempt('peg_transfer', true, last.at + 1)])).toBe(false);
    expect(needsRefold({ ...state, foldVersion: 'fls-000000000000' }, [])).toBe(true);
    expect(() => fold([results[4] as ResultInput], state)).toThrow(/fold again/);
    expect(emptyFoldState().foldVersion).toBe(FOLD_VERSION);
  });
});

describe('the version: a hash of every constant', () => {
  /** Every leaf of a plain-data tree, as a path (an empty object or array is a leaf too). */
  function leaves(value: unknown, path: (string | number)[] = []): (string | number)[][] {
    if (Array.isArray(value)) {
      return value.length === 0 ? [path] : value.flatMap((v, i) => leaves(v, [...path, i]));
    }
    if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value);
      return entries.length === 0 ? [path] : entries.flatMap(([k, v]) => leaves(v, [...path, k]));
    }
    return [path];
  }
  /** A deep copy with the leaf at `path` changed. */
  function perturbed(path: (string | number)[]): ReadinessModel {
    const copy = structuredClone(READINESS_MODEL) as unknown as Record<string | number, unknown>;
    let parent = copy as Record<string | number, unknown>;
    for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
    const key = path.at(-1) as string | number;
    const leaf = parent[key];
    if (typeof leaf === 'number') parent[key] = leaf + 1;
    else if (typeof leaf === 'string') parent[key] = `${leaf}x`;
    else if (typeof leaf === 'boolean') parent[key] = !leaf;
    else if (leaf === null) parent[key] = 0;
    else if (Array.isArray(leaf)) leaf.push(0);
    else (leaf as Record<string, unknown>).added = 0;
    return copy as unknown as ReadinessModel;
  }

  it('is the hash of the constants, not a string someone edits', () => {
    expect(READINESS_VERSION).toMatch(/^fls-[0-9a-f]{12}$/);
    expect(READINESS_VERSION).toBe(contentHash(READINESS_MODEL));
    expect(READINESS_VERSION).toBe(modelVersion());
    expect(FOLD_VERSION).toBe(foldVersionOf());
    expect(FOLD_VERSION).not.toBe(READINESS_VERSION);
    // No version literal anywhere in the model's files.
    const dir = resolve(dirname(fileURLToPath(import.meta.url)), '../src/modules/analytics/readiness');
    for (const name of readdirSync(dir).filter((n) => /\.(ts|json)$/.test(n))) {
      expect(readFileSync(join(dir, name), 'utf8'), name).not.toMatch(/fls-[0-9a-f]{6,}/);
    }
  });

  it('changes when any constant changes', () => {
    const paths = leaves(READINESS_MODEL);
    // 5 tasks × (skill, exercise, level, passes) + 2 versions × 5 tasks × 3 scores + the rule, the CUSUMs and the rest.
    expect(paths.length).toBeGreaterThanOrEqual(20 + 30 + 10 + 10);
    const foldKeys = Object.keys(
      structuredClone({
        tasks: 0,
        targets: 0,
        consecutivePasses: 0,
        recentWindow: 0,
        refreshDueDays: 0,
        restorePasses: 0,
        cusum: 0,
      }),
    );
    for (const path of paths) {
      const copy = perturbed(path);
      expect(modelVersion(copy), path.join('.')).not.toBe(READINESS_VERSION);
      // The fold's version follows exactly the constants the fold reads.
      const foldChanged = foldVersionOf(copy) !== FOLD_VERSION;
      expect(foldChanged, path.join('.')).toBe(foldKeys.includes(String(path[0])));
    }
  });

  it('does not depend on the order of keys', () => {
    expect(canonicalJson({ b: 1, a: [2, { d: 3, c: 4 }] })).toBe('{"a":[2,{"c":4,"d":3}],"b":1}');
    expect(contentHash({ b: 1, a: 2 })).toBe(contentHash({ a: 2, b: 1 }));
    expect(() => canonicalJson({ a: Number.NaN })).toThrow();
    expect(() => canonicalJson({ a: undefined })).toThrow();
    expect(() => canonicalJson({ a: new Float64Array(2) })).toThrow();
  });
});

/**
 * A forecast with known answers: a pass chance of 0.6, `plateau` for the tasks whose plateau lies below a target, the
 * cohort's before 5 attempts; for each task that needs something, its median hours from `hoursOf` (1 by default;
 * interval −25 %, +50 %), the sum for the whole. It records what it was asked.
 */
function stubForecaster(
  hoursOf: Partial<Record<FlsTask, number>> = {},
  plateau: Partial<Record<FlsTask, 'accuracy' | 'speed' | 'gameplay'>> = {},
) {
  const asked: TaskForecastInput[] = [];
  const forecaster: Forecaster = {
    forecast(inputs) {
      asked.push(...inputs);
      const outcome: ReturnType<Forecaster['forecast']> = { tasks: {}, hours: {}, minutesPerAttempt: {}, total: null };
      let total = 0;
      for (const input of inputs) {
        const median = hoursOf[input.task] ?? 1;
        outcome.tasks[input.task] = {
          paths: Float64Array.of(10),
          passChance: 0.6,
          plateauBelow: plateau[input.task] ?? null,
          fromCohort: input.state.attempts < 5,
        };
        if (needsNothing(input.left)) continue;
        outcome.hours[input.task] = { median, low: median * 0.75, high: median * 1.5 };
        outcome.minutesPerAttempt[input.task] = 4;
        total += median;
      }
      if (inputs.length > 0) outcome.total = { median: total, low: total * 0.75, high: total * 1.5 };
      return outcome;
    },
  };
  return { forecaster, asked };
}

const priorFor = () => ({});
const assess = (state: FoldState, now: number, forecaster: Forecaster) =>
  assessReadiness(state, { now: new Date(now), priorFor, seed: 'test', forecaster });

/** Every task proficient (peg transfer and intracorporeal suturing: twelve passes; the others: two), from `start`. */
function proficientInAll(start = T0): ResultInput[] {
  return [
    ...series('peg_transfer', 'P'.repeat(12), start),
    ...series('pattern_cutting', 'PP', start + HOUR),
    ...series('ligating_loop', 'PP', start + 2 * HOUR),
    ...series('extracorporeal_suturing', 'PP', start + 3 * HOUR),
    ...series('intracorporeal_suturing', 'P'.repeat(12), start + 4 * HOUR),
  ];
}

/** Every number of the figure, with its path. */
function numbersOf(value: unknown, path = ''): [string, number][] {
  if (typeof value === 'number') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => numbersOf(v, `${path}[${i}]`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => numbersOf(v, path ? `${path}.${k}` : k));
  }
  return [];
}

describe('the assessment', () => {
  it('reads a trainee without a counted attempt as not started, and says where to start', () => {
    const { forecaster, asked } = stubForecaster({ peg_transfer: 3, intracorporeal_suturing: 5 });
    const state = fold([attempt('peg_transfer', true, T0, { level: 1 })]);
    const figure = assess(state, T0 + DAY_MS, forecaster);
    expect(figure.state).toBe('not_started');
    expect(figure.ready).toBe(false);
    expect(figure.progress).toBe(0);
    expect(figure.hours_trained).toBe(0.1); // 300 s
    expect(figure.forecast).toEqual({ method: 'cohort', hours_left: 11, low: 8.3, high: 16.5, blocking: [] });
    expect(figure.practise_next).toEqual({
      task: 'intracorporeal_suturing',
      skill: 'suturing',
      exercise: 'Intracorporeal knot',
      level: 3,
      reason: 'start',
    });
    expect(asked.map((a) => a.task)).toEqual([...Object.keys(READINESS_MODEL.tasks)]);
    const peg = figure.skills[0];
    expect(peg).toMatchObject({
      task: 'peg_transfer',
      skill: 'transferring',
      exercises: ['Peg transfer'],
      min_level: 3,
      targets: { accuracy: 85, speed: 75, gameplay: 80 },
      attempts: 0,
      passes: 0,
      required: 12,
      proficient: false,
      state: 'not_started',
      progress: 0,
      weakest: null,
      pass_chance: null,
      hours_left: 3,
      low: 2.3,
      high: 4.5,
      minutes_per_attempt: 4,
      blocked_by: null,
      last_attempt_at: null,
      refresh_due_on: null,
      cusum: { signed_off: false, value: 0, limit: 5.5, relapse: false },
    });
  });

  it('weighs the five tasks equally by the share of the rule met, never by hours', () => {
    const { forecaster, asked } = stubForecaster({
      peg_transfer: 4,
      ligating_loop: 1,
      extracorporeal_suturing: 2,
      intracorporeal_suturing: 6,
    });
    const state = fold([
      ...series('peg_transfer', 'FPPPPPPP'), // the pair and 5 more: 7 of 12
      ...series('pattern_cutting', 'PP', T0 + HOUR), // proficient
      ...series('ligating_loop', 'PFP', T0 + 2 * HOUR), // 1 of 2
      attempt('extracorporeal_suturing', true, T0 + 150 * MINUTE, { level: 2 }), // does not count
      ...series('intracorporeal_suturing', 'PPP', T0 + 3 * HOUR), // 3 of 12
    ]);
    const figure = assess(state, T0 + DAY_MS, forecaster);
    // 7/12 = 0.58, 1, 0.5, 0, 3/12 = 0.25: mean 0.466 → 0.46.
    expect(figure.skills.map((s) => s.progress)).toEqual([0.58, 1, 0.5, 0, 0.25]);
    expect(figure.progress).toBe(0.46);
    // Peg transfer's LC-CUSUM: the fail leaves it at 0, seven passes 7 × 0.5596 = 3.92 (short of 5.5). Pattern cutting,
    // last trained 2026-01-05 10:01, is due a refresh on 2026-02-16 (42 days on). (docs/fls-readiness-rule.md's example.)
    expect(figure.skills[0]?.cusum).toEqual({ signed_off: false, value: 3.92, limit: 5.5, relapse: false });
    expect(figure.skills[1]?.refresh_due_on).toBe('2026-02-16');
    expect(figure.skills[3]).toMatchObject({ attempts: 0, state: 'not_started' });
    expect(figure.state).toBe('on_course');
    expect(figure.skills.map((s) => s.state)).toEqual([
      'on_course',
      'proficient',
      'on_course',
      'not_started',
      'on_course',
    ]);
    expect(figure.skills.map((s) => [s.passes, s.required])).toEqual([
      [7, 12],
      [2, 2],
      [1, 2],
      [0, 2],
      [3, 12],
    ]);
    // The proficient task needs nothing (its pass chance is still shown); the others' hours add up: 4 + 1 + 2 + 6.
    expect(asked.find((a) => a.task === 'pattern_cutting')?.left).toEqual({ consecutive: 0, streak: 0, further: 0 });
    expect(figure.forecast).toEqual({ method: 'cohort', hours_left: 13, low: 9.8, high: 19.5, blocking: [] });
    expect(figure.skills[1]).toMatchObject({
      hours_left: null,
      low: null,
      high: null,
      pass_chance: 0.6,
    });
    // What the forecast was asked: the pair is done for peg transfer (5 of 10 further left); ligating loop has 1 in a
    // row.
    const left = (task: FlsTask) => asked.find((a) => a.task === task)?.left as RuleLeft;
    expect(left('peg_transfer')).toEqual({ consecutive: 0, streak: 0, further: 5 });
    expect(left('ligating_loop')).toEqual({ consecutive: 2, streak: 1, further: 0 });
    expect(left('intracorporeal_suturing')).toEqual({ consecutive: 0, streak: 0, further: 9 });
    // The task the forecast waits on longest.
    expect(figure.practise_next).toMatchObject({ task: 'intracorporeal_suturing', reason: 'blocking', level: 3 });
    expect(figure.skills[0]).toMatchObject({
      minutes_per_attempt: 4,
      pass_chance: 0.6,
      last_attempt_at: new Date(T0 + 7 * MINUTE).toISOString(),
    });
  });

  it("names the weakest score: the recent attempts' mean furthest below its target, as a share", () => {
    // Game 1 peg transfer (85/75/80): fails score 75/77/82, passes 87/77/82. The last 10 of F P F F P F P P F F:
    // accuracy (5 × 75 + 5 … ) = (6 × 75 + 4 × 87) / 10 = 79.8 (93.9 % of 85); speed 77 (102.7 %); gameplay 82.
    const state = fold(series('peg_transfer', 'PPFPFFPFPPFF'));
    const figure = assess(state, T0 + DAY_MS, stubForecaster().forecaster);
    expect(figure.skills[0]?.weakest).toEqual({ score: 'accuracy', value: 79.8, target: 85 });
    // Scores all above target: the one closest to its target.
    const good = fold(series('pattern_cutting', 'P'));
    // 87/72/82 against 85/70/80: 102.4 %, 102.9 %, 102.5 %.
    expect(assess(good, T0 + DAY_MS, stubForecaster().forecaster).skills[1]?.weakest).toEqual({
      score: 'accuracy',
      value: 87,
      target: 85,
    });
  });

  it('is ready when every task is proficient, with nothing to forecast and nothing next', () => {
    const { forecaster, asked } = stubForecaster();
    const state = fold(proficientInAll());
    const last = state.tasks.peg_transfer.lastAttemptAt as number;
    const figure = assess(state, T0 + 41 * DAY_MS, forecaster);
    expect(asked.every((a) => needsNothing(a.left))).toBe(true);
    expect(figure).toMatchObject({ ready: true, state: 'ready', progress: 1, refresh: [], practise_next: null });
    expect(figure.forecast).toEqual({ method: 'reached', hours_left: 0, low: 0, high: 0, blocking: [] });
    expect(figure.skills.every((s) => s.state === 'proficient' && s.progress === 1)).toBe(true);
    // Peg transfer's last attempt 2026-01-05 09:11 + 42 days: 2026-02-16.
    expect(figure.skills[0]?.refresh_due_on).toBe('2026-02-16');
    expect(new Date(last + 42 * DAY_MS).toISOString().slice(0, 10)).toBe('2026-02-16');
  });

  it('turns ready into refresh due 42 days after a task was last trained, not 41, and the fold restores it', () => {
    const state = fold(proficientInAll());
    const peg = state.tasks.peg_transfer.lastAttemptAt as number;
    // The other tasks trained later, so only peg transfer is due at peg + 42 days.
    const later = fold(
      [
        ...series('pattern_cutting', 'P', peg + 10 * DAY_MS),
        ...series('ligating_loop', 'P', peg + 10 * DAY_MS + HOUR),
        ...series('extracorporeal_suturing', 'P', peg + 10 * DAY_MS + 2 * HOUR),
        ...series('intracorporeal_suturing', 'P', peg + 10 * DAY_MS + 3 * HOUR),
      ],
      state,
    );
    const before = assess(later, peg + 42 * DAY_MS - 1, stubForecaster().forecaster);
    expect(before.state).toBe('ready');
    const { forecaster, asked } = stubForecaster({ peg_transfer: 0.2 });
    const due = assess(later, peg + 42 * DAY_MS, forecaster);
    expect(due).toMatchObject({ ready: false, state: 'refresh_due', progress: 0.99 });
    expect(due.refresh).toEqual([{ task: 'peg_transfer', reason: 'decay' }]);
    expect(due.skills[0]).toMatchObject({
      state: 'refresh_due',
      proficient: true,
      progress: 1,
      refresh_due_on: null,
      hours_left: 0.2,
    });
    expect(due.practise_next).toEqual({
      task: 'peg_transfer',
      skill: 'transferring',
      exercise: 'Peg transfer',
      level: 3,
      reason: 'refresh',
    });
    // The forecast is asked for the two passes in a row that restore it.
    expect(asked.filter((a) => !needsNothing(a.left)).map((a) => [a.task, a.left])).toEqual([
      ['peg_transfer', { consecutive: 2, streak: 0, further: 0 }],
    ]);
    expect(due.forecast).toMatchObject({ method: 'simulated', hours_left: 0.2 });
    // Back 43 days after: due from the fold; one pass is not enough, two in a row restore it.
    const back = peg + 43 * DAY_MS;
    const one = fold(series('peg_transfer', 'P', back), later);
    expect(assess(one, back + HOUR, stubForecaster().forecaster).state).toBe('refresh_due');
    const two = fold(series('peg_transfer', 'PP', back), later);
    expect(assess(two, back + HOUR, stubForecaster().forecaster).state).toBe('ready');
  });

  it('turns ready into refresh needed on a relapse, naming the task, until two passes in a row', () => {
    const state = fold([
      ...proficientInAll(),
      // Signed off at its 10th attempt, relapsed at its 20th.
      ...series('pattern_cutting', `${'P'.repeat(8)}FFFFFFFPFF`, T0 + 5 * HOUR),
    ]);
    const { forecaster, asked } = stubForecaster();
    const figure = assess(state, T0 + DAY_MS, forecaster);
    expect(figure).toMatchObject({
      ready: false,
      state: 'refresh_needed',
      refresh: [{ task: 'pattern_cutting', reason: 'relapse' }],
    });
    expect(figure.skills[1]).toMatchObject({
      state: 'refresh_needed',
      proficient: true,
      cusum: { signed_off: true, value: 0, limit: 7, relapse: true },
    });
    expect(figure.practise_next).toMatchObject({
      task: 'pattern_cutting',
      reason: 'refresh',
      exercise: 'Precision pattern cutting',
    });
    expect(asked.filter((a) => !needsNothing(a.left)).map((a) => a.task)).toEqual(['pattern_cutting']);
    const restored = fold(series('pattern_cutting', 'PP', T0 + 6 * HOUR), state);
    expect(assess(restored, T0 + DAY_MS, stubForecaster().forecaster).state).toBe('ready');
  });

  it('says not on course, naming the task and score, when a plateau lies below its target', () => {
    const state = fold([...series('peg_transfer', 'FFFF'), ...series('pattern_cutting', 'PF', T0 + HOUR)]);
    const { forecaster } = stubForecaster({ pattern_cutting: 2 }, { peg_transfer: 'accuracy' });
    const figure = assess(state, T0 + DAY_MS, forecaster);
    expect(figure.state).toBe('not_on_course');
    expect(figure.forecast).toEqual({
      method: 'not_on_course',
      hours_left: null,
      low: null,
      high: null,
      blocking: [{ task: 'peg_transfer', score: 'accuracy' }],
    });
    expect(figure.skills[0]).toMatchObject({
      state: 'not_on_course',
      blocked_by: 'accuracy',
      hours_left: null,
      low: null,
      high: null,
    });
    expect(figure.skills[1]).toMatchObject({ state: 'on_course', hours_left: 2 });
    expect(figure.practise_next).toMatchObject({ task: 'peg_transfer', reason: 'blocking' });
  });

  it('says not on course above the cap of 150 hours, naming the task that waits longest', () => {
    const state = fold(series('peg_transfer', 'PF'));
    const { forecaster } = stubForecaster({ peg_transfer: 100, pattern_cutting: 60 });
    const figure = assess(state, T0 + DAY_MS, forecaster);
    // 100 + 60 + 1 + 1 + 1 = 163 > 150.
    expect(figure.forecast).toEqual({
      method: 'not_on_course',
      hours_left: null,
      low: null,
      high: null,
      blocking: [{ task: 'peg_transfer', score: null }],
    });
    expect(figure.state).toBe('not_on_course');
  });

  it('answers only finite, rounded numbers, the same for the same state, moment and seed', () => {
    const state = fold([...proficientInAll(), ...series('pattern_cutting', 'PFPFFP', T0 + 50 * DAY_MS)].slice(3));
    for (const forecaster of [undefined, stubForecaster({ peg_transfer: 1 / 3 }).forecaster]) {
      const figure = assessReadiness(state, { now: new Date(T0 + 60 * DAY_MS), priorFor, seed: 'u1', forecaster });
      for (const [path, value] of numbersOf(figure)) {
        expect(Number.isFinite(value), path).toBe(true);
        expect(Math.abs(value * 100 - Math.round(value * 100)), path).toBeLessThan(1e-6);
      }
      expect(assessReadiness(state, { now: new Date(T0 + 60 * DAY_MS), priorFor, seed: 'u1', forecaster })).toEqual(
        figure,
      );
      expect(figure.model_version).toBe(READINESS_VERSION);
    }
  });

  it("gives a trainee who has not trained the cohort's forecast from forecast.ts, finite and within the cap", () => {
    const figure = assessReadiness(emptyFoldState(), { now: new Date(T0), priorFor, seed: 'new' });
    expect(figure).toMatchObject({ state: 'not_started', progress: 0, hours_trained: 0, refresh: [] });
    expect(figure.forecast.method).toBe('cohort');
    const { hours_left, low, high } = figure.forecast;
    expect(hours_left).toBeGreaterThan(0);
    expect(low).toBeLessThanOrEqual(hours_left as number);
    expect(high).toBeGreaterThanOrEqual(hours_left as number);
    expect(high).toBeLessThanOrEqual(READINESS_MODEL.forecastCapHours);
    expect(figure.practise_next?.reason).toBe('start');
    expect(
      figure.skills.every((s) => s.state === 'not_started' && s.pass_chance === null && s.hours_left !== null),
    ).toBe(true);
  });

  it("shows the targets of the trainee's current game version", () => {
    const v1 = fold(series('peg_transfer', 'P'));
    expect(assess(v1, T0 + DAY_MS, stubForecaster().forecaster).skills[0]?.targets).toEqual({
      accuracy: 85,
      speed: 75,
      gameplay: 80,
    });
    const v2 = fold([attempt('peg_transfer', true, T0 + HOUR, { gameVersion: '2.1.0' })], v1);
    expect(assess(v2, T0 + DAY_MS, stubForecaster().forecaster).skills[0]?.targets).toEqual({
      accuracy: 88,
      speed: 78,
      gameplay: 82,
    });
  });
});
