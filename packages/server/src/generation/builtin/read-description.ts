// What the cook asked for, read from their words: the dish, the meal, the cuisine, a wish for a
// lower GI, a diet, how many servings, and the ingredients they named (or ruled out). Each word
// counts once, in that order, so "breakfast" is a meal and never an ingredient.
import { RECIPE_TYPES, type CatalogueIngredient, type RecipeType } from '@roastie/core';
import { dietVerdict } from './diet-swaps.ts';
import { DISH_PHRASES, type DishKind, type DishPhrase } from './dish-kinds.ts';
import { findIngredients, food } from './find-ingredients.ts';
import {
  CUISINE_PHRASES,
  DIET_PHRASES,
  LOW_GI_PHRASES,
  MEAL_PHRASES,
  servingsIn,
} from './intent-words.ts';
import { consume, findPhrase, headLength, takeAny, tokenise, type Tokens } from './tokens.ts';

export type Diet = 'vegan' | 'vegetarian';

export interface Intent {
  kind: DishKind | null;
  /** The words that named the dish ("pancake", "green curry"), singular. */
  dishPhrase: string | null;
  /** The meal the cook named, if they did. */
  type: RecipeType | null;
  cuisine: string | null;
  lowGi: boolean;
  diet: Diet | null;
  servings: number | null;
  /** Named by the cook (or implied by the dish word), in their order. */
  mentioned: CatalogueIngredient[];
  excluded: CatalogueIngredient[];
  /** Of those, the ones only implied by the dish word ("fried rice": white rice). */
  implied: ReadonlySet<string>;
  /** Foods that share one word's portion ("berries": blueberries and raspberries, half each). */
  shares: ReadonlyMap<string, number>;
}

const DISHES_LONGEST_FIRST = [...DISH_PHRASES].sort(
  (a, b) => b.phrase.split(' ').length - a.phrase.split(' ').length,
);

function findDish(tokens: Tokens, headWords: number): DishPhrase | null {
  const byLength = DISHES_LONGEST_FIRST;
  const found: { dish: DishPhrase; at: number }[] = [];
  for (const dish of byLength) {
    for (const at of findPhrase(tokens, dish.phrase)) {
      const length = dish.phrase.split(' ').length;
      if (dish.lastWord && at + length !== headWords) continue;
      found.push({ dish, at });
      consume(tokens, at, length);
    }
  }
  const strong = found.filter((f) => !f.dish.weak);
  const candidates = strong.length > 0 ? strong : found;
  // The dish is the head of its name: the last dish word before "with" ("curry soup" is a
  // soup), else the first one after it.
  const inHead = candidates.filter((f) => f.at < headWords).sort((a, b) => b.at - a.at);
  const chosen = inHead[0] ?? [...candidates].sort((a, b) => a.at - b.at)[0];
  // Weak words that lost keep their other meaning (the chilli pepper): free them again.
  for (const f of found) {
    if (f.dish.weak && f !== chosen) {
      for (let i = 0; i < f.dish.phrase.split(' ').length; i += 1) tokens.used[f.at + i] = false;
    }
  }
  return chosen?.dish ?? null;
}

export function readDescription(text: string): Intent {
  const tokens = tokenise(text);
  const normalised = tokens.words.join(' ');
  const diet =
    takeAny(tokens, DIET_PHRASES.vegan) !== null
      ? 'vegan'
      : takeAny(tokens, DIET_PHRASES.vegetarian) !== null
        ? 'vegetarian'
        : null;
  const lowGi = takeAny(tokens, LOW_GI_PHRASES) !== null;
  const type = RECIPE_TYPES.find((meal) => takeAny(tokens, MEAL_PHRASES[meal]) !== null) ?? null;
  const cuisine =
    Object.entries(CUISINE_PHRASES).find(([, words]) => takeAny(tokens, words) !== null)?.[0] ??
    null;
  const dish = findDish(tokens, headLength(text));
  const kind = dish?.kind ?? null;
  const { mentioned, excluded, shares } = findIngredients(tokens, { kind, cuisine });
  const excludedIds = new Set(excluded.map((entry) => entry.id));
  const implied = new Set<string>();
  for (const name of dish?.implies ?? []) {
    const entry = food(name);
    // What a dish word implies gives way to the diet: a vegan shepherd's pie has no lamb.
    if (!dietVerdict(entry, diet).keep) continue;
    if (!excludedIds.has(entry.id) && !mentioned.some((m) => m.id === entry.id)) {
      mentioned.push(entry);
      implied.add(entry.id);
    }
  }
  return {
    kind,
    dishPhrase: dish?.phrase ?? null,
    type,
    cuisine,
    lowGi,
    diet,
    servings: servingsIn(normalised),
    mentioned,
    excluded,
    implied,
    shares,
  };
}
