import {
  type ExerciseResult,
  FLS_SKILLS,
  FLS_TASKS,
  type FlsSkill,
  type FlsTask,
  type GameSession,
  type Platform,
  SCORE_KINDS,
  type ScoreKind,
  SKILLS,
  type Skill,
} from '@portal/contracts';
import { DAY_MS, dayOf } from '../../lib/calendar-day.js';
import { seededRandom } from '../../lib/seeded-random.js';
import { READINESS_MODEL, type Scores, targetsFor } from '../../modules/analytics/index.js';

// The demo seed and the benches draw their own numbers with the simulator's PRNG (the one in `lib/`).
export { seededRandom };

/**
 * Simulated training history: what the game would upload for a trainee over days, with scores that
 * follow a learning curve per skill (fast at first, then levelling off) plus noise, so trainees sit at
 * different stages. Deterministic for a seed, so the demo seed and `npm run simulate:game` can run
 * again without new sessions (the same ids are duplicates).
 */

/** A learning curve's shape over a trainee's attempts of an exercise (progress from 0 to 1). */
export const CURVE_SHAPES = ['exponential', 'power', 'logistic', 'two-phase'] as const;
export type CurveShape = (typeof CURVE_SHAPES)[number];
/** How a trainee trains and learns (the profile's means; each trainee draws their own around them from the seed). */
export interface TraineeProfile {
  /** Training days per week, on average (0–7). */
  daysPerWeek: number;
  /** Attempts of an exercise after which the curve has covered about 63 % of its way up (larger: slower). */
  learningAttempts: number;
  /** The first attempt's accuracy (speed starts 5 lower). */
  floor: number;
  /** Where the curves level off: points above the FLS targets (mean over tasks and scores); below 0, under them. */
  plateauMargin: number;
  /** Attempts already made before the simulated days (carries the curves on). */
  priorAttempts?: number;
  /** Noise of a single attempt's score (standard deviation, points). */
  noise?: number;
  /** Exercises per session (the mean; 3 fewer to 3 more). */
  exercisesPerSession?: number;
  /** The share of exercises on the FLS tasks, and how often an unmastered task is chosen among them (0–1). */
  flsShare?: number;
  focus?: number;
}

/** Named stages the demo and the simulator draw from. */
export const PROFILES = {
  /** Trains almost daily, learns fast and follows the portal's "practise next": ready in about 15 hours. */
  dedicated: {
    daysPerWeek: 5.5,
    learningAttempts: 10,
    floor: 45,
    plateauMargin: 8,
    noise: 4,
    exercisesPerSession: 8,
    flsShare: 0.75,
    focus: 0.85,
  },
  /** The typical resident: a few sessions a week. */
  steady: {
    daysPerWeek: 3,
    learningAttempts: 13,
    floor: 40,
    plateauMargin: 6,
    noise: 5,
    exercisesPerSession: 6,
    flsShare: 0.6,
    focus: 0.6,
  },
  /** Trains now and then, learns slowly; some never reach every target. */
  occasional: {
    daysPerWeek: 1.2,
    learningAttempts: 18,
    floor: 38,
    plateauMargin: 6,
    noise: 5,
    exercisesPerSession: 5,
    flsShare: 0.55,
    focus: 0.5,
  },
} as const satisfies Record<string, TraineeProfile>;
export type ProfileName = keyof typeof PROFILES;

/**
 * The exercises of each skill, as the game names them (FLS manual skills and the simulator's own). Suturing trains
 * both FLS suturing tasks: the intracorporeal and the extracorporeal knot.
 */
export const EXERCISES: Record<Skill, readonly string[]> = {
  'positioning-orienting': ['Camera navigation'],
  grasping: ['Peg grasp'],
  transferring: ['Peg transfer'],
  ligation: ['Endoloop ligation'],
  cutting: ['Precision pattern cutting'],
  suturing: ['Intracorporeal knot', 'Extracorporeal knot'],
  clipping: ['Clip application'],
  dissection: ['Gallbladder dissection'],
};

/** How hard each exercise is: harder ones start lower and need more attempts. */
const DIFFICULTY: Record<string, number> = {
  'Camera navigation': 0.6,
  'Peg grasp': 0.7,
  'Peg transfer': 0.8,
  'Precision pattern cutting': 1,
  'Clip application': 1,
  'Endoloop ligation': 1.1,
  'Gallbladder dissection': 1.3,
  'Extracorporeal knot': 1.2,
  'Intracorporeal knot': 1.4,
};

/**
 * How the simulator draws a trainee around their profile. The backtest draws its calibration and its held-out cohorts
 * with different ones (shapes, spread, noise, decay), so the forecast is judged on trainees it was not tuned to.
 */
