// Matches an ingredient name as a cook writes it ("large ripe bananas", "extra virgin olive oil",
// "garlic, minced") to one catalogue entry.
//
// Order of attempts, first hit wins:
//   1. the whole normalised text, then its singular form;
//   2. the text before any comma or parenthesis ("garlic, minced" -> "garlic");
//   3. word n-grams from the longest to the shortest, leftmost first, each also singularised,
//      first over the words as written, then with descriptor words (DESCRIPTOR_WORDS) removed;
//      in a name with "in", over the words before it first ("anchovy fillets in olive oil").
// The longest phrase wins so "sweet potato" beats "potato" and "olive oil" beats "oil"; among
// single words the last wins ("raspberry vinegar" is vinegar), except in a list ("salt and pepper").
// A name whose head noun changes the food (FOOD_FORM_WORDS: "potato starch", "rice wine") only
// matches a phrase that holds that noun, or nothing; and a flour, milk or pasta made from another
// food ("coconut flour", "cashew milk", "chickpea pasta": SOURCE_NAMED_FORMS) is not the bare
// word's wheat flour, cow's milk or wheat pasta.
import type { CatalogueIngredient } from '../catalogue/ingredient.ts';
import { DESCRIPTOR_WORDS } from './descriptors.ts';
import { FOOD_FORM_WORDS, SOURCE_NAMED_FORMS } from './food-form-words.ts';
import { nameIndexFor, type IndexedName, type IngredientCatalogue } from './name-index.ts';
import { normaliseIngredientText } from './normalise-text.ts';
import { singularPhrases } from './singularise.ts';

export interface NameMatch {
  ingredient: CatalogueIngredient;
  /** The catalogue name or alias that matched. */
  matchedText: string;
  via: 'name' | 'alias';
  /** 'exact': the whole text; 'phrase': a part of it (after dropping descriptors or other words). */
  how: 'exact' | 'phrase';
}

function lookup(byKey: ReadonlyMap<string, IndexedName>, phrase: string): IndexedName | undefined {
  const direct = byKey.get(phrase);
  if (direct) return direct;
  for (const singular of singularPhrases(phrase)) {
    const hit = byKey.get(singular);
    if (hit) return hit;
  }
  return undefined;
}

function bestNgram(
  byKey: ReadonlyMap<string, IndexedName>,
  tokens: readonly string[],
): IndexedName | undefined {
  // A list ("salt and pepper") names its main food first.
  const isList = tokens.some((token) => token === 'and' || token === 'or' || token === 'with');
  const form = isList ? -1 : formHeadIndex(tokens);
  for (let size = tokens.length; size >= 1; size -= 1) {
    for (let step = 0; step + size <= tokens.length; step += 1) {
      // Single words from the right: the head noun of an English noun phrase comes last
      // ("raspberry vinegar" is vinegar, "garlic oil" is oil).
      const start = size === 1 && !isList ? tokens.length - 1 - step : step;
      if (form >= 0 && (start > form || start + size <= form)) continue;
      const phrase = tokens.slice(start, start + size).join(' ');
      if (size === 1 && (DESCRIPTOR_WORDS.has(phrase) || /^\d/.test(phrase))) continue;
      const hit = lookup(byKey, phrase);
      if (!hit) continue;
      if (size === 1 && start === form && madeFromAnotherFood(byKey, tokens, form, hit)) {
        return undefined;
      }
      return hit;
    }
  }
  return undefined;
}

/**
 * Whether the words before a flour, milk or pasta head name a catalogue food of their own
 * ("coconut" in "coconut flour"), so the bare head word would be another food than the one
 * written. A food of the head's own kind ("orzo pasta", "wheat flour") is that food.
 */
function madeFromAnotherFood(
  byKey: ReadonlyMap<string, IndexedName>,
  tokens: readonly string[],
  form: number,
  head: IndexedName,
): boolean {
  if (!SOURCE_NAMED_FORMS.has(tokens[form]!)) return false;
  const before = tokens.slice(0, form).filter((token) => !DESCRIPTOR_WORDS.has(token));
  const last = before.length - 1;
  if (last < 0) return false;
  // An animal's milk is milk ("goat milk" is not goat meat's food).
  return [before.slice(last), before.slice(Math.max(0, last - 1))].some((words) => {
    if (/^\d/.test(words[0]!)) return false;
    const source = lookup(byKey, words.join(' '));
    return (
      source !== undefined &&
      source.ingredient.category !== 'meat' &&
      source.ingredient.category !== head.ingredient.category
    );
  });
}

/** The best phrase of the words as written, else of the words without descriptors. */
function bestOf(byKey: ReadonlyMap<string, IndexedName>, tokens: readonly string[]) {
  const withoutDescriptors = tokens.filter((token) => !DESCRIPTOR_WORDS.has(token));
  return bestNgram(byKey, tokens) ?? bestNgram(byKey, withoutDescriptors);
}

/** Where the name's head noun stands when it is a food-form word ("potato starch"), else -1. */
function formHeadIndex(tokens: readonly string[]): number {
  let head = tokens.length - 1;
  while (head >= 0 && DESCRIPTOR_WORDS.has(tokens[head]!)) head -= 1;
  return head >= 0 && FOOD_FORM_WORDS.has(tokens[head]!) ? head : -1;
}

function toMatch(hit: IndexedName, how: NameMatch['how']): NameMatch {
  return { ingredient: hit.ingredient, matchedText: hit.text, via: hit.via, how };
}

/** Words of a name searched for phrases (catalogue names have at most 6). */
const MAX_NAME_WORDS = 16;

/** The catalogue entry a written ingredient name refers to, or null when none fits. */
export function matchIngredientName(
  name: string,
  catalogue: IngredientCatalogue,
): NameMatch | null {
  const { byKey } = nameIndexFor(catalogue);
  const whole = normaliseIngredientText(name);
  if (whole === '') return null;
  const exact = lookup(byKey, whole);
  if (exact) return toMatch(exact, 'exact');

  const head = normaliseIngredientText(name.split(/[,(;]/)[0] ?? '');
  const headHit = head === '' ? undefined : lookup(byKey, head);
  if (headHit) return toMatch(headHit, 'phrase');

  // A food's name is a few words; the cap bounds the n-gram search on a 500-character line.
  const tokens = whole.split(' ').slice(0, MAX_NAME_WORDS);
  // "anchovy fillets in oil", "pears in syrup": the food comes before what it is kept in.
  const keptIn = tokens.indexOf('in');
  const hit =
    (keptIn > 0 ? bestOf(byKey, tokens.slice(0, keptIn)) : undefined) ?? bestOf(byKey, tokens);
  return hit ? toMatch(hit, 'phrase') : null;
}

/** The catalogue entry with this id, if any. */
export function ingredientById(
  id: string,
  catalogue: IngredientCatalogue,
): CatalogueIngredient | undefined {
  return nameIndexFor(catalogue).byId.get(id);
}
