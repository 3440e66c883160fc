// What a search asks for besides food: a meal ("dinner"), a diet ("vegan"), a low GI or GL
// ("low gi breakfast") or haste ("quick pasta"). No recipe's text says "dinner" or "low gi", so a search for them found
// nothing; they are read as the gallery's filters instead, and the other words are searched as
// text (docs/decisions/0014-speed.md, Search).
import type { DietFilter, RecipeType } from '../schemas/recipes.ts';

export interface SearchFacets {
  type?: RecipeType;
  diet?: DietFilter;
  /** 'Low' when a low GI was asked for. */
  gi?: 'Low';
  /** 'Low' when a low glycemic load was asked for. */
  gl?: 'Low';
  /** "Quick": the most minutes the recipe may take. */
  maxMinutes?: number;
}

/** The most a dish asked to be quick may take, in minutes (search, and the built-in chef). */
export const QUICK_MINUTES = 30;

const QUICK = new Set(['quick', 'fast', 'speedy']);

const MEALS: Readonly<Record<string, RecipeType>> = {
  breakfast: 'Breakfast',
  breakfasts: 'Breakfast',
  brunch: 'Breakfast',
  lunch: 'Lunch',
  lunches: 'Lunch',
  dinner: 'Dinner',
  dinners: 'Dinner',
  supper: 'Dinner',
  dessert: 'Dessert',
  desserts: 'Dessert',
};

const DIETS: Readonly<Record<string, DietFilter>> = {
  vegan: 'vegan',
  vegetarian: 'vegetarian',
  veggie: 'vegetarian',
};

/** Runs of words that ask for a low GI or GL, or a diet, longest first. */
const RUNS: readonly (readonly [words: readonly string[], facets: SearchFacets])[] = [
  [['low', 'glycemic', 'index'], { gi: 'Low' }],
  [['low', 'glycemic', 'load'], { gl: 'Low' }],
  [['low', 'glycaemic', 'index'], { gi: 'Low' }],
  [['low', 'glycaemic', 'load'], { gl: 'Low' }],
  [['low', 'glycemic'], { gi: 'Low' }],
  [['low', 'glycaemic'], { gi: 'Low' }],
  [['low', 'gi'], { gi: 'Low' }],
  [['low', 'gl'], { gl: 'Low' }],
  [['plant', 'based'], { diet: 'vegan' }],
];

/** Words that only say a recipe is wanted ("vegan dinner recipes"). */
const FILLER = new Set(['recipe', 'recipes', 'idea', 'ideas', 'meal', 'meals']);

/**
 * The filters a search's words ask for, and the words left to search as text. `words` are the
 * query's words, lower case, accents folded (server search-query.ts).
 */
export function readSearchFacets(words: readonly string[]): {
  facets: SearchFacets;
  words: string[];
} {
  const facets: SearchFacets = {};
  const rest: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const run = RUNS.find(([say]) => say.every((word, k) => words[i + k] === word));
    if (run) {
      Object.assign(facets, run[1]);
      i += run[0].length - 1;
      continue;
    }
    const word = words[i]!;
    const meal = MEALS[word];
    const diet = DIETS[word];
    if (QUICK.has(word)) facets.maxMinutes = QUICK_MINUTES;
    else if (meal && !facets.type) facets.type = meal;
    // Vegan is the stricter: "vegan vegetarian" asks for vegan.
    else if (diet) facets.diet = facets.diet === 'vegan' ? 'vegan' : diet;
    else if (!meal) rest.push(word);
  }
  const asked = Object.keys(facets).length > 0;
  return { facets, words: asked ? rest.filter((word) => !FILLER.has(word)) : rest };
}
