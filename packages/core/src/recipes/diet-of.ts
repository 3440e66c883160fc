// Which diet a recipe suits, from each ingredient's diet in core's food knowledge
// (food-knowledge/food-knowledge.json, by catalogue id). A line the catalogue does not know makes
// the answer unknown (null) unless its name plainly names meat or fish: a recipe is never called
// vegetarian on a guess.
import type { CatalogueIngredient } from '../catalogue/ingredient.ts';
import { DIET_RANK, dietOfFood } from '../food-knowledge/food-knowledge.ts';
import type { Diet } from '../schemas/recipes.ts';

const MEAT_WORDS =
  /\b(beef|pork|bacon|ham|chicken|turkey|lamb|mutton|duck|veal|sausage|chorizo|pepperoni|salami|prosciutto|goat meat|mince)\b/i;
const FISH_WORDS =
  /\b(fish|salmon|tuna|cod|prawns?|shrimps?|anchov(y|ies)|sardines?|mackerel|crab|lobster|mussels?|clams?|squid|oysters?)\b/i;
/** The least restrictive diet a line needs, or null when the line is unknown. */
function lineDiet(name: string, ingredient: CatalogueIngredient | null): Diet | null {
  if (!ingredient) {
    if (MEAT_WORDS.test(name)) return 'omnivore';
    return FISH_WORDS.test(name) ? 'pescatarian' : null;
  }
  return dietOfFood(ingredient);
}

export function dietOf(
  lines: { name: string; ingredient: CatalogueIngredient | null }[],
): Diet | null {
  const diets = lines.map((l) => lineDiet(l.name, l.ingredient));
  const known = diets.filter((d): d is Diet => d !== null);
  const strictest = known.reduce<Diet>(
    (a, b) => (DIET_RANK.indexOf(b) > DIET_RANK.indexOf(a) ? b : a),
    'vegan',
  );
  if (strictest === 'omnivore') return strictest;
  return known.length < diets.length ? null : strictest;
}
