// The low-GI wish applied to a draft: each high-GI base the cook did not name themselves is
// swapped (low-gi-swaps.ts) and added sugars are halved, with a note for each change.
import { food } from './find-ingredients.ts';
import { lineInstead } from './line-instead.ts';
import type { Draft } from './draft.ts';
import { roundAmount } from './kitchen-amounts.ts';
import { isAddedSugar, lowerGiSwap } from './low-gi-swaps.ts';
import { renameInSteps } from './step-text.ts';

export function applyLowGi(draft: Draft, mentionedIds: ReadonlySet<string>): void {
  const swaps: string[] = [];
  const halved: string[] = [];
  draft.lines = draft.lines.map((line) => {
    if (mentionedIds.has(line.ingredient.id)) return line;
    const swapTo = lowerGiSwap(line.ingredient, draft.kind);
    if (swapTo) {
      const next = lineInstead(line, food(swapTo), draft.kind, draft.servings, 'swap');
      draft.steps = renameInSteps(draft.steps, line, next.name);
      swaps.push(`${line.name} for ${next.name}`);
      return next;
    }
    if (isAddedSugar(line.ingredient)) {
      halved.push(line.name);
      return { ...line, amount: roundAmount(line.amount / 2, line.unit, line.ingredient) };
    }
    return line;
  });
  if (swaps.length > 0) {
    draft.notes.push(`For a gentler GI, Chef Roastie swapped ${swaps.join(', ')}.`);
  }
  if (halved.length > 0) {
    draft.notes.push(`Halved the ${halved.join(' and ')}: the best sugar swap is less sugar.`);
  }
}
