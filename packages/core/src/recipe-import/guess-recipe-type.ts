// Roastie files every recipe as Breakfast, Lunch, Dinner or Dessert (docs/product.md section 3);
// imported recipes rarely say which. The category, keywords and name are searched for telling
// words; nothing telling leaves the choice to the cook (null).
import type { RecipeType } from '../schemas/recipes.ts';

/**
 * A meal named outright wins over any dish word ("breakfast burrito", "dessert pizza"); of two,
 * the first written ("Dessert, Snack").
 */
const MEALS: [RecipeType, RegExp][] = [
  ['Breakfast', /\b(breakfast|brunch)\b/i],
  ['Lunch', /\b(lunch|light meal|starter|snack)\b/i],
  ['Dinner', /\b(dinner|supper|main|mains|main course)\b/i],
  ['Dessert', /\b(desserts?|sweets|baking)\b/i],
];

/**
 * Dish words, in the order they decide: a salad or soup is lunch even with chicken in it; a dish
 * of meat or fish, or a curry, is dinner even when it is a pie ("chicken pie" is no dessert); then
 * cakes and bakes; then what is eaten in the morning ("oat cookies" are a bake).
 */
const DISHES: [RecipeType, RegExp][] = [
  ['Lunch', /\b(salad|sandwich|wrap|soup|side)\b/i],
  [
    'Dinner',
    /\b(curry|stew|roast|casserole|pasta|lasagne|lasagna|risotto|masala|tikka|korma|biryani|chilli|chili|stir[- ]fry|tacos?|burgers?|chicken|beef|lamb|pork|steak|mince|sausages?|salmon|cod|haddock|fish|prawns?|shrimp|tofu)\b/i,
  ],
  [
    'Dessert',
    /\b(cake|cakes|cookie|cookies|biscuits?|brownies?|tart|pie|crumble|pudding|ice cream|sorbet|cheesecake|mousse|tiramisu)\b/i,
  ],
  [
    'Breakfast',
    /\b(pancakes?|porridge|oats|oatmeal|granola|muesli|omelette|omelet|waffles?|smoothie|scrambled)\b/i,
  ],
];

export function guessRecipeType(categories: readonly string[], name: string): RecipeType | null {
  // The author's category speaks first; the name only when the categories say nothing.
  for (const text of [categories.join(' '), name]) {
    const meals = MEALS.map(([type, pattern]) => [type, text.search(pattern)] as const)
      .filter(([, at]) => at >= 0)
      .sort((a, b) => a[1] - b[1]);
    if (meals[0]) return meals[0][0];
    const dish = DISHES.find(([, pattern]) => pattern.test(text));
    if (dish) return dish[0];
  }
  return null;
}
