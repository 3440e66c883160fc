// Which of a recipe's ingredients a step mentions, so cook mode can show them beside the step
// (docs/decisions/0016-cooking-from-a-recipe.md). A step names a food by its head noun more often
// than by its full name ("add the oil" for olive oil, "the lentils" for red lentils), so an
// ingredient is in a step when the step holds its whole name or its last word, either in the
// singular or the plural.
import { words } from '../matching/normalise-text.ts';
import { singularForms } from '../matching/singularise.ts';

/** Short words that are a food's last word but mean nothing alone in a step. */
const TOO_VAGUE = new Set(['of', 'and', 'or', 'to', 'a', 'the']);

function singular(word: string): string {
  return singularForms(word).at(-1) ?? word;
}

/** Indexes of `ingredientNames` that the step mentions, in the recipe's order. */
export function ingredientsInStep(step: string, ingredientNames: readonly string[]): number[] {
  const stepWords = words(step).map(singular);
  const stepText = ` ${stepWords.join(' ')} `;
  const found: number[] = [];
  ingredientNames.forEach((name, index) => {
    const nameWords = words(name).map(singular);
    const head = nameWords.at(-1);
    if (!head) return;
    const whole = ` ${nameWords.join(' ')} `;
    if (stepText.includes(whole) || (!TOO_VAGUE.has(head) && stepWords.includes(head)))
      found.push(index);
  });
  return found;
}
