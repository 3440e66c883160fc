// "Add to shopping list" on a recipe page (docs/decisions/0016-cooking-from-a-recipe.md): the
// recipe's ingredients for the servings the cook chose, merged into the list by core's addRecipe
// (the same merge as adding a recipe on /shop, multiplier = chosen servings / recipe servings).
// The catalogue and the list are only loaded once the cook asks, not on every recipe visit.
import { useEffect, useRef, useState } from 'react';
import { addRecipe, servingsFactor, type IngredientCatalogue, type Recipe } from '@roastie/core';
import { useQueryClient } from '@tanstack/react-query';
import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { pluralNoun } from '@/lib/count-label';
import { ingredientsQueryOptions } from '@/lib/ingredients-query';
import { toRecipeForShopping } from '../api/get-recipe-for-shopping';
import { useShoppingList, type ShoppingIdentity } from '../hooks/use-shopping-list';
import { toIngredientCatalogue } from '../lib/catalogue';
import { newItemId } from '@/lib/new-id';
import styles from './add-recipe-to-list.module.css';

interface AddRecipeToListProps {
  recipe: Recipe;
  servings: number;
  identity: ShoppingIdentity;
}

interface AddRequest {
  serial: number;
  servings: number;
  catalogue: IngredientCatalogue;
}

type Outcome = { ok: boolean; text: string };

export function AddRecipeToList({ recipe, servings, identity }: AddRecipeToListProps) {
  const queryClient = useQueryClient();
  const [request, setRequest] = useState<AddRequest | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const ask = async () => {
    setBusy(true);
    setOutcome(null);
    // Without the catalogue the merge still works, only without densities (mass + volume lines).
    const items = await queryClient.fetchQuery(ingredientsQueryOptions()).catch(() => []);
    setRequest((previous) => ({
      serial: (previous?.serial ?? 0) + 1,
      servings,
      catalogue: toIngredientCatalogue(items),
    }));
  };

  return (
    <div className={styles.wrap}>
      <Button variant="secondary" onClick={() => void ask()} disabled={busy} aria-busy={busy}>
        <ShoppingCart size={20} aria-hidden="true" />
        Add to shopping list
      </Button>
      {request ? (
        <ListAdder
          recipe={recipe}
          request={request}
          identity={identity}
          onDone={(result) => {
            setBusy(false);
            setOutcome(result);
          }}
        />
      ) : null}
      <p role="status" className={outcome?.ok === false ? styles.error : styles.done}>
        {outcome ? (
          <>
            {outcome.text}{' '}
            {outcome.ok ? <Link to={paths.shop()}>Open the shopping list</Link> : null}
          </>
        ) : null}
      </p>
    </div>
  );
}

interface ListAdderProps {
  recipe: Recipe;
  request: AddRequest;
  identity: ShoppingIdentity;
  onDone: (outcome: Outcome) => void;
}

/** Holds the list while mounted; applies each request once. */
function ListAdder({ recipe, request, identity, onDone }: ListAdderProps) {
  const { apply } = useShoppingList(identity, request.catalogue);
  const handled = useRef(0);

  useEffect(() => {
    if (handled.current === request.serial) return;
    handled.current = request.serial;
    const times = servingsFactor(recipe.servings, request.servings);
    const result = apply((current) =>
      addRecipe(current, toRecipeForShopping(recipe), times, request.catalogue, newItemId),
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
  }, [apply, recipe, request, onDone]);

  return null;
}
