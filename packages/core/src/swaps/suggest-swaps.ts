// Swap suggestions: for the lines that carry most of the glycemic load, try each curated
// alternative (swap-table.ts) and recompute the whole recipe with it, so the effect shown is the
// engine's own result, not a rule of thumb. A swap is offered only when it lowers the computed GL
// per serving; sorted by the GL after the swap. A line written by volume keeps its volume (the
// alternative's own household weights convert it); other lines keep their grams. A grain that
// goes in uncooked is swapped for the other grain uncooked, or for a food never cooked from dry
// (cauliflower rice) at the grain's cooked weight (glycemic/uncooked-form.ts).
import { ingredientById } from '../matching/match-ingredient-name.ts';
import type { IngredientCatalogue } from '../matching/name-index.ts';
import { computeRecipeGlycemic, type EngineOptions } from '../glycemic/compute-recipe-glycemic.ts';
import type { RecipeInput, RecipeLine } from '../glycemic/resolve-recipe-lines.ts';
import { gramsInPlaceOf, inTheSameState } from '../glycemic/uncooked-form.ts';
import { ingredientDensityGramsPerMillilitre } from '../units/amount-to-grams.ts';
import { normaliseUnit } from '../units/normalise-unit.ts';
import { swapTargetsFor } from './swap-table.ts';

export interface SwapSuggestion {
  lineIndex: number;
  fromId: string;
  fromName: string;
  toId: string;
  toName: string;
  basis: 'same-grams' | 'same-volume';
  glycemicIndexBefore: number | null;
  glycemicIndexAfter: number | null;
  glycemicLoadPerServingBefore: number | null;
  glycemicLoadPerServingAfter: number | null;
}

export interface SwapOptions extends EngineOptions {
  /** How many of the highest-GL lines to look at. */
  maxLines?: number;
}

export function suggestSwaps(
  recipe: RecipeInput,
  catalogue: IngredientCatalogue,
  options: SwapOptions = {},
): SwapSuggestion[] {
  const base = computeRecipeGlycemic(recipe, catalogue, options);
  const heaviest = base.contributions
    .filter((contribution) => contribution.glShare > 0 && contribution.gi !== null)
    .sort((a, b) => b.glShare - a.glShare)
    .slice(0, options.maxLines ?? 3);

  const suggestions: SwapSuggestion[] = [];
  for (const contribution of heaviest) {
    const from = ingredientById(contribution.ingredientId, catalogue);
    const original = recipe.lines[contribution.lineIndex];
    if (!from || !original) continue;
    for (const toId of swapTargetsFor(from)) {
      const target = ingredientById(toId, catalogue);
      if (!target) continue;
      const to = inTheSameState(from, target, catalogue);
      const byVolume =
        normaliseUnit(original.unit)?.category === 'volume' &&
        ingredientDensityGramsPerMillilitre(to) !== null;
      const replacement: RecipeLine = byVolume
        ? { name: to.name, ingredientId: to.id, amount: original.amount, unit: original.unit }
        : {
            name: to.name,
            ingredientId: to.id,
            amount: gramsInPlaceOf(from, to, contribution.grams, catalogue),
            unit: 'g',
          };
      const lines = recipe.lines.map((line, index) =>
        index === contribution.lineIndex ? replacement : line,
      );
      const after = computeRecipeGlycemic({ ...recipe, lines }, catalogue, options);
      const before = base.glycemicLoadPerServing;
      const changed = after.glycemicLoadPerServing;
      // Shown only when the engine, re-run on the swapped recipe, gives a lower GL per serving
      // (docs/decisions/0004-gi-adjustments.md); an unrated GL is no proof of a lower one.
      const lower = changed !== null && before !== null && changed < before;
      if (!lower) continue;
      suggestions.push({
        lineIndex: contribution.lineIndex,
        fromId: from.id,
        fromName: from.name,
        toId: to.id,
        toName: to.name,
        basis: byVolume ? 'same-volume' : 'same-grams',
        glycemicIndexBefore: base.glycemicIndex,
        glycemicIndexAfter: after.glycemicIndex,
        glycemicLoadPerServingBefore: before,
        glycemicLoadPerServingAfter: changed,
      });
    }
  }
  return suggestions.sort(
    (a, b) =>
      (a.glycemicLoadPerServingAfter ?? 0) - (b.glycemicLoadPerServingAfter ?? 0) ||
      a.lineIndex - b.lineIndex,
  );
}
