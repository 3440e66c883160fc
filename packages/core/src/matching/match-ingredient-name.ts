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
// word's wheat flour, cow's milk or wheat pasta; nor is a pasta shape made of a pulse ("red lentil
// penne"). A list sharing its head noun reads its first food with that noun ("cannellini or
// borlotti beans" is cannellini beans). A name that says it stands in for the food it names
// ("sugar substitute", "sugar-free syrup", "diet cola": stand-in-words.ts) is not that food.
import type { CatalogueIngredient } from '../catalogue/ingredient.ts';
import { DESCRIPTOR_WORDS } from './descriptors.ts';
import { FOOD_FORM_WORDS, SOURCE_NAMED_FORMS } from './food-form-words.ts';
import { nameIndexFor, type IndexedName, type IngredientCatalogue } from './name-index.ts';
import { normaliseIngredientText } from './normalise-text.ts';
import { singularPhrases } from './singularise.ts';
import { namesAStandIn } from './stand-in-words.ts';

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
  const anchor = isList ? -1 : anchorIndex(byKey, tokens);
  for (let size = tokens.length; size >= 1; size -= 1) {
    for (let step = 0; step + size <= tokens.length; step += 1) {
      // Single words from the right: the head noun of an English noun phrase comes last
      // ("raspberry vinegar" is vinegar, "garlic oil" is oil).
      const start = size === 1 && !isList ? tokens.length - 1 - step : step;
      if (anchor >= 0 && (start > anchor || start + size <= anchor)) continue;
      const phrase = tokens.slice(start, start + size).join(' ');
      if (size === 1 && (DESCRIPTOR_WORDS.has(phrase) || /^\d/.test(phrase))) continue;
      const hit = lookup(byKey, phrase);
      if (!hit) continue;
      if (size === 1 && start === anchor && madeFromAnotherFood(byKey, tokens, anchor, hit)) {
        return undefined;
      }
      return hit;
    }
  }
  return undefined;
}

/**
 * Whether the words before a name's head noun name a catalogue food of their own that the head is
 * made from, so the head's food would be another food than the one written: "coconut" in
 * "coconut flour" (a flour, milk or pasta of another kind of food), "lentil" in "red lentil
 * penne" (a pasta shape of a pulse). A food of the head's own kind ("orzo pasta", "wheat flour")
 * is that food, and an animal's milk is milk.
 */
function madeFromAnotherFood(
  byKey: ReadonlyMap<string, IndexedName>,
  tokens: readonly string[],
  at: number,
  head: IndexedName,
): boolean {
  const category = head.ingredient.category;
  const isSource = SOURCE_NAMED_FORMS.has(tokens[at]!)
    ? (source: CatalogueIngredient) => source.category !== 'meat' && source.category !== category
    : category === 'pasta-noodles'
      ? (source: CatalogueIngredient) => PASTA_BASES.has(source.category)
      : undefined;
  if (!isSource) return false;
  const before = tokens.slice(0, at).filter((token) => !DESCRIPTOR_WORDS.has(token));
  const last = before.length - 1;
  if (last < 0) return false;
  return [before.slice(last), before.slice(Math.max(0, last - 1))].some((words) => {
    if (/^\d/.test(words[0]!)) return false;
    const source = lookup(byKey, words.join(' '));
    return source !== undefined && isSource(source.ingredient);
  });
}

/** The best phrase of the words as written, else of the words without descriptors. */
function bestOf(byKey: ReadonlyMap<string, IndexedName>, tokens: readonly string[]) {
  const withoutDescriptors = tokens.filter((token) => !DESCRIPTOR_WORDS.has(token));
  return bestNgram(byKey, tokens) ?? bestNgram(byKey, withoutDescriptors);
}

/** Where the name's head noun stands: its last word that is not a descriptor, else -1. */
function headIndex(tokens: readonly string[]): number {
  let head = tokens.length - 1;
  while (head >= 0 && DESCRIPTOR_WORDS.has(tokens[head]!)) head -= 1;
  return head;
}

/**
 * Where the name's head noun stands when a match must include it, else -1: a food-form word
 * ("potato starch") or a pasta shape ("red lentil penne" is no lentils).
 */
function anchorIndex(byKey: ReadonlyMap<string, IndexedName>, tokens: readonly string[]): number {
  const head = headIndex(tokens);
  if (head < 0) return -1;
  if (FOOD_FORM_WORDS.has(tokens[head]!)) return head;
  return lookup(byKey, tokens[head]!)?.ingredient.category === 'pasta-noodles' ? head : -1;
}

/**
 * A list whose foods share the head noun after the last one, read as its first food with that
 * noun: "cannellini or borlotti beans" is "cannellini beans", "swiss or fontina cheese" is "swiss
 * cheese". Undefined when the name is no such list.
 */
function firstOfSharedHead(tokens: readonly string[]): string[] | undefined {
  const join = tokens.findIndex((token) => token === 'or' || token === 'and');
  if (join < 1 || tokens.length - join - 1 < 2) return undefined;
  return [...tokens.slice(0, join), ...tokens.slice(join + 2)];
}

function toMatch(hit: IndexedName, how: NameMatch['how']): NameMatch {
  return { ingredient: hit.ingredient, matchedText: hit.text, via: hit.via, how };
}

/** What a pasta shape can be made of instead of wheat: its base, not a flavouring. */
const PASTA_BASES: ReadonlySet<CatalogueIngredient['category']> = new Set([
  'legumes',
  'rice',
  'grains-flours',
]);

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

  // What is named before any comma or parenthesis: "garlic, minced", "sesame oil; or substitute
  // peanut oil".
  const head = normaliseIngredientText(name.split(/[,(;]/)[0] ?? '');
  const headWords = head === '' ? [] : head.split(' ');
  if (namesAStandIn(headWords)) return null;
  const headHit = head === '' ? undefined : lookup(byKey, head);
  if (headHit) return toMatch(headHit, 'phrase');
  const shared = firstOfSharedHead(headWords);
  const sharedHit =
    shared &&
    (lookup(byKey, shared.join(' ')) ??
      lookup(byKey, shared.filter((token) => !DESCRIPTOR_WORDS.has(token)).join(' ')));
  if (sharedHit) return toMatch(sharedHit, 'phrase');
  // Alternatives that each name a whole food are read as the first: "chana dal or yellow split
  // peas" is chana dal (it was split peas, the longer phrase), "heavy cream or half and half"
  // heavy cream. A single word before "or" often shares the noun after it ("corn or olive oil",
  // "lamb or beef stock"), so it needs a catalogue name of two words or more.
  const or = headWords.indexOf('or');
  const first = or > 0 ? headWords.slice(0, or).filter((t) => !DESCRIPTOR_WORDS.has(t)) : [];
  const firstChoice = first.length >= 2 ? lookup(byKey, first.join(' ')) : undefined;
  if (firstChoice) return toMatch(firstChoice, 'phrase');

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
