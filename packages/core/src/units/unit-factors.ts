// Conversion factors to base units. Source: docs/product.md section 9 ("Conversion to base"), which the
// shopping-list merger uses too: keep these the one copy of each constant.
// The product's figures are the US customary definitions rounded (NIST Handbook 44, appendix C):
// 1 lb = 453.59237 g, 1 oz = 28.349523 g, 1 US cup = 236.5882 ml, 1 tbsp = 14.78676 ml,
// 1 tsp = 4.928922 ml, 1 qt = 946.3529 ml, 1 pt = 473.1765 ml, 1 gal = 3785.412 ml.

/** Grams in one unit of each mass unit. */
export const GRAMS_PER_MASS_UNIT = {
  g: 1,
  kg: 1000,
  lb: 453.592,
  oz: 28.3495,
  // Not in the product's list, written in metric recipes: a milligram (saffron, yeast).
  mg: 0.001,
} as const;

/** Millilitres in one unit of each volume unit. */
export const MILLILITRES_PER_VOLUME_UNIT = {
  ml: 1,
  l: 1000,
  cup: 236.588,
  tbsp: 14.7868,
  tsp: 4.92892,
  qt: 946.353,
  pt: 473.176,
  gal: 3785.41,
  // Not in the product: a US fluid ounce, 1/128 gallon (NIST Handbook 44) = 29.5735 ml, and the
  // kitchen "pinch" (1/16 tsp) and "dash" (1/8 tsp) as US measuring-spoon sets label them.
  'fl oz': 29.5735,
  // Metric centilitre and decilitre (SI), written in European recipes.
  cl: 10,
  dl: 100,
  // The dessertspoon of British, Irish, Australian and New Zealand recipes: two teaspoons, 10 ml
  // (docs/decisions/0012-ingredient-line-parser.md).
  dsp: 10,
  pinch: 4.92892 / 16,
  dash: 4.92892 / 8,
} as const;

/** Pieces in one unit of each count unit. Source: docs/product.md section 9 (dozen 12 pcs). */
export const PIECES_PER_COUNT_UNIT = {
  piece: 1,
  dozen: 12,
} as const;

export type MassUnit = keyof typeof GRAMS_PER_MASS_UNIT;
export type VolumeUnit = keyof typeof MILLILITRES_PER_VOLUME_UNIT;
export type CountUnit = keyof typeof PIECES_PER_COUNT_UNIT;
export type CanonicalUnit = MassUnit | VolumeUnit | CountUnit;
export type UnitCategory = 'mass' | 'volume' | 'count';

export function isMassUnit(unit: string): unit is MassUnit {
  return Object.hasOwn(GRAMS_PER_MASS_UNIT, unit);
}

export function isVolumeUnit(unit: string): unit is VolumeUnit {
  return Object.hasOwn(MILLILITRES_PER_VOLUME_UNIT, unit);
}

export function isCountUnit(unit: string): unit is CountUnit {
  return Object.hasOwn(PIECES_PER_COUNT_UNIT, unit);
}

export function unitCategory(unit: CanonicalUnit): UnitCategory {
  if (isMassUnit(unit)) return 'mass';
  if (isVolumeUnit(unit)) return 'volume';
  return 'count';
}
