/**
 * The two Bernoulli CUSUMs per FLS task (Biau DJ et al., "Quality control of surgical and interventional procedures:
 * a review of the CUSUM", Br J Surg 2008;95:1116–1125; Biau DJ, Porcher R, "A method for monitoring a process from an
 * out of control to an in control state: application to the learning curve", Stat Med 2010 — the LC-CUSUM).
 * A failure is a counted attempt that misses a target on any of its three scores.
 *
 * - Sign-off (LC-CUSUM), until it signs off: H0 the failure rate is unacceptable (p1) against H1 acceptable (p0).
 *   A pass adds ln((1−p0)/(1−p1)), a fail ln(p0/p1) (negative), floored at 0; sign-off when S ≥ h.
 * - Relapse (standard CUSUM), from sign-off on: H0 acceptable (p0) against H1 a relapse (p1). A fail adds
 *   ln(p1/p0), a pass ln((1−p1)/(1−p0)) (negative), floored at 0; a relapse when S ≥ h (then S starts again at 0).
 *
 * The parameters (`READINESS_MODEL.cusum`):
 *   sign-off  p0 = 0.25 (acceptable: one fail in four, the middle of a proficient trainee's 0.7–0.85 pass chance),
 *             p1 = 0.50 (unacceptable: a coin flip), α = 0.05, β = 0.20, h = ln((1−β)/α) = ln 16 = 2.77;
 *             a pass +0.405, a fail −0.693: seven passes in a row sign off from 0.
 *   relapse   p0 = 0.25, p1 = 0.70 (a relapse fails most attempts), h = 5.5;
 *             a fail +1.030, a pass −1.030: six fails in a row (or 7 of 8 …) signal a relapse from 0.
 * The relapse limit is set by a seeded simulation (test/readiness-rule.test.ts, "the relapse CUSUM's operating
 * figures", 4,000 stretches each), not by Wald's approximation, which ignores the floor at 0:
 *   - a proficient trainee with a pass chance of 0.70 is falsely revoked in 3.4 % of 100-attempt stretches
 *     (0.6 % at 0.75, 0.0 % at 0.85);
 *   - a 15-point drop on all scores (scores ~ N(target + 1.2 sd, sd = 7) before, a pass chance of 0.70; 15 points
 *     lower after, a pass chance near 0.004) is flagged within 10 attempts in 100 % of cases (at a pass chance of
 *     0.2 after the drop: 93 %).
 * The sign-off's figures by the same simulation: a trainee passing 80 % of attempts is signed off within 30 attempts
 * in 94 % of cases; one passing 50 % (p1) within 100 attempts in 19 %: sign-off is shown beside the FLS rule, never
 * instead of it, and it only starts the relapse watch.
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
