// The part of "Add to shopping list" that holds the list and merges a recipe into it
// (add-recipe-to-list.tsx): loaded on the first press, so a recipe visit does not carry the
// shopping list's code.
import { useEffect, useRef } from 'react';
import { addRecipe, servingsFactor, type IngredientListItem, type Recipe } from '@roastie/core';
import { pluralNoun } from '@/lib/count-label';
import { newItemId } from '@/lib/new-id';
import { toRecipeForShopping } from '../api/get-recipe-for-shopping';
import { useShoppingList, type ShoppingIdentity } from '../hooks/use-shopping-list';
import { toIngredientCatalogue } from '../lib/catalogue';

export interface AddRequest {
  serial: number;
  servings: number;
  /** The catalogue as the API sends it; empty when it could not be loaded (no densities then). */
  items: readonly IngredientListItem[];
}

export interface AddOutcome {
  ok: boolean;
  text: string;
}

interface ListAdderProps {
  recipe: Recipe;
  request: AddRequest;
  identity: ShoppingIdentity;
  onDone: (outcome: AddOutcome) => void;
}

/** Holds the list while mounted; applies each request once. */
export default function ListAdder({ recipe, request, identity, onDone }: ListAdderProps) {
  const catalogue = toIngredientCatalogue(request.items);
  const { apply } = useShoppingList(identity, catalogue);
  const handled = useRef(0);

  useEffect(() => {
    if (handled.current === request.serial) return;
    handled.current = request.serial;
    const times = servingsFactor(recipe.servings, request.servings);
    const result = apply((current) =>
      addRecipe(current, toRecipeForShopping(recipe), times, catalogue, newItemId),
    );
    if (!result.ok) {
      onDone({ ok: false, text: result.reason });
      return;
    }
    const skipped = result.skipped.map((ingredient) => ingredient.name);
    const noun = pluralNoun(request.servings, { one: 'serving', other: 'servings' });
    onDone({
      ok: true,
      text:
        `Added ${recipe.name} for ${request.servings} ${noun}.` +
        (skipped.length > 0 ? ` Left out (nothing to weigh): ${skipped.join(', ')}.` : ''),
    });
  }, [apply, catalogue, recipe, request, onDone]);

  return null;
}
