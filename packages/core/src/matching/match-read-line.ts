// The catalogue food of a read ingredient line: the name with its leading preparation when that
// is itself a food ("hard-boiled eggs", "cooked rice"), else the name, else the name with all of
// its preparation. Cutting is not cooking: "diced tomato" is a tomato.
import { matchIngredientName, type NameMatch } from './match-ingredient-name.ts';
import type { IngredientCatalogue } from './name-index.ts';
import type { ReadLine } from './read-ingredient-line.ts';

const CUTTING = /^((finely|roughly|coarsely|thinly) )?(chopped|diced|sliced|minced|grated|torn)$/i;

export function matchReadLine(read: ReadLine, catalogue: IngredientCatalogue): NameMatch | null {
  if (read.name === '') return null;
  if (read.leadingPreparation && !CUTTING.test(read.leadingPreparation)) {
    const whole = matchIngredientName(`${read.leadingPreparation} ${read.name}`, catalogue);
    if (whole?.how === 'exact') return whole;
  }
  return (
    matchIngredientName(read.name, catalogue) ??
    (read.preparation ? matchIngredientName(`${read.preparation} ${read.name}`, catalogue) : null)
  );
}
