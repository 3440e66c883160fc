// Fitting the GI calibration: ordinary least squares of the measured GI on the engine's raw meal
// GI (measured = intercept + slope x raw), and the quantiles of what it still gets wrong. Used by
// npm run gi:report on training folds only (k-fold cross-validation), and to derive the constants
// of calibration.ts from the whole dev set. See docs/decisions/0004-gi-adjustments.md.

export interface CalibrationPair {
  raw: number;
  measured: number;
}

export interface LinearCalibration {
  intercept: number;
  slope: number;
}

export function fitLinearCalibration(pairs: readonly CalibrationPair[]): LinearCalibration {
  const n = pairs.length;
  if (n === 0) return { intercept: 0, slope: 1 };
  const meanRaw = pairs.reduce((sum, p) => sum + p.raw, 0) / n;
  const meanMeasured = pairs.reduce((sum, p) => sum + p.measured, 0) / n;
  let covariance = 0;
  let variance = 0;
  for (const { raw, measured } of pairs) {
    covariance += (raw - meanRaw) * (measured - meanMeasured);
    variance += (raw - meanRaw) ** 2;
  }
  const slope = variance > 0 ? covariance / variance : 0;
  return { intercept: meanMeasured - slope * meanRaw, slope };
}

/** The q-quantile (0..1) of values, linear between order statistics. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * Math.min(1, Math.max(0, q));
  const below = Math.floor(position);
  const above = Math.ceil(position);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below);
}
