/**
 * The normal distribution for the forecast (forecast.ts): quantile, distribution function, cheap seeded draws, and the
 * chance that three correlated scores all pass.
 */
/** The standard normal quantile (Acklam's rational approximation, relative error below 1.2e-9). */
export function normalQuantile(p: number): number {
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239,
  ];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const low = 0.02425;
  if (p < low) {
    const q = Math.sqrt(-2 * Math.log(p));
    return (
      (((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c[4]!) * q + c[5]!) /
      ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1)
    );
  }
  if (p > 1 - low) return -normalQuantile(1 - p);
  const q = p - 0.5;
  const r = q * q;
  return (
    ((((((a[0]! * r + a[1]!) * r + a[2]!) * r + a[3]!) * r + a[4]!) * r + a[5]!) * q) /
    (((((b[0]! * r + b[1]!) * r + b[2]!) * r + b[3]!) * r + b[4]!) * r + 1)
  );
}

/**
 * Normal draws from a table of 8,192 equally likely quantiles: one PRNG call each, several times cheaper than
 * Box–Muller, and the tails beyond ±3.8 sd (which the cap absorbs anyway) are all the Monte Carlo gives up.
 */
const NORMAL_TABLE_SIZE = 8192;
const NORMAL_TABLE = Float64Array.from({ length: NORMAL_TABLE_SIZE }, (_, i) =>
  normalQuantile((i + 0.5) / NORMAL_TABLE_SIZE),
);
export const normalSource = (random: () => number) => () => NORMAL_TABLE[(random() * NORMAL_TABLE_SIZE) | 0] as number;

/** The standard normal distribution function (Abramowitz and Stegun 7.1.26, error below 1.5e-7). */
export function normalCdf(z: number): number {
  if (z > 8) return 1;
  if (z < -8) return 0;
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}

// Gauss–Hermite nodes and weights (5 points, for a standard normal): the pass chance with correlated scores.
const GH_NODES = [-2.856970013872806, -1.355626179974266, 0, 1.355626179974266, 2.856970013872806];
const GH_WEIGHTS = [0.011257411327721, 0.222075922005613, 0.533333333333333, 0.222075922005613, 0.011257411327721];

/**
 * The chance that all three scores are at or above zero margin, each normal with mean `mu[k]` and sd `sd[k]`, their
 * scatter sharing a common part of correlation `rho` (conditionally independent given the common part).
 */
export function passChanceOf(mu: readonly number[], sd: readonly number[], rho: number): number {
  const common = Math.sqrt(rho);
  const own = Math.sqrt(1 - rho);
  let chance = 0;
  for (let g = 0; g < GH_NODES.length; g++) {
    const z0 = GH_NODES[g] as number;
    let product = 1;
    for (let k = 0; k < mu.length; k++) {
      const s = sd[k] as number;
      product *= normalCdf(((mu[k] as number) + s * common * z0) / (s * own));
    }
    chance += (GH_WEIGHTS[g] as number) * product;
  }
  return Math.min(1, Math.max(0, chance));
}
