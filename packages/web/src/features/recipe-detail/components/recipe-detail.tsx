// A recipe (docs/product.md section 2, recipe detail): photo, name, description and author; like, cooked
// count, share and (for its owner) edit; a sign-in prompt for visitors; the glycemic index bar
// with GL, provenance, swaps and nutrition; then ingredients and steps. The page title and the
// social meta tags come from the recipe.
import type { ReactNode } from 'react';
import type { Recipe } from '@roastie/core';
import { Pencil } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { useSocialMeta } from '../hooks/use-social-meta';
import { CookedCount } from './cooked-count';
import { GlycemicPanel } from './glycemic-panel';
import { LikeToggle } from './like-toggle';
import { RecipeHeader } from './recipe-header';
import { RecipeMethod } from './recipe-method';
import { ShareButton } from './share-button';
import styles from './recipe-detail.module.css';

interface RecipeDetailProps {
  recipe: Recipe;
  viewerId: string | null;
  isSignedIn: boolean;
  /** Shown to visitors: the route passes the sign-in control's 'Login or create account'. */
  loginPrompt?: ReactNode;
}

export function RecipeDetail({ recipe, viewerId, isSignedIn, loginPrompt }: RecipeDetailProps) {
  const url = new URL(paths.recipe(recipe.id), window.location.origin).toString();
  const isOwner = viewerId !== null && recipe.user_id === viewerId;
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
            {isOwner ? (
              <ButtonLink to={paths.editor({ recipeId: recipe.id })} variant="secondary">
                <Pencil size={20} aria-hidden="true" />
                Edit recipe
              </ButtonLink>
            ) : null}
          </span>
        </div>
        {!isSignedIn && loginPrompt ? (
          <div className={styles.login}>
            <p>Like this recipe, save it and cook up your own: it only takes an account.</p>
            {loginPrompt}
          </div>
        ) : null}
      </div>
      <div className={styles.columns}>
        <div className={styles.glycemic}>
          <GlycemicPanel recipe={recipe} />
        </div>
        <div className={styles.method}>
          <RecipeMethod recipe={recipe} />
        </div>
      </div>
    </article>
  );
}
