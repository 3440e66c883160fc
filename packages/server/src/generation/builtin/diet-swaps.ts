// Making a template vegetarian or vegan when the cook asks: each food the diet rules out is
// swapped for a plant one that does the same job (butter for olive oil, honey for maple syrup,
// chicken stock for vegetable stock), or left out when nothing does (cheese in a vegan dish).
// Meat and fish are not handled here: the chef replaces the main protein himself.
import type { CatalogueIngredient } from '@roastie/core';
import type { Diet } from './read-description.ts';

/** Catalogue names, from what the diet rules out to what replaces it (null: leave it out). */
const VEGETARIAN: Record<string, string | null> = {
  'chicken stock': 'vegetable stock',
  'beef stock': 'vegetable stock',
  'fish sauce': 'soy sauce',
  'oyster sauce': 'soy sauce',
  'worcestershire sauce': 'soy sauce',
  lard: 'olive oil',
  'duck fat': 'olive oil',
  'beef tallow': 'olive oil',
  gelatin: null,
};

const VEGAN: Record<string, string | null> = {
  ...VEGETARIAN,
  butter: 'olive oil',
  'unsalted butter': 'olive oil',
  ghee: 'coconut oil',
  honey: 'maple syrup',
  'whole milk': 'soy milk',
  'reduced-fat milk': 'soy milk',
  'low-fat milk': 'soy milk',
  'skim milk': 'soy milk',
  buttermilk: 'soy milk',
  'heavy cream': 'coconut cream',
  'half-and-half': 'coconut milk',
  'plain yogurt': 'coconut cream',
  'greek yogurt': 'coconut cream',
};

const ANIMAL = new Set(['meat', 'fish-seafood']);

export type DietVerdict = { keep: true } | { keep: false; replacement: string | null };

export function dietVerdict(ingredient: CatalogueIngredient, diet: Diet | null): DietVerdict {
  if (!diet) return { keep: true };
  const table = diet === 'vegan' ? VEGAN : VEGETARIAN;
  if (Object.hasOwn(table, ingredient.name)) {
    return { keep: false, replacement: table[ingredient.name] ?? null };
  }
  if (ANIMAL.has(ingredient.category)) return { keep: false, replacement: null };
  if (diet === 'vegan' && (ingredient.category === 'dairy' || ingredient.category === 'eggs')) {
    return { keep: false, replacement: null };
  }
  return { keep: true };
}
