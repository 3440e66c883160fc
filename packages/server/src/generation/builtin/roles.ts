// The part an ingredient plays in a dish, from its catalogue category and a few named foods:
// what fills the plate (base), what carries the protein, what is chopped at the start
// (aromatics), what wilts in at the end (greens). The chef swaps, adds and orders by role.
import type { CatalogueIngredient } from '@roastie/core';

export type Role =
  | 'base'
  | 'protein'
  | 'veg'
  | 'greens'
  | 'aromatic'
  | 'fruit'
  | 'dairy'
  | 'fat'
  | 'liquid'
  | 'sauce'
  | 'acid'
  | 'spice'
  | 'herb'
  | 'sweet'
  | 'nut'
  | 'raising';

const AROMATICS = new Set([
  'onion-raw',
  'onion-red-raw',
  'spring-onion-raw',
  'shallot-raw',
  'leek-raw',
  'garlic-raw',
  'ginger-fresh',
  'chili-pepper-raw',
  'jalapeno-raw',
]);
const GREENS = new Set([
  'spinach-raw',
  'kale-raw',
  'swiss-chard-raw',
  'collard-greens-raw',
  'arugula-raw',
  'watercress-raw',
  'bok-choy-raw',
  'napa-cabbage-raw',
]);
const STARCHY_VEG = /^(potato|sweet-potato|yam|cassava|taro|plantain)/;
// Not lemon zest: it is a flavouring, not a squeeze of acid.
const ACIDS = /^(lemon-raw|lemon-juice|lime-raw|lime-juice)$|vinegar/;
const LIQUID_SAUCES =
  /^(coconut-milk-canned|coconut-cream|tomato-passata|tomato-sauce|broth-fish)$/;
const FRESH_HERBS = new Set(['basil', 'cilantro', 'parsley', 'mint', 'dill', 'chives']);
const PLANT_MILKS = new Set(['soy-milk', 'almond-milk-unsweetened', 'rice-milk']);
const RAISING = new Set(['baking-soda', 'baking-powder', 'yeast-active-dry', 'gelatin']);
/** Snacks and wrappers filed under "other" that a dish is built on (nachos, summer rolls). */
const OTHER_BASES = /^(corn-chips|potato-crisps|pretzels|popcorn|rice-paper)/;

export function roleOf(ingredient: CatalogueIngredient): Role {
  const { id, category, name } = ingredient;
  if (AROMATICS.has(id)) return 'aromatic';
  if (GREENS.has(id)) return 'greens';
  if (ACIDS.test(id)) return 'acid';
  switch (category) {
    case 'grains-flours':
    case 'bread-bakery':
    case 'pasta-noodles':
    case 'rice':
      return 'base';
    case 'legumes':
    case 'meat':
    case 'fish-seafood':
    case 'eggs':
      return 'protein';
    case 'vegetables':
      return STARCHY_VEG.test(id) ? 'base' : 'veg';
    case 'fruit':
      return name === 'avocado' ? 'veg' : 'fruit';
    case 'dairy':
      // Paneer is the protein of the dishes it is in (palak paneer, paneer tikka).
      return id === 'paneer' ? 'protein' : 'dairy';
    case 'nuts-seeds':
      return 'nut';
    case 'oils-fats':
      return 'fat';
    case 'sugars-sweeteners':
      return 'sweet';
    case 'sauces-condiments':
      return LIQUID_SAUCES.test(id) ? 'liquid' : 'sauce';
    case 'herbs-spices':
      return FRESH_HERBS.has(name) ? 'herb' : 'spice';
    case 'drinks':
      // Plant milks do milk's job (porridge, batters, a vegan cake).
      return PLANT_MILKS.has(id) ? 'dairy' : 'liquid';
    case 'other':
      if (RAISING.has(id)) return 'raising';
      if (OTHER_BASES.test(id)) return 'base';
      return id.startsWith('broth-') ? 'liquid' : 'spice';
  }
}

/** Cheeses, by the words in their names: the dish's cheese, weighed as cheese. */
export const CHEESE =
  /cheese|cheddar|gruy|mozzarella|parmesan|pecorino|feta|brie|halloumi|ricotta|paneer|jack|gouda|emmental|provolone|manchego/;

/** Chicken, beef, salmon: the animal a cut comes from, by its catalogue id. */
export const speciesOf = (entry: CatalogueIngredient) => entry.id.split('-')[0];

/** Minced meat and sausage meat: browned and broken up, or shaped (meatballs, koftas). */
export const MINCED = /ground|mince|sausage/;

/** Meat bought minced: a sausage is still cooked whole where a dish cooks it whole. */
export const GROUND = /ground|mince/;

/** Fish and meat bought or kept cooked: canned tuna, smoked salmon, cooked prawns, roast chicken. */
export const READY_TO_EAT = /-(canned|smoked|cooked|roasted)(-|$)/;

/** Cured meats season a dish: weighed as a topping, laid on a pizza as they are, fried crisp. */
export const CURED_MEAT = /bacon|pancetta|chorizo|salami|pepperoni|prosciutto|\bham\b/;

/** Flours and meals: a base that is a batter's, not a plate's. */
export const isFlour = (ingredient: CatalogueIngredient) =>
  ingredient.category === 'grains-flours' &&
  /flour|meal|semolina|cornstarch|masa/.test(ingredient.name);

/** A flour or crumbs that coat, bind or thicken (a katsu's crumb, a sauce's roux): no portion. */
export const coatsOrBinds = (ingredient: CatalogueIngredient) =>
  isFlour(ingredient) || /crumb|panko/.test(ingredient.name);

/** Only fruit, dairy, nuts and sweeteners: what a sweet dish is made of (jam, almonds, cream). */
export const allSweet = (foods: readonly CatalogueIngredient[]) =>
  foods.length > 0 && foods.every((f) => ['fruit', 'dairy', 'nut', 'sweet'].includes(roleOf(f)));
