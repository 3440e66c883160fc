// A recipe (docs/product.md section 2, recipe detail): photo, name, description and author; like, cooked
// count, share, download (schema.org JSON-LD), 'Plan it' (docs/product.md section 10) and (for its
// owner) edit and delete; a sign-in prompt for visitors; the glycemic index bar with GL,
// provenance, swaps and nutrition; then ingredients and steps. The page title and the social meta
// tags come from the recipe. Cooking from it (docs/decisions/0016): a servings control scales every
// amount, the ingredients go to the shopping list for those servings, cook mode shows one step at
// a time, and Print prints the recipe alone.
import { useMemo, useState, type ReactNode } from 'react';
import type { Recipe } from '@roastie/core';
import { CalendarPlus, ChefHat, Pencil, Printer } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { usePaintedStages } from '@/hooks/use-after-first-paint';
import { useSocialMeta } from '../hooks/use-social-meta';
import { scaledIngredients } from '../lib/scaled-ingredients';
import { CookMode } from './cook-mode';
import { CookedCount } from './cooked-count';
import { DownloadRecipeButton } from './download-recipe-button';
import { DeleteRecipeButton } from './delete-recipe-button';
import { GlycemicPanel } from './glycemic-panel';
import { LikeToggle } from './like-toggle';
import { RecipeHeader } from './recipe-header';
import { RecipeColumnsSkeleton, RecipeColumnSkeleton } from './recipe-detail-skeleton';
import { RecipeMethod } from './recipe-method';
import { ServingsControl } from './servings-control';
import { ShareButton } from './share-button';
import styles from './recipe-detail.module.css';

interface RecipeDetailProps {
  recipe: Recipe;
  viewerId: string | null;
  isSignedIn: boolean;
  /** Shown to visitors: the route passes the sign-in control's 'Login or create account'. */
  loginPrompt?: ReactNode;
  /** The route's "Add to shopping list" for the servings chosen (the shopping feature's). */
  addToShoppingList?: (servings: number) => ReactNode;
}

export function RecipeDetail({
  recipe,
  viewerId,
  isSignedIn,
  loginPrompt,
  addToShoppingList,
}: RecipeDetailProps) {
  const [servings, setServings] = useState(recipe.servings > 0 ? recipe.servings : 1);
  const [cooking, setCooking] = useState(false);
  const ingredients = useMemo(() => scaledIngredients(recipe, servings), [recipe, servings]);
  const url = new URL(paths.recipe(recipe.id), window.location.origin).toString();
  const isOwner = viewerId !== null && recipe.user_id === viewerId;
  // The header fills a phone's first screen; the glycemic card follows a frame later, and the
  // method a frame after that.
  const stage = usePaintedStages(2);
  useSocialMeta({
    title: `${recipe.name} · Roastie`,
    description: recipe.description,
    url,
    image: recipe.image ? new URL(recipe.image, url).toString() : null,
  });
  return (
    <article className={styles.recipe}>
      <div className={styles.top}>
        <RecipeHeader recipe={recipe} />
        <div className={styles.actions}>
          <LikeToggle recipe={recipe} viewerId={viewerId} isSignedIn={isSignedIn} />
          <CookedCount recipeId={recipe.id} />
          <span className={styles.buttons}>
            <ShareButton recipe={{ name: recipe.name, description: recipe.description, url }} />
            <DownloadRecipeButton recipe={recipe} url={url} />
            {isSignedIn ? (
              <ButtonLink to={paths.plan({ add: recipe.id })} variant="secondary">
                <CalendarPlus size={20} aria-hidden="true" />
                Plan it
              </ButtonLink>
            ) : null}
            {isOwner ? (
              <ButtonLink to={paths.editor({ recipeId: recipe.id })} variant="secondary">
                <Pencil size={20} aria-hidden="true" />
                Edit recipe
              </ButtonLink>
            ) : null}
            <Button variant="ghost" onClick={() => window.print()}>
              <Printer size={20} aria-hidden="true" />
              Print
            </Button>
            {isOwner ? <DeleteRecipeButton id={recipe.id} name={recipe.name} /> : null}
          </span>
        </div>
        {!isSignedIn && loginPrompt ? (
          <div className={styles.login}>
            <p>Like this recipe, save it and cook up your own: it only takes an account.</p>
            {loginPrompt}
          </div>
        ) : null}
      </div>
      {stage > 0 ? (
        <>
          <div className={styles.columns}>
            <div className={styles.glycemic}>
              <GlycemicPanel recipe={recipe} />
            </div>
            {stage > 1 ? (
              <div className={styles.method}>
                <RecipeMethod
                  recipe={recipe}
                  servings={servings}
                  ingredients={ingredients}
                  controls={
                    <>
                      <ServingsControl servings={servings} onChange={setServings} />
                      <Button onClick={() => setCooking(true)} aria-haspopup="dialog">
                        <ChefHat size={20} aria-hidden="true" />
                        Cook mode
                      </Button>
                      {addToShoppingList?.(servings)}
                    </>
                  }
                />
              </div>
            ) : (
              <RecipeColumnSkeleton column="method" />
            )}
          </div>
          <CookMode
            open={cooking}
            recipe={recipe}
            ingredients={ingredients}
            onClose={() => setCooking(false)}
          />
        </>
      ) : (
        <RecipeColumnsSkeleton />
      )}
    </article>
  );
}