export interface TraineeVariation {
  /** Weights of the curve shapes. */
  shapes: Record<CurveShape, number>;
  /** The spread (sd of the log) of the learning speed between trainees and between a trainee's exercises. */
  speedSpread: number;
  exerciseSpread: number;
  /** The sd of a score's plateau margin around the trainee's mean. */
  marginSpread: number;
  /** The chance that a trainee has one FLS task with a score levelling off at (0 to −1) or below (−2 to −8) its target. */
  plateauAtTarget: number;
  plateauBelowTarget: number;
  /** The noise's spread: a trainee's noise is the profile's times 1 ± this. */
  noiseSpread: number;
  /** The share of the noise common to an attempt's three scores. */
  commonNoise: number;
  /** Decay over idle days: points lost from `fromDays` (0) to `fullDays` (all), recovering by `recovery` per attempt. */
  decay: { fromDays: number; fullDays: number; points: number; recovery: number };
  /** The chance of a break of 3–12 weeks in a stretch of training (a rotation, a holiday). */
  breakChance: number;
}

export const DEFAULT_VARIATION: TraineeVariation = {
  shapes: { exponential: 1, power: 1, logistic: 1, 'two-phase': 1 },
  speedSpread: 0.25,
  exerciseSpread: 0.15,
  marginSpread: 2.5,
  plateauAtTarget: 0.04,
  plateauBelowTarget: 0.06,
  noiseSpread: 0.25,
  commonNoise: 0.5,
  decay: { fromDays: 28, fullDays: 84, points: 10, recovery: 0.6 },
  breakChance: 0.1,
};
/** A normally distributed value (Box–Muller). */
const gaussian = (random: () => number) => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

/** A version-4 UUID drawn from the PRNG. */
function uuidFrom(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = ((Number.parseInt(hex[16] as string, 16) & 0x3) | 0x8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value * 100) / 100));
/** Targets of the exercises that train no FLS task (their curves need a line to level off against). */
const OTHER_TARGETS: Scores = { accuracy: 85, speed: 75, gameplay: 80 };
const FLS_EXERCISES = FLS_TASKS.map((task) => READINESS_MODEL.tasks[task].exercises[0] as string);
const OTHER_EXERCISES = SKILLS.filter((skill) => !FLS_SKILLS.includes(skill as FlsSkill)).flatMap(
  (skill) => EXERCISES[skill],
);
const SKILL_OF = new Map<string, Skill>(SKILLS.flatMap((skill) => EXERCISES[skill].map((e) => [e, skill] as const)));

export interface SimulationOptions {
  /** Makes the history repeatable: the user's id or email. */
  seed: string;
  profile: TraineeProfile;
  /** The first and the last day to simulate (sessions start on these days, before `until`). */
  from: Date;
  until: Date;
  platform?: Platform;
  gameVersion?: string;
  productId?: string;
  /** How the trainee is drawn around the profile (`DEFAULT_VARIATION`). */
  variation?: TraineeVariation;
  /** A relapse to simulate: from the exercise's `fromAttempt`-th attempt on, every score is `points` lower. */
  drop?: { exercise: string; fromAttempt: number; points: number };
  /** Draws (and ids) from `seed` alone, not `seed` + first day: the same history on any date (the demo world). */
  fixedDraws?: boolean;
  /** The backtest's oracle: the same trainee and days to `afterDay` (ms), fresh draws from `seed` after; stops when ready. */
  future?: { afterDay: number; seed: string };
}

/** The progress (0 to 1) of a curve of `shape` after `n` attempts, with scale `l` (about 63 % at n = l). */
export function curveProgress(shape: CurveShape, n: number, l: number): number {
  const logistic = (center: number, width: number) => {
    const at = (x: number) => 1 / (1 + Math.exp(-(x - center) / width));
    return (at(n) - at(0)) / (1 - at(0));
  };
  switch (shape) {
    case 'exponential':
      return 1 - Math.exp(-n / l);
    case 'power':
      return 1 - (1 + n / (1.06 * l)) ** -1.5;
    case 'logistic':
      return logistic(0.85 * l, 0.3 * l);
    case 'two-phase':
      return 0.55 * (1 - Math.exp(-n / (0.45 * l))) + 0.45 * logistic(1.9 * l, 0.3 * l);
  }
}

/** A trainee as the simulator draws them around their profile: the same for the same seed, whatever the days. */
interface Trainee {
  shape: CurveShape;
  noise: number;
  maxLevel: number;
  exercises: Map<string, { scale: number; start: Scores; margin: Scores }>;
}

