// The recipe the built-in chef is working on: its lines and steps as they change, notes for the
// cook about what he changed and why, and foods still waiting to be added.
import { CATALOGUE, isUncookedForm, uncookedFormOf, type CatalogueIngredient } from '@roastie/core';
import type { DishKind } from './dish-kinds.ts';
import type { KitchenLine } from './kitchen-line.ts';
import type { Intent } from './read-description.ts';
import { renameInSteps, withoutDryWeight } from './step-text.ts';

export interface Draft {
  kind: DishKind | null;
  servings: number;
  lines: KitchenLine[];
  steps: string[];
  notes: string[];
  toAdd: CatalogueIngredient[];
}

/**
 * Puts `next` in place of `line`, and its name in the steps. A dry weight the steps gave the old
 * food ("Cook the rice (about 200 g dry)") goes when the new one is never cooked from dry
 * (cauliflower rice).
 */
export function swapLine(draft: Draft, line: KitchenLine, next: KitchenLine): void {
  draft.lines = draft.lines.map((l) => (l === line ? next : l));
  draft.steps = renameInSteps(draft.steps, line, next.name);
  const driedForm = isUncookedForm(next.ingredient) || uncookedFormOf(next.ingredient, CATALOGUE);
  if (!driedForm) draft.steps = draft.steps.map((step) => withoutDryWeight(step, next.name));
}

/** One line per food: a swap can bring in a food the recipe already had (butter to olive oil). */
export function mergeDuplicates(lines: readonly KitchenLine[]): KitchenLine[] {
  const out: KitchenLine[] = [];
  for (const line of lines) {
    const twin = out.find((l) => l.ingredient.id === line.ingredient.id);
    if (!twin) out.push({ ...line });
    else if (twin.unit === line.unit)
      twin.amount = Math.round((twin.amount + line.amount) * 100) / 100;
  }
  return out;
}

/** Foods the cook named or the dish word implied: a low-GI swap keeps them to their kind. */
export function mentionedIds(intent: Intent): Set<string> {
  return new Set(intent.mentioned.map((m) => m.id));
}
