/** Small statistics helpers for summaries: the Wilson score interval and mean/standard deviation. */
import type { Interval, Spread } from "./types.js";

/** z for a two-sided 95% interval. */
export const Z95 = 1.959963984540054;

/**
 * The Wilson score interval for `successes` out of `trials` (successes may be fractional, as with
 * shared wins); `[0, 1]` when there are no trials.
 */
export function wilsonInterval(successes: number, trials: number, z = Z95): Interval {
  if (trials <= 0) return { low: 0, high: 1 };
  const p = successes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const center = (p + z2 / (2 * trials)) / denominator;
  const half = (z / denominator) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  return { low: Math.max(0, center - half), high: Math.min(1, center + half) };
}

/** The mean and sample standard deviation (n − 1) of the values; 0 for what is undefined. */
export function spread(values: readonly number[]): Spread {
  const n = values.length;
  if (n === 0) return { mean: 0, stdev: 0 };
  let sum = 0;
  for (const v of values) sum += v;
  const mean = sum / n;
  if (n === 1) return { mean, stdev: 0 };
  let squares = 0;
  for (const v of values) squares += (v - mean) * (v - mean);
  return { mean, stdev: Math.sqrt(squares / (n - 1)) };
}