export function drawTrainee(seed: string, profile: TraineeProfile, variation: TraineeVariation): Trainee {
  const random = seededRandom(`${seed}:trainee`);
  const weights = CURVE_SHAPES.map((shape) => variation.shapes[shape]);
  let pick = random() * weights.reduce((sum, w) => sum + w, 0);
  let shape: CurveShape = CURVE_SHAPES[0];
  for (const [i, candidate] of CURVE_SHAPES.entries()) {
    pick -= weights[i] as number;
    if (pick < 0) {
      shape = candidate;
      break;
    }
  }
  const speed = Math.exp(gaussian(random) * variation.speedSpread);
  const noise = (profile.noise ?? 5) * (1 + (2 * random() - 1) * variation.noiseSpread);
  const maxLevel = 3 + Math.floor(random() * 3);
  const exercises = new Map<string, { scale: number; start: Scores; margin: Scores }>();
  for (const exercise of [...FLS_EXERCISES, ...OTHER_EXERCISES]) {
    const difficulty = DIFFICULTY[exercise] ?? 1;
    const floor = profile.floor - 8 * (difficulty - 1);
    // At least 1 point above the targets, unless the profile levels off below them.
    const low = profile.plateauMargin < 0 ? Number.NEGATIVE_INFINITY : 1;
    const margin = (spread: number) => Math.max(low, profile.plateauMargin + gaussian(random) * spread);
    exercises.set(exercise, {
      scale: profile.learningAttempts * difficulty * speed * Math.exp(gaussian(random) * variation.exerciseSpread),
      start: { accuracy: floor, speed: floor - 5, gameplay: floor + 2 },
      margin: {
        accuracy: margin(variation.marginSpread),
        speed: margin(variation.marginSpread),
        gameplay: margin(variation.marginSpread),
      },
    });
  }
  // Some trainees level off at or below a target on one score of one FLS task: they never get there unaided.
  const plateau = random();
  if (plateau < variation.plateauAtTarget + variation.plateauBelowTarget) {
    const exercise = FLS_EXERCISES[Math.floor(random() * FLS_EXERCISES.length)] as string;
    const kind = SCORE_KINDS[Math.floor(random() * SCORE_KINDS.length)] as ScoreKind;
    const below = plateau >= variation.plateauAtTarget;
    const entry = exercises.get(exercise);
    if (entry) entry.margin[kind] = below ? -2 - 6 * random() : -random();
  }
  return { shape, noise, maxLevel, exercises };
}

/**
 * The sessions of one trainee between `from` and `until`: on a training day one session of a few exercises, mostly
 * the FLS tasks (with the profile's focus on those not mastered yet), each scored on the trainee's own curve with
 * noise, decay after idle days, and levels that rise with completed attempts (an FLS task counts from level 3).
 */
