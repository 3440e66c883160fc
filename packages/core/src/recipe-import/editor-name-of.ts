// The name a pasted or imported line keeps as an editor row: the food as the parser read it,
// without amount, size or preparation, except a word saying the food is cooked already or goes in
// uncooked. The analysis reads a food's state from its name (glycemic/uncooked-form.ts):
// "2 cups basmati rice, cooked" in a recipe that also pours in water must stay cooked rice, not be
// read as the dry rice the water cooks, three times the carbohydrate; "1 cup quinoa, uncooked"
// must stay the uncooked quinoa, three times the carbohydrate of a cup of cooked; a line in cans
// names the canned food, whose GI is measured apart (docs/decisions/0004-gi-adjustments.md).
import {
  statedCookedWord,
  statedUncookedPart,
  statedUncookedWord,
} from '../glycemic/uncooked-form.ts';
import type { ParsedIngredient } from '../schemas/ingredient-parse.ts';

/** A comment that is only the container's name ("400g can lentils"): the food is the canned one. */
const CAN_WORD = /^(cans?|tins?)$/i;

export function editorNameOf(parsed: ParsedIngredient): string {
  const food = foodNameOf(parsed);
  // A counted food keeps its size ("2 large potatoes": "large potatoes"), which the engine weighs
  // by (glycemic/resolve-recipe-lines.ts): a large potato is 299 g, a piece 213.
  const counted = parsed.unit === '' || parsed.unit === 'piece';
  const sized = counted && (parsed.size === 'small' || parsed.size === 'large');
  return sized ? `${parsed.size} ${food}` : food;
}

function foodNameOf(parsed: ParsedIngredient): string {
  const name = parsed.name.trim() || parsed.line.trim();
  if (statedCookedWord(name) || statedUncookedWord(name)) return name;
  const inCan =
    parsed.unit === 'can' ||
    (parsed.comment ?? '').split(/\s*,\s*/).some((part) => CAN_WORD.test(part));
  if (inCan) return `canned ${name}`;
  const cooked = parsed.preparation ? statedCookedWord(parsed.preparation) : null;
  const uncooked = statedUncookedPart(parsed.preparation) ?? statedUncookedPart(parsed.comment);
  const word = cooked ?? uncooked;
  return word ? `${word} ${name}` : name;
}
