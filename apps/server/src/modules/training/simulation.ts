import { type ExerciseResult, type GameSession, type Platform, SKILLS, type Skill } from '@portal/contracts';

/**
 * Simulated training history: what the game would upload for a trainee over days, with scores that
 * follow a learning curve per skill (fast at first, then levelling off) plus noise, so trainees sit at
 * different stages. Deterministic for a seed, so the demo seed and `npm run simulate:game` can run
 * again without new sessions (the same ids are duplicates).
 */

/** How a trainee trains and learns. */
export interface TraineeProfile {
  /** Training days per week, on average (0–7). */
  daysPerWeek: number;
  /** Attempts per skill after which the curve has covered about 63 % of its way up (larger: slower). */
  learningAttempts: number;
  /** Where the curve starts and where it levels off (accuracy, 0–100). */
  floor: number;
  ceiling: number;
  /** Attempts already made before the simulated days (carries the curve on). */
  priorAttempts?: number;
  /** Noise of a single attempt's score (standard deviation, points). */
  noise?: number;
}

/** Named stages the demo and the simulator draw from. */
export const PROFILES = {
  /** Trains almost daily and learns fast: near FLS readiness after a few months. */
  dedicated: { daysPerWeek: 5.5, learningAttempts: 28, floor: 38, ceiling: 96, noise: 5 },
  /** The typical resident: a few sessions a week. */
  steady: { daysPerWeek: 3, learningAttempts: 40, floor: 35, ceiling: 90, noise: 7 },
  /** Trains now and then, learns slowly. */
  occasional: { daysPerWeek: 1.2, learningAttempts: 55, floor: 30, ceiling: 85, noise: 9 },
} as const satisfies Record<string, TraineeProfile>;
export type ProfileName = keyof typeof PROFILES;

/** The exercise of each skill, as the game names it (FLS manual skills and the simulator's own). */
export const EXERCISES: Record<Skill, string> = {
  'positioning-orienting': 'Camera navigation',
  grasping: 'Peg grasp',
  transferring: 'Peg transfer',
  ligation: 'Endoloop ligation',
  cutting: 'Precision pattern cutting',
  suturing: 'Intracorporeal knot',
  clipping: 'Clip application',
  dissection: 'Gallbladder dissection',
};

/** How hard each skill is: harder skills start lower and need more attempts. */
const DIFFICULTY: Record<Skill, number> = {
  'positioning-orienting': 0.6,
  grasping: 0.7,
  transferring: 0.8,
  cutting: 1,
  clipping: 1,
  ligation: 1.2,
  dissection: 1.3,
  suturing: 1.5,
};

/** A small seeded PRNG (mulberry32): the same seed gives the same history. */
export function seededRandom(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let state = h >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

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
const DAY_MS = 86_400_000;

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
}

/**
 * The sessions of one trainee between `from` and `until`: on a training day one session of 3–8
 * exercises, mostly of the skills they are weakest at, each scored on its learning curve.
 */
export function simulateSessions(options: SimulationOptions): GameSession[] {
  const { profile } = options;
  const random = seededRandom(`${options.seed}:${options.from.toISOString().slice(0, 10)}`);
  const attempts = new Map<Skill, number>(SKILLS.map((skill) => [skill, profile.priorAttempts ?? 0]));
  const completedLevels = new Map<Skill, number>(SKILLS.map((skill) => [skill, 0]));
  const noise = profile.noise ?? 6;
  const sessions: GameSession[] = [];
  const firstDay = Date.UTC(options.from.getUTCFullYear(), options.from.getUTCMonth(), options.from.getUTCDate());

  for (let day = firstDay; day < options.until.getTime(); day += DAY_MS) {
    if (random() >= profile.daysPerWeek / 7) continue;
    // Mornings before the list or evenings after it (UTC hours 6–19).
    let at = day + Math.floor((6 + random() * 13) * 3_600_000);
    const started = at;
    const exercises = 3 + Math.floor(random() * 6);
    const results: ExerciseResult[] = [];
    for (let i = 0; i < exercises; i++) {
      // The basics first; later the skills furthest from the ceiling come up more often.
      const skill = SKILLS[Math.floor(random() ** 0.8 * SKILLS.length)] as Skill;
      const n = (attempts.get(skill) ?? 0) + 1;
      attempts.set(skill, n);
      const difficulty = DIFFICULTY[skill];
      const progress = 1 - Math.exp(-n / (profile.learningAttempts * difficulty));
      const floor = profile.floor - 8 * (difficulty - 1);
      const accuracy = clamp(floor + (profile.ceiling - floor) * progress + gaussian(random) * noise);
      const speed = clamp(floor - 5 + (profile.ceiling - floor) * progress ** 1.3 + gaussian(random) * noise);
      const gameplay = clamp((accuracy + speed) / 2 + 4 + gaussian(random) * noise * 0.6);
      const completed = accuracy >= 60 && speed >= 50;
      const level = Math.min(10, (completedLevels.get(skill) ?? 0) + 1);
      if (completed && random() < 0.35) completedLevels.set(skill, level);
      const duration = Math.round((180 + 420 * (1 - progress)) * difficulty * (0.8 + random() * 0.4));
      results.push({
        skill,
        level,
        exercise_name: EXERCISES[skill],
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
      game_version: options.gameVersion ?? '1.4.2',
      platform: options.platform ?? 'windows',
      ...(options.productId ? { product_id: options.productId } : {}),
      results,
    });
  }
  return sessions;
}
