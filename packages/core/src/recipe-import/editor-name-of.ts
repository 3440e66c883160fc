// The name a pasted or imported line keeps as an editor row: the food as the parser read it,
// without amount, size or preparation, except a word saying the food is cooked already. The
// analysis reads a food's state from its name (glycemic/uncooked-form.ts): "2 cups basmati rice,
// cooked" in a recipe that also pours in water must stay cooked rice, not be read as the dry rice
// the water cooks, three times the carbohydrate.
import { statedCookedWord } from '../glycemic/uncooked-form.ts';
import type { ParsedIngredient } from '../schemas/ingredient-parse.ts';

export function editorNameOf(parsed: ParsedIngredient): string {
  const name = parsed.name.trim() || parsed.line.trim();
  const cooked = parsed.preparation ? statedCookedWord(parsed.preparation) : null;
  return cooked && !statedCookedWord(name) ? `${cooked} ${name}` : name;
}
