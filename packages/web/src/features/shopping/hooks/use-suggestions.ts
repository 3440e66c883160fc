// What the shopping search box suggests for the text typed so far: up to 5 catalogue ingredients
// (core's ranking: earliest match, then shorter name) and up to 5 recipes from the search API.
// docs/product.md sections 2 and 9.
import { useMemo } from 'react';
import { nameIndexFor, rankIngredientSuggestions, type IngredientCatalogue } from '@roastie/core';
import { MIN_RECIPE_QUERY_LENGTH, useRecipeSuggestions } from '../api/search-recipes';
import { shoppingUnitFor, type Pending } from '../lib/pending';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useOnline } from './use-online';

export const MAX_INGREDIENT_SUGGESTIONS = 5;

/** Long enough to skip the requests of a word being typed, short enough to feel immediate. */
const SEARCH_PAUSE_MS = 250;

export interface Suggestion {
  key: string;
  label: string;
  /** An alias the match came from ("aubergine" for eggplant), or "Recipe". */
  detail: string | null;
  pending: Pending;
}

export function useSuggestions(text: string, catalogue: IngredientCatalogue) {
  const online = useOnline();
  const ingredients = useMemo((): Suggestion[] => {
    const { byId } = nameIndexFor(catalogue);
    return rankIngredientSuggestions(text, catalogue, MAX_INGREDIENT_SUGGESTIONS).map((found) => {
      const unit = byId.get(found.id)?.defaultUnit ?? 'piece';
      return {
        key: `ingredient-${found.id}`,
        label: found.name,
        detail: found.matchedAlias,
        pending: { kind: 'item', name: found.name, unit: shoppingUnitFor(unit) },
      };
    });
  }, [text, catalogue]);

  const query = useDebouncedValue(text.trim(), SEARCH_PAUSE_MS);
  const wantsRecipes = text.trim().length >= MIN_RECIPE_QUERY_LENGTH;
  const search = useRecipeSuggestions(query, online && wantsRecipes);
  // Only answers to what is in the box now: a click on a recipe found for the previous words
  // would add the wrong one.
  const current = query === text.trim();
  const recipes = useMemo(
    (): Suggestion[] =>
      online && wantsRecipes && current
        ? (search.data ?? []).map((recipe) => ({
            key: `recipe-${recipe.id}`,
            label: recipe.name,
            detail: 'Recipe',
            pending: { kind: 'recipe', id: recipe.id, name: recipe.name },
          }))
        : [],
    [online, wantsRecipes, current, search.data],
  );

  return {
    ingredients,
    recipes,
    online,
    searchingRecipes: online && wantsRecipes && (!current || search.isFetching),
  };
}
