// "Add to shopping list" on a recipe page (docs/decisions/0016-cooking-from-a-recipe.md): the
// recipe's ingredients for the servings the cook chose, merged into the list by core's addRecipe
// (the same merge as adding a recipe on /shop, multiplier = chosen servings / recipe servings).
// The catalogue, the list and the merge code (list-adder.tsx) are only loaded once the cook asks,
// not on every recipe visit.
import { lazy, Suspense, useState } from 'react';
import type { Recipe } from '@roastie/core';
import { useQueryClient } from '@tanstack/react-query';
import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ingredientsQueryOptions } from '@/lib/ingredients-query';
import type { ShoppingIdentity } from '../hooks/use-shopping-list';
import type { AddOutcome, AddRequest } from './list-adder';
import styles from './add-recipe-to-list.module.css';

const ListAdder = lazy(() => import('./list-adder'));

interface AddRecipeToListProps {
  recipe: Recipe;
  servings: number;
  identity: ShoppingIdentity;
}

export function AddRecipeToList({ recipe, servings, identity }: AddRecipeToListProps) {
  const queryClient = useQueryClient();
  const [request, setRequest] = useState<AddRequest | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<AddOutcome | null>(null);

  const ask = async () => {
    setBusy(true);
    setOutcome(null);
    // Without the catalogue the merge still works, only without densities (mass + volume lines).
    const items = await queryClient.fetchQuery(ingredientsQueryOptions()).catch(() => []);
    setRequest((previous) => ({
      serial: (previous?.serial ?? 0) + 1,
      servings,
      items,
    }));
  };

  return (
    <div className={styles.wrap}>
      <Button variant="secondary" onClick={() => void ask()} disabled={busy} aria-busy={busy}>
        <ShoppingCart size={20} aria-hidden="true" />
        Add to shopping list
      </Button>
      {request ? (
        <Suspense fallback={null}>
          <ListAdder
            recipe={recipe}
            request={request}
            identity={identity}
            onDone={(result) => {
              setBusy(false);
              setOutcome(result);
            }}
          />
        </Suspense>
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
