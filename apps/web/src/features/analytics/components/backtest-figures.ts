/**
 * The backtest's figures as "How is this computed?" shows them (`npm run backtest:readiness` on the held-out cohort
 * of 1,000 simulated trainees; docs/fls-readiness-forecast.md, "The backtest": the run of 2026-11-29, model fls-78d088fb64f3). A figure that misses its bound is shown as it
 * is, beside the bound. Shares are 0..1, the change of the forecast in hours.
 */
export const BACKTEST_FIGURES = {
  /** Simulated trainees in the held-out cohort. */
  trainees: 1000,
  /** Share of snapshots (with at least 20 FLS attempts) whose true hours left lie in the 80 % interval. */
  coverage: 0.776 as number | null,
  /** Median and 90th percentile of |ln(predicted / true hours left)|. */
  logErrorMedian: 0.392 as number | null,
  logErrorP90: 0.871 as number | null,
  /** 'Not on course' said of trainees who did become ready. */
  plateauFalseAlarms: 0.042 as number | null,
  /** A 15-point drop flagged as a relapse within 10 attempts, and the median attempts until it was. */
  relapseDetected: 0.995 as number | null,
  relapseDelayAttempts: 8 as number | null,
  /** Readiness taken from a trainee who had not relapsed, per 100 attempts. */
  falseRevocations: 0.038 as number | null,
  /** 90th percentile of the forecast's change from one training day to the next (hours). */
  dailyChangeP90Hours: 2.75 as number | null,
} as const;

/** The acceptance bounds beside each figure (what the backtest must show). */
export const BACKTEST_BOUNDS = {
  coverage: [0.75, 0.85],
  logErrorMedian: 0.3,
  logErrorP90: 0.9,
  plateauFalseAlarms: 0.05,
  relapseDetected: 0.9,
  relapseDelayAttempts: 10,
  falseRevocations: 0.05,
} as const;
