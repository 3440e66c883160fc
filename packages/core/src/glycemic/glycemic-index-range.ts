// The range a GI likely lies in ("GI 58, likely 50 to 66"; docs/decisions/0004-gi-adjustments.md):
// 1. the calibration's cross-validated error: the 10th to 90th percentile of (measured -
//    predicted) on dishes the fit never saw (calibration.ts), so about 8 dishes in 10 land inside;
// 2. widened for carbohydrate Roastie does not know: that share (1 - expected coverage) could be
//    anything from a legume (GI about 20) to a baguette (GI about 95, the highest common staple of
//    the International Tables 2008), so it is mixed in at those extremes.
// Rounded outward to integers, within 0..100, and always containing the GI itself.
import type { GiCalibration } from './calibration.ts';
import { PRODUCT_CALIBRATION } from './calibration.ts';

export const UNKNOWN_CARB_GI_LOW = 20;
export const UNKNOWN_CARB_GI_HIGH = 95;

export interface GlycemicIndexRange {
  low: number;
  high: number;
}

export function glycemicIndexRange(
  gi: number,
  coverageExpected: number,
  calibration: GiCalibration | null = PRODUCT_CALIBRATION,
): GlycemicIndexRange {
  const { residualLow, residualHigh } = calibration ?? PRODUCT_CALIBRATION;
  const known = Math.min(1, Math.max(0, coverageExpected));
  const unknown = 1 - known;
  const low = known * (gi + residualLow) + unknown * UNKNOWN_CARB_GI_LOW;
  const high = known * (gi + residualHigh) + unknown * UNKNOWN_CARB_GI_HIGH;
  return {
    low: Math.max(0, Math.floor(Math.min(low, gi))),
    high: Math.min(100, Math.ceil(Math.max(high, gi))),
  };
}
