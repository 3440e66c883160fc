// Which diet a recipe suits, from its ingredients' catalogue categories. A line the catalogue does
// not know makes the answer unknown (null) unless its name plainly names meat or fish: a recipe is
// never called vegetarian on a guess.
import type { CatalogueIngredient } from '../catalogue/ingredient.ts';
import type { Diet } from '../schemas/recipes.ts';

const MEAT_WORDS =
  /\b(beef|pork|bacon|ham|chicken|turkey|lamb|mutton|duck|veal|sausage|chorizo|pepperoni|salami|prosciutto|goat meat|mince)\b/i;
const FISH_WORDS =
  /\b(fish|salmon|tuna|cod|prawns?|shrimps?|anchov(y|ies)|sardines?|mackerel|crab|lobster|mussels?|clams?|squid|oysters?)\b/i;
/** Foods of animal origin filed outside the meat, fish, dairy and eggs categories. */
const DIET_BY_ID: Record<string, Diet> = {
  lard: 'omnivore',
  'beef-tallow': 'omnivore',
  'duck-fat': 'omnivore',
  'broth-chicken': 'omnivore',
  'broth-beef': 'omnivore',
  gelatin: 'omnivore',
  'fish-sauce': 'pescatarian',
  'oyster-sauce': 'pescatarian',
  'worcestershire-sauce': 'pescatarian', // anchovies
  'butter-salted': 'vegetarian',
  'butter-unsalted': 'vegetarian',
  ghee: 'vegetarian',
  honey: 'vegetarian',
  mayonnaise: 'vegetarian',
  pesto: 'vegetarian',
  'chocolate-milk': 'vegetarian',
  'hazelnut-spread': 'vegetarian',
};

const RANK: Diet[] = ['vegan', 'vegetarian', 'pescatarian', 'omnivore'];

/** The least restrictive diet a line needs, or null when the line is unknown. */
function lineDiet(name: string, ingredient: CatalogueIngredient | null): Diet | null {
  if (!ingredient) {
    if (MEAT_WORDS.test(name)) return 'omnivore';
    return FISH_WORDS.test(name) ? 'pescatarian' : null;
  }
  if (ingredient.category === 'meat') return 'omnivore';
  if (ingredient.category === 'fish-seafood') return 'pescatarian';
  const byId = DIET_BY_ID[ingredient.id];
  if (byId) return byId;
  return ingredient.category === 'dairy' || ingredient.category === 'eggs' ? 'vegetarian' : 'vegan';
}

export function dietOf(
  lines: { name: string; ingredient: CatalogueIngredient | null }[],
): Diet | null {
  const diets = lines.map((l) => lineDiet(l.name, l.ingredient));
  const known = diets.filter((d): d is Diet => d !== null);
  const strictest = known.reduce<Diet>(
    (a, b) => (RANK.indexOf(b) > RANK.indexOf(a) ? b : a),
    'vegan',
  );
  if (strictest === 'omnivore') return strictest;
  return known.length < diets.length ? null : strictest;
}
