/**
 * The conformal calibration of the forecast's 80 % interval (forecast.ts, `combineForecast`), written by
 * `npm run backtest:readiness -- --write-calibration` from its CALIBRATION cohort (never the held-out one):
 * the interval is [p10·e^(bias − q), p90·e^(bias + q)] with the median ·e^(bias), in hours, so that the calibration
 * cohort's snapshots (≥ `minAttempts` FLS attempts) are covered in `target` of cases (CQR in log space: Romano et al.
 * 2019); `fromCohort` the same for forecasts the cohort's prior carries (a Mondrian split). `READINESS_MODEL.calibration` is this object: the model's version changes with it.
 */
export const CALIBRATION = {
  q: 0.314,
  bias: -0.219,
  target: 0.8,
  minAttempts: 20,
  cohort:
    "backtest calibration cohort: 500 trainees, seed 'bt', 540 days, every 1 training day(s), at most 25 snapshots each",
  snapshots: 4517,
  fromCohort: { q: 0.231, bias: -0.269, snapshots: 5512 },
  date: '2026-11-29',
};
