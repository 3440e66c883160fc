// What sets some kinds of dish apart when the chef fills in a plan: the sweet ones (no onion or
// stock), the ones whose eggs are the dish and the ones whose eggs only bind, coat or glaze
// (docs/decisions/0017-built-in-chef.md).
import type { DishKind } from './dish-kinds.ts';

/** Sweet dishes: no onions, garlic or stock; fruit, dairy and spice instead. */
export const SWEET_DISHES: ReadonlySet<DishKind> = new Set([
  'cookies',
  'pancakes',
  'porridge',
  'smoothie',
  'cake',
  'fruit-pie',
  'custard-tart',
  'fruit-salad',
  'layered-dessert',
  'granola',
  'set-cream',
  // Not sweet, but seasoned with its own salt: no pepper, onion or stock.
  'quick-bread',
]);

/** Dishes made of a batter or a dough: their flour is the dish, not a coating or a roux. */
export const FLOUR_IS_THE_DISH: ReadonlySet<DishKind> = new Set([
  'pancakes',
  'cake',
  'cookies',
  'quick-bread',
  'batter-bake',
  'dumplings',
  'hand-pies',
  'fruit-pie',
  'custard-tart',
  'quiche',
]);

/** Dishes whose eggs bind, coat or raise rather than make the dish. */
export const EGGS_BIND: ReadonlySet<DishKind> = new Set([
  'cookies',
  'open-tart',
  'crumbed',
  'meatballs',
  'burger',
  'cake',
  'pancakes',
  'layered-dessert',
  'batter-bake',
  'hand-pies',
  'quick-bread',
  // An egg in a dumpling is in its dough (pierogi).
  'dumplings',
]);

/**
 * Dishes whose egg only glazes the pastry or sets a topping: without it, the pastry is brushed
 * with the oil, and a layered bake finishes with its sauce (a vegan moussaka).
 */
const EGG_GLAZED: ReadonlySet<DishKind> = new Set(['open-tart', 'lasagne', 'hand-pies']);

/**
 * What stands in for an egg a diet rules out: nothing on a glaze; a flax egg where eggs bind or
 * raise (a cake, a batter, a crumb coating, a meatloaf); tofu wherever the egg is eaten as an egg
 * (a custard, a scramble, fried rice, a boiled egg in a salad or a Scotch egg). It was a spoonful
 * of flaxseed fried "until the whites are set".
 */
export const eggStandIn = (kind: DishKind | null, egg?: { id: string }): string | null =>
  kind !== null && EGG_GLAZED.has(kind)
    ? null
    : kind !== null && EGGS_BIND.has(kind) && !/boiled/.test(egg?.id ?? '')
      ? 'flaxseed'
      : 'tofu-firm';
