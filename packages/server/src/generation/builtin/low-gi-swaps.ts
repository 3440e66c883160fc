// Lower-GI bases for a cook who asks for a low-GI dish: white, jasmine and sticky rice become
// basmati (in curries and stir-fries, where the grain should stay rice) or pearl barley (bowls,
// soups, salads, stews); potatoes become new potatoes or lentils; white bread sourdough; instant
// oats and cornflakes rolled oats; couscous bulgur; naan chapati; plain flour oat flour in pancakes
// and almond flour in cakes. GI figures: Atkinson et al.,
// International tables of GI and GL values 2008 (the catalogue's own values, giSource).
// Sugars are halved: the real win with sugar is using less of it.
import type { CatalogueIngredient } from '@roastie/core';
import type { DishKind } from './dish-kinds.ts';

const KEEP_RICE: ReadonlySet<DishKind> = new Set(['curry', 'stir-fry', 'fried-rice', 'risotto']);

const SWAPS: Record<string, (kind: DishKind | null) => string | null> = {
  'white rice': (kind) => (kind && KEEP_RICE.has(kind) ? 'basmati rice' : 'pearl barley'),
  'jasmine rice': (kind) => (kind && KEEP_RICE.has(kind) ? 'basmati rice' : 'pearl barley'),
  'sticky rice': () => 'basmati rice',
  'sushi rice': () => 'basmati rice',
  'brown rice': (kind) => (kind && KEEP_RICE.has(kind) ? 'basmati rice' : 'pearl barley'),
  potato: () => 'new potato',
  'boiled potato': () => 'new potato',
  'baked potato': () => 'new potato',
  'mashed potato': () => 'lentils',
  'white bread': () => 'sourdough bread',
  'whole wheat bread': () => 'sourdough bread',
  baguette: () => 'sourdough bread',
  bagel: () => 'multigrain bread',
  naan: () => 'chapati',
  'instant oats': () => 'rolled oats',
  cornflakes: () => 'rolled oats',
  granola: () => 'rolled oats',
  couscous: () => 'bulgur',
  // Wholemeal flour has the GI of white (74 against 75): only oats and almonds change much.
  'all-purpose flour': (kind) =>
    kind === 'pancakes' ? 'oat flour' : kind === 'cake' ? 'almond flour' : null,
  'rice noodles': () => 'soba noodles',
};

/** The lower-GI food to use instead, or null when this one is fine. */
export function lowerGiSwap(ingredient: CatalogueIngredient, kind: DishKind | null): string | null {
  return SWAPS[ingredient.name]?.(kind) ?? null;
}

export const isAddedSugar = (ingredient: CatalogueIngredient) =>
  ingredient.category === 'sugars-sweeteners' &&
  /sugar|syrup|honey|jaggery|molasses/.test(ingredient.name);
