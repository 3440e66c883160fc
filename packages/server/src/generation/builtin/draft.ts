// The recipe the built-in chef is working on: its lines and steps as they change, notes for the
// cook about what he changed and why, and foods still waiting to be added.
import type { CatalogueIngredient } from '@roastie/core';
import type { DishKind } from './dish-kinds.ts';
import type { KitchenLine } from './kitchen-line.ts';
import type { Intent } from './read-description.ts';

export interface Draft {
  kind: DishKind | null;
  servings: number;
  lines: KitchenLine[];
  steps: string[];
  notes: string[];
  toAdd: CatalogueIngredient[];
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
