// The density that lets a mass and a volume of the same food share one line. Beyond the product
// (issue 8): only where the catalogue knows the food's cup, tablespoon or teaspoon weight
// (../units/amount-to-grams.ts, ingredientDensityGramsPerMillilitre), and only for an exact name
// match (the whole name or its singular, as matchIngredientName's 'exact'): a partial match
// ("rice flour" -> "rice") would borrow the wrong food's density, and two lines beat a wrong one.
import type { IngredientCatalogue } from '../matching/name-index.ts';
import { matchIngredientName } from '../matching/match-ingredient-name.ts';
import { ingredientDensityGramsPerMillilitre } from '../units/amount-to-grams.ts';

/** Grams per millilitre of the named food, or null when the catalogue does not know it. */
export function shoppingDensityGramsPerMillilitre(
  name: string,
  catalogue: IngredientCatalogue,
): number | null {
  const match = matchIngredientName(name, catalogue);
  if (!match || match.how !== 'exact') return null;
  return ingredientDensityGramsPerMillilitre(match.ingredient)?.gramsPerMillilitre ?? null;
}