export function simulateSessions(options: SimulationOptions): GameSession[] {
  const { profile } = options;
  const variation = options.variation ?? DEFAULT_VARIATION;
  const trainee = drawTrainee(options.seed, profile, variation);
  let random = seededRandom(options.fixedDraws ? `${options.seed}:days` : `${options.seed}:${dayOf(options.from)}`);
  const gameVersion = options.gameVersion ?? '1.4.2';
  const targets = targetsFor(gameVersion);
  const prior = profile.priorAttempts ?? 0;
  const state = new Map(
    [...trainee.exercises.keys()].map((exercise) => [
      exercise,
      { n: prior, level: prior >= 5 ? Math.min(3, trainee.maxLevel) : 1, last: null as number | null, penalty: 0 },
    ]),
  );
  // The trainee's own view of the rule (what the portal shows them): which tasks are still open.
  const rule = new Map(FLS_TASKS.map((task) => [task, { streak: 0, pairDone: false, further: 0, done: false }]));
  const noise = trainee.noise;
  const common = Math.sqrt(variation.commonNoise);
  const own = Math.sqrt(1 - variation.commonNoise);
  const perSession = profile.exercisesPerSession ?? 6;
  const sessions: GameSession[] = [];
  const firstDay = Date.UTC(options.from.getUTCFullYear(), options.from.getUTCMonth(), options.from.getUTCDate());
  let breakUntil = 0;

  for (let day = firstDay; day < options.until.getTime(); day += DAY_MS) {
    if (options.future && day > options.future.afterDay && day - DAY_MS <= options.future.afterDay)
      random = seededRandom(options.future.seed);
    if (day < breakUntil) continue;
    if (random() < variation.breakChance / 30) {
      breakUntil = day + (21 + Math.floor(random() * 63)) * DAY_MS;
      continue;
    }
    if (random() >= profile.daysPerWeek / 7) continue;
    // Mornings before the list or evenings after it (UTC hours 6–19).
    let at = day + Math.floor((6 + random() * 13) * 3_600_000);
    const started = at;
    const count = Math.max(1, perSession - 3 + Math.floor(random() * 7));
    const results: ExerciseResult[] = [];
    for (let i = 0; i < count; i++) {
      let exercise: string;
      if (random() < (profile.flsShare ?? 0.6)) {
        const open = FLS_TASKS.filter((task) => !rule.get(task)?.done);
        const pool = open.length > 0 && random() < (profile.focus ?? 0.5) ? open : [...FLS_TASKS];
        const task = pool[Math.floor(random() * pool.length)] as FlsTask;
        exercise = READINESS_MODEL.tasks[task].exercises[0] as string;
      } else {
        exercise = OTHER_EXERCISES[Math.floor(random() * OTHER_EXERCISES.length)] as string;
      }
      const curve = trainee.exercises.get(exercise);
      const st = state.get(exercise);
      if (!curve || !st) continue;
      const skill = SKILL_OF.get(exercise) as Skill;
      const task = FLS_TASKS.find((t) => READINESS_MODEL.tasks[t].exercises[0] === exercise) ?? null;
      const target = task ? targets[task] : OTHER_TARGETS;
      // Decay: an exercise back after an idle gap has lost some of its margin; a few attempts restore it.
      if (st.last !== null) {
        const gap = (day - st.last) / DAY_MS;
        const { fromDays, fullDays, points } = variation.decay;
        if (gap > fromDays)
          st.penalty = Math.max(st.penalty, points * Math.min(1, (gap - fromDays) / (fullDays - fromDays)));
      }
      st.n += 1;
      st.last = day;
      const progress = curveProgress(trainee.shape, st.n, curve.scale);
      const drop =
        options.drop && options.drop.exercise === exercise && st.n >= options.drop.fromAttempt
          ? options.drop.points
          : 0;
      const z0 = gaussian(random);
      const score = (kind: ScoreKind, p: number) => {
        const gap = target[kind] + curve.margin[kind] - curve.start[kind];
        const mean = curve.start[kind] + gap * p - st.penalty - drop;
        return clamp(mean + noise * (common * z0 + own * gaussian(random)));
      };
      const accuracy = score('accuracy', progress);
      const speed = score('speed', progress ** 1.2);
      const gameplay = score('gameplay', progress);
      st.penalty *= variation.decay.recovery;
      const completed = accuracy >= 50 && speed >= 40 && random() > 0.02;
      const level = st.level;
      if (completed && level < trainee.maxLevel && random() < 0.5) st.level = level + 1;
      const definition = task ? READINESS_MODEL.tasks[task] : null;
      if (task && definition && completed && level >= definition.minLevel) {
        const r = rule.get(task);
        const pass = accuracy >= target.accuracy && speed >= target.speed && gameplay >= target.gameplay;
        if (r && !r.done) {
          if (!r.pairDone) {
            r.streak = pass ? r.streak + 1 : 0;
            if (r.streak >= READINESS_MODEL.consecutivePasses) r.pairDone = true;
          } else if (pass) r.further += 1;
          if (r.pairDone && r.further >= definition.extraPasses) r.done = true;
        }
      }
      const difficulty = DIFFICULTY[exercise] ?? 1;
      const duration = Math.round(150 * difficulty * (1 + 1.2 * (1 - progress)) * (0.85 + random() * 0.3));
      results.push({
        skill,
        level,
        exercise_name: exercise,
        completed,
        accuracy,
        speed,
        gameplay,
        duration_seconds: duration,
        errors: Math.max(0, Math.round((100 - accuracy) / 12 + gaussian(random))),
        metrics: {
          path_length_mm: Math.round(duration * (9 - 4 * progress) * 10),
          economy_of_motion: Math.round((0.45 + 0.45 * progress) * 100) / 100,
          drops: Math.max(0, Math.round((1 - progress) * 3 + gaussian(random) * 0.7)),
          tissue_damage: Math.max(0, Math.round((1 - progress) * 4 * difficulty + gaussian(random))),
        },
      });
      at += duration * 1000 + Math.floor(random() * 90_000);
    }
    const id = uuidFrom(random);
    // A session still going on at `until` is not uploaded yet.
    if (at > options.until.getTime()) continue;
    sessions.push({
      id,
      started_at: new Date(started).toISOString(),
      ended_at: new Date(at).toISOString(),
      game_version: gameVersion,
      platform: options.platform ?? 'windows',
      ...(options.productId ? { product_id: options.productId } : {}),
      results,
    });
    if (options.future && [...rule.values()].every((r) => r.done)) break;
  }
  return sessions;
}
