/**
 * The backtest's ORACLE (`npm run backtest:readiness -- --oracle 40`): the floor of the forecast's error on this
 * simulator. At a snapshot it knows everything the simulator drew for the trainee (curve shape, speeds, plateaus,
 * noise, decay, profile, levels: `drawTrainee` from `seed:trainee`) and the history up to the snapshot's day, and
 * simulates the future K times with fresh draws after that day (`simulateSessions`' `future`: the days up to it are
 * the same draws, so the same sessions; after it a new stream). Its forecast is the median of the K paths' hours to
 * readiness by the rule. The truth is one more such future, so no forecast that sees only the past can beat the
 * oracle's |ln(predicted / true)| but by chance (the median of the future's distribution minimises the expected |ln|).
 */
import { FLS_TASKS, type FlsTask } from '@portal/contracts';
import { PROFILES, type ProfileName, simulateSessions, type TraineeVariation } from '../src/db/seed/simulation.js';
import { DAY_MS } from '../src/lib/calendar-day.js';
import { foldResults } from '../src/modules/analytics/readiness/fold.js';
import { taskOf } from '../src/modules/analytics/readiness/rule.js';
import type { FoldState } from '../src/modules/analytics/readiness/types.js';
import { EPOCH, isReady, quantile, resultsOf, type SimulatedTrainee } from './readiness-cohort.js';

/** The oracle's forecast at a snapshot: the K paths' 10th, 50th and 90th percentiles (10^6 h: never ready). */
export interface OracleForecast {
  p10: number;
  p50: number;
  p90: number;
  /** Paths never ready within the horizon; paths where the simulator's own view of the rule and the fold disagree. */
  never: number;
  mismatches: number;
  /** The paths' median counted attempts of each task until that task is proficient (FLS_TASKS order; the ready paths). */
  attempts: number[];
}

const NEVER = 1e6;

/**
 * K futures of trainee `t` after its session `s` (folded into `state`), each with fresh draws after that session's
 * day: the hours of portal training from the snapshot to readiness (the truth's own measure, `simulateTrainee`).
 */
export function oracleForecast(
  t: SimulatedTrainee,
  s: number,
  state: FoldState,
  k: number,
  days: number,
  variation: TraineeVariation,
): OracleForecast {
  const at = Date.parse(t.sessions[s]?.started_at as string);
  const afterDay = Math.floor(at / DAY_MS) * DAY_MS;
  const hours: number[] = [];
  const attempts: number[][] = FLS_TASKS.map(() => []);
  let never = 0;
  let mismatches = 0;
  for (let j = 0; j < k; j++) {
    const sessions = simulateSessions({
      seed: t.seed,
      profile: PROFILES[t.profile as ProfileName],
      from: new Date(EPOCH),
      until: new Date(EPOCH + days * DAY_MS),
      variation,
      future: { afterDay, seed: `${t.seed}:oracle:${s}:${j}` },
    });
    // The days up to the snapshot are the trainee's own: the same sessions.
    if (sessions[s]?.id !== t.sessions[s]?.id) throw new Error(`oracle: session ${s} of ${t.seed} differs`);
    const future = sessions.slice(s + 1).map(resultsOf);
    const final = foldResults(state, future.flat());
    if (!isReady(final)) {
      // The simulator stops when its own view of the rule is met; the fold (the truth) must agree.
      if ((future.at(-1)?.[0]?.at ?? at) < EPOCH + (days - 100) * DAY_MS) mismatches += 1;
      never += 1;
      hours.push(NEVER);
      continue;
    }
    const readyAt = Math.max(...FLS_TASKS.map((task: FlsTask) => final.tasks[task].proficientAt as number));
    let seconds = 0;
    const counted = FLS_TASKS.map(() => 0);
    for (const session of future) {
      if ((session[0]?.at ?? 0) > readyAt) break;
      for (const r of session) {
        seconds += r.durationSeconds;
        const task = taskOf(r);
        const i = task === null ? -1 : FLS_TASKS.indexOf(task);
        if (task !== null && r.at <= (final.tasks[task].proficientAt as number)) counted[i] = (counted[i] ?? 0) + 1;
      }
    }
    hours.push(seconds / 3600);
    for (const [i, a] of counted.entries()) attempts[i]?.push(a);
  }
  // Never ready: a million hours (finite: the workers send the snapshots as JSON, where Infinity would be null).
  const finite = hours.map((h) => (Number.isFinite(h) ? h : NEVER));
  const q = (p: number) => quantile(finite, p);
  const median = (values: number[]) => (values.length ? quantile(values, 0.5) : Number.NaN);
  return { p10: q(0.1), p50: q(0.5), p90: q(0.9), never, mismatches, attempts: attempts.map(median) };
}
