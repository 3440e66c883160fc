// Roastie files every recipe as Breakfast, Lunch, Dinner or Dessert (docs/product.md section 3);
// imported recipes rarely say which. The category, keywords and name are searched for telling
// words; nothing telling leaves the choice to the cook (null).
import type { RecipeType } from '../schemas/recipes.ts';

const WORDS: [RecipeType, RegExp][] = [
  [
    'Dessert',
    /\b(dessert|pudding|cake|cakes|cookie|cookies|biscuits?|brownies?|tart|pie|crumble|ice cream|sorbet|cheesecake|mousse|tiramisu|baking|sweet)\b/i,
  ],
  [
    'Breakfast',
    /\b(breakfast|brunch|pancakes?|porridge|oats|oatmeal|granola|muesli|omelette|omelet|waffles?|smoothie|scrambled)\b/i,
  ],
  ['Lunch', /\b(lunch|salad|sandwich|wrap|soup|snack|light meal|starter|side)\b/i],
  ['Dinner', /\b(dinner|supper|main|mains|main course|curry|stew|roast|casserole|pasta)\b/i],
];

export function guessRecipeType(categories: readonly string[], name: string): RecipeType | null {
  // The author's category speaks first; the name only when the categories say nothing.
  for (const text of [categories.join(' '), name]) {
    const match = WORDS.find(([, words]) => words.test(text));
    if (match) return match[0];
  }
  return null;
}
