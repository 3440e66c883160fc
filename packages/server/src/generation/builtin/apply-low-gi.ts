// The low-GI wish applied to a draft: the engine's own swaps (core's suggestSwaps, which re-runs
// the glycemic engine with each curated alternative) replace the high-GL foods the cook did not
// name, one line at a time while they lower the computed GL and keep the cook's constraints; with
// no swap for the dish, its starchiest base is cut by a third; added sugars are then halved. A
// note says what changed.
import {
  CATALOGUE,
  catalogueById,
  suggestSwaps,
  type CatalogueIngredient,
  type FoodConstraint,
} from '@roastie/core';
import { meetsAll } from './constraint-swaps.ts';
import { swapLine, type Draft } from './draft.ts';
import { roundAmount } from './kitchen-amounts.ts';
import { lineInstead } from './line-instead.ts';
import { FLOUR_IS_THE_DISH } from './dish-traits.ts';
import { coatsOrBinds } from './roles.ts';

const MAX_SWAPS = 3;

export const isAddedSugar = (ingredient: CatalogueIngredient) =>
  ingredient.category === 'sugars-sweeteners' &&
  /^(sugar|jaggery|honey|maple-syrup|agave-syrup|molasses|dextrose|fructose)/.test(ingredient.id);

export function applyLowGi(
  draft: Draft,
  namedIds: ReadonlySet<string>,
  constraints: readonly FoodConstraint[],
): void {
  const swaps: string[] = [];
  const tried = new Set<string>();
  for (let round = 0; round < MAX_SWAPS; round += 1) {
    const recipe = {
      servings: draft.servings,
      lines: draft.lines.map((l) => ({
        name: l.name,
        amount: l.amount,
        unit: l.unit,
        ingredientId: l.ingredient.id,
      })),
    };
    const swap = suggestSwaps(recipe, CATALOGUE, { maxLines: 4 }).find((s) => {
      const line = draft.lines[s.lineIndex];
      const to = catalogueById(s.toId);
      return (
        line !== undefined &&
        to !== undefined &&
        // A food the cook named (or the dish word implied) stays, unless the swap is another of
        // its kind (sweet potato for potato, basmati for white rice): the dish they asked for,
        // with a gentler GI.
        (!namedIds.has(s.fromId) || line.ingredient.category === to.category) &&
        !tried.has(s.fromId) &&
        meetsAll(to, constraints)
      );
    });
    if (!swap) break;
    // One swap a line: the food swapped in is not swapped again.
    tried.add(swap.fromId).add(swap.toId);
    const line = draft.lines[swap.lineIndex]!;
    const next = lineInstead(line, catalogueById(swap.toId)!, draft.kind, draft.servings, 'swap');
    swapLine(draft, line, next);
    swaps.push(`${line.name} for ${next.name}`);
  }
  // No swap the engine knows for this dish (pasta): a smaller portion of its starchiest base
  // lowers the GL just the same.
  if (swaps.length === 0) {
    // A roux's flour or a cutlet's crumb is no portion to cut (a katsu curry); in a batter or a
    // dough the flour is the dish.
    const flourDish = draft.kind !== null && FLOUR_IS_THE_DISH.has(draft.kind);
    const base = draft.lines
      .filter((l) => l.role === 'base' && l.ingredient.gi !== null && l.ingredient.gi >= 45)
      .filter((l) => flourDish || !coatsOrBinds(l.ingredient))
      .sort((a, b) => (b.ingredient.gi ?? 0) - (a.ingredient.gi ?? 0))[0];
    if (base) {
      const smaller = roundAmount((base.amount * 2) / 3, base.unit, base.ingredient);
      if (smaller > 0 && smaller < base.amount) {
        draft.lines = draft.lines.map((l) => (l === base ? { ...l, amount: smaller } : l));
        draft.notes.push(
          `For a gentler GI, Chef Roastie cooked a third less ${base.name}: fill up on the rest.`,
        );
      }
    }
  }
  const halved: string[] = [];
  draft.lines = draft.lines.map((line) => {
    if (namedIds.has(line.ingredient.id) || !isAddedSugar(line.ingredient)) return line;
    halved.push(line.name);
    return { ...line, amount: roundAmount(line.amount / 2, line.unit, line.ingredient) };
  });
  if (swaps.length > 0) {
    draft.notes.push(`For a gentler GI, Chef Roastie swapped ${swaps.join(', ')}.`);
  }
  if (halved.length > 0) {
    draft.notes.push(`Halved the ${halved.join(' and ')}: the best sugar swap is less sugar.`);
  }
}
