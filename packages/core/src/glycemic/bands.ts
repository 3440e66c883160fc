// GI and GL bands.
// GI: Low up to 55, Medium 56 to 69, High 70 or more. Source: docs/product.md section 9 (the same cut-offs
// as the International Tables, Atkinson et al. Diabetes Care 2008;31:2281-2283).
// GL per serving: Low 10 or less, Medium 11 to 19, High 20 or more. Source: Foster-Powell, Holt,
// Brand-Miller, International table of GI and GL values: 2002, Am J Clin Nutr 2002;76:5-56.
//
// Rounding: the bands are integer ranges and published GI values are integers, so a computed
// value is rounded to the nearest integer (halves up, as Math.round does for positive numbers)
// BEFORE banding: 55.4 -> 55 -> Low, 55.5 -> 56 -> Medium, 69.5 -> 70 -> High. The product shows
// the same rounded integer, so the number and its band never disagree.

export type GlycemicBand = 'Low' | 'Medium' | 'High';

export const GI_LOW_MAX = 55;
export const GI_MEDIUM_MAX = 69;
export const GL_LOW_MAX = 10;
export const GL_MEDIUM_MAX = 19;

/** The integer a GI or GL is shown as and banded by. */
export function roundForDisplay(value: number): number {
  return Math.round(value);
}

export function glycemicIndexBand(gi: number): GlycemicBand {
  const rounded = roundForDisplay(gi);
  if (rounded <= GI_LOW_MAX) return 'Low';
  if (rounded <= GI_MEDIUM_MAX) return 'Medium';
  return 'High';
}

export function glycemicLoadBand(glPerServing: number): GlycemicBand {
  const rounded = roundForDisplay(glPerServing);
  if (rounded <= GL_LOW_MAX) return 'Low';
  if (rounded <= GL_MEDIUM_MAX) return 'Medium';
  return 'High';
}

/** The band words for a range: "Low", or "Low to Medium" when the range crosses a boundary. */
export function glycemicIndexBandSpan(low: number, high: number): string {
  const from = glycemicIndexBand(low);
  const to = glycemicIndexBand(high);
  return from === to ? from : `${from} to ${to}`;
}
