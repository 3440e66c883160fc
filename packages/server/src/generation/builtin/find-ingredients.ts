// Ingredients a description names, matched against the catalogue's names and aliases (and their
// singular forms) as whole phrases, longest first, so "sweet potato" is not "potato" and "black
// pepper" is not a bell pepper. Generic words ("chicken", "berries") go through
// GENERIC_INGREDIENTS first. "no onions" or "without garlic" marks an ingredient to leave out.
import {
  CATALOGUE,
  catalogueById,
  DESCRIPTOR_WORDS,
  nameIndexFor,
  singularPhrases,
  type CatalogueIngredient,
} from '@roastie/core';
import { genericPick, type IngredientContext } from './generic-ingredients.ts';
import { FILLER_WORDS } from './intent-words.ts';
import { speciesOf } from './roles.ts';
import { consume, type Tokens } from './tokens.ts';

export interface FoundIngredients {
  /** In the order the cook wrote them, each once. */
  mentioned: CatalogueIngredient[];
  excluded: CatalogueIngredient[];
  /** A share of the usual portion, for foods that split one word ("berries": half each). */
  shares: Map<string, number>;
  /** Foods picked for a word that names a kind of food ("chicken": breast or thigh). */
  loose: Set<string>;
}

const MAX_PHRASE_WORDS = 4;
/** Catalogue foods that are dishes in their own right: the dish words cover them. */
const NOT_INGREDIENTS = new Set(['egg-omelet', 'egg-scrambled']);
const NEGATIONS = new Set(['no', 'without', 'minus']);

/**
 * The catalogue entry of an id the chef's own tables name. Ids never change (catalogue/data
 * README); builtin-chef-tables.test.ts checks every one of them exists.
 */
export function food(id: string): CatalogueIngredient {
  const entry = catalogueById(id);
  if (!entry) throw new Error(`The built-in chef names "${id}", which is not a catalogue id.`);
  return entry;
}

function lookup(
  phrase: string,
  context: IngredientContext,
): { foods: CatalogueIngredient[]; loose: boolean } | null {
  const { byKey } = nameIndexFor(CATALOGUE);
  for (const candidate of [phrase, ...singularPhrases(phrase)]) {
    const generic = genericPick(candidate, context);
    if (generic) return { foods: generic.map(food), loose: true };
  }
  for (const candidate of [phrase, ...singularPhrases(phrase)]) {
    const hit = byKey.get(candidate);
    if (hit && !NOT_INGREDIENTS.has(hit.ingredient.id)) {
      return { foods: [hit.ingredient], loose: false };
    }
  }
  return null;
}

function skippable(word: string): boolean {
  return FILLER_WORDS.has(word) || DESCRIPTOR_WORDS.has(word) || /^\d/.test(word);
}

export function findIngredients(tokens: Tokens, context: IngredientContext): FoundIngredients {
  const hits: { at: number; foods: CatalogueIngredient[]; negated: boolean; loose: boolean }[] = [];
  const { words, used } = tokens;
  for (let size = MAX_PHRASE_WORDS; size >= 1; size -= 1) {
    for (let start = 0; start + size <= words.length; start += 1) {
      if (used.slice(start, start + size).some(Boolean)) continue;
      const slice = words.slice(start, start + size);
      if (size === 1 && skippable(slice[0]!)) continue;
      const found = lookup(slice.join(' '), context);
      if (!found) continue;
      consume(tokens, start, size);
      const before = words.slice(Math.max(0, start - 2), start);
      const negated = before.some((w) => NEGATIONS.has(w));
      hits.push({ at: start, foods: found.foods, negated, loose: found.loose });
    }
  }
  hits.sort((a, b) => a.at - b.at);
  const seen = new Set<string>();
  const mentioned: CatalogueIngredient[] = [];
  const excluded: CatalogueIngredient[] = [];
  const shares = new Map<string, number>();
  const loose = new Set<string>();
  for (const hit of hits) {
    for (const entry of hit.foods) {
      if (seen.has(entry.id)) continue;
      seen.add(entry.id);
      (hit.negated ? excluded : mentioned).push(entry);
      if (hit.foods.length > 1) shares.set(entry.id, 1 / hit.foods.length);
      if (hit.loose) loose.add(entry.id);
    }
  }
  // A word for a kind of food gives way to the food of that kind named too: "chicken salad with
  // leftover roast chicken" is made with the roast chicken, not a raw breast besides.
  const named = mentioned.filter(
    (entry) =>
      !loose.has(entry.id) ||
      !mentioned.some(
        (other) =>
          !loose.has(other.id) &&
          other.category === entry.category &&
          speciesOf(other) === speciesOf(entry),
      ),
  );
  return { mentioned: named, excluded, shares, loose };
}
