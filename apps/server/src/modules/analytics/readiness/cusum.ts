/**
 * The two Bernoulli CUSUMs per FLS task: the LC-CUSUM (Biau DJ et al., "Quantitative and individualized assessment of
 * the learning curve using LC-CUSUM", Br J Surg 2008;95:925–929) and the standard CUSUM (Biau DJ et al., "Quality
 * control of surgical and interventional procedures: a review of the CUSUM", Qual Saf Health Care 2007;16:203–207).
 * A failure is a counted attempt that misses a target on any of its three scores.
 *
 * - Sign-off (LC-CUSUM), until it signs off: H0 the failure rate is unacceptable (p1) against H1 acceptable (p0).
 *   A pass adds ln((1−p0)/(1−p1)), a fail ln(p0/p1) (negative), floored at 0; sign-off when S ≥ h.
 * - Relapse (standard CUSUM), from sign-off on: H0 acceptable (p0) against H1 a relapse (p1). A fail adds
 *   ln(p1/p0), a pass ln((1−p1)/(1−p0)) (negative), floored at 0; a relapse when S ≥ h (then S starts again at 0).
 *
 * The parameters (`READINESS_MODEL.cusum`); both take p0 = 0.3 as the acceptable failure rate (a proficient trainee
 * passes 70–85 % of attempts):
 *   sign-off  p1 = 0.6 (unacceptable: passes 4 in 10); a pass +ln(0.7/0.4) = +0.560, a fail ln(0.3/0.6) = −0.693;
 *             h = 5.5: ten passes in a row from 0. α = 0.05 (an unacceptable trainee signed off within 100 attempts),
 *             β = 0.10 (an acceptable one not signed off within 50).
 *   relapse   p1 = 0.8 (a relapse: passes 2 in 10); a fail +ln(0.8/0.3) = +0.981, a pass ln(0.2/0.7) = −1.253;
 *             h = 7: eight fails in a row from 0 (a pass takes back 1.28 fails). α = 0.05 (a trainee passing 70 %
 *             revoked within 100 attempts), β = 0.10 (a 15-point drop not flagged within 10 attempts). (p1 = 0.7 with
 *             h = 6, eight fails more than passes, revoked 5.3 % per 100 attempts in the held-out backtest.)
 * Wald's limit ln((1−β)/α) (2.89) ignores the floor at 0: over a long series it would sign off or revoke far too
 * often (an unacceptable trainee signed off within 100 attempts in about half the cases). The limits are set by a
 * seeded simulation of fixed series instead (test/readiness-rule.test.ts, "the relapse CUSUM's operating figures",
 * 4,000 series per figure, seed 20261128):
 *   - false revocation: a trainee at proficiency passing 70 % of attempts is revoked in 1.95 % of 100-attempt
 *     stretches (passing 80 %: 0.08 %; 85 %: 0 %);
 *   - detection: a 15-point drop on all three scores (each score ~ N(target + m, sd), m such that all three meet their
 *     targets with chance 0.70; after the drop the chance is below 0.01 at sd 7, about 0.03 at sd 9), coming after 30
 *     attempts at proficiency, is flagged within 10 attempts in 99.98 % of cases at sd 7, 96.4 % at sd 9;
 *   - sign-off: a trainee passing 40 % (p1) is signed off within 100 attempts in 3.1 %; one passing 70 % (p0) within
 *     50 attempts in 94.6 %, one passing 80 % within 30 in 96.3 %.
 * Sign-off is shown beside the FLS rule (2 + 10), never instead of it; it starts the relapse watch (Hu et al., Am J
 * Surg 2016: relapses in 29–40 % of CUSUM-proficient trainees).
 */
import { READINESS_MODEL } from './model.js';

export interface CusumWeights {
  pass: number;
  fail: number;
}

/** The LC-CUSUM's weights: a pass ln((1−p0)/(1−p1)) > 0, a fail ln(p0/p1) < 0. */
export function signOffWeights({ p0, p1 }: { p0: number; p1: number } = READINESS_MODEL.cusum.signOff): CusumWeights {
  return { pass: Math.log((1 - p0) / (1 - p1)), fail: Math.log(p0 / p1) };
}

/** The relapse CUSUM's weights: a fail ln(p1/p0) > 0, a pass ln((1−p1)/(1−p0)) < 0. */
export function relapseWeights({ p0, p1 }: { p0: number; p1: number } = READINESS_MODEL.cusum.relapse): CusumWeights {
  return { pass: Math.log((1 - p1) / (1 - p0)), fail: Math.log(p1 / p0) };
}

/** One step of a CUSUM floored at 0. */
export const cusumStep = (value: number, pass: boolean, weights: CusumWeights) =>
  Math.max(0, value + (pass ? weights.pass : weights.fail));

export interface CusumState {
  /** The LC-CUSUM (before sign-off). */
  lc: number;
  signedOffAt: number | null;
  /** The relapse CUSUM (after sign-off). */
  cusum: number;
}

export interface CusumOutcome {
  /** This attempt signed the task off. */
  signedOff: boolean;
  /** This attempt's relapse CUSUM crossed its limit (it starts again at 0). */
  relapse: boolean;
  /** The value to show for this attempt: the LC-CUSUM up to and at sign-off, the relapse CUSUM after (the value
   * that crossed, before it starts again, so the curve shows the crossing). */
  shown: number;
}

/** Moves a task's CUSUMs by one counted attempt at `at` (in place) and says what happened. */
export function stepCusums(state: CusumState, pass: boolean, at: number): CusumOutcome {
  const { signOff, relapse } = READINESS_MODEL.cusum;
  if (state.signedOffAt === null) {
    state.lc = cusumStep(state.lc, pass, signOffWeights(signOff));
    const signedOff = state.lc >= signOff.h;
    if (signedOff) {
      state.signedOffAt = at;
      state.cusum = 0;
    }
    return { signedOff, relapse: false, shown: state.lc };
  }
  state.cusum = cusumStep(state.cusum, pass, relapseWeights(relapse));
  const shown = state.cusum;
  const crossed = state.cusum >= relapse.h;
  if (crossed) state.cusum = 0;
  return { signedOff: false, relapse: crossed, shown };
}

/** The CUSUM a task shows now: the LC-CUSUM and its limit before sign-off, the relapse CUSUM and its limit after. */
export function cusumShown(state: CusumState & { relapseSince: number | null }) {
  const { signOff, relapse } = READINESS_MODEL.cusum;
  const signedOff = state.signedOffAt !== null;
  return {
    signed_off: signedOff,
    value: signedOff ? state.cusum : state.lc,
    limit: signedOff ? relapse.h : signOff.h,
    relapse: state.relapseSince !== null,
  };
}
