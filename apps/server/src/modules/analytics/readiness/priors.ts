/**
 * Cohort priors (docs/fls-readiness.md, "Priors"): an early trainee's forecast borrows from trainees like them until
 * their own attempts say more. Empirical Bayes per task: each trainee's curve is fitted on a weak prior, and the cohort's
 * prior is the mean of the fits with the spread between trainees (their variance less the fits' own uncertainty).
 * Per organization and game version, falling back to the whole portal, then to `PUBLISHED_PRIOR`.
 *
 * Pure: the analytics pipeline stores one prior per (scope, game version, task) and passes one per task to the
 * assessment.
 */
import { type FlsTask, SCORE_KINDS, type ScoreKind } from '@portal/contracts';
import { priorOf, taskPosterior } from './forecast.js';
import { FORECAST, type ForecastPrior, PUBLISHED_PRIOR, type ScorePrior } from './forecast-constants.js';
import { targetsFor } from './model.js';
import type { FoldState, Scores } from './types.js';

/** What the cohort prior reads of one trainee: their fold state (its tasks and their time on FLS tasks). */
export type CohortMember = Pick<FoldState, 'tasks' | 'allSeconds' | 'flsSeconds' | 'gameVersion'>;

/** A prior so weak that a trainee's own attempts carry the fit (the fits are then pooled). */
const WEAK: ForecastPrior = {
  ...PUBLISHED_PRIOR,
  scores: Object.fromEntries(
    SCORE_KINDS.map((kind) => [
      kind,
      { ...PUBLISHED_PRIOR.scores[kind], plateauSd: 30, gainSd: 50 } satisfies ScorePrior,
    ]),
  ) as Record<ScoreKind, ScorePrior>,
};

const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

/**
 * The cohort's prior for `task` from its members' fold states, or null with fewer than `FORECAST.cohortMinTrainees`
 * members that have `FORECAST.cohortMinAttempts` counted attempts of it.
 */
export function cohortPrior(
  members: readonly CohortMember[],
  task: FlsTask,
  source: 'organization' | 'portal' = 'portal',
): ForecastPrior | null {
  const fits: {
    scores: Record<ScoreKind, { plateau: number; gain: number; vPlateau: number; vGain: number; noise: number }>;
    rho: number;
  }[] = [];
  const minutes: number[] = [];
  const shares: number[] = [];
  for (const member of members) {
    const state = member.tasks[task];
    if (!state || state.attempts < FORECAST.cohortMinAttempts) continue;
    const targets: Scores = targetsFor(member.gameVersion)[task];
    fits.push(taskPosterior({ task, state, targets, idleDays: 0, prior: WEAK as unknown as Record<string, unknown> }));
    if (state.seconds > 0) minutes.push(state.seconds / 60 / state.attempts);
    if (member.allSeconds > 0) shares.push(member.flsSeconds / member.allSeconds);
  }
  if (fits.length < FORECAST.cohortMinTrainees) return null;
  const scores = {} as Record<ScoreKind, ScorePrior>;
  for (const kind of SCORE_KINDS) {
    const plateaus = fits.map((f) => f.scores[kind].plateau);
    const gains = fits.map((f) => f.scores[kind].gain);
    const pm = mean(plateaus);
    const gm = mean(gains);
    // Between-trainee variance: the fits' variance less their own uncertainty (method of moments), at least 1 point.
    const between = (values: number[], m: number, own: number[]) =>
      Math.sqrt(Math.max(1, mean(values.map((v) => (v - m) ** 2)) - mean(own)));
    scores[kind] = {
      plateau: pm,
      plateauSd: between(
        plateaus,
        pm,
        fits.map((f) => f.scores[kind].vPlateau),
      ),
      gain: gm,
      gainSd: between(
        gains,
        gm,
        fits.map((f) => f.scores[kind].vGain),
      ),
      noise: Math.sqrt(mean(fits.map((f) => f.scores[kind].noise ** 2))),
    };
  }
  return priorOf({
    scores,
    rho: mean(fits.map((f) => f.rho)),
    minutesPerAttempt: minutes.length ? median(minutes) : PUBLISHED_PRIOR.minutesPerAttempt,
    flsShare: shares.length ? median(shares) : PUBLISHED_PRIOR.flsShare,
    source,
    trainees: fits.length,
  });
}

/** The prior a task's forecast uses: the organization's (per game version), else the portal's, else the published. */
export function choosePrior(
  organization: ForecastPrior | null | undefined,
  portal: ForecastPrior | null | undefined,
  published: ForecastPrior = PUBLISHED_PRIOR,
): ForecastPrior {
  return organization ?? portal ?? published;
}
