// The unit lists the product names, spelled as the product spells them.
import type { CanonicalUnit } from './unit-factors.ts';

/** Editor ingredient units. Source: docs/product.md section 5 ("Editor ingredient units"). */
export const EDITOR_UNITS = [
  'g',
  'kg',
  'cup',
  'cups',
  'piece',
  'pieces',
  'l',
  'tablespoon',
  'tablespoons',
  'teaspoon',
  'teaspoons',
] as const;
export type EditorUnit = (typeof EDITOR_UNITS)[number];

/** Shopping-list units. Source: docs/product.md section 9 ("Shopping units"). */
export const SHOPPING_UNITS = [
  'pcs',
  'kg',
  'g',
  'lb',
  'oz',
  'cups',
  'tbsp',
  'tsp',
  'ml',
  'l',
  'qt',
  'pt',
  'gal',
  'dozen',
] as const;
export type ShoppingUnit = (typeof SHOPPING_UNITS)[number];

/** The canonical unit behind each shopping unit spelling. */
export const SHOPPING_UNIT_CANONICAL: Record<ShoppingUnit, CanonicalUnit> = {
  pcs: 'piece',
  kg: 'kg',
  g: 'g',
  lb: 'lb',
  oz: 'oz',
  cups: 'cup',
  tbsp: 'tbsp',
  tsp: 'tsp',
  ml: 'ml',
  l: 'l',
  qt: 'qt',
  pt: 'pt',
  gal: 'gal',
  dozen: 'dozen',
};

/**
 * Units the glycemic estimate API accepts: the short forms g, kg, ml, l, cup, tbsp, tsp, piece
 * plus the editor's spellings of docs/product.md section 5.
 */
export const ESTIMATE_UNITS = [
  'g',
  'kg',
  'ml',
  'l',
  'cup',
  'cups',
  'tbsp',
  'tablespoon',
  'tablespoons',
  'tsp',
  'teaspoon',
  'teaspoons',
  'piece',
  'pieces',
] as const;
export type EstimateUnit = (typeof ESTIMATE_UNITS)[number];
