import { useParams } from 'react-router';
import { Page } from '@/components/ui/page';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { LoginOrCreateAccount } from '@/features/auth/components/login-or-create-account';
import { USER_ID_COOKIE } from '@/features/auth/lib/user-id-cookie';
import { readCookie } from '@/lib/cookies';
import { AddRecipeToList } from '@/features/shopping/components/add-recipe-to-list';
import { useRecipe } from '@/features/recipe-detail/api/get-recipe';
import { RecipeDetail } from '@/features/recipe-detail/components/recipe-detail';
import { RecipeDetailSkeleton } from '@/features/recipe-detail/components/recipe-detail-skeleton';
import {
  RecipeLoadError,
  RecipeNotFound,
} from '@/features/recipe-detail/components/recipe-problem';

/** /recipe/{id}: the recipe, with the sign-in control offered to visitors. */
export default function RecipeRoute() {
  const { id = '' } = useParams();
  const { user, isSignedIn, isKnown, isError, refetch } = useCurrentUser();
  const viewerId = user?.userId ?? null;
  // Wait for the server to say who is asking (likedByMe depends on it), unless it cannot say.
  const ready = !isSignedIn || isKnown || isError;
  const recipe = useRecipe(id, viewerId, { enabled: ready });
  // A local, so it stays narrowed inside the shopping-list callback below.
  const data = recipe.data;
  // Whose shopping list gets the ingredients: as on /shop (routes/shop.tsx).
  const owner = user?.userId ?? (isKnown ? null : (readCookie(USER_ID_COOKIE) ?? null));

  if (recipe.isError) {
    if (
      recipe.error instanceof ApiError &&
      (recipe.error.status === 404 || recipe.error.status === 400)
    )
      return <RecipeNotFound />;
    return <RecipeLoadError onRetry={() => void recipe.refetch()} />;
  }
  return (
    <Page title={recipe.data?.name ?? 'Recipe'} width="wide">
      {data ? (
        <RecipeDetail
          recipe={data}
          viewerId={viewerId}
          isSignedIn={user !== null}
          loginPrompt={<LoginOrCreateAccount variant="primary" />}
          addToShoppingList={(servings) => (
            <AddRecipeToList
              recipe={data}
              servings={servings}
              identity={{ owner, confirmed: isKnown, onUnauthorized: refetch }}
            />
          )}
        />
      ) : (
        <RecipeDetailSkeleton />
      )}
    </Page>
  );
}
